import Foundation

extension RequestParts {
    /// Adds one query item whose value is the elements joined by `delimiter` (`tags=a,b`,
    /// `tags=a%7Cb`), or nothing when `values` is `nil` or empty.
    ///
    /// Inlinable like the other parameter methods, so each element's text is specialized for
    /// its type at the call site.
    @inlinable
    public mutating func query(_ name: String, _ values: [some ParameterValue]?, delimitedBy delimiter: QueryDelimiter)
    {
        guard let values, !values.isEmpty else { return }
        appendDelimitedQuery(name, values.map { Self.text(of: $0) }, delimiter)
    }

    /// Adds the properties of `value` as bracketed query items (OpenAPI's `deepObject` style):
    /// `filter[name]=x&filter[age]=3`, or nothing when `value` is `nil`.
    ///
    /// Nested objects add a bracket per level (`filter[due][from]=…`), arrays repeat the key
    /// with empty brackets (`filter[tags][]=a&filter[tags][]=b`) — the convention of Rails,
    /// PHP and Node's `qs` — and `nil` properties are left out. Leaves become text as every
    /// parameter does (``text(of:)``); `Data` is sent as Base64. Brackets are percent-encoded
    /// on the wire (`filter%5Bname%5D=x`), which servers decode before reading them.
    @inlinable
    public mutating func query(_ name: String, deepObject value: (some Encodable & Sendable)?) {
        if let value { appendDeepObject(name, value) }
    }

    /// Adds one query item whose value is `value` as JSON text (OpenAPI's parameter described by
    /// `content: application/json`: `filter={"state":"open"}`), or nothing when `value` is `nil`.
    /// Written by ``JSONCoding/default``: sorted keys, ISO 8601 dates.
    public mutating func query(_ name: String, json value: (some Encodable & Sendable)?) {
        if let value, let text = jsonText(value, parameter: "query parameter \(name)") { appendQuery(name, text) }
    }

    /// Adds a header field whose value is `value` as JSON text, or nothing when `value` is `nil`.
    public mutating func header(_ name: String, json value: (some Encodable & Sendable)?) {
        if let value, let text = jsonText(value, parameter: "header \(name)") { appendHeader(name, text) }
    }

    /// `value` as JSON text, or `nil` after recording why it cannot be encoded.
    private mutating func jsonText(_ value: some Encodable, parameter: String) -> String? {
        do {
            return String(decoding: try JSONCoding.default.encoder.encode(value), as: UTF8.self)
        } catch {
            recordEncodingFailure("\(parameter): \(error)")
            return nil
        }
    }
}
