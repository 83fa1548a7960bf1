import Foundation
@testable import RouteGenCore

/// Finds, in generated Swift, every place that can trap at run time on a value the generator did
/// not check when it wrote it: a force unwrap (`x!`, an implicitly unwrapped `T!`), `try!`,
/// `as!`, `fatalError`, `precondition`, `preconditionFailure`.
///
/// The force unwraps generated code may hold are of failable initializers called with literals
/// the generator read with the same initializer (a default, an example, a base URL):
/// `URL(string: "…")!`, `UUID(uuidString: "…")!`, `Data(base64Encoded: "…")!` and
/// `CalendarDate(year: …, month: …, day: …)!`, each checked here again. Comments and string
/// literals are skipped, so a doc comment's `!` or a message's text is never taken for code.
struct TrapScanner {
    /// One trap: its line and what it is.
    struct Trap: Equatable, CustomStringConvertible {
        let line: Int
        let text: String
        var description: String { "line \(line): \(text)" }
    }

    /// The calls that stop the program.
    static let trappingCalls: Set<String> = ["fatalError", "precondition", "preconditionFailure"]

    /// The traps of `source`.
    static func traps(in source: String) -> [Trap] {
        let code = codeOnly(Array(source.unicodeScalars))
        var traps: [Trap] = []
        var line = 1
        var identifier = ""
        for (index, scalar) in code.enumerated() {
            if scalar == "\n" { line += 1 }
            if scalar.properties.isAlphabetic || scalar == "_" || ("0"..."9").contains(scalar) {
                identifier.unicodeScalars.append(scalar)
                continue
            }
            if scalar == "(", trappingCalls.contains(identifier) {
                traps.append(Trap(line: line, text: identifier + "("))
            }
            defer { identifier = "" }
            guard scalar == "!", index > 0 else { continue }
            let before = code[index - 1]
            let next = index + 1 < code.count ? code[index + 1] : " "
            // A postfix `!`: right after a name, `)`, `]`, `>` or `?`, and not `!=`.
            let isPostfix =
                before.properties.isAlphabetic || before == "_" || ("0"..."9").contains(before) || before == ")"
                || before == "]" || before == ">" || before == "?"
            guard isPostfix, next != "=" else { continue }
            if before == ")", isCheckedLiteral(source: source, code: code, closingParenthesis: index - 1) { continue }
            traps.append(Trap(line: line, text: String(String.UnicodeScalarView(code[max(0, index - 30)...index]))))
        }
        return traps
    }

    /// Whether the call closed at `closingParenthesis` is one of a failable initializer with a
    /// literal that initializer reads (``TrapScanner``).
    private static func isCheckedLiteral(source: String, code: [Unicode.Scalar], closingParenthesis: Int) -> Bool {
        let scalars = Array(source.unicodeScalars)
        var start = closingParenthesis
        var depth = 0
        while start >= 0 {
            if code[start] == ")" { depth += 1 }
            if code[start] == "(" {
                depth -= 1
                if depth == 0 { break }
            }
            start -= 1
        }
        var nameStart = start
        while nameStart > 0, scalars[nameStart - 1].properties.isAlphabetic { nameStart -= 1 }
        let name = String(String.UnicodeScalarView(scalars[nameStart..<max(nameStart, start)]))
        let call = String(String.UnicodeScalarView(scalars[max(0, start)...closingParenthesis]))
        func literal(after label: String) -> String? {
            guard call.hasPrefix("(\(label): \""), call.hasSuffix("\")") else { return nil }
            let text = String(call.dropFirst(label.count + 4).dropLast(2))
            return text.contains("\\") || text.contains("\"") ? nil : text
        }
        switch name {
        case "URL":
            guard let text = literal(after: "string") else { return false }
            return BaseURL.isPlainURLText(text) && URL(string: text) != nil
        case "UUID": return literal(after: "uuidString").flatMap { UUID(uuidString: $0) } != nil
        case "Data": return literal(after: "base64Encoded").flatMap { Data(base64Encoded: $0) } != nil
        case "CalendarDate":
            let numbers = call.split { !$0.isNumber }.compactMap { Int($0) }
            guard numbers.count == 3 else { return false }
            let text = String(format: "%04d-%02d-%02d", numbers[0], numbers[1], numbers[2])
            return call == "(year: \(numbers[0]), month: \(numbers[1]), day: \(numbers[2]))" && CalendarDay(text) != nil
        default: return false
        }
    }

    /// `scalars` with every comment and string literal's content replaced by spaces (line
    /// breaks kept), so only code remains, at the same offsets.
    private static func codeOnly(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var code = scalars
        var index = 0
        func blank(_ range: Range<Int>) {
            for position in range where code[position] != "\n" { code[position] = " " }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let next = index + 1 < scalars.count ? scalars[index + 1] : " "
            if scalar == "/", next == "/" {
                var end = index
                while end < scalars.count, scalars[end] != "\n" { end += 1 }
                blank(index..<end)
                index = end
            } else if scalar == "/", next == "*" {
                var end = index + 2
                var depth = 1
                while end < scalars.count, depth > 0 {
                    if scalars[end] == "*", end + 1 < scalars.count, scalars[end + 1] == "/" {
                        depth -= 1
                        end += 2
                    } else if scalars[end] == "/", end + 1 < scalars.count, scalars[end + 1] == "*" {
                        depth += 1
                        end += 2
                    } else {
                        end += 1
                    }
                }
                blank(index..<end)
                index = end
            } else if scalar == "\"" || (scalar == "#" && next == "\"") || (scalar == "#" && next == "#") {
                index = skipString(from: index, in: scalars, blank: blank)
            } else {
                index += 1
            }
        }
        return code
    }

    /// Skips the string literal starting at `start` (`"…"`, `"""…"""`, `#"…"#`), blanking its
    /// content; returns the offset after it. An interpolation's code is blanked too: generated
    /// code interpolates only names, never a trap.
    private static func skipString(
        from start: Int, in scalars: [Unicode.Scalar], blank: (Range<Int>) -> Void
    ) -> Int {
        var index = start
        var pounds = 0
        while index < scalars.count, scalars[index] == "#" {
            pounds += 1
            index += 1
        }
        guard index < scalars.count, scalars[index] == "\"" else { return start + 1 }
        let isMultiline = index + 2 < scalars.count && scalars[index + 1] == "\"" && scalars[index + 2] == "\""
        let quotes = isMultiline ? 3 : 1
        index += quotes
        let contentStart = index
        while index < scalars.count {
            if pounds == 0, scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == "\"",
                (0..<quotes).allSatisfy({ index + $0 < scalars.count && scalars[index + $0] == "\"" }),
                (0..<pounds).allSatisfy({ index + quotes + $0 < scalars.count && scalars[index + quotes + $0] == "#" })
            {
                blank(contentStart..<index)
                return index + quotes + pounds
            }
            index += 1
        }
        blank(contentStart..<scalars.count)
        return scalars.count
    }
}
