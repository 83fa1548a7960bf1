/// Reading `style:` and `explode:` of a query parameter's long form.
extension SpecReader {
    /// The styles `style:` accepts.
    static let parameterStyles = ["form", "spaceDelimited", "pipeDelimited", "deepObject"]

    /// The field's style: `style: form|spaceDelimited|pipeDelimited|deepObject`, and `explode:`
    /// for the form style; `nil` when neither is written. Where styles are not `allowed` (any
    /// field but a query parameter), either key is reported.
    mutating func readStyle(_ mapping: MappingReader<SpecKeys.Field>, allowed: Bool) -> ParameterStyle? {
        let written = mapping.given(among: [.style, .explode])
        guard !written.isEmpty else { return nil }
        guard allowed else {
            for key in written {
                diagnostics.append(
                    .error(
                        "\"\(key.rawValue)\" applies only to query parameters", at: mapping.location(of: key)))
            }
            return nil
        }
        let explode = mapping[.explode].flatMap { readBool($0, key: "explode") }
        guard let style = mapping.string(.style, diagnostics: &diagnostics) else {
            return explode.map { .form(explode: $0) }
        }
        if style.value != "form", let explodeKey = mapping.keyNode(.explode) {
            diagnostics.append(
                .error(
                    "\"explode\" applies only to the form style; \(style.value) has one serialization",
                    at: explodeKey.location))
        }
        switch style.value {
        case "form": return .form(explode: explode ?? true)
        case "spaceDelimited": return .spaceDelimited
        case "pipeDelimited": return .pipeDelimited
        case "deepObject": return .deepObject
        default:
            diagnostics.append(
                .error(
                    "unknown style \"\(style.value)\": use form, spaceDelimited, pipeDelimited or deepObject"
                        + Suggestion.didYouMean(style.value, among: Self.parameterStyles),
                    at: style.location))
            return nil
        }
    }
}
