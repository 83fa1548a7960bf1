/// The check on a Swift type an app names itself — a type override (`--type-override`,
/// `type-overrides:`, OpenAPI's `x-swift-type`) — which generated code writes as it is given:
/// it must be a type expression, or the generated code would not compile, or would mean
/// something else.
///
/// Accepted: names joined by dots (`Money`, `MyApp.Money`), each with generic arguments or not
/// (`Tagged<Money, USD>`), arrays and dictionaries of types (`[Money]`, `[String: Money]`) and
/// optionals (`Money?`), with single spaces between the parts. A name is a letter or `_` and then
/// letters, digits or `_`, and never a keyword: `class`, `init`, `Self`, `Any`, `Type`, or a word
/// that means something else where a type is written (`async`, `some`, `any`, `inout`…).
enum SwiftTypeName {
    /// Why `text` cannot be written where generated code names a type, or `nil` when it can:
    /// a sentence fragment (`"class" is a Swift keyword, not a type name`).
    static func problem(_ text: String) -> String? {
        var parser = Parser(Array(text.unicodeScalars))
        return parser.type() ?? parser.end()
    }

    /// The first name of each named type in `text` outside generic arguments (`MyApp` for
    /// `[MyApp.Money]`, `String` and `Money` for `[String: Money]`, `Tagged` for
    /// `Tagged<Money>`): the names generated code looks up from where it writes the type.
    /// Empty when `text` is not a type (``problem(_:)``).
    static func leadingNames(_ text: String) -> [String] {
        var parser = Parser(Array(text.unicodeScalars))
        guard parser.type() == nil, parser.end() == nil else { return [] }
        return parser.leadingNames
    }

    /// Every name in `text` (`Tagged`, `MyApp`, `Money` for `Tagged<MyApp.Money>`): a
    /// declaration that takes one of these names would be found in its place where the type is
    /// written beside it. Empty when `text` is not a type (``problem(_:)``).
    static func names(_ text: String) -> Set<String> {
        var parser = Parser(Array(text.unicodeScalars))
        guard parser.type() == nil, parser.end() == nil else { return [] }
        return parser.names
    }

    /// Words Swift reserves, or that mean something else where a type is written, beside
    /// `SwiftNames.keywords`: none can name a type of the app there.
    static let reservedInTypes: Set<String> = [
        "async", "some", "any", "inout", "borrowing", "consuming", "sending", "isolated", "each", "repeat",
        "rethrows", "Protocol", "Type", "Self", "Any", "init", "deinit", "subscript",
    ]

    /// A recursive-descent reader of one type expression, recording the first name of each
    /// named type.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0
        var leadingNames: [String] = []
        /// How deep in brackets and generic arguments: a bound, so no input nests without end.
        var depth = 0
        /// How deep in generic arguments.
        var genericDepth = 0
        /// Every name read.
        var names: Set<String> = []

        init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// Reads a type; a problem, or `nil`.
        mutating func type() -> String? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= 32 else { return "nests more than 32 types deep" }
            skipSpace()
            guard index < scalars.count else { return expected("a type") }
            if scalars[index] == "[" {
                index += 1
                if let problem = type() { return problem }
                skipSpace()
                if peek(":") {
                    index += 1
                    if let problem = type() { return problem }
                    skipSpace()
                }
                guard peek("]") else { return expected("\"]\"") }
                index += 1
            } else if let problem = named() {
                return problem
            }
            while peek("?") { index += 1 }
            return nil
        }

        /// Reads `Name<Arguments>.Name…`.
        private mutating func named() -> String? {
            var first = true
            repeat {
                if !first { index += 1 }
                guard let name = identifier() else { return expected("a type name") }
                if SwiftNames.keywords.contains(name) || SwiftTypeName.reservedInTypes.contains(name) {
                    return "\"\(name)\" is a Swift keyword, not a type name"
                }
                names.insert(name)
                if first, genericDepth == 0 { leadingNames.append(name) }
                first = false
                if peek("<") {
                    index += 1
                    genericDepth += 1
                    defer { genericDepth -= 1 }
                    repeat {
                        if peek(",") { index += 1 }
                        if let problem = type() { return problem }
                        skipSpace()
                    } while peek(",")
                    guard peek(">") else { return expected("\">\"") }
                    index += 1
                }
            } while peek(".")
            return nil
        }

        /// An identifier, or `nil` when none starts here.
        private mutating func identifier() -> String? {
            guard index < scalars.count, scalars[index] == "_" || scalars[index].properties.isAlphabetic else {
                return nil
            }
            var name = ""
            while index < scalars.count,
                scalars[index] == "_" || scalars[index].properties.isAlphabetic || ("0"..."9").contains(scalars[index])
            {
                name.unicodeScalars.append(scalars[index])
                index += 1
            }
            return name
        }

        /// A problem when anything but spaces is left after the type.
        mutating func end() -> String? {
            skipSpace()
            return index < scalars.count ? expected("the end of the type") : nil
        }

        private mutating func skipSpace() {
            while index < scalars.count, scalars[index] == " " { index += 1 }
        }

        private func peek(_ scalar: Unicode.Scalar) -> Bool {
            index < scalars.count && scalars[index] == scalar
        }

        /// `expected X, found "…"` at the current place.
        private func expected(_ what: String) -> String {
            guard index < scalars.count else { return "expected \(what) at its end" }
            var found = String.UnicodeScalarView()
            found.append(scalars[index])
            return "expected \(what), found \(SwiftText.stringLiteral(String(found)))"
        }
    }
}
