/// The world's calendar: virtual time 0 is 2026-01-01T00:00:00Z. Dates are computed from the
/// virtual time alone, in integer arithmetic, never from the machine's clock.
public enum BackendDates {
    /// 2026-01-01T00:00:00Z in milliseconds since 1970-01-01T00:00:00Z.
    public static let epochMilliseconds: Int64 = 1_767_225_600_000

    /// The furthest a time may be from virtual time 0, in seconds, for dates: about 31,700
    /// years. Times beyond it (and times that are not finite) are taken at the bound, so no
    /// input can overflow.
    public static let maxSeconds = 1e12

    /// Milliseconds since 1970 at virtual time `time`, rounded to the nearest millisecond (so
    /// `0.3`, stored as 0.29999…, is 300 ms): what `ServerValue.timestamp` becomes.
    public static func timestamp(at time: Double) -> Double {
        Double(milliseconds(at: time))
    }

    /// The ISO 8601 UTC date with milliseconds at virtual time `time`, as the app stores a
    /// message's `date`: `2026-01-01T00:00:01.250Z` at 1.25 s.
    public static func iso8601(at time: Double) -> String {
        iso8601(at: time, decimalSign: UInt8(ascii: "."))
    }

    /// The same date with ISO 8601's other decimal sign, a comma (`2026-01-01T00:00:01,250Z`),
    /// for dates inside database keys, which cannot hold a `.` (message and conversation ids).
    public static func iso8601Key(at time: Double) -> String {
        iso8601(at: time, decimalSign: UInt8(ascii: ","))
    }

    /// `text` with every time of day written as ``iso8601(at:)`` writes it (`T00:00:05.100Z`)
    /// given the comma a key holds (`T00:00:05,100Z`): an expectation may name a node by an id
    /// written with the date's dot, as the app's ids are described.
    public static func keyDates(in text: String) -> String {
        var bytes = Array(text.utf8)
        func digit(_ index: Int) -> Bool { bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9") }
        // "Thh:mm:ss" before the dot, "dddZ" after it.
        var index = 9
        var changed = false
        while index + 4 < bytes.count {
            if bytes[index] == UInt8(ascii: "."), bytes[index - 9] == UInt8(ascii: "T"),
               bytes[index - 6] == UInt8(ascii: ":"), bytes[index - 3] == UInt8(ascii: ":"),
               [-8, -7, -5, -4, -2, -1, 1, 2, 3].allSatisfy({ digit(index + $0) }), bytes[index + 4] == UInt8(ascii: "Z") {
                bytes[index] = UInt8(ascii: ",")
                changed = true
            }
            index += 1
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// The date's bytes written in place: a message's date is written several times a message.
    private static func iso8601(at time: Double, decimalSign: UInt8) -> String {
        let total = milliseconds(at: time)
        let (days, dayMilliseconds) = floorDivision(total, 86_400_000)
        let (year, month, day) = civil(fromDays: days)
        // The year has 4 digits, more past 9999, and a sign before 0 (±maxSeconds keeps it under 7).
        var yearDigits = 4
        while year.magnitude >= power(of: yearDigits) { yearDigits += 1 }
        let length = (year < 0 ? 1 : 0) + yearDigits + 20
        return String(unsafeUninitializedCapacity: length) { buffer in
            var index = 0
            func put(_ byte: UInt8) {
                buffer[index] = byte
                index += 1
            }
            func put(_ value: Int64, digits: Int) {
                var rest = value.magnitude
                for offset in stride(from: digits - 1, through: 0, by: -1) {
                    buffer[index + offset] = UInt8(ascii: "0") + UInt8(rest % 10)
                    rest /= 10
                }
                index += digits
            }
            if year < 0 { put(UInt8(ascii: "-")) }
            put(year, digits: yearDigits)
            put(UInt8(ascii: "-"))
            put(month, digits: 2)
            put(UInt8(ascii: "-"))
            put(day, digits: 2)
            put(UInt8(ascii: "T"))
            put(dayMilliseconds / 3_600_000, digits: 2)
            put(UInt8(ascii: ":"))
            put(dayMilliseconds / 60_000 % 60, digits: 2)
            put(UInt8(ascii: ":"))
            put(dayMilliseconds / 1000 % 60, digits: 2)
            put(decimalSign)
            put(dayMilliseconds % 1000, digits: 3)
            put(UInt8(ascii: "Z"))
            return index
        }
    }

    /// Milliseconds since 1970 at `time`, the time clamped to ±``maxSeconds``.
    static func milliseconds(at time: Double) -> Int64 {
        let seconds = time.isNaN ? 0 : min(max(time, -maxSeconds), maxSeconds)
        return epochMilliseconds + Int64((seconds * 1000).rounded())
    }

    /// Quotient rounded down, and the remainder, which is never negative.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value / divisor
        let remainder = value % divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// The proleptic Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    private static func civil(fromDays days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let (era, dayOfEra) = floorDivision(shifted, 146_097)
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// 10 to the `exponent`.
    private static func power(of exponent: Int) -> UInt64 {
        (0..<exponent).reduce(1) { product, _ in product * 10 }
    }
}
