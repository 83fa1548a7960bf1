#if Server
import HTTPTypes
import RouteKit

/// A route's generated `ResponseHeaders` as a server sends them: a handler makes one with its
/// memberwise initializer and the server writes each field as the client's `init(from:)`
/// reads it, so what one side sets the other decodes.
public protocol EncodableHeaders: DecodableHeaders {
    /// Writes every field that has a value into `fields`.
    func encode(into fields: inout OutgoingHeaderFields)
}

/// The header fields of a response on their way out, each value written as RouteKit writes a
/// request parameter (`RequestParts.text(of:)`): what `ResponseHeaderFields` parses back.
public struct OutgoingHeaderFields: Sendable {
    /// The fields written so far.
    var fields = HTTPFields()

    /// Sets field `name` to `value`, or leaves it out when `value` is `nil`. A name that is not
    /// an HTTP token is left out too: generated names come from the spec, which checks them.
    public mutating func set(_ name: String, _ value: (some ParameterValue)?) {
        guard let value, let field = HTTPField.Name(name) else { return }
        fields[field] = RequestParts.text(of: value)
    }

    /// Sets field `name` to the elements joined by commas (RFC 9110, 5.3), or leaves it out
    /// when `values` is `nil`.
    public mutating func set(_ name: String, _ values: [some ParameterValue]?) {
        guard let values, let field = HTTPField.Name(name) else { return }
        fields[field] = values.map { RequestParts.text(of: $0) }.joined(separator: ",")
    }
}
#endif
