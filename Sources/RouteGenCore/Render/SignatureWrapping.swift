/// Wraps a generated declaration whose line runs past ``limit`` columns with one parameter a
/// line, as a careful human (and swift-format) would: a route factory with eleven query
/// parameters or a server requirement with two credentials otherwise reads as one 300-column line.
///
/// It runs on the rendered text, after the templates, because only there is a line's length
/// known: the templates stay logic-less and the model says nothing about columns. Declarations
/// (`func` and `init`), a route factory's `Self(…)` call and a constant made by a type's
/// initializer (`let routes = RoutesList(…)`) are wrapped, a type declaration's conformances go
/// on a line of their own, and a computed property's one expression goes inside its braces on a
/// line of its own, an array literal's elements one a line; other calls and string literals are
/// left as written.
/// It reads bytes, as the normalisation around it does: every punctuation it looks for is ASCII,
/// and comparing `Character`s made it a twentieth of the generation of a large API.
enum SignatureWrapping {
    /// The widest line left as it is, in characters.
    static let limit = 120

    /// `line` (UTF-8, without its newline) wrapped, its lines joined by line feeds, or `nil` when
    /// it is short enough or not a declaration with a parameter list that closes on the line.
    static func wrapped(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        if let type = wrappedTypeDeclaration(line) { return type }
        if let property = wrappedComputedProperty(line) { return property }
        return argumentsOneALine(line, when: isWrapped)
    }

    /// `line` (a whole line, its indentation included) with the arguments of its first call one
    /// a line when it runs past the limit, else as it is: for a generated statement the pass over
    /// the rendered text does not take for a declaration, such as a server's registration with its
    /// trailing closure (``ServerRouteModel/registration``).
    static func callWrapped(_ line: String) -> String {
        var line = line
        return line.withUTF8 { bytes in
            argumentsOneALine(bytes, when: { _ in true }).map { String(decoding: $0, as: UTF8.self) }
                ?? String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `line` with the items between its first `(` and the `)` that closes it one a line, or
    /// `nil` when it is at most ``limit`` characters, has no such list, or `isCallee` rejects the
    /// text before the `(` (from the first character that is not a space).
    private static func argumentsOneALine(
        _ line: UnsafeBufferPointer<UInt8>, when isCallee: (String) -> Bool
    ) -> [UInt8]? {
        guard line.count > limit, let first = line.firstIndex(where: { $0 != space }),
            let open = line.firstIndex(of: UInt8(ascii: "(")),
            isCallee(String(decoding: UnsafeBufferPointer(rebasing: line[first..<open]), as: UTF8.self)),
            !line.contains(where: { $0 >= 0x80 })
                || String(decoding: line, as: UTF8.self).count > limit,
            let (parameters, close) = topLevelItems(line, after: open), line[close] == UInt8(ascii: ")"),
            !parameters.isEmpty
        else { return nil }
        let indent = line[..<first]
        var wrapped = Array(line[...open])
        append(parameters, of: line, indent: Array(indent), trailingComma: false, to: &wrapped)
        wrapped += line[close...]
        return wrapped
    }

    /// Appends `items` of `line` one a line, four columns past `indent`, separated by commas (and
    /// one after the last with `trailingComma`, as swift-format ends a multi-line collection
    /// literal), then a line break and `indent` for the closing bracket.
    private static func append(
        _ items: [Range<Int>], of line: UnsafeBufferPointer<UInt8>, indent: [UInt8], trailingComma: Bool,
        to wrapped: inout [UInt8]
    ) {
        for (index, item) in items.enumerated() {
            wrapped.append(UInt8(ascii: "\n"))
            wrapped += indent
            wrapped += [space, space, space, space]
            wrapped += line[item]
            if trailingComma || index < items.count - 1 { wrapped.append(UInt8(ascii: ",")) }
        }
        wrapped.append(UInt8(ascii: "\n"))
        wrapped += indent
    }

    /// `line` wrapped when it declares a computed property whose one expression runs it past the
    /// limit (`public static var errorBodies: [ErrorBody] { [.status(404, Problem.self), …] }`):
    /// the expression on a line of its own inside the braces, and an array literal that is still
    /// too long there one element a line.
    private static func wrappedComputedProperty(_ line: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard line.count > limit, line.last == UInt8(ascii: "}"), let first = line.firstIndex(where: { $0 != space }),
            let brace = line.firstIndex(of: UInt8(ascii: "{")),
            let (_, close) = topLevelItems(line, after: brace), close == line.count - 1
        else { return nil }
        let head = String(decoding: UnsafeBufferPointer(rebasing: line[first..<brace]), as: UTF8.self)
        let words = head.split(separator: " ")
        guard let introducer = words.firstIndex(where: { !modifiers.contains($0) }), words[introducer] == "var",
            introducer + 1 < words.count, words[introducer + 1].hasSuffix(":")
        else { return nil }
        let body = trimmed((brace + 1)..<close, in: line)
        guard !body.isEmpty else { return nil }
        let indent = line[..<first]
        var wrapped = Array(line[...brace])
        wrapped.append(UInt8(ascii: "\n"))
        wrapped += indent
        wrapped += [space, space, space, space]
        if indent.count + 4 + body.count > limit, line[body.lowerBound] == UInt8(ascii: "["),
            let (elements, end) = topLevelItems(line, after: body.lowerBound), end == body.upperBound - 1,
            elements.count > 1
        {
            wrapped.append(UInt8(ascii: "["))
            append(
                elements, of: line, indent: Array(indent) + [space, space, space, space], trailingComma: true,
                to: &wrapped)
            wrapped.append(UInt8(ascii: "]"))
        } else {
            wrapped += line[body]
        }
        wrapped.append(UInt8(ascii: "\n"))
        wrapped += indent
        wrapped.append(UInt8(ascii: "}"))
        return wrapped
    }

    private static let space = UInt8(ascii: " ")

    /// Whether a line starting with `head` and then `(` is wrapped: a declaration, a factory's
    /// `Self(…)`, or a constant made by a type's initializer.
    private static func isWrapped(_ head: String) -> Bool {
        if head == "Self" || isConstantMadeByInitializer(head) { return true }
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

    /// Whether `head` is `let name = Type` or `let name: Annotation = Type`: a constant whose
    /// value is an initializer's call (a type's name starts with a capital letter).
    private static func isConstantMadeByInitializer(_ head: String) -> Bool {
        let sides = head.split(separator: "=", omittingEmptySubsequences: false)
        guard sides.count == 2, sides[0].hasPrefix("let "),
            let type = sides[1].split(separator: " ").first, sides[1].split(separator: " ").count == 1,
            let initial = type.unicodeScalars.first, ("A"..."Z").contains(initial)
        else { return false }
        return type.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    }

    /// The words that may come before `func` or `init` in generated code.
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open", "static", "final", "nonisolated",
        "mutating", "nonmutating", "override", "required", "convenience",
    ]

    /// The byte ranges of the items between the bracket at `open` (`(`, `[` or `{`) and the one
    /// that closes it, split at the commas that are not inside brackets, parentheses or string
    /// literals and without the spaces around them, and the index of that closing bracket.
    private static func topLevelItems(_ line: UnsafeBufferPointer<UInt8>, after open: Int) -> (
        [Range<Int>], Int
    )? {
        var depth = 0
        var inString = false
        var escaped = false
        var items: [Range<Int>] = []
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
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard depth == 0 else {
                    depth -= 1
                    continue
                }
                let last = trimmed(start..<index, in: line)
                if !last.isEmpty { items.append(last) }
                return (items, index)
            case UInt8(ascii: ",") where depth == 0:
                items.append(trimmed(start..<index, in: line))
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
