import Gestures

/// The fields of two values of one type that differ, found by reflection, as a test store
/// reports them: `likes: expected 1, found 2`, nested fields by path (`grid.offset.y: …`).
enum StateDifference {
    /// How deep nested values are compared field by field before they are shown whole.
    static let maxDepth = 6

    /// One line per leaf field whose description differs, in declaration order: numbers with a
    /// fraction only when more than `tolerance` apart, the gesture kit's bookkeeping never
    /// (a `GestureArena`'s touches and recognizers' progress, a `GestureHistory`). A value whose description differs though none of its fields does
    /// is shown whole; empty when every difference is within what is allowed.
    static func lines(expected: Any, actual: Any, tolerance: Double = 0) -> [String] {
        var found: [String] = []
        if !compare(expected, actual, path: "", depth: 0, tolerance: tolerance, into: &found) {
            found.append("expected \(String(reflecting: expected)), found \(String(reflecting: actual))")
        }
        return found
    }

    /// Whether `expected` and `actual` differ at all; what differs beyond what is allowed is
    /// appended to `found`. A test does not state the kit's bookkeeping: arenas and histories
    /// are said to differ (so their owner is not shown whole) but never reported.
    private static func compare(_ expected: Any, _ actual: Any, path: String, depth: Int, tolerance: Double,
                                into found: inout [String]) -> Bool {
        if let arena = expected as? GestureArena { return arena != actual as? GestureArena }
        if let history = expected as? GestureHistory { return history != actual as? GestureHistory }
        if let within = StateDifference.within(expected, actual, tolerance: tolerance) {
            if within.differ && !within.agree { found.append(line(path, expected, actual, tolerance: tolerance)) }
            return within.differ
        }
        let left = String(reflecting: expected)
        let right = String(reflecting: actual)
        guard left != right else { return false }
        let expectedChildren = Array(Mirror(reflecting: expected).children)
        let actualChildren = Array(Mirror(reflecting: actual).children)
        let labels = expectedChildren.map(\.label)
        var differed = false
        if depth < maxDepth, !expectedChildren.isEmpty, labels.allSatisfy({ $0 != nil }),
           labels == actualChildren.map(\.label) {
            for (child, other) in zip(expectedChildren, actualChildren) {
                let label = child.label ?? ""
                if compare(child.value, other.value, path: path.isEmpty ? label : path + "." + label,
                           depth: depth + 1, tolerance: tolerance, into: &found) {
                    differed = true
                }
            }
        }
        if !differed { found.append(line(path, expected, actual, tolerance: 0)) }
        return true
    }

    /// For two numbers with a fraction, whether they differ at all and whether they agree, at
    /// most `tolerance` apart (two NaNs agree); nil for any other values.
    private static func within(_ expected: Any, _ actual: Any, tolerance: Double) -> (differ: Bool, agree: Bool)? {
        let pair: (Double, Double)
        switch (expected, actual) {
        case let (left as Double, right as Double): pair = (left, right)
        case let (left as Float, right as Float): pair = (Double(left), Double(right))
        default: return nil
        }
        if pair.0.isNaN || pair.1.isNaN {
            let both = pair.0.isNaN && pair.1.isNaN
            return (!both, both)
        }
        if pair.0 == pair.1 { return (false, true) }
        return (true, abs(pair.0 - pair.1) <= tolerance)
    }

    private static func line(_ path: String, _ expected: Any, _ actual: Any, tolerance: Double) -> String {
        let apart = tolerance > 0 ? " (more than ±\(tolerance) apart)" : ""
        return "\(path.isEmpty ? "state" : path): expected \(String(reflecting: expected)), "
            + "found \(String(reflecting: actual))\(apart)"
    }
}
