/// How a deprecation the code model keeps (its message) is spelled as an attribute.
extension Deprecation {
    /// `@available(*, deprecated)`, with the message when there is one.
    static func attribute(_ message: String) -> String {
        message.isEmpty
            ? "@available(*, deprecated)" : "@available(*, deprecated, message: \(SwiftText.stringLiteral(message)))"
    }
}
