import Support
import ArgumentParser
import Devices
import Golden
import Scenarios

/// `--device ID` for commands that run every device of a scenario: run on one device instead
/// of the scenario's own list.
struct DeviceSelection: ParsableArguments {
    @Option(name: .customLong("device"), help: "Run on this device only (see `instagrid-sim devices`).")
    var deviceID: String?

    func validate() throws {
        try validateDevice(deviceID)
    }

    /// The devices to run `scenario` on.
    func devices(for scenario: ScenarioHeader) throws -> [Device] {
        if deviceID != nil, let problem = scenario.deviceOptionProblem { throw CommandFailure.invalid(problem) }
        if let deviceID { return [try namedDevice(deviceID)] }
        return scenario.devices
    }
}

/// `--device ID` for commands that draw one device's screen (`render`, `frames`): required when
/// the scenario lists more than one device.
struct DeviceChoice: ParsableArguments {
    @Option(name: .customLong("device"),
            help: "The device to draw (see `instagrid-sim devices`); required when the scenario lists more than one.")
    var deviceID: String?

    func validate() throws {
        try validateDevice(deviceID)
    }

    /// The device `command` draws `scenario` on: `--device`, else the scenario's only device.
    /// - Throws: ``CommandFailure`` (exit 2) when the scenario lists several devices and no
    ///   `--device` was given, naming them.
    func device(for scenario: ScenarioHeader, command: String) throws -> Device {
        if deviceID != nil, let problem = scenario.deviceOptionProblem { throw CommandFailure.invalid(problem) }
        if let deviceID { return try namedDevice(deviceID) }
        guard scenario.devices.count > 1 else {
            guard let only = scenario.devices.first else { throw CommandFailure.invalid("\(scenario.path): error: no device") }
            return only
        }
        let ids = scenario.devices.map(\.id)
        throw CommandFailure.invalid(
            "error: \(scenario.path) lists \(counted(ids.count, "device")) (\(ids.joined(separator: ", "))): "
                + "\(command) draws one, chosen with --device, e.g. --device \(ids[0])")
    }
}

/// Rejects an unknown `--device` at parse time.
private func validateDevice(_ id: String?) throws {
    if let id, Device.named(id) == nil {
        throw ValidationError(Device.unknownMessage(id))
    }
}

/// The device named `id` (checked by `validate()` already).
private func namedDevice(_ id: String) throws -> Device {
    guard let device = Device.named(id) else {
        throw CommandFailure.invalid("error: \(Device.unknownMessage(id))")
    }
    return device
}

/// After decoding or rendering: a file whose pixels could not be decoded (a photo whose header
/// was fine when the scenario was loaded) is invalid input, exit status 2, with the error of
/// each such file.
func checkDrawnFiles(_ failures: [String]) throws {
    guard failures.isEmpty else {
        throw CommandFailure.invalid(failures.joined(separator: "\n"))
    }
}
