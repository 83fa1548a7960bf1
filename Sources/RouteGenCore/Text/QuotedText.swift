/// Text between double quotes that nothing inside can end early: the one escaper behind Swift
/// string literals (``SwiftText/stringLiteral(_:)``), YAML's double-quoted scalars
/// (``YAMLText/quoted(_:)``) and JSON strings (``ExampleValue/jsonString(_:)``).
///
/// The three languages spell a backslash, a quote, a line feed, a carriage return and a tab alike;
/// they differ only in which other characters must be escaped and how a character is written
/// by its code, which the caller says.
enum QuotedText {
    /// `text` in double quotes: `\\`, `\"`, `\n`, `\r` and `\t` escaped, every other scalar for
    /// which `needsEscape` holds written as `escape` spells it, the rest as they are.
    static func quoted(
        _ text: String, escaping needsEscape: (Unicode.Scalar) -> Bool, as escape: (Unicode.Scalar) -> String
    ) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if needsEscape(scalar) {
                    result += escape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
