import Timelines

extension GestureHistory {
    /// Adds the arena's lanes to `chart` (docs/timeline.md, "Gesture lanes"): one per recognizer
    /// with its state over time (waiting hatched), one per view that received a touch with the
    /// phases it received and its control events, and one of the touches, each held down as a
    /// span. Each lane's name starts with `prefix` (a world's user: `"alice: "`).
    ///
    /// Reports recorded without their arena (``record(_:at:)``) are named by `arena`'s recognizers
    /// and views, and every recognizer of `arena` has a lane, `possible` from the start. Reports
    /// recorded with theirs (``record(_:at:on:)``) are named as they were then, for a screen that
    /// changed: a recognizer has a lane once it has reported, from its first report on.
    public func addLanes(to chart: inout TimelineChart, arena: GestureArena, prefix: String = "") {
        func recognizerName(_ entry: Entry, _ id: RecognizerID) -> String {
            entry.name ?? (arena.recognizers.indices.contains(id) ? arena.recognizers[id].name : "\(id)")
        }
        func viewName(_ entry: Entry, _ id: ViewID) -> String {
            entry.name ?? (arena.views.indices.contains(id) ? arena.views[id].name : "\(id)")
        }
        // Recognizers' lanes: the arena's, in order, unless every report carries its name.
        let named = entries.allSatisfy { entry in
            if case .report = entry.event { return entry.name != nil }
            return true
        }
        var recognizerLanes: [String: Int] = [:]
        var open: [Int: (from: Double, kind: TimelineChart.Span.Kind)] = [:]
        func recognizerLane(_ name: String) -> Int {
            if let lane = recognizerLanes[name] { return lane }
            let lane = chart.lanes.count
            chart.lanes.append(TimelineChart.Lane(prefix + name, kind: .recognizer))
            recognizerLanes[name] = lane
            return lane
        }
        if !named || entries.isEmpty {
            for recognizer in arena.recognizers { open[recognizerLane(recognizer.name)] = (0, .possible) }
        } else {
            for entry in entries {
                switch entry.event {
                case .report(.recognizer(let id, _)), .report(.waiting(let id)): _ = recognizerLane(recognizerName(entry, id))
                default: break
                }
            }
        }
        // Views' lanes: those that received a touch or sent a control event, in the arena's order
        // (by name, in the order first reported, when names were recorded).
        var viewOrder: [(key: Double, name: String)] = []
        var seenViews: Set<String> = []
        for (index, entry) in entries.enumerated() {
            switch entry.event {
            case .report(.delivered(let view, _, _)), .report(.control(let view, _)):
                let name = viewName(entry, view)
                if seenViews.insert(name).inserted { viewOrder.append((named ? Double(index) : Double(view), name)) }
            default: break
            }
        }
        var viewLanes: [String: Int] = [:]
        for (_, name) in viewOrder.sorted(by: { $0.key < $1.key }) {
            viewLanes[name] = chart.lanes.count
            chart.lanes.append(TimelineChart.Lane(prefix + name, kind: .view))
        }
        let touchLane = chart.lanes.count
        chart.lanes.append(TimelineChart.Lane(prefix + "touches", kind: .touches))

        var down: [Int: Double] = [:]
        func close(_ lane: Int, at time: Double) {
            if let span = open[lane] {
                chart.spans.append(TimelineChart.Span(lane: lane, from: span.from, to: time, kind: span.kind))
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
                guard let lane = recognizerLanes[recognizerName(entry, id)] else { break }
                close(lane, at: entry.time)
                open[lane] = (entry.time, TimelineChart.Span.Kind(rawValue: state.rawValue) ?? .possible)
            case .report(.waiting(let id)):
                guard let lane = recognizerLanes[recognizerName(entry, id)] else { break }
                close(lane, at: entry.time)
                open[lane] = (entry.time, .waiting)
            case let .report(.delivered(view, _, phase)):
                let kind: TimelineChart.Mark.Kind = switch phase {
                case .began: .touchBegan
                case .moved: .touchMoved
                case .ended: .touchEnded
                case .cancelled: .touchCancelled
                }
                chart.marks.append(TimelineChart.Mark(lane: viewLanes[viewName(entry, view)], time: entry.time,
                                                      text: phase.rawValue, kind: kind))
            case let .report(.control(view, event)):
                chart.marks.append(TimelineChart.Mark(lane: viewLanes[viewName(entry, view)], time: entry.time,
                                                      text: event.rawValue, kind: .control))
            case .report(.schedule), .report(.cancel):
                break
            }
        }
        // A tenth of a second past the last thing that happened, so that the states reached last
        // show.
        if let last = entries.last?.time { chart.end = max(chart.end, last + 0.1) }
        for lane in open.keys.sorted() {
            if let span = open[lane] {
                chart.spans.append(TimelineChart.Span(lane: lane, from: span.from, to: nil, kind: span.kind))
            }
        }
        for (id, start) in down.sorted(by: { $0.key < $1.key }) {
            chart.spans.append(TimelineChart.Span(lane: touchLane, from: start, to: nil, text: "touch \(id)", kind: .touch))
        }
    }
}
