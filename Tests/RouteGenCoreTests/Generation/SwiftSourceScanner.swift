/// Reads Swift source as far as the reserved-name tests need: its code cut into identifiers and
/// single punctuation characters, without comments and string literals (an interpolation's
/// code is kept), so a doc comment's example or a message's text is never taken for a
/// declaration.
struct SwiftSourceScanner {
    /// An identifier (backticks removed) or one punctuation character.
    struct Token: Equatable {
        let text: String
        let isIdentifier: Bool
    }

    private let scalars: [Unicode.Scalar]
    private var index = 0
    private(set) var tokens: [Token] = []

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        scanCode(untilClosingParenthesis: false)
    }

    /// The names of the types declared `public` or `open` outside every brace: a module's
    /// top-level types, which an importer sees unqualified. One behind `@_spi(…)` is not among
    /// them: an app does not import it, and generated code spells it with its module.
    var topLevelPublicTypes: Set<String> {
        var names: Set<String> = []
        var depth = 0
        for (position, token) in tokens.enumerated() {
            switch token.text {
            case "{": depth += 1
            case "}": depth -= 1
            case _ where depth == 0 && Self.typeKeywords.contains(token.text) && position + 1 < tokens.count:
                var modifiers = position - 1
                var isPublic = false
                while modifiers >= 0, Self.modifiers.contains(tokens[modifiers].text) {
                    if tokens[modifiers].text == "public" || tokens[modifiers].text == "open" { isPublic = true }
                    modifiers -= 1
                }
                let isSPI =
                    modifiers >= 3 && tokens[modifiers].text == ")" && tokens[modifiers - 2].text == "("
                    && tokens[modifiers - 3].text == "_spi"
                if isPublic, !isSPI, tokens[position + 1].isIdentifier { names.insert(tokens[position + 1].text) }
            default: break
            }
        }
        return names
    }

    /// The capitalized names the code looks up unqualified (not after a `.`), and those it
    /// declares itself: types, associated types and generic parameters (`<R: Route>`). An
    /// imported module's name and an `@_spi` group are neither.
    var typeNames: (used: Set<String>, declared: Set<String>) {
        var used: Set<String> = []
        var declared: Set<String> = []
        for (position, token) in tokens.enumerated() where token.isIdentifier && token.text.first?.isUppercase == true {
            let previous = position > 0 ? tokens[position - 1].text : ""
            let next = position + 1 < tokens.count ? tokens[position + 1].text : ""
            if previous == "." || previous == "import"
                || (previous == "(" && position > 1 && tokens[position - 2].text == "_spi")
            {
                continue
            }
            if Self.typeKeywords.contains(previous) || previous == "associatedtype" || (previous == "<" && next == ":")
            {
                declared.insert(token.text)
            } else {
                used.insert(token.text)
            }
        }
        return (used, declared)
    }

    private static let typeKeywords: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias"]
    private static let modifiers: Set<String> = [
        "public", "open", "package", "internal", "fileprivate", "private", "final", "indirect", "nonisolated",
    ]

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    /// Code up to the end, or up to and including the `)` that closes an interpolation.
    private mutating func scanCode(untilClosingParenthesis: Bool) {
        var parentheses = 0
        while let scalar = current {
            if scalar == "/", peek(1) == "/" {
                while let next = current, next != "\n" { index += 1 }
            } else if scalar == "/", peek(1) == "*" {
                skipBlockComment()
            } else if scalar == "\"" || (scalar == "#" && (peek(1) == "\"" || peek(1) == "#")) {
                skipString()
            } else if Self.isIdentifierStart(scalar) || scalar == "`" {
                scanIdentifier()
            } else if ("0"..."9").contains(scalar) {
                while let next = current, Self.isIdentifierPart(next) { index += 1 }
            } else {
                index += 1
                if scalar == "(" { parentheses += 1 }
                if scalar == ")" {
                    if untilClosingParenthesis, parentheses == 0 { return }
                    parentheses -= 1
                }
                if !scalar.properties.isWhitespace { tokens.append(Token(text: String(scalar), isIdentifier: false)) }
            }
        }
    }

    private mutating func scanIdentifier() {
        let quoted = current == "`"
        if quoted { index += 1 }
        var text = ""
        while let scalar = current, Self.isIdentifierPart(scalar) {
            text.unicodeScalars.append(scalar)
            index += 1
        }
        if quoted, current == "`" { index += 1 }
        tokens.append(Token(text: text, isIdentifier: true))
    }

    /// A block comment, which nests in Swift.
    private mutating func skipBlockComment() {
        var depth = 0
        while current != nil {
            if current == "/", peek(1) == "*" {
                depth += 1
                index += 2
            } else if current == "*", peek(1) == "/" {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// A string literal of any kind — `"…"`, `"""…"""`, raw `#"…"#` — keeping the code of its
    /// interpolations.
    private mutating func skipString() {
        var hashes = 0
        while current == "#" {
            hashes += 1
            index += 1
        }
        let isMultiline = current == "\"" && peek(1) == "\"" && peek(2) == "\""
        index += isMultiline ? 3 : 1
        while let scalar = current {
            // An escape is a backslash followed by as many `#` as opened the string.
            if scalar == "\\", (0..<hashes).allSatisfy({ peek(1 + $0) == "#" }) {
                index += 1 + hashes
                if current == "(" {
                    index += 1
                    scanCode(untilClosingParenthesis: true)
                } else {
                    index += 1
                }
                continue
            }
            if scalar == "\"", !isMultiline || (peek(1) == "\"" && peek(2) == "\""),
                (0..<hashes).allSatisfy({ peek((isMultiline ? 3 : 1) + $0) == "#" })
            {
                index += (isMultiline ? 3 : 1) + hashes
                return
            }
            index += 1
        }
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isAlphabetic
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || ("0"..."9").contains(scalar)
    }
}
