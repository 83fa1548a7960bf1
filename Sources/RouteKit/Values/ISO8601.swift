import Foundation

/// ISO 8601 date text as APIs send it: with or without fractional seconds, always read both.
@usableFromInline
enum ISO8601 {
    private static let whole = Date.ISO8601FormatStyle()
    private static let fractional = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// `2026-11-22T10:15:00Z`, or `2026-11-22T10:15:00.250Z` when the date has a fraction.
    @usableFromInline
    static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSince1970
        return seconds.rounded(.down) == seconds ? whole.format(date) : fractional.format(date)
    }

    /// Parses either form; `nil` for anything else.
    static func date(from string: String) -> Date? {
        (try? fractional.parse(string)) ?? (try? whole.parse(string))
    }
}
