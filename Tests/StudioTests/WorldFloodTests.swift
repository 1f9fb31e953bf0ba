import Foundation
import Harness
import MessengerApp
import MessengerModel
import Testing
@testable import Studio

/// A world's socket under hostile and flooding traffic (docs/security.md, "the studio's
/// socket"): each bad message gets one error and changes nothing, the session keeps answering,
/// a flood is answered once a second and then closes only its own socket with a reason.
@Suite struct WorldFloodTests {
    static let markup = "<img src=x onerror=alert(1)><script>alert(2)</script>"

    /// A session on a started world of two users.
    static func world(_ name: String) throws -> SessionConnection {
        var connection = try SessionConnection(project: StudioFixture.project(name), apps: MessengerLiveTests.apps)
        let started = SessionConnectionTests.texts(connection.handle(#"{"type":"start","app":"messenger"}"#, second: 0))
        #expect(started.first?.contains(#""users":["alice","bob"]"#) == true, "\(started)")
        return connection
    }

    static let longControl = String(repeating: markup, count: 1_000 / markup.count + 1)

    @Test(arguments: [
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":10,"y":10,"user":"mallory"}"#, "unknown user 'mallory'; users: alice, bob"),
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":10,"y":10,"user":"\#(markup)"}"#, "unknown user '<img src=x onerror=alert(1)><script>"),
        (#"{"type":"control","control":"\#(longControl)","t":5}"#, "unknown control '<img src=x onerror=alert(1)><script>"),
        (#"{"type":"control","control":"alice-type","text":"\#(String(repeating: "x", count: 1_001))","t":5}"#, "a text is at most 1000 characters"),
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":NaN,"y":10,"user":"alice"}"#, "not a message"),
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":"NaN","y":10,"user":"alice"}"#, "not a message"),
        (#"{"type":"pointer","phase":"down","id":1,"t":5,"x":-1e300,"y":10,"user":"bob"}"#, "x and y must be finite and within ±100000 points"),
        (#"{"type":"tick","t":5"#, "not a message"),
        (#"[{"type":"tick","t":5}]"#, "not a message"),
    ])
    func hostileWorldMessagesGetOneErrorAndTheWorldGoesOn(message: String, error: String) throws {
        var connection = try Self.world("world-hostile")
        let errors = SessionConnectionTests.errors(connection.handle(message, second: 0))
        #expect(errors.count == 1)
        #expect(errors.first?.contains(error) == true, "\(errors)")
        // The error quotes at most 60 characters of what the page sent.
        #expect((errors.first?.count ?? .max) < 300)
        #expect(SessionConnectionTests.frames(connection.handle(#"{"type":"frame","t":10}"#, second: 0)) == 1)
    }

    @Test func binaryMalformedAndStrayFramesGetAnErrorEach() throws {
        var connection = try Self.world("world-frames")
        let messages: [(MessageAssembler.Message, String)] = [
            (.binary, "the page sends text messages only"), (.notUTF8, "text messages are UTF-8"),
            (.stray, "a continuation frame with no message begun"), (.oversized(bytes: 70_000), "message of 70000 bytes"),
        ]
        for (message, error) in messages {
            let errors = SessionConnectionTests.errors(connection.handle(message, second: 0))
            #expect(errors.count == 1 && errors[0].contains(error), "\(errors)")
        }
        #expect(SessionConnectionTests.frames(connection.handle(#"{"type":"frame","t":10}"#, second: 0)) == 1)
    }

    @Test func markupTypedIntoTheWorldIsRecordedAndSentAsPlainText() throws {
        var connection = try Self.world("world-markup")
        // Alice opens New Conversation, whose search field takes the text.
        let compose = try #require(try MessengerLiveTests.world(connection.phone, after: 0.5).phone(0).frame(of: .compose))
        for (phase, t) in [("down", 500.0), ("up", 560.0)] {
            _ = connection.handle(#"{"type":"pointer","phase":"\#(phase)","id":4,"t":\#(t),"x":\#(compose.center.x),"y":\#(compose.center.y),"user":"alice"}"#, second: 0)
        }
        let replies = connection.handle(#"{"type":"control","control":"alice-type","text":"<b>Hi</b> & <i>","t":900}"#,
                                        second: 0)
        #expect(SessionConnectionTests.errors(replies).isEmpty)
        // JSON strings carry the text as it was typed; the page puts them in as text, never as
        // markup (tools/studio-browser-test.py).
        let texts = SessionConnectionTests.texts(replies)
        #expect(texts.contains { $0.contains("<b>Hi<") && $0.contains("& <i>") }, "\(texts)")
    }

    @Test func aFloodIsAnsweredOnceASecondThenClosesOnlyItsSocket() throws {
        var connection = try Self.world("world-flood")
        var replies: [SessionConnection.Reply] = []
        for index in 0..<10_000 {
            let move = #"{"type":"pointer","phase":"move","id":1,"t":\#(index),"x":1,"y":1,"user":"alice","draw":false}"#
            let answer = connection.handle(index < StudioLimits.maxMessagesPerSecond ? #"{"type":"noise"}"# : move, second: 7)
            if index >= StudioLimits.maxMessagesPerSecond { replies += answer }
        }
        let errors = SessionConnectionTests.errors(replies)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("too many messages: at most 1000 a second; the rest of this second's are "
                                       + "dropped unanswered") == true)
        let closes = replies.compactMap { if case .close(let reason) = $0 { reason } else { nil } }
        #expect(closes == ["too many messages: more than 1000 a second, 9000 of them dropped; the session is closed"])
        #expect(replies.count == 2)
        var other = try Self.world("world-flood-other")
        #expect(SessionConnectionTests.frames(other.handle(#"{"type":"frame","t":10}"#, second: 7)) == 1)
    }

    @Test func theRateWindowStartsAgainEachSecond() {
        var window = RateWindow()
        var verdicts: [RateWindow.Verdict] = []
        for _ in 0..<(StudioLimits.maxMessagesPerSecond + 2) { verdicts.append(window.admit(at: 1)) }
        #expect(verdicts.suffix(3) == [.admitted, .refused, .dropped])
        #expect(window.admit(at: 2) == .admitted)
    }

    /// Verdicts of `perSecond` messages in each of `seconds`.
    static func flood(_ window: inout RateWindow, perSecond: Int, seconds: [Int]) -> [RateWindow.Verdict] {
        seconds.flatMap { second in (0..<perSecond).map { _ in window.admit(at: second) } }
    }

    @Test func aFloodThatGoesOnClosesOnceEnoughIsDropped() {
        // 2,000 a second drops 1,000 a second: the 9,000th dropped, in the ninth second, closes.
        var window = RateWindow()
        let verdicts = Self.flood(&window, perSecond: 2_000, seconds: Array(1...9))
        #expect(verdicts.firstIndex(of: .flooded) == 8 * 2_000 + 1_999)
        #expect(verdicts.filter { $0 == .refused }.count == 9)
        // A second within the bound, or a second with no message, ends a flood.
        var calm = RateWindow()
        let withPause = Self.flood(&calm, perSecond: 2_000, seconds: Array(1...5))
            + Self.flood(&calm, perSecond: 500, seconds: [6]) + Self.flood(&calm, perSecond: 2_000, seconds: Array(7...11))
            + Self.flood(&calm, perSecond: 2_000, seconds: Array(13...17))
        #expect(!withPause.contains(.flooded))
    }
}
