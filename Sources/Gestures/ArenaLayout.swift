import Devices

/// A view as the arena keeps it: its place in the tree and the recognizers a touch on it meets.
struct ViewNode: Sendable, Equatable {
    /// The parent's id; −1 for the screen.
    var parent: ViewID
    var children: [ViewID] = []
    var depth: Int
    /// The recognizers of a touch whose view this is: this view's own, then its parent's, up to
    /// the screen's; on one view in the order attached (a scroll view's pan first).
    var chain: [RecognizerID] = []
    /// The index in the arena's scroll views when this view scrolls.
    var scroll: Int?
    /// The nearest enclosing scroll view (not this one) that delays its content's touches.
    var delayingScroll: Int?
}

/// What the arena keeps of a recognizer besides its description.
struct RecognizerSpec: Sendable, Equatable {
    var recognizer: GestureRecognizer
    var view: ViewID
    /// Bits of the recognizers it requires to fail, and of those it may recognize with.
    var requires: UInt64
    var simultaneous: UInt64
    /// The scroll view whose pan it is.
    var scroll: Int?
    /// Rule 3 applies: a one-finger, one-tap tap.
    var yieldsToControls: Bool
}

/// Checks a screen's views and recognizers and lays them out for the arena.
struct ArenaLayout {
    var views: [GestureView]
    var recognizers: [GestureRecognizer]
    var nodes: [ViewNode]
    var specs: [RecognizerSpec]
    var scrolls: [ScrollRuntime]

    init(screen: Size, views given: [GestureView], recognizers attached: [GestureRecognizer]) throws(GestureError) {
        guard given.count < GestureArena.maxViews else {
            throw GestureError("a screen has at most \(GestureArena.maxViews - 1) views")
        }
        guard screen.width.isFinite, screen.height.isFinite, screen.width > 0, screen.height > 0 else {
            throw GestureError("the screen's size must be finite and positive")
        }
        let root = GestureView(name: GestureArena.rootName, frame: Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        views = [root] + given
        var index: [String: ViewID] = [GestureArena.rootName: 0]
        nodes = [ViewNode(parent: -1, depth: 0)]
        scrolls = []
        for (offset, view) in given.enumerated() {
            let id = offset + 1
            guard index[view.name] == nil else { throw GestureError("the view '\(view.name)' is declared twice") }
            let frame = view.frame
            guard [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite), frame.width > 0, frame.height > 0 else {
                throw GestureError("the view '\(view.name)' needs a finite frame with a positive width and height")
            }
            let parentName = view.parent ?? GestureArena.rootName
            guard let parent = index[parentName] else {
                throw GestureError("the view '\(view.name)' names the parent '\(parentName)', which is not declared before it")
            }
            let depth = nodes[parent].depth + 1
            guard depth <= GestureArena.maxDepth else {
                throw GestureError("the view '\(view.name)' is nested deeper than \(GestureArena.maxDepth)")
            }
            index[view.name] = id
            nodes[parent].children.append(id)
            var node = ViewNode(parent: parent, depth: depth)
            if let scroll = view.scroll {
                guard scroll.content.width.isFinite, scroll.content.height.isFinite,
                      scroll.content.width > 0, scroll.content.height > 0 else {
                    throw GestureError("the scroll view '\(view.name)' needs a finite, positive content size")
                }
                node.scroll = scrolls.count
                scrolls.append(ScrollRuntime(view: id, frame: frame, scroll: scroll))
            }
            nodes.append(node)
        }
        for id in nodes.indices.dropFirst() {
            var ancestor = nodes[id].parent
            while ancestor > 0 {
                if let scroll = nodes[ancestor].scroll, views[ancestor].scroll?.delaysContentTouches == true {
                    nodes[id].delayingScroll = scroll
                    break
                }
                ancestor = nodes[ancestor].parent
            }
        }
        // Each scroll view's pan first, then the recognizers given.
        var all: [GestureRecognizer] = []
        var scrollOf: [Int?] = []
        for (number, scroll) in scrolls.enumerated() {
            let view = views[scroll.view]
            guard let description = view.scroll else { continue }
            var pan = description.pan
            pan.axes = scroll.axes
            all.append(GestureRecognizer(name: view.name + ".pan", kind: .pan(pan), view: view.name,
                                         cancelsTouchesInView: description.cancelsTouchesInView,
                                         delaysTouchesEnded: false))
            scrollOf.append(number)
        }
        all += attached
        scrollOf += attached.map { _ in nil }
        guard all.count <= GestureArena.maxRecognizers else {
            throw GestureError("a screen has at most \(GestureArena.maxRecognizers) recognizers, a scroll view's pan included")
        }
        recognizers = all
        var names: [String: RecognizerID] = [:]
        for (id, recognizer) in all.enumerated() {
            guard names[recognizer.name] == nil else {
                throw GestureError("the recognizer '\(recognizer.name)' is declared twice")
            }
            names[recognizer.name] = id
        }
        specs = []
        for (id, recognizer) in all.enumerated() {
            if let problem = recognizer.kind.problem {
                throw GestureError("the recognizer '\(recognizer.name)': \(problem)")
            }
            guard let view = index[recognizer.view] else {
                throw GestureError("the recognizer '\(recognizer.name)' is attached to '\(recognizer.view)', which is not a view")
            }
            var requires: UInt64 = 0
            for name in recognizer.requires {
                guard let other = names[name], other != id else {
                    throw GestureError("the recognizer '\(recognizer.name)' requires '\(name)', which is not another recognizer")
                }
                requires |= 1 << UInt64(other)
            }
            var simultaneous: UInt64 = 0
            for name in recognizer.simultaneous {
                guard let other = names[name], other != id else {
                    throw GestureError("the recognizer '\(recognizer.name)' names '\(name)' as simultaneous, which is not another recognizer")
                }
                simultaneous |= 1 << UInt64(other)
            }
            var yields = false
            if case .tap(let tap) = recognizer.kind, tap.taps == 1, tap.touches == 1 { yields = true }
            specs.append(RecognizerSpec(recognizer: recognizer, view: view, requires: requires,
                                        simultaneous: simultaneous, scroll: scrollOf[id], yieldsToControls: yields))
        }
        // Either side naming the other is enough.
        for id in specs.indices {
            for other in specs.indices where specs[other].simultaneous & (1 << UInt64(id)) != 0 {
                specs[id].simultaneous |= 1 << UInt64(other)
            }
        }
        if let cycle = Self.requirementCycle(specs, names: all.map(\.name)) {
            throw GestureError("the requirements make a cycle: " + cycle.joined(separator: " → "))
        }
        for id in specs.indices {
            nodes[specs[id].view].chain.append(id)
        }
        // A touch's recognizers: its view's, then each ancestor's.
        let own = nodes.map(\.chain)
        for id in nodes.indices {
            var chain: [RecognizerID] = []
            var view = id
            while view >= 0 {
                chain += own[view]
                view = nodes[view].parent
            }
            nodes[id].chain = chain
        }
    }

    /// A cycle of requirements, as names from a recognizer back to itself, if there is one.
    static func requirementCycle(_ specs: [RecognizerSpec], names: [String]) -> [String]? {
        var color = Array(repeating: 0, count: specs.count) // 0 new, 1 on the path, 2 done
        var path: [Int] = []
        func visit(_ id: Int) -> [String]? {
            color[id] = 1
            path.append(id)
            for other in specs.indices where specs[id].requires & (1 << UInt64(other)) != 0 {
                if color[other] == 1, let start = path.firstIndex(of: other) {
                    return (path[start...] + [other]).map { names[$0] }
                }
                if color[other] == 0, let cycle = visit(other) { return cycle }
            }
            path.removeLast()
            color[id] = 2
            return nil
        }
        for id in specs.indices where color[id] == 0 {
            if let cycle = visit(id) { return cycle }
        }
        return nil
    }
}
