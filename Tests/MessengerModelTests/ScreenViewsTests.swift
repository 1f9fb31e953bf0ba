import Gestures
import Testing
@testable import MessengerModel

/// The screens as the kit's views (docs/messenger.md, "The screens as views"): what the arena
/// holds, that it sets no timer, and the history kept with the trace alone.
@Suite struct ScreenViewsTests {
    @Test func aFingerHeldAnywhereSetsNoTimer() {
        var rig = ScrollTests.list(10)
        let row = rig.phone.frame(of: .row(2))?.center ?? .zero
        let inputs = rig.driver.trace.count
        rig.send(.touchBegan(id: 1, at: row))
        rig.wait(3)
        rig.send(.touchEnded(id: 1, at: row))
        #expect(rig.driver.trace.count == inputs + 2, "the touches alone: no gesture timer fired")
        #expect(rig.phone.screen == .chat)
        var chat = ChatTests.open(id: "c1")
        let before = chat.driver.trace.count
        chat.send(.touchBegan(id: 9, at: Point(x: 5, y: 300)))
        chat.wait(3)
        chat.send(.touchEnded(id: 9, at: Point(x: 5, y: 300)))
        #expect(chat.driver.trace.count == before + 2)
    }

    @Test func eachTargetIsAButtonWithTheSlopAndEachListAScrollView() {
        var rig = ScrollTests.list(10)
        rig.tap(at: Point(x: 1, y: 1))
        let arena = rig.phone.arena
        let row = arena.view(named: "row-1").map { arena.views[$0] }
        #expect(row?.button == GestureView.Button(slop: 70))
        #expect(row?.parent == "chats")
        let list = arena.view(named: "chats").map { arena.views[$0] }
        #expect(list?.scroll?.alwaysBounceVertical == true)
        #expect(list?.scroll?.delaysContentTouches == false)
        #expect(arena.recognizer(named: "swipe-row-1") != nil)
        #expect(arena.recognizer(named: "edge-pop") == nil)
        // Hit-testing and frames read one description.
        for number in 1...4 {
            guard let frame = rig.phone.frame(of: .row(number)) else { continue }
            #expect(rig.phone.hitTest(frame.center) == .row(number))
        }
    }

    @Test func aTargetsNameIsTheNameThatReadsIt() {
        for (name, target) in Target.names where name != "search" {
            #expect(target.name == name)
            #expect(Target(name: target.name) == target)
        }
    }

    @Test func theGestureHistoryIsKeptWithTheTraceAndChangesNothingElse() {
        func run(tracing: Bool) -> MessengerPhone {
            var driver = Driver(state: MessengerPhone(device: .iPhone8, account: Account(email: "alice@example.com")),
                                isTracing: tracing)
            driver.send(.conversationsChanged((1...10).map {
                ConversationRow(id: "c\($0)", otherUserEmail: "u\($0)", name: "User \($0)", latestMessage: "")
            }))
            for (index, y) in [400.0, 380, 330, 280].enumerated() {
                driver.advance(to: 1 + Double(index) * 0.05)
                driver.send(index == 0 ? .touchBegan(id: 1, at: Point(x: 200, y: y)) : .touchMoved(id: 1, at: Point(x: 200, y: y)))
            }
            driver.send(.touchEnded(id: 1, at: Point(x: 200, y: 280)))
            driver.advance(to: 3)
            return driver.state
        }
        let traced = run(tracing: true)
        let untraced = run(tracing: false)
        #expect(traced == untraced)
        #expect(untraced.gestureHistory == nil)
        let names = traced.gestureHistory?.entries.compactMap(\.name) ?? []
        #expect(names.contains("chats.pan"))
        #expect(names.contains("row-3"))
        #expect(traced.offset(of: .chats) == untraced.offset(of: .chats))
        #expect(traced.offset(of: .chats) > 110)
    }
}
