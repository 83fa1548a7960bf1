/// Texts that are and are not calendar days, shared by the tests of RouteKit's `CalendarDate`
/// and of the generator's check of `CalendarDate` defaults, which must agree: a default the
/// generator accepts is force-unwrapped in generated code.
public enum CalendarDateCases {
    /// Valid days, each with its year, month and day.
    public static let valid: [(text: String, year: Int, month: Int, day: Int)] = [
        ("2024-02-29", 2024, 2, 29), ("2000-02-29", 2000, 2, 29), ("0001-01-01", 1, 1, 1),
        ("9999-12-31", 9999, 12, 31), ("2025-04-30", 2025, 4, 30), ("1970-01-01", 1970, 1, 1),
    ]
    /// Texts that are not a day: impossible dates, other layouts, extra text.
    public static let invalid: [String] = [
        "2023-02-29", "1900-02-29", "2025-04-31", "2025-13-01", "2025-00-10", "2025-01-00", "0000-01-01",
        "2025-1-01", "25-01-01", "2025/01/01", "2025-01-01T00:00:00Z", " 2025-01-01", "2025-01-01 ", "",
        "２０２５-01-01", "+025-01-01", "2025-01-1x", "20250101",
    ]
}
