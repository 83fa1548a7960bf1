/// The scalar types a spec can name.
package enum BuiltinType: String, CaseIterable, Sendable {
    case string = "String", int = "Int", int32 = "Int32", int64 = "Int64", double = "Double"
    case float = "Float", bool = "Bool", date = "Date", uuid = "UUID", url = "URL", data = "Data"
    /// A day without time or zone, RouteKit's `CalendarDate` (OpenAPI's `format: date`).
    case calendarDate = "CalendarDate"
    /// A file of a multipart part with its own name and type, RouteKit's `FilePart`; only
    /// `multipart:` fields can have it.
    case filePart = "FilePart"
    /// Any JSON value, RouteKit's `JSONValue`.
    case jsonValue = "JSONValue"
}
