#if Server
import Foundation
import HTTPTypes
import RouteKit

/// The parameters RouteKit writes as a list in a path segment (`request.path("ids", ids)` with
/// an array: `/items/1,2,3`) or as JSON text (`request.query("filter", json: filter)`), read
/// back the same way.
extension IncomingRequest {
    /// The array path parameter `name`, its elements joined by commas (OpenAPI's `simple`
    /// style): split before percent-decoding, so a comma an element holds (sent as `%2C`) stays
    /// in it.
    public func path<T: Decodable>(_ name: String, arrayOf type: T.Type) throws(RequestDecodingError) -> [T] {
        let what = ParameterName(place: .path, name: name)
        guard let raw = pathParameters[name] else { throw .badRequest("\(what) is required") }
        var elements: [T] = []
        for element in raw.split(separator: ",", omittingEmptySubsequences: false) {
            guard let text = String(element).removingPercentEncoding else {
                throw .badRequest("\(what) is not percent-encoded correctly")
            }
            elements.append(try parse(text, as: type, what: what))
        }
        return elements
    }

    /// The query parameter `name` sent as JSON text, or `nil` when absent; a `400` when it is
    /// not JSON of `type`, or sent more than once.
    public func query<T: Decodable>(_ name: String, json type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .query, name: name)
        return try query.value(named: name, what: what).map { text throws(RequestDecodingError) in
            try json(text, as: type, what: what)
        }
    }

    /// The header `name` sent as JSON text, or `nil` when absent.
    public func header<T: Decodable>(_ name: String, json type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .header, name: name)
        return try headerText(name, what: what).map { text throws(RequestDecodingError) in
            try json(text, as: type, what: what)
        }
    }

    /// `text` decoded as JSON of `type`, as a body would be.
    func json<T: Decodable>(_ text: String, as type: T.Type, what: ParameterName)
        throws(RequestDecodingError) -> T
    {
        do {
            return try coding.decoder.decode(type, from: Data(text.utf8))
        } catch {
            throw .badRequest("\(what) is not JSON of the expected shape")
        }
    }
}
#endif
