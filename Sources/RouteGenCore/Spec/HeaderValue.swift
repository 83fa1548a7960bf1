/// The check for header values a spec writes into generated code (a raw body's content type),
/// shared by both spec formats.
///
/// RouteKit checks the header values a caller passes at run time, but a value the generator
/// writes is sent as it is: a line break in it would end the header line and start one of the
/// spec's choosing. RFC 9110 (5.5) allows no control character in a field value but the tab.
enum HeaderValue {
    /// The error message for `value`, named `what` (`the content type`), when it holds a control
    /// character other than a tab, or `nil` when it can be sent.
    static func problem(_ value: String, what: String) -> String? {
        let isControl = { (byte: UInt8) in (byte < 0x20 && byte != UInt8(ascii: "\t")) || byte == 0x7F }
        guard value.utf8.contains(where: isControl) else { return nil }
        return
            "\(what) \(SwiftText.stringLiteral(value)) holds a line break or another control character, which would end the header line"
    }
}
