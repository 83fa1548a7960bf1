import Foundation

/// A day of the calendar — year, month and day — with no time of day and no time zone.
///
/// This is what a spec's `CalendarDate` (OpenAPI's `format: date`) becomes: a birthday, a due
/// day, a billing period's start. It is not a `Date`, which is a moment: a `Date` made from
/// `2025-03-01` at midnight in one time zone is 28 February in another, so a day that travels as
/// a `Date` can change when the device's zone differs from the server's. A `CalendarDate`
/// travels as the text `YYYY-MM-DD` (RFC 3339 `full-date`) and means the same day everywhere.
public struct CalendarDate: Hashable, Comparable, Sendable, Codable, LosslessStringConvertible, ParameterValue {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, 1 through the month's length in that year.
    public let day: Int

    /// The day, or `nil` when there is no such day in the Gregorian calendar (month 13,
    /// 30 February, 29 February of a year that is not a leap year).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Self.length(ofMonth: month, in: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` exactly: four-digit year, two-digit month and day, nothing around them.
    public init?(_ description: String) {
        let digits = Array(description.utf8)
        guard digits.count == 10, digits[4] == UInt8(ascii: "-"), digits[7] == UInt8(ascii: "-"),
            let year = Self.number(digits[0..<4]), let month = Self.number(digits[5..<7]),
            let day = Self.number(digits[8..<10])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The day `date` falls on in `timeZone` (which day a moment is depends on where you are), or
    /// `nil` for a moment outside the years 1 through 9999.
    public init?(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.era, .year, .month, .day], from: date)
        guard parts.era == 1, let year = parts.year, let month = parts.month, let day = parts.day else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// The moment this day starts in `timeZone`, or `nil` when the calendar cannot say.
    public func start(in timeZone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// `YYYY-MM-DD`, as the value travels.
    public var description: String {
        Self.padded(year, to: 4) + "-" + Self.padded(month, to: 2) + "-" + Self.padded(day, to: 2)
    }

    /// Earlier days first.
    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Decodes the text `YYYY-MM-DD`; anything else is a `DecodingError` naming the value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let value = CalendarDate(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\"\(text)\" is not a calendar date (YYYY-MM-DD)")
        }
        self = value
    }

    /// Encodes the text `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    private static func length(ofMonth month: Int, in year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func padded(_ value: Int, to width: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
