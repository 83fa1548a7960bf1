/// A `YYYY-MM-DD` default or example checked as a real day, so the generated
/// `CalendarDate(year:month:day:)!` of a default never meets a day RouteKit refuses.
///
/// The generator does not link RouteKit; this repeats `CalendarDate`'s rule (years 1–9999,
/// Gregorian month lengths), and `CalendarDateTests` checks RouteKit against the same cases.
struct CalendarDay: Equatable {
    let year: Int
    let month: Int
    let day: Int

    /// Reads `YYYY-MM-DD` exactly; `nil` for anything else or a day the calendar does not have.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...9999).contains(year), (1...12).contains(month), day >= 1
        else { return nil }
        let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        let length =
            switch month {
            case 2: leap ? 29 : 28
            case 4, 6, 9, 11: 30
            default: 31
            }
        guard day <= length else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }
}
