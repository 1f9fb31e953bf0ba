#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A plausible bug planted in an app or in the gesture kit behind a test-only switch
/// (docs/explore.md, "Mutants"): the tests turn it on to show that `explore` finds it and that
/// the scenario it prints fails. An app declares its own, once, as a constant:
///
/// ```swift
/// enum Mutants {
///     static let burstKept = Mutant("heart-burst-kept")
/// }
/// ```
///
/// and writes the bug behind `if Mutants.burstKept.isOn { … }`. A mutant is off unless the
/// process was started with the environment variable ``variable`` naming it: nothing a scenario,
/// a flag or the studio says turns one on, and once made the switch is a constant `Bool`.
public struct Mutant: Sendable, Equatable {
    /// Its name, as ``variable`` gives it: the app's id, then the bug (`instagrid-unlocked-slide`).
    public let name: String
    /// Whether this process runs with the bug.
    public let isOn: Bool

    /// The mutant `name`, on when this process was started with ``variable`` set to it.
    public init(_ name: String) {
        self.name = name
        self.isOn = Mutant.switchedOn == name
    }

    /// The environment variable that names the one mutant a process runs with.
    public static let variable = "INSTAGRID_SIM_MUTANT"

    /// The name ``variable`` gave this process, read once; nil when it is not set.
    public static let switchedOn: String? = {
        guard let value = getenv(variable) else { return nil }
        let name = String(cString: value)
        return name.isEmpty ? nil : name
    }()
}
