/// The names the OpenAPI stage derives from a document's own names, so the exporter writes
/// `x-swift-name` (or `x-enum-varnames`) exactly where a spec's name is not the derived one.
enum ExportNames {
    /// The member name the OpenAPI stage gives a property or parameter with wire name `wire`:
    /// lowered first when it has no lower-case letter (`X-EARLY-ACCESS` → `xEarlyAccess`),
    /// comparison operators spelled out.
    static func derivedMemberName(_ wire: String) -> String {
        let spelled =
            wire.contains("<") || wire.contains(">")
            ? wire.replacing("<", with: " Before").replacing(">", with: " After") : wire
        let hasLowercase = spelled.unicodeScalars.contains { $0.properties.isLowercase }
        return SwiftNames.memberName(hasLowercase ? spelled : spelled.lowercased())
    }

    /// The case name the OpenAPI stage gives an enum value: `empty` for `""`, `value1`,
    /// `minus1` or `plus1` for an integer, else the value's member name with a sign before a
    /// digit spelled out (`"-1"` → `minus1`).
    static func derivedCaseName(_ raw: String, integer: Bool) -> String {
        if raw.isEmpty { return "empty" }
        if integer { return SwiftNames.memberName(SchemaTranslator.integerCaseName(raw)) }
        return derivedMemberName(SchemaTranslator.signedCaseName(raw))
    }
}
