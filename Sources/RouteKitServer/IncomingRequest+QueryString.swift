#if Server
import Foundation
import RouteKit

/// A querystring parameter (OpenAPI 3.2's `in: querystring`): the whole query string read back
/// as one value, as RouteKit's `RequestParts.queryString` writes it. Generated decoders call
/// these, so they are RouteGen's, not API (`@_spi(RouteGen)`).
///
/// The query string is bounded before it is read: at most ``maxQueryStringLength`` bytes, and
/// as form items at most ``maxQueryStringItems`` items nested at most `TextTree.maxDepth`
/// levels; beyond, and for anything that does not decode as the type, the answer is a `400`
/// naming the parameter.
extension IncomingRequest {
    /// The longest query string a querystring parameter is read from, in bytes: far above what
    /// URLs carry in practice (browsers and proxies stop near 8 KiB), so only abuse meets it.
    static let maxQueryStringLength = 65_536

    /// The most form items a querystring parameter is read from.
    static let maxQueryStringItems = 1_000

    /// The querystring parameter `name` of form content: the query's items as the properties of
    /// `type` (`state=open&tag=a&tag=b`). An empty query string is the value with no
    /// properties when `type` has one (every property optional), else `nil`.
    @_spi(RouteGen)
    public func queryString<T: Decodable>(_ name: String, form type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .queryString, name: name)
        try checkQueryStringLength(what)
        guard query.items.count <= Self.maxQueryStringItems else {
            throw .badRequest("\(what) has more than \(Self.maxQueryStringItems) items")
        }
        var items: [(name: String, value: String)] = []
        items.reserveCapacity(query.items.count)
        for item in query.items {
            items.append((item.name, try QueryItems.decoded(item.rawValue[...], what: what)))
        }
        let tree = try TextTree.form(items, what: what)
        do {
            return try TextTreeDecoder.decode(type, from: tree, coding: coding)
        } catch {
            guard items.isEmpty else { throw .badRequest("\(what) has an invalid value") }
            return nil
        }
    }

    /// The querystring parameter `name` of JSON content: the query string percent-decoded and
    /// read as JSON of `type`; `nil` when the query string is empty.
    @_spi(RouteGen)
    public func queryString<T: Decodable>(_ name: String, json type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .queryString, name: name)
        guard let text = try wholeQueryText(what) else { return nil }
        return try json(text, as: type, what: what)
    }

    /// The querystring parameter `name` of `text/plain` content: the query string
    /// percent-decoded and read as `type`; `nil` when the query string is empty.
    @_spi(RouteGen)
    public func queryString<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T? {
        let what = ParameterName(place: .queryString, name: name)
        guard let text = try wholeQueryText(what) else { return nil }
        return try parse(text, as: type, what: what)
    }

    /// The whole query string, percent-decoded; `nil` when empty.
    private func wholeQueryText(_ what: ParameterName) throws(RequestDecodingError) -> String? {
        try checkQueryStringLength(what)
        guard !query.text.isEmpty else { return nil }
        return try QueryItems.decoded(query.text[...], what: what)
    }

    /// A `400` when the query string is longer than ``maxQueryStringLength``.
    private func checkQueryStringLength(_ what: ParameterName) throws(RequestDecodingError) {
        guard query.text.utf8.count <= Self.maxQueryStringLength else {
            throw .badRequest("\(what) is longer than \(Self.maxQueryStringLength) bytes")
        }
    }
}
#endif
