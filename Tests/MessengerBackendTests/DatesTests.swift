import MessengerBackend
import Testing

@Suite("Dates: ISO 8601 from 2026-01-01T00:00:00Z with milliseconds, and server timestamps")
struct DatesTests {
    static let day = 86_400.0
    static let dates: [(Double, String)] = [
        (0.0, "2026-01-01T00:00:00.000Z"),
        (1.25, "2026-01-01T00:00:01.250Z"),
        (0.1 + 0.2, "2026-01-01T00:00:00.300Z"),      // 0.30000000000000004
        (0.3, "2026-01-01T00:00:00.300Z"),            // 0.29999999999999998
        (0.0004, "2026-01-01T00:00:00.000Z"),
        (0.0005, "2026-01-01T00:00:00.001Z"),
        (59.9996, "2026-01-01T00:01:00.000Z"),
        (3599.999, "2026-01-01T00:59:59.999Z"),
        (day * 31 + 3_723.004, "2026-02-01T01:02:03.004Z"),
        (day * 365, "2027-01-01T00:00:00.000Z"),
        (day * (365 + 365 + 31 + 28), "2028-02-29T00:00:00.000Z"),   // 2028 is a leap year
        (-0.001, "2025-12-31T23:59:59.999Z"),
        (-day * 365, "2025-01-01T00:00:00.000Z"),
    ]

    @Test("virtual time as an ISO 8601 UTC date with milliseconds", arguments: dates)
    func iso8601(time: Double, text: String) {
        #expect(BackendDates.iso8601(at: time) == text)
    }

    @Test("in a key, the date takes a decimal comma, which ISO 8601 allows and a key can hold")
    func keyDate() throws {
        #expect(BackendDates.iso8601Key(at: 1.25) == "2026-01-01T00:00:01,250Z")
        #expect(try DatabasePath.parse("conversation_a_" + BackendDates.iso8601Key(at: 1.25)).get().keys.count == 1)
        #expect(refusal(DatabasePath.parse("conversation_a_" + BackendDates.iso8601(at: 1.25))) != nil)
    }

    @Test("a server timestamp is milliseconds since 1970, rounded to the millisecond")
    func timestamp() {
        #expect(BackendDates.timestamp(at: 0) == 1_767_225_600_000)
        #expect(BackendDates.timestamp(at: 1.25) == 1_767_225_601_250)
        #expect(BackendDates.timestamp(at: 0.3) == 1_767_225_600_300)
    }

    @Test("times that are not finite or beyond the bound are taken at the bound, never trapping")
    func bounded() {
        #expect(BackendDates.iso8601(at: .nan) == "2026-01-01T00:00:00.000Z")
        #expect(BackendDates.iso8601(at: .infinity) == BackendDates.iso8601(at: BackendDates.maxSeconds))
        #expect(BackendDates.iso8601(at: -.infinity) == BackendDates.iso8601(at: -BackendDates.maxSeconds))
        #expect(BackendDates.iso8601(at: 1e300).hasPrefix("33714-"))
        #expect(BackendDates.iso8601(at: -1e300).hasPrefix("-29663-"))
    }

    @Test("keyDates gives a written date's dot the comma of a key, and leaves every other dot", arguments: [
        ("c_a_b_2026-01-01T00:00:05.100Z/messages", "c_a_b_2026-01-01T00:00:05,100Z/messages"),
        ("2026-01-01T00:00:05.100Z_2026-01-01T00:00:06.250Z", "2026-01-01T00:00:05,100Z_2026-01-01T00:00:06,250Z"),
        ("a.b", "a.b"), ("T00:00:05.10Z", "T00:00:05.10Z"), ("x00:00:05.100Z", "x00:00:05.100Z"),
        ("T00:00:05.100", "T00:00:05.100"), (".100Z", ".100Z"), ("", ""),
    ])
    func keyDates(written: String, key: String) {
        #expect(BackendDates.keyDates(in: written) == key)
        #expect(BackendDates.keyDates(in: BackendDates.iso8601(at: 5.1)) == BackendDates.iso8601Key(at: 5.1))
    }
}

@Suite("Dates: written in place, as the calendar's fields padded")
struct DatesPaddingTests {
    /// The fields of an ISO 8601 date, as `iso8601(at:)` writes them, read back with `split`.
    static func fields(_ text: String) -> [String] {
        text.split(whereSeparator: { "-T:.Z".contains($0) }).map(String.init)
    }

    @Test("every field has its width; a year past 9999 grows, one before 0 has a sign", arguments: [
        (1e11, "5194"), (3e11, "11532"), (BackendDates.maxSeconds, "33714"), (-1e11, "-1143"), (-BackendDates.maxSeconds, "-29663"),
    ])
    func widths(time: Double, year: String) {
        let text = BackendDates.iso8601(at: time)
        #expect(text.hasPrefix(year + "-"), "\(text)")
        let rest = Array(Self.fields(String(text.dropFirst(year.count + 1))))
        #expect(rest.map(\.count) == [2, 2, 2, 2, 2, 3], "\(text)")
        #expect(BackendDates.iso8601Key(at: time) == text.replacingOccurrences(of: ".", with: ","))
    }
}
