import Foundation

/// A querystring parameter (OpenAPI 3.2's `in: querystring`): one value that is the whole
/// query string. Generated routes call these; an app sets the route's property instead, so
/// they are RouteGen's, not API (`@_spi(RouteGen)`).
extension RequestParts {
    /// Sends the properties of `value` as the query string, form-encoded, or nothing when
    /// `value` is `nil`: each property one item (`state=open`), an array one item per element
    /// (`tag=a&tag=b`, style form exploded), `nil` properties left out. A nested object or an
    /// array of them, which form items cannot hold, is sent as bracketed items (`due[from]=…`,
    /// `items[][id]=…`) as a `deepObject` parameter is. Every name and value is
    /// percent-encoded as any query item is; `name` is the parameter's, for the failure when
    /// `value` cannot be encoded.
    @_spi(RouteGen)
    public mutating func queryString(_ name: String, form value: (some Encodable & Sendable)?) {
        guard let value else { return }
        do {
            for item in try DeepObjectEncoder.formItems(for: value) {
                appendQuery(item.name, item.value)
            }
        } catch {
            recordEncodingFailure("querystring parameter \(name): \(error)")
        }
    }

    /// Sends `value` as JSON text, percent-encoded, as the whole query string
    /// (`?%7B%22state%22%3A%22open%22%7D`), or nothing when `value` is `nil`. Written by
    /// ``JSONCoding/default``: sorted keys, ISO 8601 dates.
    @_spi(RouteGen)
    public mutating func queryString(_ name: String, json value: (some Encodable & Sendable)?) {
        guard let value else { return }
        do {
            let text = String(decoding: try JSONCoding.default.encoder.encode(value), as: UTF8.self)
            setWholeQuery(text)
        } catch {
            recordEncodingFailure("querystring parameter \(name): \(error)")
        }
    }

    /// Sends `value`'s text (``text(of:)``), percent-encoded, as the whole query string, or
    /// nothing when `value` is `nil`: a querystring parameter of `text/plain` content.
    @_spi(RouteGen)
    @inlinable
    public mutating func queryString(_ name: String, _ value: (some ParameterValue)?) {
        if let value { setWholeQuery(Self.text(of: value)) }
    }
}
