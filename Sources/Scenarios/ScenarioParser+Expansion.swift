import Support
import Yams

/// The bound on what an app reads from YAML once aliases are expanded (docs/limits.md).
///
/// YAML's aliases (`&a` … `*a`) let a few hundred bytes stand for billions of values: nine
/// levels of nine aliases each are 9⁹ leaves. The harness's own steps are bounded by what they
/// send and how long they take; the values an app converts itself (its steps, `expect` checks,
/// participants' and top-level settings, such as a world's `expect: { server: … }` tree) are
/// counted here before the app sees them, over the whole scenario, and refused at the value
/// that goes over, before a node of it is converted.
extension ScenarioParser {
    /// Counts `fields`' values, aliases expanded, against the scenario's bound.
    mutating func chargeExpansion(_ fields: [Field]) throws(ScenarioError) {
        for field in fields { try chargeExpansion(field.value, for: field.name) }
    }

    /// Counts `node`, aliases expanded, against the scenario's bound: at most
    /// ``ScenarioLimits/maxExpandedNodes`` nodes and ``ScenarioLimits/maxExpandedBytes`` bytes of
    /// scalars over every value an app reads. The walk stops at the bound, so it costs at most
    /// that many nodes whatever the node stands for.
    mutating func chargeExpansion(_ node: Node, for label: String) throws(ScenarioError) {
        var stack = [node]
        while let next = stack.popLast() {
            expandedNodes += 1
            switch next {
            case .scalar(let scalar): expandedBytes += scalar.string.utf8.count
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(value)
                    stack.append(key)
                }
            case .sequence(let sequence): stack.append(contentsOf: sequence)
            case .alias: break
            }
            if expandedNodes > ScenarioLimits.maxExpandedNodes || expandedBytes > ScenarioLimits.maxExpandedBytes {
                let what = expandedNodes > ScenarioLimits.maxExpandedNodes
                    ? "\(ScenarioLimits.maxExpandedNodes) values" : "\(formatBytes(ScenarioLimits.maxExpandedBytes)) of text"
                throw error("'\(echo(label))' brings the scenario past \(what) once its aliases are expanded; the values "
                            + "\(vocabulary.app) reads from a scenario (its steps, checks and settings) hold at most "
                            + "\(ScenarioLimits.maxExpandedNodes) values and \(formatBytes(ScenarioLimits.maxExpandedBytes)) "
                            + "of text in all", at: node)
            }
        }
    }
}
