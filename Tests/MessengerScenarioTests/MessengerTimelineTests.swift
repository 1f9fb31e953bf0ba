import MessengerScenario
import Scenarios
import Testing
import Timelines

@Suite("Messenger's timeline: users' lanes, the server's, and every backend message between them")
struct MessengerTimelineTests {
    static func chart(_ yaml: String) throws -> TimelineChart {
        Messenger.timeline(of: try MessengerWorldTests.run(yaml))
    }

    @Test("lanes are the users in users: order, then the server")
    func lanes() throws {
        let chart = try Self.chart("app: messenger\nusers: { carol: {}, alice: {}, bob: {} }\nsteps:\n  - wait: 1\n")
        #expect(chart.lanes == [TimelineChart.Lane("carol"), TimelineChart.Lane("alice"), TimelineChart.Lane("bob"),
                                TimelineChart.Lane("server", kind: .service)])
        #expect(chart.messages.first == TimelineChart.Message(from: 0, to: 3, sent: 0, arrived: 0.1,
                                                              label: "listen carol-example-com/conversations",
                                                              kind: .request))
    }

    @Test("the tutorial's race: both phones check, both are answered null, both create")
    func race() throws {
        let chart = try Self.chart(MessengerWorldTests.race("tutorial"))
        for lane in [0, 1] {
            let notes = chart.marks.filter { $0.lane == lane && $0.kind == .note }.map(\.text)
            #expect(notes.contains("asks conversationExists"))
            #expect(notes.contains("asks createConversation"))
            let steps = chart.marks.filter { $0.lane == lane && $0.kind == .step }.map(\.text)
            #expect(steps.contains("tap: send"))
            #expect(steps.contains("type: Hi"))
        }
        let writes = chart.marks.filter { $0.kind == .write }
        #expect(!writes.isEmpty && writes.allSatisfy { $0.lane == 2 })
        let acks = chart.marks.filter { $0.kind == .acknowledgement }
        #expect(acks.count == writes.count, "every write applied is acknowledged to its writer")
        #expect(chart.messages.allSatisfy { ($0.from == 2) != ($0.to == 2) && $0.arrived != nil && $0.released == nil })
        let nulls = chart.messages.filter { $0.label.hasPrefix("answer #2 = null") }.map(\.to)
        #expect(nulls == [0, 1], "each phone's conversationExists read finds no list")
        let readOfAlice = chart.messages.first { $0.from == 1 && $0.label.hasPrefix("read #") && $0.label.hasSuffix(
            "alice-example-com/conversations") }
        #expect(readOfAlice.map { abs(($0.arrived ?? 0) - $0.sent - 0.1) < 1e-9 } == true, "one latency up")
    }

    @Test("a message sent offline is held until the link is back, then delivered a latency later")
    func held() throws {
        let chart = try Self.chart("""
            app: messenger
            users: { alice: {}, bob: {} }
            network: { latency: 0.25 }
            steps:
              - wait: 1
              - network: { bob: offline }
              - bob: { tap: compose }
              - wait: 0.5
              - bob: { type: Al }
              - bob: { tap: search }
              - wait: 2
              - network: { bob: online }
              - wait: 1
            """)
        let held = chart.messages.filter(\.wasHeld)
        #expect(held.map(\.label) == ["read #1 users"])
        let times = held.first.map { [$0.sent, $0.released ?? 0, $0.arrived ?? 0] } ?? []
        #expect(zip(times, [1.6, 3.6, 3.85]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 3, "\(times)")
        #expect(chart.marks.filter { $0.kind == .note && $0.lane == 1 }.map(\.text).prefix(3)
            == ["asks observeConversations", "offline", "asks loadUsers"])
        #expect(Messenger.timeline(of: try MessengerWorldTests.run(
            "app: messenger\nusers: { alice: {} }\nsteps:\n  - network: { alice: offline }\n  - wait: 1\n"))
            .messages.filter { $0.arrived == nil }.count == 1, "the launch's listen is still held at the end")
    }
}
