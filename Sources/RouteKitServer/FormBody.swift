#if Server
import Foundation

/// A form-urlencoded body's fields, read as RouteKit's `FormFields` writes them.
public struct FormBody: Sendable {
    let request: IncomingRequest
    let fields: QueryItems

    /// The field `name`, or `nil` when absent (`form.field("username", username)`).
    public func field<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .formField, name: name)
        let values = try fields.values(named: name, what: what)
        guard values.count <= 1 else { throw .badRequest("\(what) is sent more than once") }
        return try values.first.map { text throws(RequestDecodingError) in try request.parse(text, as: type, what: what)
        }
    }

    /// The array field `name`, one field per element, or `nil` when absent.
    public func field<T: Decodable>(_ name: String, arrayOf type: T.Type) throws(RequestDecodingError) -> [T]? {
        let what = ParameterName(place: .formField, name: name)
        let values = try fields.values(named: name, what: what)
        guard !values.isEmpty else { return nil }
        return try values.map { text throws(RequestDecodingError) in try request.parse(text, as: type, what: what) }
    }
}
#endif
