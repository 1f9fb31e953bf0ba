@testable import MessengerModel
import Testing

/// The phone traces each answer it takes (`received`) as Swift prints the value by reflection;
/// `traceText` writes the same text without reflection.
@Suite("Answers traced as reflection prints them")
struct AnswerTraceTests {
    static let texts: [String?] = [nil, "", "Bob Stone", "say \"hi\"\\n", "line\nbreak\ttab", "café ☕️ 👩‍👩‍👧", "\u{1}"]

    @Test("every answer's text is its reflection")
    func sameAsReflection() {
        var answers: [DataAnswer] = []
        for text in Self.texts {
            answers += [.signedIn(error: text), .nameLoaded(text), .accountCreated(error: text), .uploaded(text),
                        .conversationFound(text), .conversationCreated(text)]
        }
        for flag in [true, false] {
            answers += [.emailExists(flag), .userInserted(flag), .messageSent(flag), .conversationDeleted(flag)]
        }
        answers += [.usersLoaded(nil), .usersLoaded([]), .usersLoaded([UserEntry(name: "Bob \"B\"", email: "bob-example-com")])]
        for answer in answers {
            #expect(answer.traceText == "\(answer)")
        }
    }
}
