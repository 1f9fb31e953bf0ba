import Testing
@testable import Studio

/// The socket's frames put together into messages: an oversized message is read to its end,
/// dropped, reported once, and the next message is read as usual.
@Suite struct MessageAssemblerTests {
    @Test func fragmentsMakeOneMessage() {
        var assembler = MessageAssembler(limit: 16)
        #expect(assembler.take(.text, Array(#"{"type""#.utf8), fin: false) == nil)
        #expect(assembler.take(.continuation, Array(#":"x"}"#.utf8), fin: true) == .text(#"{"type":"x"}"#))
    }

    @Test func anOversizedMessageInManyFragmentsIsReportedOnceAndTheNextIsRead() {
        var assembler = MessageAssembler(limit: 16)
        #expect(assembler.take(.text, [UInt8](repeating: 65, count: 10), fin: false) == nil)
        for _ in 0..<1_000 {
            #expect(assembler.take(.continuation, [UInt8](repeating: 65, count: 1_000), fin: false) == nil)
        }
        #expect(assembler.take(.continuation, [UInt8](repeating: 65, count: 5), fin: true) == .oversized(bytes: 1_000_015))
        #expect(assembler.take(.text, Array("ok".utf8), fin: true) == .text("ok"))
    }

    @Test func aMessageOfExactlyTheLimitIsKept() {
        var assembler = MessageAssembler(limit: 4)
        #expect(assembler.take(.text, Array("abcd".utf8), fin: true) == .text("abcd"))
        #expect(assembler.take(.text, Array("abcde".utf8), fin: true) == .oversized(bytes: 5))
    }

    @Test func binaryBadUTF8AndStrayContinuationsAreNamed() {
        var assembler = MessageAssembler(limit: 16)
        #expect(assembler.take(.binary, [1, 2, 3], fin: true) == .binary)
        #expect(assembler.take(.text, [0xFF, 0xFE], fin: true) == .notUTF8)
        #expect(assembler.take(.continuation, [1], fin: true) == .stray)
        #expect(assembler.take(.continuation, [1], fin: false) == nil)
    }

    @Test func theSessionAnswersEachKindWithAnErrorAndGoesOn() throws {
        var connection = try SessionConnectionTests.connection()
        _ = connection.handle(#"{"type":"start"}"#, second: 0)
        let cases: [(MessageAssembler.Message, String)] = [
            (.oversized(bytes: 2_000_000), "message of 2000000 bytes; the limit is 16384"),
            (.binary, "the page sends text messages only"),
            (.notUTF8, "text messages are UTF-8"),
            (.stray, "a continuation frame with no message begun"),
        ]
        for (message, error) in cases {
            let errors = SessionConnectionTests.errors(connection.handle(message, second: 0))
            #expect(errors.count == 1 && errors[0].contains(error), "\(errors)")
            #expect(SessionConnectionTests.frames(connection.handle(.text(#"{"type":"frame","t":10}"#), second: 0)) == 1)
        }
    }
}
