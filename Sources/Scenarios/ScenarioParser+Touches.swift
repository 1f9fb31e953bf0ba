import Devices
import Support
import Yams

/// Raw touch recordings: `touches: [[t, id, phase, x, y], …]`.
extension ScenarioParser {
    /// The samples of a `touches` step, checked as a well-formed recording: times start at 0 or
    /// later and never decrease; each touch begins with `began` and moves and ends only while
    /// down. A touch may end in a later `touches` step (R26); one still down when the steps end
    /// is reported by ``checkTouchesEnded()``.
    mutating func touches(_ node: Node) throws(ScenarioError) -> [TouchSample] {
        let nodes = try items(node, for: "touches", expected: "a list of samples [t, id, phase, x, y]")
        guard !nodes.isEmpty else {
            throw error("'touches' is empty; add samples [t, id, phase, x, y]", at: node)
        }
        var samples: [TouchSample] = []
        for item in nodes {
            let (sample, fields) = try touchSample(item)
            if let previous = samples.last, sample.time < previous.time - Self.timeTolerance {
                throw error("touch times go backwards: \(ScenarioText.format(sample.time)) comes after "
                            + "\(ScenarioText.format(previous.time))", at: fields[0])
            }
            let phaseNode = fields[2]
            let id = sample.id
            switch sample.phase {
            case .began:
                if touchesDown[id] != nil {
                    throw error("touch \(id) began while already down; end or cancel it first", at: phaseNode)
                }
                touchesDown[id] = location(item)
                if !touchesSeen.contains(id) { touchOrder.append(id) }
                touchesSeen.insert(id)
            case .moved, .ended, .cancelled:
                guard touchesDown[id] != nil else {
                    if touchesSeen.contains(id) {
                        throw error("touch \(id) is not down ('\(sample.phase.rawValue)' after it ended); "
                                    + "a new touch starts with 'began'", at: phaseNode)
                    }
                    throw error("the first sample of touch \(id) must be 'began', found '\(sample.phase.rawValue)'",
                                at: phaseNode)
                }
                if sample.phase != .moved { touchesDown[id] = nil }
            }
            samples.append(sample)
        }
        return samples
    }

    /// Every raw touch has ended or been cancelled by the last step; the error points at the
    /// row that began the first touch still down.
    func checkTouchesEnded() throws(ScenarioError) {
        let current = TouchBook(down: touchesDown, seen: touchesSeen, order: touchOrder)
        for book in [current] + otherPhonesTouches.keys.sorted().compactMap({ otherPhonesTouches[$0] }) {
            for id in book.order {
                if let began = book.down[id] {
                    throw ScenarioError("touch \(id) is still down when the scenario ends; finish it with 'ended' or "
                                + "'cancelled' (in this step or a later 'touches' step)", at: began)
                }
            }
        }
    }

    /// One sample `[t, id, phase, x, y]` and its five value nodes.
    func touchSample(_ node: Node) throws(ScenarioError) -> (TouchSample, [Node]) {
        let shape = "[t, id, phase, x, y]"
        let values = try items(node, for: "touches", expected: "a sample \(shape)")
        guard values.count == 5 else {
            throw error("a touch sample is \(shape), found \(counted(values.count, "value"))",
                        at: node)
        }
        let time = try number(values[0], for: "t")
        guard time >= 0 else {
            throw error("touch time must not be negative, found \(ScenarioText.format(time))", at: values[0])
        }
        guard time <= ScenarioLimits.maxSeconds else {
            throw error("touch time must be at most \(ScenarioText.format(ScenarioLimits.maxSeconds)) s, the longest a "
                        + "scenario may run; found \(ScenarioText.format(time))", at: values[0])
        }
        let id = try integer(values[1], for: "id")
        let phase = try choice(values[2], for: "phase", what: "touch phase", as: TouchSample.Phase.self)
        let x = try coordinate(values[3], for: "x")
        let y = try coordinate(values[4], for: "y")
        return (TouchSample(time: time, id: id, phase: phase, point: Point(x: x, y: y)), values)
    }
}
