import MessengerBackend
import Testing
import VirtualClock

@Suite("Trace: one line per message event, a summary per input, the same run every time")
struct TraceTests {
    @Test("a write's life: sent, delivered, applied, its acknowledgement sent and delivered, acknowledged")
    func writeLife() throws {
        var world = BackendHarness(latencies: [0.25])
        world.request(0, .setValue(try path("users/1/email"), "bob-example-com"), at: 1)
        world.settle()
        #expect(world.traces.map { "\($0.time) \($0.trace)" } == [
            #"1.0 sent #1 up 0: write #1 users/1/email = "bob-example-com""#,
            #"1.25 delivered #1 up 0: write #1 users/1/email = "bob-example-com""#,
            #"1.25 applied #1 up 0: write #1 users/1/email = "bob-example-com""#,
            "1.25 sent #2 down 0: ack #1",
            "1.5 delivered #2 down 0: ack #1",
            #"1.5 acknowledged #2 down 0: write #1 users/1/email = "bob-example-com""#,
        ])
    }

    @Test("messages say what they carry, without passwords")
    func messageText() throws {
        let texts = [
            BackendMessage.read(request: 2, path: try path("users")).description,
            BackendMessage.listen(try path("a")).description,
            BackendMessage.unlisten(.root).description,
            BackendMessage.createUser(request: 1, email: "a@b.co", password: "secret1").description,
            BackendMessage.signIn(request: 1, email: "a@b.co", password: "secret1").description,
            BackendMessage.upload(request: 3, file: .photoMessage(id: "m"), content: "cat").description,
            BackendMessage.storing(request: 3, file: .photoMessage(id: "m"), content: "cat").description,
            BackendMessage.answer(request: 2, path: try path("users"), value: nil).description,
            BackendMessage.data(path: try path("a"), value: ["b": [1, 2]]).description,
            BackendMessage.authResult(request: 1, result: .failed(.wrongPassword)).description,
            BackendMessage.authResult(request: 1, result: .signedIn(email: "a@b.co")).description,
            BackendMessage.uploadResult(request: 3, file: StoredFile(path: "p", content: "cat")).description,
            BackendMessage.write(request: 4, changes: [DatabaseChange(try path("x"), nil), DatabaseChange(try path("y"), true)]).description,
        ]
        #expect(texts == [
            "read #2 users", "listen a", "unlisten /", "create user #1 a@b.co", "sign in #1 a@b.co",
            "upload #3 cat to message_images/photo_message_m.png", "storing #3 cat at message_images/photo_message_m.png",
            "answer #2 users = null", #"data a = {"b":{"0":1,"1":2}}"#,
            "auth #1 failed: The password is invalid or the user does not have a password.",
            "auth #1 signed in a@b.co", "uploaded #3 p", "write #4 x = null, y = true",
        ])
        #expect(!texts.contains { $0.contains("secret1") })
    }

    @Test("after each input the summary counts messages in flight and held, and each phone's pending writes")
    func summary() throws {
        var driver = Driver(state: Backend<String>(latencies: [0.25, 0.5]))
        driver.send(.request(client: 0, .setValue(try path("x"), 1), tag: ""), at: 0)
        driver.send(.network(client: 1, online: false), at: 0)
        driver.send(.request(client: 1, .setValue(try path("y"), 1), tag: ""), at: 0)
        driver.advance(to: 1)
        #expect(driver.trace.map(\.summary) == [
            BackendSummary(inFlight: 1, held: 0, pendingWrites: [1, 0]),
            BackendSummary(inFlight: 1, held: 0, pendingWrites: [1, 0]),
            BackendSummary(inFlight: 1, held: 1, pendingWrites: [1, 1]),
            BackendSummary(inFlight: 1, held: 1, pendingWrites: [1, 1]),     // applied; the ack on its way
            BackendSummary(inFlight: 0, held: 1, pendingWrites: [0, 1]),
        ])
    }

    @Test("the same inputs give the same backend and the same trace")
    func deterministic() throws {
        func run() throws -> Driver<Backend<String>> {
            var driver = Driver(state: Backend<String>(latencies: [0.1, 0.3], jitter: BackendJitter(seed: 9, shortest: 0.01, longest: 0.5)))
            for index in 0..<20 {
                let time = Double(index) * 0.05
                driver.send(.request(client: index % 2, .observe(try path("k\(index % 3)")), tag: "o\(index)"), at: time)
                driver.send(.request(client: (index + 1) % 2, .setValue(try path("k\(index % 3)/v"), .number(Double(index))),
                                     tag: "w\(index)"), at: time)
            }
            driver.advance(to: 100)
            return driver
        }
        let first = try run()
        let second = try run()
        #expect(first.state == second.state)
        #expect(first.trace == second.trace)
        #expect(first.state.isQuiet)
    }

    @Test("without a trace kept, the backend makes no trace lines and does everything else the same")
    func untraced() throws {
        func run(tracing: Bool) throws -> (Driver<Backend<String>>, [[BackendEvent<String>]]) {
            var driver = Driver(state: Backend<String>(latencies: [0.1, 0.3]), isTracing: tracing)
            var callbacks: [[BackendEvent<String>]] = []
            for index in 0..<12 {
                let time = Double(index) * 0.05
                driver.send(.request(client: index % 2, .observe(try path("k\(index % 3)")), tag: "o\(index)"), at: time)
                driver.send(.request(client: (index + 1) % 2, .setValue(try path("k\(index % 3)/v"), .number(Double(index))),
                                     tag: "w\(index)"), at: time)
                if index == 6 { driver.send(.network(client: 1, online: false), at: time) }
                if index == 9 { driver.send(.network(client: 1, online: true), at: time) }
            }
            driver.advance(to: 100)
            // What the backend answers, read from a copy told to keep its trace (the driver
            // keeps no events when untraced).
            var probe = driver.state
            probe.traceKept(true)
            callbacks.append(probe.reduce(.request(client: 0, .observeSingleEvent(try path("k1")), tag: "r")).compactMap {
                if case .log(let event) = $0, case .callback = event { event } else { nil }
            })
            return (driver, callbacks)
        }
        let (traced, tracedCallbacks) = try run(tracing: true)
        let (untraced, untracedCallbacks) = try run(tracing: false)
        #expect(untraced.state == traced.state)
        #expect(untracedCallbacks == tracedCallbacks)
        #expect(traced.trace.contains { $0.events.contains { if case .trace = $0 { true } else { false } } })
        var quiet = untraced.state
        quiet.traceKept(false)
        let effects = quiet.reduce(.request(client: 0, .setValue(try path("k9"), 1), tag: "x"))
        #expect(!effects.contains { if case .log(.trace) = $0 { true } else { false } })
        #expect(effects.contains { if case .schedule = $0 { true } else { false } })
    }

    @Test("a world's launch state is stored at once, without messages, its timestamps taken at the start")
    func setUp() throws {
        var backend = Backend<String>(latencies: [0.25])
        backend.setUpValue(["created": .serverTimestamp, "empty": [:]], at: try path("meta"))
        #expect(backend.serverValue(at: .root) == ["meta": ["created": .number(BackendDates.timestamp(at: 0))]])
        #expect(backend.isQuiet && backend.messageCounts.inFlight == 0)
    }

    @Test("a safe e-mail writes '.' and '@' as '-'")
    func safeEmails() {
        #expect(safeEmail("bob@example.com") == "bob-example-com")
        #expect(safeEmail("first.last@mail.example.org") == "first-last-mail-example-org")
        #expect(safeEmail("plain") == "plain")
        #expect(safeEmail("") == "")
        // Not ASCII: characters are kept whole, so a `.` that a combining mark extends stays.
        #expect(safeEmail("zoë.é@exämple.com") == "zoë-é-exämple-com")
        #expect(safeEmail("a.\u{301}b@c") == "a.\u{301}b-c")
        #expect(safeEmail("😀.x") == "😀-x")
    }
}
