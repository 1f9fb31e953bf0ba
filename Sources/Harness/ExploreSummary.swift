/// What one `explore` run covered and found (docs/explore.md, "On many machines"): written with
/// `--report` as JSON, merged across the machines that ran a run's shards.
public struct ExploreSummary: Sendable, Equatable {
    /// The app, the device and orientation, the steps per sequence and the options: what makes
    /// two runs parts of one.
    public var app: String
    public var device: String
    public var orientation: String
    public var inputs: Int
    public var options: String?
    /// How many invariants were checked.
    public var invariants: Int
    /// The run's first seed and how many runs it asked for; run i uses seed + i.
    public var seed: UInt64
    public var runs: Int
    /// The runs checked, as spans of run indices.
    public var covered: [Span]
    /// Inputs the checked sequences sent.
    public var inputsSent: Int
    /// The failure of the smallest seed, if any (the runs after it are not counted as covered).
    public var failure: Failure?
    /// Why the run stopped: `complete`, `failure`, `time` (`--for`) or `interrupted`.
    public var stopped: String
    /// Whether the run was guided (`--guided`): its runs mutate the earlier ones that showed
    /// something new.
    public var guided: Bool
    /// A guided run's transitions of what the app shows (docs/explore.md, "Guided exploration"),
    /// as sorted fingerprints; nil for a run that is not guided, which does not follow them.
    public var transitions: [UInt64]?

    public init(app: String, device: String, orientation: String, inputs: Int, options: String?, invariants: Int,
                seed: UInt64, runs: Int, covered: [Span], inputsSent: Int, failure: Failure?, stopped: String,
                guided: Bool = false, transitions: [UInt64]? = nil) {
        self.app = app
        self.device = device
        self.orientation = orientation
        self.inputs = inputs
        self.options = options
        self.invariants = invariants
        self.seed = seed
        self.runs = runs
        self.covered = covered
        self.inputsSent = inputsSent
        self.failure = failure
        self.stopped = stopped
        self.guided = guided
        self.transitions = transitions
    }

    /// Run indices first, first + stride, … (`count` of them).
    public struct Span: Sendable, Equatable, Hashable {
        public var first: Int
        public var stride: Int
        public var count: Int

        public init(first: Int, stride: Int, count: Int) {
            self.first = first
            self.stride = stride
            self.count = count
        }

        /// The index after the span's last (for a stride of 1, its end).
        var end: Int { count == 0 ? first : first + (count - 1) * stride + 1 }
    }

    /// A failing sequence: its seed, the invariant, what broke it, and the shrunk scenario.
    public struct Failure: Sendable, Equatable {
        public var seed: UInt64
        public var invariant: String
        public var detail: String
        public var scenario: String

        public init(seed: UInt64, invariant: String, detail: String, scenario: String) {
            self.seed = seed
            self.invariant = invariant
            self.detail = detail
            self.scenario = scenario
        }
    }

    /// How many runs were checked.
    public var sequences: Int { covered.reduce(0) { $0 + $1.count } }

    /// The runs checked as contiguous spans where they make one: shards whose strides interleave
    /// to cover every index up to some point become one span of stride 1.
    public static func normalized(_ spans: [Span]) -> [Span] {
        var rest = spans.filter { $0.count > 0 }
        guard !rest.isEmpty else { return [] }
        var result: [Span] = []
        // Spans of one stride whose offsets cover every residue make a contiguous prefix.
        let strides = Set(rest.map(\.stride)).sorted()
        for stride in strides where stride > 1 {
            let group = rest.filter { $0.stride == stride }
            let byResidue = Dictionary(grouping: group, by: { $0.first % stride })
            guard byResidue.count == stride, group.count == stride,
                  let base = group.map({ $0.first - $0.first % stride }).min(),
                  group.allSatisfy({ $0.first - $0.first % stride == base }) else { continue }
            let prefix = group.map { $0.first + stride * $0.count }.min() ?? base
            rest.removeAll { $0.stride == stride }
            result.append(Span(first: base, stride: 1, count: prefix - base))
            for span in group {
                // What each span covers past the prefix stays a span of its stride.
                let inPrefix = max(0, (prefix - span.first + stride - 1) / stride)
                if span.count > inPrefix {
                    rest.append(Span(first: span.first + inPrefix * stride, stride: stride, count: span.count - inPrefix))
                }
            }
        }
        result += rest
        // Contiguous spans of stride 1 that touch become one.
        let ones = result.filter { $0.stride == 1 || $0.count == 1 }.map { Span(first: $0.first, stride: 1, count: $0.count) }
            .sorted { $0.first < $1.first }
        var merged: [Span] = []
        for span in ones {
            if let last = merged.last, span.first <= last.end {
                merged[merged.count - 1].count = max(last.end, span.end) - last.first
            } else {
                merged.append(span)
            }
        }
        let others = result.filter { !($0.stride == 1 || $0.count == 1) }.sorted { ($0.first, $0.stride) < ($1.first, $1.stride) }
        return merged + others
    }
}
