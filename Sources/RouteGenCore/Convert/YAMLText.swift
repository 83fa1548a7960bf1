/// Spells text as YAML scalars that libyaml reads back as exactly that text: plain where that
/// is unambiguous, a literal block for multi-line text, double quotes with escapes otherwise.
enum YAMLText {
    /// `text` as a plain scalar when it reads back unchanged and unquoted, else double-quoted.
    /// In `flow` context (inside `[…]`) commas and brackets also need quotes.
    static func scalar(_ text: String, flow: Bool = false) -> String {
        isPlainSafe(text, flow: flow) ? text : quoted(text)
    }

    /// A scalar that was written unquoted, unquoted again so it keeps meaning what it meant
    /// (`null`, `true`, `5`, or nothing at all); quoted only when it cannot stand unquoted in
    /// a flow list.
    static func plain(_ text: String) -> String {
        text.isEmpty || reservedWords.contains(text.lowercased()) || isPlainSafe(text, flow: true) ? text : quoted(text)
    }

    /// A mapping key.
    static func key(_ text: String) -> String {
        text == "<<" ? quoted(text) : scalar(text)
    }

    /// `text` double-quoted: backslash, quote, line breaks and anything not printable escaped,
    /// by code as `\uXXXX` or `\UXXXXXXXX`.
    static func quoted(_ text: String) -> String {
        QuotedText.quoted(text, escaping: { !isPrintable($0) || $0.isLineBreak }) { scalar in
            scalar.value <= 0xFFFF ? "\\u" + hex(scalar.value, digits: 4) : "\\U" + hex(scalar.value, digits: 8)
        }
    }

    /// The value of `key:` for text that may span lines, with `indent` the indentation of the
    /// key: ` |-` and the lines below it, indented, when a literal block holds the text exactly;
    /// else ` ` and the one-line scalar.
    static func value(_ text: String, indent: Int) -> String {
        guard text.contains("\n"), let block = literalBlock(text, indent: indent + 2) else { return " " + scalar(text) }
        return " " + block
    }

    /// A literal block (`|-`, `|` or `|+` by the number of final line breaks), or `nil` when
    /// one would not read back as `text`: a first line starting with a space, a line of only
    /// spaces, a carriage return or anything unprintable.
    private static func literalBlock(_ text: String, indent: Int) -> String? {
        guard !text.unicodeScalars.contains(where: { $0 != "\n" && $0 != "\t" && (!isPrintable($0) || $0.isLineBreak) })
        else { return nil }
        var body = Substring(text)
        var finalBreaks = 0
        while body.hasSuffix("\n") {
            body = body.dropLast()
            finalBreaks += 1
        }
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let firstContent = lines.first(where: { !$0.isEmpty }), !firstContent.hasPrefix(" "),
            !firstContent.hasPrefix("\t")
        else { return nil }
        guard !lines.contains(where: { !$0.isEmpty && $0.allSatisfy { $0 == " " || $0 == "\t" } }) else { return nil }
        let chomping = finalBreaks == 0 ? "-" : finalBreaks == 1 ? "" : "+"
        let padding = String(repeating: " ", count: indent)
        var result = "|" + chomping
        for line in lines {
            result += "\n" + (line.isEmpty ? "" : padding + line)
        }
        result += String(repeating: "\n", count: max(0, finalBreaks - 1))
        return result
    }

    /// Whether libyaml reads `text`, written unquoted as a value, back as that text: no
    /// indicator first, no `: ` or ` #` inside, no surrounding spaces, nothing YAML reads as
    /// null or a boolean, and only printable characters on one line.
    static func isPlainSafe(_ text: String, flow: Bool) -> Bool {
        let scalars = text.unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return false }
        // `-` starts a plain scalar when something other than a space follows it (`-5`, `-x`).
        let signed =
            first == "-" && scalars.count > 1
            && !" \t,[]{}".unicodeScalars.contains(scalars[scalars.index(after: scalars.startIndex)])
        if !signed, "-?:,[]{}#&*!|>'\"%@`<= \t".unicodeScalars.contains(first) { return false }
        if last == " " || last == ":" { return false }
        if first == ".", text.hasPrefix("...") { return false }
        if scalars.count <= 5, reservedWords.contains(text.lowercased()) { return false }
        var previous: Unicode.Scalar = first
        for scalar in scalars {
            if scalar == "\t" || scalar == "\n" || !isPrintable(scalar) || scalar.isLineBreak { return false }
            if (previous == ":" && scalar == " ") || (previous == " " && scalar == "#") { return false }
            if flow, scalar == "," || scalar == "[" || scalar == "]" || scalar == "{" || scalar == "}" { return false }
            previous = scalar
        }
        return true
    }

    /// Plain words YAML 1.1 reads as null or booleans.
    private static let reservedWords: Set<String> = ["null", "~", "true", "false", "yes", "no", "on", "off", "y", "n"]

    /// YAML's printable characters (libyaml rejects others unescaped), plus tab.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0x7E, 0x85, 0xA0...0xD7FF, 0xE000...0xFFFD: scalar.value != 0xFEFF
        case 0x10000...0x10FFFF: true
        default: false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
