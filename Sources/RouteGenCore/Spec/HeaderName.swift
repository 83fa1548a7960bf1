/// The check for header names a spec gives (header parameters, an API key's header), shared by
/// both spec formats.
///
/// A header name ends up in generated code and from there on the wire as written: a line break
/// in it (`"X-A\r\nInjected: 1"`) would add a header line of the spec's choosing to every request,
/// and a space or `:` would make the request malformed. RFC 9110 (5.1) allows a field name to be
/// a token (``HTTPToken``), so anything else is rejected where it is written.
enum HeaderName {
    /// The error message for `name` when it is not a token, or `nil` when it is one.
    static func problem(_ name: String) -> String? {
        if HTTPToken.isToken(name) { return nil }
        return "the header name \(SwiftText.stringLiteral(name)) is not an HTTP token: use \(HTTPToken.characters)"
    }
}
