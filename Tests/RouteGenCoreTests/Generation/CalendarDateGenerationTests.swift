import Testing
import TestSupport
@testable import RouteGenCore

/// `CalendarDate`, a day without time: a built-in type of the format, OpenAPI's `format: date`.
struct CalendarDateGenerationTests {
    @Test func aDefaultIsCheckedAsADayAndWrittenAsOne() {
        let code = swiftCode(
            header + "models:\n  Trip:\n    fields: { starts_on: CalendarDate = 2024-02-29, ends_on: CalendarDate? }\n")
        #expect(code.contains("public init(startsOn: CalendarDate? = nil, endsOn: CalendarDate? = nil)"))
        #expect(
            code.contains(
                "public var startsOn: CalendarDate { _startsOn ?? CalendarDate(year: 2024, month: 2, day: 29)! }"))
        let found = diagnostics(header + "models:\n  Trip:\n    fields: { starts_on: CalendarDate = 2023-02-29 }\n")
        #expect(
            found == [
                "spec.yaml:5:41: error: invalid default for CalendarDate: \"2023-02-29\" is not a calendar date (YYYY-MM-DD)"
            ])
    }

    @Test func theGeneratorAcceptsExactlyTheDaysRouteKitReads() {
        for (text, year, month, day) in CalendarDateCases.valid {
            #expect(CalendarDay(text) == CalendarDay(year: year, month: month, day: day), "\(text)")
        }
        for text in CalendarDateCases.invalid {
            #expect(CalendarDay(text) == nil, "\(text)")
        }
    }

    @Test func openAPIDateFormatIsACalendarDate() {
        let spec = converted(
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Trip:
                      type: object
                      required: [startsOn]
                      properties:
                        startsOn: { type: string, format: date, default: "2024-02-29" }
                        bookedAt: { type: string, format: date-time }
                """)
        #expect(
            spec.contains(
                """
                      startsOn:
                        type: CalendarDate
                        default: "2024-02-29"
                      bookedAt: Date?
                """))
    }
}

private extension CalendarDay {
    init?(year: Int, month: Int, day: Int) {
        let text =
            String(repeating: "0", count: 4 - String(year).count) + String(year) + "-"
            + (month < 10 ? "0" : "") + String(month) + "-" + (day < 10 ? "0" : "") + String(day)
        self.init(text)
    }
}
