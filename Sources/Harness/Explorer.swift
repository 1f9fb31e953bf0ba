import Devices

/// What `explore` does for an app (docs/explore.md): runs seeded random sequences of the app's
/// inputs with its invariants checked after every input, and shrinks a failing sequence to a
/// scenario that reproduces it. An app without one is not explored.
public struct Explorer: Sendable {
    /// The most inputs one sequence may have.
    public var maxInputs: Int
    /// How many participants a world may have (`--users`), for an app whose scenarios are worlds
    /// (docs/worlds.md); nil for an app of one phone, which takes neither `--users` nor `--jitter`.
    public var participants: ClosedRange<Int>?
    /// Runs the sequences of a request; throws a located error for options it cannot read.
    public var explore: @Sendable (ExploreRequest) throws -> ExploreReport
    /// Whether it can run guided (`--guided`): an explorer on the harness's engine can.
    public var guides = false

    public init(maxInputs: Int, participants: ClosedRange<Int>? = nil,
                explore: @escaping @Sendable (ExploreRequest) throws -> ExploreReport) {
        self.maxInputs = maxInputs
        self.participants = participants
        self.explore = explore
    }
}

/// One `explore` command: which sequences, on which device, with which of the app's options.
public struct ExploreRequest: Sendable {
    /// The first sequence's seed; sequence i uses seed + i.
    public var seed: UInt64
    public var runs: Int
    /// Steps per sequence.
    public var inputs: Int
    public var device: Device
    public var orientation: Orientation
    /// The app's options, as a scenario's options are written (`--options`), if given.
    public var options: String?
    /// Participants per world (`--users`, within ``Explorer/participants``); nil lets the app
    /// choose, per sequence, from its seed.
    public var users: Int?
    /// Whether each message between a participant and a service takes a latency drawn from the
    /// sequence's seed (`--jitter`), instead of the link's.
    public var jitter: Bool
    /// The command that draws the sequence of a seed again, for the report.
    public var command: @Sendable (UInt64) -> String
    /// Threads the seeds run on (`--jobs`); the report is the same whatever their number.
    public var jobs: Int
    /// This machine's part of the seeds (`--shard I/N`): run i of the `runs` is this machine's
    /// when i mod N = I.
    public var shard: Shard?
    /// Seconds to run for (`--for`): seeds from `seed` on, `runs` at most, until the time is up.
    public var budget: Double?
    /// Whether to stop now (Ctrl-C): the runs done so far are reported.
    public var shouldStop: @Sendable () -> Bool
    /// Whether later runs mutate the earlier runs that showed something new (`--guided`,
    /// docs/explore.md, "Guided exploration") instead of each drawing its own sequence.
    public var guided: Bool

    public init(seed: UInt64, runs: Int, inputs: Int, device: Device, orientation: Orientation, options: String?,
                users: Int? = nil, jitter: Bool = false, command: @escaping @Sendable (UInt64) -> String,
                jobs: Int = 1, shard: Shard? = nil, budget: Double? = nil,
                shouldStop: @escaping @Sendable () -> Bool = { false }, guided: Bool = false) {
        self.seed = seed
        self.runs = runs
        self.inputs = inputs
        self.device = device
        self.orientation = orientation
        self.options = options
        self.users = users
        self.jitter = jitter
        self.command = command
        self.jobs = jobs
        self.shard = shard
        self.budget = budget
        self.shouldStop = shouldStop
        self.guided = guided
    }

    /// One machine's part of a run's seeds.
    public struct Shard: Sendable, Equatable {
        /// This machine's index, 0 ≤ index < count.
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    /// The seed of run `index` (0-based among the `runs`).
    public func seed(ofRun index: Int) -> UInt64 {
        seed &+ UInt64(index)
    }
}

/// What `explore` prints, and whether an invariant failed (exit status 1).
public struct ExploreReport: Sendable, Equatable {
    public var text: String
    public var failed: Bool
    /// What the run covered and found, for `--report` (nil for an explorer that does not say).
    public var summary: ExploreSummary?

    public init(text: String, failed: Bool, summary: ExploreSummary? = nil) {
        self.text = text
        self.failed = failed
        self.summary = summary
    }
}
