import Foundation

extension SpecReader {
    /// `contentType:` of a multipart field (the `Content-Type` of its file part) or of a query
    /// parameter or header (`application/json`: the value sent as JSON text), a `type/subtype`
    /// media type. Reported on any other field, where nothing would send it.
    mutating func readPartContentType(_ mapping: MappingReader<SpecKeys.Field>, allowed: Bool) -> Located<String>? {
        guard let key = mapping.keyNode(.contentType) else { return nil }
        guard allowed else {
            diagnostics.append(
                .error(
                    "\"contentType\" applies only to multipart fields, whose file parts carry one, and to query parameters and headers sent as JSON",
                    at: key.location)
            )
            return nil
        }
        guard let value = mapping.string(.contentType, diagnostics: &diagnostics) else { return nil }
        return mediaType(value)
    }

    /// `value` when it is a `type/subtype` media type that can be a header's value; reported
    /// otherwise.
    mutating func mediaType(_ value: Located<String>) -> Located<String>? {
        let essence = value.value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces)
        let parts = essence.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && HeaderName.problem(String($0)) == nil }),
            HeaderValue.problem(value.value, what: "the content type") == nil
        else {
            diagnostics.append(
                .error(
                    "\(SwiftText.stringLiteral(value.value)) is not a media type such as image/png", at: value.location)
            )
            return nil
        }
        return value
    }
}
