/// The fields of two values of one type that differ, found by reflection, as a test store
/// reports them: `likes: expected 1, found 2`, nested fields by path (`grid.offset.y: …`).
enum StateDifference {
    /// How deep nested values are compared field by field before they are shown whole.
    static let maxDepth = 6

    /// One line per leaf field whose description differs, in declaration order; the whole
    /// values when they differ but no field does (or when reflection shows no fields).
    static func lines(expected: Any, actual: Any) -> [String] {
        var found: [String] = []
        compare(expected, actual, path: "", depth: 0, into: &found)
        if found.isEmpty {
            found.append("expected \(String(reflecting: expected)), found \(String(reflecting: actual))")
        }
        return found
    }

    private static func compare(_ expected: Any, _ actual: Any, path: String, depth: Int, into found: inout [String]) {
        let left = String(reflecting: expected)
        let right = String(reflecting: actual)
        guard left != right else { return }
        let expectedChildren = Array(Mirror(reflecting: expected).children)
        let actualChildren = Array(Mirror(reflecting: actual).children)
        let labels = expectedChildren.map(\.label)
        guard depth < maxDepth, !expectedChildren.isEmpty, labels.allSatisfy({ $0 != nil }),
              labels == actualChildren.map(\.label) else {
            found.append("\(path.isEmpty ? "state" : path): expected \(left), found \(right)")
            return
        }
        for (child, other) in zip(expectedChildren, actualChildren) {
            let label = child.label ?? ""
            compare(child.value, other.value, path: path.isEmpty ? label : path + "." + label, depth: depth + 1,
                    into: &found)
        }
    }
}
