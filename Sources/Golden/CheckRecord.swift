/// The record of one golden check, as reports (JUnit XML, HTML) see it.
package struct CheckRecord: Sendable, Equatable {
    /// How a check ended.
    package enum Status: String, Sendable, Equatable, CaseIterable {
        /// The image matched its golden.
        case passed
        /// The image differed from its golden, or the golden was missing or (re)recorded.
        case failed
        /// The check could not finish: its golden or an artifact could not be written.
        case error
    }

    /// The scenario's name; the JUnit test suite.
    package var scenario: String
    /// `<device>-<orientation>`, e.g. `iphone-se-portrait`.
    package var variant: String
    /// The snapshot's name, `final`, or `shared-1`, …
    package var snapshot: String
    /// Time the check took, in seconds.
    package var duration: Double
    package var status: Status
    /// The one-line summary (for failures: the comparison's `summary`).
    package var message: String?
    /// Paths of artifacts written for this check (actual, diff, …), as given.
    package var artifacts: [String]

    package init(
        scenario: String,
        variant: String,
        snapshot: String,
        duration: Double = 0,
        status: Status,
        message: String? = nil,
        artifacts: [String] = []
    ) {
        self.scenario = scenario
        self.variant = variant
        self.snapshot = snapshot
        self.duration = duration
        self.status = status
        self.message = message
        self.artifacts = artifacts
    }

    /// `<device>-<orientation>/<snapshot>`; the JUnit test case name.
    package var name: String { variant + "/" + snapshot }

    /// The status of a golden check with the given outcome; `errored` when a file it had to
    /// write could not be written.
    package static func status(for outcome: GoldenOutcome, errored: Bool = false) -> Status {
        errored ? .error : outcome.passes ? .passed : .failed
    }
}
