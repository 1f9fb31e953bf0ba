import Timelines

extension GestureHistory {
    /// Adds the arena's lanes to `chart` (docs/timeline.md, "Gesture lanes"): one per recognizer
    /// with its state over time (`possible` from the start, waiting hatched), one per view that
    /// received a touch with the phases it received and its control events, and one of the
    /// touches, each held down as a span.
    public func addLanes(to chart: inout TimelineChart, arena: GestureArena) {
        let first = chart.lanes.count
        for recognizer in arena.recognizers {
            chart.lanes.append(TimelineChart.Lane(recognizer.name, kind: .recognizer))
        }
        var viewLanes: [ViewID: Int] = [:]
        for entry in entries {
            switch entry.event {
            case .report(.delivered(let view, _, _)), .report(.control(let view, _)):
                if viewLanes[view] == nil { viewLanes[view] = -1 }
            default: break
            }
        }
        for view in viewLanes.keys.sorted() {
            viewLanes[view] = chart.lanes.count
            chart.lanes.append(TimelineChart.Lane(arena.views[view].name, kind: .view))
        }
        let touchLane = chart.lanes.count
        chart.lanes.append(TimelineChart.Lane("touches", kind: .touches))

        var open: [(from: Double, kind: TimelineChart.Span.Kind)?] = arena.recognizers.map { _ in (0, .possible) }
        var down: [Int: Double] = [:]
        func close(_ id: RecognizerID, at time: Double) {
            if let span = open[id] {
                chart.spans.append(TimelineChart.Span(lane: first + id, from: span.from, to: time, kind: span.kind))
            }
        }
        for entry in entries {
            switch entry.event {
            case let .touch(phase, id):
                switch phase {
                case .began: down[id] = entry.time
                case .moved: break
                case .ended, .cancelled:
                    if let start = down.removeValue(forKey: id) {
                        chart.spans.append(TimelineChart.Span(lane: touchLane, from: start, to: entry.time,
                                                              text: "touch \(id)", kind: .touch))
                    }
                }
            case let .report(.recognizer(id, state)):
                close(id, at: entry.time)
                open[id] = (entry.time, TimelineChart.Span.Kind(rawValue: state.rawValue) ?? .possible)
            case .report(.waiting(let id)):
                close(id, at: entry.time)
                open[id] = (entry.time, .waiting)
            case let .report(.delivered(view, _, phase)):
                let kind: TimelineChart.Mark.Kind = switch phase {
                case .began: .touchBegan
                case .moved: .touchMoved
                case .ended: .touchEnded
                case .cancelled: .touchCancelled
                }
                chart.marks.append(TimelineChart.Mark(lane: viewLanes[view], time: entry.time, text: phase.rawValue, kind: kind))
            case let .report(.control(view, event)):
                chart.marks.append(TimelineChart.Mark(lane: viewLanes[view], time: entry.time, text: event.rawValue, kind: .control))
            case .report(.schedule), .report(.cancel):
                break
            }
        }
        // A tenth of a second past the last thing that happened, so that the states reached last
        // show.
        if let last = entries.last?.time { chart.end = max(chart.end, last + 0.1) }
        for id in open.indices {
            if let span = open[id] {
                chart.spans.append(TimelineChart.Span(lane: first + id, from: span.from, to: nil, kind: span.kind))
            }
        }
        for (id, start) in down.sorted(by: { $0.key < $1.key }) {
            chart.spans.append(TimelineChart.Span(lane: touchLane, from: start, to: nil, text: "touch \(id)", kind: .touch))
        }
    }
}
