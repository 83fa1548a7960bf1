import Foundation

/// HTTP dates (RFC 9110, 5.6.7): `Date`, `Expires` and `Last-Modified` in the one form servers
/// must send, `Sun, 06 Nov 1994 08:49:37 GMT`. Parsed by hand rather than with a
/// `DateFormatter`, which is costly to make and not `Sendable`; anything else reads as `nil`,
/// and RFC 9111 treats an invalid `Expires` as already expired.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// The date `text` names, or `nil` when it is not an IMF-fixdate.
    static func parse(_ text: String) -> Date? {
        let parts = text.split(separator: " ")
        guard parts.count == 6, parts[5] == "GMT",
            let day = Int(parts[1]), let monthIndex = months.firstIndex(of: parts[2].lowercased()),
            let year = Int(parts[3])
        else { return nil }
        let time = parts[4].split(separator: ":").compactMap { Int($0) }
        guard time.count == 3 else { return nil }
        let components = DateComponents(
            year: year, month: monthIndex + 1, day: day, hour: time[0], minute: time[1], second: time[2])
        guard components.isValidDate(in: calendar) else { return nil }
        return calendar.date(from: components)
    }
}
