import Devices

extension GestureArena {
    /// Changes the screen while touches may be down (docs/gestures.md, "Attaching recognizers in
    /// your app"): a new size (a rotation), views that moved, appeared, went or changed, and
    /// recognizers attached or removed, as an app's screen changes between its inputs.
    ///
    /// What carries over is matched by name: a recognizer of the same name and kind keeps its
    /// state and gesture (its parameters may change), a scroll view keeps its offset and motion, a
    /// button its touch, and a touch keeps its view; a touch whose view is gone is delivered
    /// nothing more. Throws, and changes nothing, when the new screen is not valid
    /// (``init(screen:views:recognizers:)``).
    public mutating func update(screen: Size, views newViews: [GestureView], recognizers newRecognizers: [GestureRecognizer])
        throws(GestureError) {
        if moveViews(screen: screen, views: newViews, recognizers: newRecognizers) { return }
        let layout = try ArenaLayout(screen: screen, views: newViews, recognizers: newRecognizers)
        var viewIndex: [String: ViewID] = [:]
        for (id, view) in layout.views.enumerated() { viewIndex[view.name] = id }
        var recognizerIndex: [String: RecognizerID] = [:]
        for (id, spec) in layout.specs.enumerated() { recognizerIndex[spec.recognizer.name] = id }

        // Recognizers: the runtime of the same name and kind, its gesture's touches as they were.
        var runtimes = layout.specs.map { RecognizerRuntime(kind: $0.recognizer.kind) }
        for (old, spec) in specs.enumerated() {
            guard let new = recognizerIndex[spec.recognizer.name],
                  Tracker(layout.specs[new].recognizer.kind).sameKind(as: self.runtimes[old].tracker) else { continue }
            runtimes[new] = self.runtimes[old]
        }
        // Scroll views keep their offsets; their limits follow the new content and frame.
        var scrolls = layout.scrolls
        for index in scrolls.indices {
            let name = layout.views[scrolls[index].view].name
            guard let old = self.scrolls.first(where: { views[$0.view].name == name }) else { continue }
            scrolls[index].x.offset = old.x.offset
            scrolls[index].x.motion = old.x.motion
            scrolls[index].y.offset = old.y.offset
            scrolls[index].y.motion = old.y.motion
            scrolls[index].dragStart = old.dragStart
        }
        // Touches keep their views by name.
        for slot in liveSlots {
            let view = slots[slot].view
            let kept = view >= 0 ? viewIndex[views[view].name] ?? -1 : -1
            if kept < 0, view >= 0 {
                slots[slot].isViewDone = true
                slots[slot].held.removeAll(keepingCapacity: true)
                slots[slot].head = 0
                slots[slot].contentDelayed = false
            }
            slots[slot].view = kept
        }
        var buttonTouch = Array(repeating: -1, count: layout.views.count)
        for (view, slot) in self.buttonTouch.enumerated() where slot >= 0 {
            if let new = viewIndex[views[view].name], layout.views[new].button != nil { buttonTouch[new] = slot }
        }

        self.views = layout.views
        self.recognizers = layout.recognizers
        self.nodes = layout.nodes
        self.specs = layout.specs
        self.runtimes = runtimes
        self.scrolls = scrolls
        self.buttonTouch = buttonTouch
        members = Array(repeating: 0, count: Self.maxTouches)
        possible = 0
        delaysBegan = 0
        delaysEnded = 0
        for id in runtimes.indices {
            let bit = UInt64(1) << UInt64(id)
            var touches = runtimes[id].touches
            while touches != 0 {
                members[touches.trailingZeroBitCount] |= bit
                touches &= touches - 1
            }
            if runtimes[id].state == .possible { possible |= bit }
            if specs[id].recognizer.delaysTouchesBegan { delaysBegan |= bit }
            if specs[id].recognizer.delaysTouchesEnded { delaysEnded |= bit }
        }
    }
}

extension GestureArena {
    /// ``update(screen:views:recognizers:)`` in the common case of a screen whose views only
    /// moved, hid, showed or changed what they are besides a scroll view (the same screen size,
    /// the same views by name and parent in the same order, none scrolling, the same
    /// recognizers): done in place, with what the whole update would give. Whether it applied.
    fileprivate mutating func moveViews(screen: Size, views newViews: [GestureView],
                                        recognizers newRecognizers: [GestureRecognizer]) -> Bool {
        guard scrolls.isEmpty, views[0].frame.width == screen.width, views[0].frame.height == screen.height,
              newViews.count == views.count - 1, newRecognizers == recognizers else { return false }
        for (offset, view) in newViews.enumerated() {
            let old = views[offset + 1]
            let frame = view.frame
            guard view.name == old.name, view.parent == old.parent, view.scroll == nil,
                  frame.x.isFinite, frame.y.isFinite, frame.width.isFinite, frame.height.isFinite,
                  frame.width > 0, frame.height > 0 else { return false }
        }
        for (offset, view) in newViews.enumerated() {
            views[offset + 1] = view
            // A view that is no longer a button drops the touch it tracked.
            if view.button == nil { buttonTouch[offset + 1] = -1 }
        }
        return true
    }
}

extension Tracker {
    /// Whether two trackers are of one kind of recognizer.
    func sameKind(as other: Tracker) -> Bool {
        switch (self, other) {
        case (.tap, .tap), (.longPress, .longPress), (.pan, .pan), (.swipe, .swipe), (.edgePan, .edgePan),
             (.pinch, .pinch), (.rotation, .rotation): true
        default: false
        }
    }
}
