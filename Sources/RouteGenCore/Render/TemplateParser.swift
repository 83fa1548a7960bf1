/// Parses Mustache template text into ``TemplateNode``s.
///
/// The subset RouteGen's templates use, which is all a logic-less code template needs:
/// variables (`{{name}}`, `{{{name}}}`, `{{&name}}` — all unescaped, since the output is Swift),
/// dotted names, `{{.}}`, sections and inverted sections, comments, and the list functions
/// `first()`, `last()`, `index()`, `even()`, `odd()`. A line holding only a section tag, a
/// closing tag, a comment or a pragma disappears with its line break, as the Mustache spec says
/// ("standalone" tags), so templates can put tags on lines of their own.
///
/// Strict, so a mistake shows where it is written: every name must be a ``TemplateKey`` (each
/// part of a dotted one), a list function or `.`; partials, lambdas, delimiter changes and
/// pragmas other than `{{% CONTENT_TYPE: TEXT}}` are rejected, each with its line and column.
/// That pragma, which the Mustache library the renderer replaced needed to stop HTML-escaping,
/// is optional and changes nothing: output is never escaped.
struct TemplateParser {
    /// A template that cannot be parsed: what is wrong, at which line and column.
    struct Failure: Error {
        let line: Int
        let column: Int
        let message: String
    }

    private enum Token {
        case text(String)
        case variable(TemplateName)
        /// A section's opening tag: its name as written, for matching the closing tag, and resolved.
        case open(String, TemplateName, inverted: Bool)
        case close(String)
        case ignored

        /// Whether a line holding only this tag disappears.
        var isStandaloneKind: Bool {
            switch self {
            case .open, .close, .ignored: true
            case .text, .variable: false
            }
        }
    }

    private struct Located {
        let token: Token
        let line: Int
        let column: Int
    }

    /// The nodes of `text`.
    static func parse(_ text: String) throws(Failure) -> [TemplateNode] {
        var tokens: [Located] = []
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            let lineTokens = try tokenize(line, line: lineNumber)
            let isLast = line.endIndex == text.endIndex
            if let tag = standaloneTag(in: lineTokens) {
                tokens.append(tag)
            } else {
                tokens += lineTokens
                if !isLast { tokens.append(Located(token: .text("\n"), line: lineNumber, column: line.count + 1)) }
            }
        }
        var index = 0
        let nodes = try build(tokens, from: &index, closing: nil)
        return nodes
    }

    /// The one standalone tag of a line that holds nothing else but blanks, if it is one.
    private static func standaloneTag(in tokens: [Located]) -> Located? {
        let tags = tokens.filter {
            if case .text(let text) = $0.token { return !text.allSatisfy { $0 == " " || $0 == "\t" } }
            return true
        }
        guard tags.count == 1, tags[0].token.isStandaloneKind else { return nil }
        return tags[0]
    }

    /// The tokens of one line (without its line break).
    private static func tokenize(_ line: Substring, line number: Int) throws(Failure) -> [Located] {
        var tokens: [Located] = []
        var rest = line[...]
        while let open = find("{{", in: rest) {
            if open.lowerBound > rest.startIndex {
                let column = line.distance(from: line.startIndex, to: rest.startIndex) + 1
                tokens.append(Located(token: .text(String(rest[..<open.lowerBound])), line: number, column: column))
            }
            let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
            let triple = rest[open.upperBound...].hasPrefix("{")
            let closing: StaticString = triple ? "}}}" : "}}"
            guard let close = find(closing, in: rest[open.upperBound...]) else {
                throw Failure(line: number, column: column, message: "unclosed tag")
            }
            let inside = rest[(triple ? rest.index(after: open.upperBound) : open.upperBound)..<close.lowerBound]
            tokens.append(
                Located(
                    token: try token(inside, triple: triple, line: number, column: column), line: number, column: column
                ))
            rest = rest[close.upperBound...]
        }
        if !rest.isEmpty {
            tokens.append(
                Located(
                    token: .text(String(rest)), line: number,
                    column: line.distance(from: line.startIndex, to: rest.startIndex) + 1))
        }
        return tokens
    }

    /// Where the ASCII `delimiter` first occurs in `text`, found on its bytes: the standard
    /// library's generic search was most of the time spent parsing the templates of every run.
    private static func find(_ delimiter: StaticString, in text: Substring) -> Range<Substring.Index>? {
        let needle = UnsafeBufferPointer(start: delimiter.utf8Start, count: delimiter.utf8CodeUnitCount)
        let utf8 = text.utf8
        var index = utf8.startIndex
        while let found = utf8[index...].firstIndex(of: needle[0]) {
            if utf8[found...].starts(with: needle) { return found..<utf8.index(found, offsetBy: needle.count) }
            index = utf8.index(after: found)
        }
        return nil
    }

    private static func token(_ inside: Substring, triple: Bool, line: Int, column: Int) throws(Failure) -> Token {
        let tag = inside.trimmingBlanks
        if triple { return .variable(try resolved(tag, line: line, column: column)) }
        switch tag.first {
        case "#", "^":
            let name = tag.dropFirst().trimmingBlanks
            return .open(String(name), try resolved(name, line: line, column: column), inverted: tag.first == "^")
        case "/": return .close(String(try checkedName(tag.dropFirst().trimmingBlanks, line: line, column: column)))
        case "&": return .variable(try resolved(tag.dropFirst().trimmingBlanks, line: line, column: column))
        case "!": return .ignored
        case "%":
            guard tag.dropFirst().filter({ $0 != " " && $0 != "\t" }) == "CONTENT_TYPE:TEXT" else {
                throw Failure(
                    line: line, column: column,
                    message: "unknown pragma {{\(tag)}}; the only one is {{% CONTENT_TYPE: TEXT}}, and it is optional")
            }
            return .ignored
        case ">": throw Failure(line: line, column: column, message: "partials ({{>name}}) are not supported")
        case "=": throw Failure(line: line, column: column, message: "changing delimiters is not supported")
        default: return .variable(try resolved(tag, line: line, column: column))
        }
    }

    /// What a tag's name stands for; an unknown key is an error, with the closest key when
    /// one is close.
    private static func resolved(_ text: Substring, line: Int, column: Int) throws(Failure) -> TemplateName {
        let name = String(try checkedName(text, line: line, column: column))
        if let resolved = TemplateName(name) { return resolved }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        let unknown = parts.first { TemplateKey(name: $0) == nil } ?? name
        throw Failure(
            line: line, column: column,
            message: "unknown key \"\(unknown)\""
                + Suggestion.didYouMean(unknown, among: TemplateKey.allCases.map(\.name)))
    }

    /// A tag's name, when it is spelt like one: letters, digits, `_`, `-` and `.` separators,
    /// or a list function.
    private static func checkedName(_ text: Substring, line: Int, column: Int) throws(Failure) -> Substring {
        let valid =
            text == "." || TemplateName.ListFunction(rawValue: String(text)) != nil
            || (!text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "-" })
        guard valid else {
            throw Failure(line: line, column: column, message: "\"\(text)\" is not a name templates can use")
        }
        return text
    }

    private static func build(_ tokens: [Located], from index: inout Int, closing: Located?) throws(Failure)
        -> [TemplateNode]
    {
        var nodes: [TemplateNode] = []
        while index < tokens.count {
            let located = tokens[index]
            index += 1
            switch located.token {
            case .text(let text):
                if case .text(let previous)? = nodes.last {
                    nodes[nodes.count - 1] = .text(previous + text)
                } else {
                    nodes.append(.text(text))
                }
            case .variable(let name):
                nodes.append(.variable(name))
            case .ignored:
                break
            case .open(_, let name, let inverted):
                let children = try build(tokens, from: &index, closing: located)
                nodes.append(.section(name, inverted: inverted, children))
            case .close(let name):
                guard let closing, case .open(let opened, _, _) = closing.token else {
                    throw Failure(line: located.line, column: located.column, message: "{{/\(name)}} closes no section")
                }
                guard opened == name else {
                    throw Failure(
                        line: located.line, column: located.column,
                        message: "{{/\(name)}} closes {{#\(opened)}} opened at line \(closing.line)")
                }
                return nodes
            }
        }
        if let closing, case .open(let name, _, _) = closing.token {
            throw Failure(line: closing.line, column: closing.column, message: "{{#\(name)}} is never closed")
        }
        return nodes
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs.
    fileprivate var trimmingBlanks: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
