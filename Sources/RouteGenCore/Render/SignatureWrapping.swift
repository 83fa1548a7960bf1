/// Wraps a generated declaration whose line runs past ``limit`` columns with one parameter a
/// line, as a careful human (and swift-format) would: a route factory with eleven query
/// parameters or a server requirement with two credentials otherwise reads as one 300-column line.
///
/// It runs on the rendered text, after the templates, because only there is a line's length
/// known: the templates stay logic-less and the model says nothing about columns. Only
/// declarations (`func` and `init`) are wrapped; calls and string literals are left as written.
enum SignatureWrapping {
    /// The widest line left as it is, in characters.
    static let limit = 120

    /// `line` (without its newline) as the lines of its wrapped form, or `nil` when it is short
    /// enough or not a declaration with a parameter list that closes on the same line.
    static func wrapped(_ line: Substring) -> [String]? {
        guard line.count > limit, let open = line.firstIndex(of: "("), isDeclaration(line[..<open]),
            let (parameters, close) = topLevelParameters(line, after: open), !parameters.isEmpty
        else { return nil }
        let indent = line.prefix { $0 == " " }
        let head = String(line[...open])
        let tail = String(line[close...])
        return [head]
            + parameters.enumerated().map { index, parameter in
                "\(indent)    \(parameter)" + (index == parameters.count - 1 ? "" : ",")
            } + ["\(indent)\(tail)"]
    }

    /// Whether `head`, the text before a line's first `(`, opens a declaration: modifiers and
    /// attributes only, then `func <name>` (its generic parameters included) or `init`/`init?`.
    /// A comment or a string that mentions a function is not one.
    private static func isDeclaration(_ head: Substring) -> Bool {
        let words = head.split(separator: " ")
        let introducer = words.firstIndex { !(modifiers.contains($0) || $0.hasPrefix("@")) } ?? words.endIndex
        guard introducer < words.endIndex else { return false }
        switch words[introducer] {
        case "init", "init?": return introducer == words.count - 1
        case "func": return introducer < words.count - 1
        default: return false
        }
    }

    /// The words that may come before `func` or `init` in generated code.
    private static let modifiers: Set<Substring> = [
        "public", "package", "internal", "fileprivate", "private", "open", "static", "final", "nonisolated",
        "mutating", "nonmutating", "override", "required", "convenience",
    ]

    /// The parameters between the `(` at `open` and its matching `)`, split at the commas that
    /// are not inside brackets, parentheses or string literals, and the index of that `)`.
    private static func topLevelParameters(_ line: Substring, after open: Substring.Index) -> (
        [Substring], Substring.Index
    )? {
        var depth = 0
        var inString = false
        var escaped = false
        var parameters: [Substring] = []
        var start = line.index(after: open)
        var index = start
        while index < line.endIndex {
            let character = line[index]
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "{": depth += 1
                case ")" where depth == 0:
                    let last = line[start..<index].trimmingSpaces
                    if !last.isEmpty { parameters.append(last) }
                    return (parameters, index)
                case ")", "]", "}": depth -= 1
                case "," where depth == 0:
                    parameters.append(line[start..<index].trimmingSpaces)
                    start = line.index(after: index)
                default: break
                }
            }
            index = line.index(after: index)
        }
        return nil
    }
}

extension Substring {
    /// The text without the spaces around it.
    fileprivate var trimmingSpaces: Substring {
        let trimmedStart = drop { $0 == " " }
        return trimmedStart.dropLast(trimmedStart.reversed().prefix { $0 == " " }.count)
    }
}
