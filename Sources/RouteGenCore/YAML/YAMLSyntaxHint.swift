/// How to fix a YAML syntax error at a construct RouteGen's format makes likely.
///
/// A type such as `[UserSummary]?` or `[String] = []`, or a path with typed placeholders such as
/// `/books/{id: UUID}`, is plain text to RouteGen but the start of a flow collection or a
/// mapping to YAML, so libyaml reports "mapping keys are not allowed in this context" or "did not
/// find expected key" there, which says nothing about quotes. This finds such a value on the
/// line of the error and names the quoted form; otherwise, for the errors indentation causes,
/// it points at indentation.
enum YAMLSyntaxHint {
    /// The text to append to libyaml's message for an error on `line`, or `nil`.
    static func hint(problem: String, line: some StringProtocol) -> String? {
        let characters = Array(line)
        if let value = unquotedType(in: characters) {
            return "quote the value: \"\(value)\""
        }
        if let value = unquotedTypedPath(in: characters) {
            return "quote the path: \"\(value)\""
        }
        if problem.hasPrefix("did not find expected key") {
            return "check the indentation of this line: a key must line up with the keys above it"
        }
        if problem.hasPrefix("mapping values are not allowed") {
            return "this line may be indented further than the keys above it, or a value holding \": \" needs quotes"
        }
        return nil
    }

    /// A value that opens with `[`, closes it, and goes on (`[User]?`, `[String] = []`): YAML ends
    /// a flow sequence at its `]`, so whatever follows is an error.
    private static func unquotedType(in line: [Character]) -> String? {
        for start in valueStarts(in: line) where line[start] == "[" {
            guard let close = matchingBracket(in: line, from: start) else { continue }
            var end = close + 1
            while end < line.count, !",}#".contains(line[end]) { end += 1 }
            let rest = String(line[(close + 1)..<end]).trimmingSpaces
            if !rest.isEmpty {
                return String(line[start..<close + 1]) + (rest.hasPrefix("?") ? "" : " ") + rest
            }
        }
        return nil
    }

    /// A value that starts with `/` and holds `{name: Type}`: YAML reads the `: ` inside the
    /// braces as the start of a mapping value.
    private static func unquotedTypedPath(in line: [Character]) -> String? {
        for start in valueStarts(in: line) where line[start] == "/" {
            var end = start
            var typed = false
            while end < line.count, !" \t,}".contains(line[end]) {
                if line[end] == "{" {
                    guard let close = line[end...].firstIndex(of: "}") else { break }
                    typed = typed || line[end..<close].contains(":")
                    end = close
                }
                end += 1
            }
            if typed { return String(line[start..<end]) }
        }
        return nil
    }

    /// Where values may start: after `: `, after `- ` or `{ `/`[`, and at the first non-space
    /// character of the line.
    private static func valueStarts(in line: [Character]) -> [Int] {
        var starts: [Int] = []
        var index = 0
        while index < line.count, line[index] == " " { index += 1 }
        if index < line.count { starts.append(index) }
        for position in line.indices
        where line[position] == ":" || line[position] == "-" || line[position] == "{" || line[position] == "," {
            var next = position + 1
            guard next < line.count, line[next] == " " else { continue }
            while next < line.count, line[next] == " " { next += 1 }
            if next < line.count { starts.append(next) }
        }
        return starts
    }

    /// The index of the `]` that closes the `[` at `start`, counting nested brackets.
    private static func matchingBracket(in line: [Character], from start: Int) -> Int? {
        var depth = 0
        for index in start..<line.count {
            if line[index] == "[" { depth += 1 }
            if line[index] == "]" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
