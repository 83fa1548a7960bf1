/// A value the generated code writes out: a field's default, the one value its type allows, a
/// discriminator's constant, an initializer's default argument, a model's example
/// (``ExampleLiterals``). The model says which value, of
/// what the spec gives and the model stage has checked against the type
/// (``DefaultValueTranslator``); the render stage spells it (`Render/LiteralSpelling`), so no
/// Swift text of a value is built while the model is.
package indirect enum LiteralValue: Sendable, Hashable {
    /// No value: `nil`.
    case noValue
    /// Text.
    case string(String)
    /// An integer, of any of the integer types (its range was checked against the type).
    case integer(Int64)
    /// A finite number, of `Double` or `Float` (checked to fit the type).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// A UUID, in the canonical text `UUID(uuidString:)` reads back.
    case uuid(String)
    /// An absolute URL, as `URL(string:)` reads it back.
    case url(String)
    /// A date-time, as seconds since 1970.
    case date(timeIntervalSince1970: Double)
    /// A day without time or zone, RouteKit's `CalendarDate` (checked to be a day the calendar
    /// has).
    case calendarDate(year: Int, month: Int, day: Int)
    /// A case of an enum the API declares, by its member name as `SwiftNames.memberName` gives
    /// it (unescaped): `.normal`.
    case enumCase(String)
    /// A value an open enum does not list, in its `unknown` case: `.unknown("30s")`.
    case unknownEnumValue(LiteralValue)
    /// An array of values.
    case array([LiteralValue])
    /// A dictionary's entries, in the order written: `[:]` when there are none.
    case dictionary([Entry])
    /// Bytes, as the base64 text `Data(base64Encoded:)` reads back.
    case data(base64: String)
    /// A case of an enum holding a value, by its member name (unescaped): a union's variant
    /// (`.dog(…)`), `Nullable`'s `.value(…)`, `JSONValue`'s `.number(1.0)`.
    case enumCaseWithValue(String, LiteralValue)
    /// A struct the API declares, made by its memberwise initializer: `.init(id: 7, name: "Rex")`,
    /// an argument for each member given, in the initializer's order.
    case instance([Argument])

    /// One entry of a ``dictionary(_:)``.
    package struct Entry: Sendable, Hashable {
        package var key: String
        package var value: LiteralValue
    }

    /// One argument of an ``instance(_:)``.
    package struct Argument: Sendable, Hashable {
        /// The label at a call site (``PropertyModel/argumentLabel``).
        package var label: String
        package var value: LiteralValue
    }
}
