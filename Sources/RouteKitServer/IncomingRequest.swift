#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// A request as a generated route decoder reads it: the path parameters the router matched,
/// the query, the headers and the body, already collected within ``ServerOptions/maxBodySize``.
///
/// Each accessor mirrors one way RouteKit's `RequestParts` writes a parameter, and decodes it
/// into the type the route declares; anything that does not decode is a
/// ``RequestDecodingError`` naming the parameter, so the handler only ever sees valid routes.
///
/// The accessors are `@inlinable`, and string enums have overloads of their own, so that a
/// generated decoder's calls are compiled for its concrete types: no runtime type tests or
/// generic metadata on every request (the server benchmark's `--in-process` run measured the
/// generated route at 90% of a hand-written one's speed without them, 98–99% with them).
public struct IncomingRequest: Sendable {
    /// Path parameters by placeholder name, as sent (percent-encoded).
    @usableFromInline let pathParameters: [String: String]
    @usableFromInline let query: QueryItems
    /// The request's header fields.
    public let headers: HTTPFields
    /// The collected body; empty when the request has none.
    public let body: Data
    /// How JSON bodies and parts are decoded, and the date format parameters share with them.
    @usableFromInline let coding: JSONCoding
    /// The most items a body of items may hold (``ServerOptions/maxBodyItems``).
    var maxBodyItems = ServerOptions.defaultMaxBodyItems

    /// A request of these parts; `query` is the URL's query as sent (without `?`).
    public init(
        pathParameters: [String: String], query: String?, headers: HTTPFields, body: Data, coding: JSONCoding = .default
    ) throws(RequestDecodingError) {
        self.pathParameters = pathParameters
        self.query = try QueryItems(query)
        self.headers = headers
        self.body = body
        self.coding = coding
    }

    // MARK: Path

    /// The path parameter `name` (`request.path("id", id)` on the client).
    @inlinable
    public func path<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T {
        let what = ParameterName(place: .path, name: name)
        return try parse(pathText(name, what: what), as: type, what: what)
    }

    /// The path parameter `name` of a string enum: its case looked up by raw value, with no
    /// runtime type test (the compiler picks this overload for generated enums).
    @inlinable
    public func path<T: Decodable & StringEnumParameter & RawRepresentable>(_ name: String, as type: T.Type)
        throws(RequestDecodingError) -> T
    where T.RawValue == String {
        let what = ParameterName(place: .path, name: name)
        return try Self.enumCase(pathText(name, what: what), as: type, what: what)
    }

    /// The path parameter `name`, percent-decoded.
    @usableFromInline
    func pathText(_ name: String, what: ParameterName) throws(RequestDecodingError) -> String {
        guard let raw = pathParameters[name] else { throw .badRequest("\(what) is required") }
        guard let text = raw.utf8.contains(UInt8(ascii: "%")) ? raw.removingPercentEncoding : raw else {
            throw .badRequest("\(what) is not percent-encoded correctly")
        }
        return text
    }

    // MARK: Query

    /// The query parameter `name`, or `nil` when absent (`request.query("page", page)`).
    /// Sent more than once, it is a `400`: a single value cannot hold several.
    @inlinable
    public func query<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .query, name: name)
        return try query.value(named: name, what: what).map { text throws(RequestDecodingError) in
            try parse(text, as: type, what: what)
        }
    }

    /// The query parameter `name` of a string enum, or `nil` when absent.
    @inlinable
    public func query<T: Decodable & StringEnumParameter & RawRepresentable>(_ name: String, as type: T.Type)
        throws(RequestDecodingError) -> T?
    where T.RawValue == String {
        let what = ParameterName(place: .query, name: name)
        return try query.value(named: name, what: what).map { text throws(RequestDecodingError) in
            try Self.enumCase(text, as: type, what: what)
        }
    }

    /// The array query parameter `name`, one item per element (style form, explode true:
    /// `state=OPEN&state=DONE`), or `nil` when absent.
    @inlinable
    public func query<T: Decodable>(_ name: String, arrayOf type: T.Type) throws(RequestDecodingError) -> [T]? {
        let what = ParameterName(place: .query, name: name)
        return try queryElements(name, what: what).map { texts throws(RequestDecodingError) in
            try texts.map { text throws(RequestDecodingError) in try parse(text, as: type, what: what) }
        }
    }

    /// The array query parameter `name` of a string enum, one item per element, or `nil` when
    /// absent.
    @inlinable
    public func query<T: Decodable & StringEnumParameter & RawRepresentable>(_ name: String, arrayOf type: T.Type)
        throws(RequestDecodingError) -> [T]?
    where T.RawValue == String {
        let what = ParameterName(place: .query, name: name)
        return try queryElements(name, what: what).map { texts throws(RequestDecodingError) in
            try texts.map { text throws(RequestDecodingError) in try Self.enumCase(text, as: type, what: what) }
        }
    }

    /// Every value sent for `name`, decoded, one per element; `nil` when none is.
    @usableFromInline
    func queryElements(_ name: String, what: ParameterName) throws(RequestDecodingError) -> [String]? {
        let values = try query.values(named: name, what: what)
        return values.isEmpty ? nil : values
    }

    /// The array query parameter `name` in one item, its elements joined by `delimiter`
    /// (styles spaceDelimited, pipeDelimited, and form without explode), or `nil` when absent.
    @inlinable
    public func query<T: Decodable>(_ name: String, arrayOf type: T.Type, delimitedBy delimiter: QueryDelimiter)
        throws(RequestDecodingError) -> [T]?
    {
        let what = ParameterName(place: .query, name: name)
        return try delimitedElements(name, by: delimiter, what: what).map { texts throws(RequestDecodingError) in
            try texts.map { text throws(RequestDecodingError) in try parse(text, as: type, what: what) }
        }
    }

    /// The delimited array query parameter `name` of a string enum, or `nil` when absent.
    @inlinable
    public func query<T: Decodable & StringEnumParameter & RawRepresentable>(
        _ name: String, arrayOf type: T.Type, delimitedBy delimiter: QueryDelimiter
    ) throws(RequestDecodingError) -> [T]? where T.RawValue == String {
        let what = ParameterName(place: .query, name: name)
        return try delimitedElements(name, by: delimiter, what: what).map { texts throws(RequestDecodingError) in
            try texts.map { text throws(RequestDecodingError) in try Self.enumCase(text, as: type, what: what) }
        }
    }

    /// The elements of the one item `name`, split at `delimiter` and percent-decoded; `nil` when
    /// absent, a `400` when sent twice.
    @usableFromInline
    func delimitedElements(_ name: String, by delimiter: QueryDelimiter, what: ParameterName)
        throws(RequestDecodingError) -> [String]?
    {
        let raw = query.rawValues(named: name)
        guard raw.count <= 1 else { throw .badRequest("\(what) is sent more than once") }
        guard let joined = raw.first else { return nil }
        var elements: [String] = []
        for element in Self.split(joined, by: delimiter) {
            elements.append(try QueryItems.decoded(element, what: what))
        }
        return elements
    }

    /// The deepObject query parameter `name` (`filter[state]=OPEN&filter[tags][]=a`), or `nil`
    /// when no item belongs to it.
    public func query<T: Decodable>(_ name: String, deepObject type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .query, name: name)
        guard let tree = try TextTree.deepObject(named: name, in: query.deepObjectItems(of: name, what: what)) else {
            return nil
        }
        do {
            return try TextTreeDecoder.decode(type, from: tree, coding: coding)
        } catch {
            throw .badRequest("\(what) has an invalid value")
        }
    }

    /// A raw query value split at `delimiter` as RouteKit writes it (`,`, `%20`, `%7C`); a
    /// literal space (`+`) or `|` from other clients is taken too.
    private static func split(_ joined: String, by delimiter: QueryDelimiter) -> [Substring] {
        switch delimiter {
        case .comma:
            return joined.split(separator: ",", omittingEmptySubsequences: false)
        case .space:
            return joined.replacingOccurrences(of: "+", with: "%20").components(separatedBy: "%20").map { $0[...] }
        case .pipe:
            return joined.replacingOccurrences(of: "%7c", with: "|").replacingOccurrences(of: "%7C", with: "|")
                .split(separator: "|", omittingEmptySubsequences: false)
        }
    }

    // MARK: Headers

    /// The header `name`, or `nil` when absent (`request.header("X-Request-ID", id)`).
    @inlinable
    public func header<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .header, name: name)
        return try headerText(name, what: what).map { text throws(RequestDecodingError) in
            try parse(text, as: type, what: what)
        }
    }

    /// The header `name` of a string enum, or `nil` when absent.
    @inlinable
    public func header<T: Decodable & StringEnumParameter & RawRepresentable>(_ name: String, as type: T.Type)
        throws(RequestDecodingError) -> T?
    where T.RawValue == String {
        let what = ParameterName(place: .header, name: name)
        return try headerText(name, what: what).map { text throws(RequestDecodingError) in
            try Self.enumCase(text, as: type, what: what)
        }
    }

    /// The one value of header `name`; `nil` when absent, a `400` when sent twice.
    @usableFromInline
    func headerText(_ name: String, what: ParameterName) throws(RequestDecodingError) -> String? {
        guard let field = HTTPField.Name(name) else { throw .badRequest("\(what) is not a valid header name") }
        let values = headers[values: field]
        guard values.count <= 1 else { throw .badRequest("\(what) is sent more than once") }
        return values.first
    }

    /// The array header `name`, its elements joined by commas, or `nil` when absent.
    @inlinable
    public func header<T: Decodable>(_ name: String, arrayOf type: T.Type) throws(RequestDecodingError) -> [T]? {
        let what = ParameterName(place: .header, name: name)
        return try headerElements(name, what: what).map { texts throws(RequestDecodingError) in
            try texts.map { text throws(RequestDecodingError) in try parse(text, as: type, what: what) }
        }
    }

    /// The array header `name` of a string enum, or `nil` when absent.
    @inlinable
    public func header<T: Decodable & StringEnumParameter & RawRepresentable>(_ name: String, arrayOf type: T.Type)
        throws(RequestDecodingError) -> [T]?
    where T.RawValue == String {
        let what = ParameterName(place: .header, name: name)
        return try headerElements(name, what: what).map { texts throws(RequestDecodingError) in
            try texts.map { text throws(RequestDecodingError) in try Self.enumCase(text, as: type, what: what) }
        }
    }

    /// The elements of header `name` over all its fields, split at commas and trimmed; `nil`
    /// when absent.
    @usableFromInline
    func headerElements(_ name: String, what: ParameterName) throws(RequestDecodingError) -> [String]? {
        guard let field = HTTPField.Name(name) else { throw .badRequest("\(what) is not a valid header name") }
        let values = headers[values: field]
        guard !values.isEmpty else { return nil }
        return values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    // MARK: Parsing

    /// The case of string enum `type` whose raw value is `text`; a `400` naming `what` when
    /// there is none.
    @inlinable
    static func enumCase<T: RawRepresentable>(_ text: String, as type: T.Type, what: ParameterName)
        throws(RequestDecodingError) -> T
    where T.RawValue == String {
        guard let value = T(rawValue: text) else { throw .badRequest("\(what) has an invalid value") }
        return value
    }

    /// `text` as `type`; a `400` naming `what` when it is not one.
    @inlinable
    func parse<T: Decodable>(_ text: String, as type: T.Type, what: ParameterName) throws(RequestDecodingError) -> T {
        if let value = Self.parseScalar(text, as: type) { return value }
        do {
            return try Self.decodeText(type, from: text, coding: coding)
        } catch {
            throw .badRequest("\(what) has an invalid value")
        }
    }

    /// `text` read by ``TextTreeDecoder``, for the types `parseScalar` does not know.
    @usableFromInline
    static func decodeText<T: Decodable>(_ type: T.Type, from text: String, coding: JSONCoding) throws -> T {
        try TextTreeDecoder.decode(type, from: text, coding: coding)
    }

    /// `text` as one of the common parameter types, parsed directly; `nil` for any other type
    /// (or text that is not one), which the decoder then reads and reports. The same results
    /// as ``TextTreeDecoder``, without a decoder per value.
    @inlinable
    static func parseScalar<T>(_ text: String, as type: T.Type) -> T? {
        switch type {
        case is String.Type: return text as? T
        case is Int.Type: return Int(text) as? T
        case is Int64.Type: return Int64(text) as? T
        case is Int32.Type: return Int32(text) as? T
        case is Double.Type: return Double(text) as? T
        case is Bool.Type: return (text == "true" ? true : text == "false" ? false : nil) as? T
        case is UUID.Type: return UUID(uuidString: text) as? T
        case let enumeration as any RawRepresentable.Type: return rawValue(text, of: enumeration) as? T
        default: return nil
        }
    }

    /// A string enum's case of raw value `text`; `nil` for other raw types.
    @inlinable
    static func rawValue<E: RawRepresentable>(_ text: String, of type: E.Type) -> E? {
        (text as? E.RawValue).flatMap(E.init(rawValue:))
    }
}
#endif
