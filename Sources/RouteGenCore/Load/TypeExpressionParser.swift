/// Parses the type syntax of specs — `Todo`, `[Tag]`, `[String: Int]`, `Date?`, `String | null`
/// — and the `Type = default` shorthand of fields.
///
/// Locations point at the exact column of each name, so an unknown type in `[Tagg]?` is
/// reported under `Tagg`.
struct TypeExpressionParser {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private let start: SourceLocation

    /// Parses `text`, whose first character is at `start`.
    static func parse(_ text: String, at start: SourceLocation) -> Result<TypeExpression, Diagnostic> {
        var parser = TypeExpressionParser(scalars: Array(text.unicodeScalars), start: start)
        return parser.parseWhole()
    }

    /// Splits `Type = default` into the type text and the default text with its column offset.
    static func splitDefault(_ text: String) -> (type: String, defaultText: String?, defaultOffset: Int) {
        guard let equals = text.unicodeScalars.firstIndex(of: "=") else { return (text, nil, 0) }
        let type = String(text.unicodeScalars[..<equals])
        let rest = text.unicodeScalars[text.unicodeScalars.index(after: equals)...]
        let leading = rest.prefix { $0 == " " }.count
        let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: equals) + 1 + leading
        return (type, String(String.UnicodeScalarView(rest)).trimmingSpaces, offset)
    }

    private init(scalars: [Unicode.Scalar], start: SourceLocation) {
        self.scalars = scalars
        self.start = start
    }

    private mutating func parseWhole() -> Result<TypeExpression, Diagnostic> {
        skipSpaces()
        guard index < scalars.count else { return .failure(.error("expected a type", at: location(index))) }
        var result = parseType()
        guard case .success(let type) = result else { return result }
        skipSpaces()
        if peek == "|" {
            let bar = index
            index += 1
            skipSpaces()
            guard String(String.UnicodeScalarView(scalars[index...])).trimmingSpaces == "null" else {
                return .failure(.error("only null may follow \"|\", as in \"String | null\"", at: location(index)))
            }
            if case .optional(let wrapped) = type {
                return .failure(
                    .error(
                        "\"\(type) | null\" says twice that it may be empty: write \"\(wrapped) | null\" for missing, null or a value",
                        at: location(bar)))
            }
            result = .success(.nullable(type))
            index = scalars.count
        }
        guard index == scalars.count else {
            return .failure(.error("unexpected \"\(String(scalars[index]))\" in type", at: location(index)))
        }
        return result
    }

    private mutating func parseType() -> Result<TypeExpression, Diagnostic> {
        skipSpaces()
        var result: TypeExpression
        if peek == "[" {
            index += 1
            let first = parseType()
            guard case .success(let element) = first else { return first }
            skipSpaces()
            if peek == ":" {
                guard case .named(let key) = element, key.value == "String" else {
                    return .failure(.error("dictionary keys must be String, found \(element)", at: element.location))
                }
                index += 1
                let value = parseType()
                guard case .success(let valueType) = value else { return value }
                result = .dictionary(valueType)
            } else {
                result = .array(element)
            }
            skipSpaces()
            guard peek == "]" else { return .failure(.error("expected \"]\" to close the type", at: location(index))) }
            index += 1
        } else {
            let begin = index
            while index < scalars.count,
                scalars[index].properties.isAlphabetic || scalars[index] == "_"
                    || scalars[index].properties.numericType != nil || scalars[index] == "." || scalars[index] == "-"
            {
                index += 1
            }
            guard index > begin else {
                let found = index < scalars.count ? "\"\(String(scalars[index]))\"" : "the end"
                return .failure(.error("expected a type name, found \(found)", at: location(index)))
            }
            result = .named(Located(String(String.UnicodeScalarView(scalars[begin..<index])), at: location(begin)))
        }
        skipSpaces()
        while peek == "?" {
            index += 1
            if case .optional = result { continue }
            result = .optional(result)
        }
        return .success(result)
    }

    private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private mutating func skipSpaces() {
        while peek == " " { index += 1 }
    }

    private func location(_ offset: Int) -> SourceLocation {
        SourceLocation(file: start.file, line: start.line, column: start.column + offset)
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " && $0 != "\t" }),
            let last = scalars.lastIndex(where: { $0 != " " && $0 != "\t" })
        else { return "" }
        return String(scalars[first...last])
    }
}
