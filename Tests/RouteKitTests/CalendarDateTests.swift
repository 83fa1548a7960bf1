import Foundation
import RouteKit
import Testing
import TestSupport

/// `CalendarDate`: a day without time or zone, which travels as `YYYY-MM-DD`.
struct CalendarDateTests {
    @Test func validDaysReadAndWriteTheirText() throws {
        for (text, year, month, day) in CalendarDateCases.valid {
            let date = try #require(CalendarDate(text), "\(text)")
            #expect((date.year, date.month, date.day) == (year, month, day))
            #expect(date.description == text)
            #expect(CalendarDate(year: year, month: month, day: day) == date)
        }
    }

    @Test func textThatIsNotADayIsRefused() {
        for text in CalendarDateCases.invalid {
            #expect(CalendarDate(text) == nil, "\(text)")
        }
        #expect(CalendarDate(year: 2023, month: 2, day: 29) == nil)
        #expect(CalendarDate(year: 10_000, month: 1, day: 1) == nil)
        #expect(CalendarDate(year: 2025, month: -1, day: 1) == nil)
    }

    @Test func codesAsTextAndRejectsOtherTextWithADecodingError() throws {
        let day = try #require(CalendarDate(year: 2025, month: 3, day: 1))
        let json = String(decoding: try JSONEncoder().encode(["due": day]), as: UTF8.self)
        #expect(json == #"{"due":"2025-03-01"}"#)
        #expect(try JSONDecoder().decode([String: CalendarDate].self, from: Data(json.utf8)) == ["due": day])
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([String: CalendarDate].self, from: Data(#"{"due":"2025-02-30"}"#.utf8))
        }
    }

    @Test func daysOrderByTime() throws {
        let days = try ["2025-01-02", "2024-12-31", "2025-01-01"].map { try #require(CalendarDate($0)) }
        #expect(days.sorted().map(\.description) == ["2024-12-31", "2025-01-01", "2025-01-02"])
    }

    @Test func whichDayAMomentIsDependsOnTheZone() throws {
        let moment = Date(timeIntervalSince1970: 1_740_787_200)  // 2025-03-01T00:00:00Z
        let utc = try #require(TimeZone(identifier: "UTC"))
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        #expect(CalendarDate(moment, in: utc)?.description == "2025-03-01")
        #expect(CalendarDate(moment, in: newYork)?.description == "2025-02-28")
        #expect(try #require(CalendarDate("2025-03-01")).start(in: utc) == moment)
    }

    @Test func travelsAsItsTextInAQuery() throws {
        let day = try #require(CalendarDate("2025-03-01"))
        #expect(RequestParts.text(of: day) == "2025-03-01")
    }
}
