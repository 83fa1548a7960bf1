/// Wraps a generated declaration whose line runs past ``limit`` columns with one parameter a
/// line, as a careful human (and swift-format) would: a route factory with eleven query
/// parameters or a server requirement with two credentials otherwise reads as one 300-column line.
///
/// It runs on the rendered text, after the templates, because only there is a line's length
/// known: the templates stay logic-less and the model says nothing about columns. Declarations
/// (`func` and `init`) and a route factory's `Self(…)` call are wrapped, and a type declaration's
/// conformances go on a line of their own; other calls and string literals are left as written.
/// It reads bytes, as the normalisation around it does: every punctuation it looks for is ASCII,
/// and comparing `Character`s made it a twentieth of the generation of a large API.
enum SignatureWrapping {
    /// The widest line left as it is, in characters.
    static let limit = 120

    /// `line` (UTF-8, without its newline) wrapped, its lines joined by line feeds, or `nil` when
    /// it is short enough or not a declaration with a parameter list that closes on the line.
    static func wrapped(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        if let type = wrappedTypeDeclaration(line) { return type }
        guard line.count > limit, let first = line.firstIndex(where: { $0 != space }),
            let open = line.firstIndex(of: UInt8(ascii: "(")),
            isWrapped(String(decoding: UnsafeBufferPointer(rebasing: line[first..<open]), as: UTF8.self)),
            !line.contains(where: { $0 >= 0x80 })
                || String(decoding: line, as: UTF8.self).count > limit,
            let (parameters, close) = topLevelParameters(line, after: open), !parameters.isEmpty
        else { return nil }
        let indent = line[..<first]
        var wrapped = Array(line[...open])
        for (index, parameter) in parameters.enumerated() {
            wrapped.append(UInt8(ascii: "\n"))
            wrapped += indent
            wrapped += [space, space, space, space]
            wrapped += line[parameter]
            if index < parameters.count - 1 { wrapped.append(UInt8(ascii: ",")) }
        }
        wrapped.append(UInt8(ascii: "\n"))
        wrapped += indent
        wrapped += line[close...]
        return wrapped
    }

    private static let space = UInt8(ascii: " ")

    /// Whether a line starting with `head` and then `(` is wrapped: a declaration, or a
    /// factory's `Self(…)`.
    private static func isWrapped(_ head: String) -> Bool {
        if head == "Self" { return true }
        guard let initial = head.unicodeScalars.first, initial == "@" || ("a"..."z").contains(initial) else {
            return false
        }
        return isDeclaration(head)
    }

    /// Whether `head`, the text before a line's first `(` from its first character, opens a
    /// declaration: modifiers and attributes only, then `func <name>` (its generic parameters
    /// included) or `init`/`init?`. A comment or a string that mentions a function is not one.
    private static func isDeclaration(_ head: String) -> Bool {
        let words = head.split(separator: " ")
        let introducer = words.firstIndex { !(modifiers.contains($0) || $0.hasPrefix("@")) } ?? words.endIndex
        guard introducer < words.endIndex else { return false }
        switch words[introducer] {
        case "init", "init?": return introducer == words.count - 1
        case "func": return introducer < words.count - 1
        default: return false
        }
    }

    /// `line` wrapped when it declares a type whose conformances run it past the limit: them on
    /// a line of their own, four columns in, and the opening brace on the next, as swift-format
    /// writes it (`nonisolated public struct ProjectActivityRoute:` / the protocols / `{`).
    private static func wrappedTypeDeclaration(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard line.count > limit, line.last == UInt8(ascii: "{"), let first = line.firstIndex(where: { $0 != space }),
            let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > first
        else { return nil }
        let head = String(decoding: UnsafeBufferPointer(rebasing: line[first..<colon]), as: UTF8.self)
        let words = head.split(separator: " ")
        guard words.count >= 2, ["struct", "enum", "class", "actor", "protocol"].contains(words[words.count - 2]),
            words.dropLast(2).allSatisfy({ modifiers.contains($0) || $0 == "indirect" }),
            words[words.count - 1].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let clause = trimmed((colon + 1)..<(line.count - 1), in: line)
        let indent = line[..<first]
        var wrapped = Array(line[...colon])
        wrapped.append(UInt8(ascii: "\n"))
        wrapped += indent
        wrapped += [space, space, space, space]
        wrapped += line[clause]
        wrapped.append(UInt8(ascii: "\n"))
        wrapped += indent
        wrapped.append(UInt8(ascii: "{"))
        return wrapped
    }

    /// The words that may come before `func` or `init` in generated code.
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open", "static", "final", "nonisolated",
        "mutating", "nonmutating", "override", "required", "convenience",
    ]

    /// The byte ranges of the parameters between the `(` at `open` and its matching `)`, split at
    /// the commas that are not inside brackets, parentheses or string literals and without the
    /// spaces around them, and the index of that `)`.
    private static func topLevelParameters(_ line: UnsafeBufferPointer<UInt8>, after open: Int) -> (
        [Range<Int>], Int
    )? {
        var depth = 0
        var inString = false
        var escaped = false
        var parameters: [Range<Int>] = []
        var start = open + 1
        for index in (open + 1)..<line.count {
            let byte = line[index]
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")") where depth == 0:
                let last = trimmed(start..<index, in: line)
                if !last.isEmpty { parameters.append(last) }
                return (parameters, index)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                parameters.append(trimmed(start..<index, in: line))
                start = index + 1
            default: break
            }
        }
        return nil
    }

    /// `range` of `line` without the spaces at either end.
    private static func trimmed(_ range: Range<Int>, in line: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, line[lower] == space { lower += 1 }
        while upper > lower, line[upper - 1] == space { upper -= 1 }
        return lower..<upper
    }
}
