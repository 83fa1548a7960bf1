/// A seeded generator of valid JSON documents for comparing ``JSONTreeReader`` with libyaml:
/// the same seed always gives the same documents, so a failure can be replayed.
///
/// It writes what real files have and what is easy to get wrong: nested objects and arrays
/// (some objects large enough for the hashed duplicate-key search), keys drawn from a small set
/// so duplicates are common (including `é` written precomposed, decomposed and escaped), every
/// JSON escape, surrogate pairs followed by more on the same line, raw non-BMP, combining and
/// other multi-byte characters, numbers in every form of JSON's grammar, and whitespace of
/// spaces, tabs, `\n`, `\r\n` and lone `\r`, with an occasional byte order mark.
struct RandomJSON {
    /// The seeded source of numbers (the fuzzer's SplitMix64).
    private var random: SpecMutator

    init(seed: UInt64) {
        random = SpecMutator(seed: seed)
    }

    /// One document.
    mutating func document() -> String {
        var text = chance(10) ? "\u{FEFF}" : ""
        // libyaml rejects a tab that starts a line outside the root, so none goes there.
        text += pick(["", " ", "\n", "\r\n", "\r", "\n  "])
        value(depth: 0, into: &text)
        text += pick(["", " ", "\n", "\r\n", "\r", "\n\n  \n"])
        return text
    }

    /// A value: at the root nearly always a collection, deeper ever more often a scalar, and
    /// never nested more than six levels, so a few hundred documents stay quick to compare.
    private mutating func value(depth: Int, into text: inout String) {
        let isCollection = depth == 0 ? !chance(15) : depth < 5 && int(10) < 4
        if isCollection {
            if chance(2) {
                object(depth: depth, into: &text)
            } else {
                array(depth: depth, into: &text)
            }
            return
        }
        switch int(3) {
        case 0: string(into: &text)
        case 1: text += number()
        default: text += pick(["true", "false", "null"])
        }
    }

    private mutating func object(depth: Int, into text: inout String) {
        let count = chance(8) ? 17 + int(10) : int(5)
        text += "{" + space()
        for index in 0..<count {
            if index > 0 { text += space() + "," + space() }
            if chance(2) {
                text += pick([
                    #""a""#, #""id""#, #""name""#, #""type""#, #""é""#, "\"e\u{301}\"", #""\u00e9""#,
                    #""\ud83d\ude00""#, "\"😀\"",
                ])
            } else {
                string(into: &text)
            }
            // libyaml takes a key for a key only with its `:` on the same line.
            text += pick(["", " ", "\t", "  "]) + ":" + space()
            value(depth: depth + 1, into: &text)
        }
        text += space() + "}"
    }

    private mutating func array(depth: Int, into text: inout String) {
        let count = int(6)
        text += "[" + space()
        for index in 0..<count {
            if index > 0 { text += space() + "," + space() }
            value(depth: depth + 1, into: &text)
        }
        text += space() + "]"
    }

    private mutating func string(into text: inout String) {
        text += "\""
        for _ in 0..<int(7) {
            switch int(6) {
            case 0:
                text += pick([
                    "a", "Hello", "x y", " ", "  lead", "trail  ", "#", ": ", "- ", "{[,]}", "'", "---", "&a", "*a",
                    "!tag", "%",
                ])
            case 1:
                text += pick([
                    #"\""#, #"\\"#, #"\/"#, #"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\u0000"#, #"\u001f"#, #"\u0085"#,
                    #"\u2028"#, #"\uFFFF"#, #"\uFEFF"#,
                ])
            case 2:
                text += "\\u" + hex(pick([int(0xD800), 0xE000 + int(0x2000)]))
            case 3:
                let scalar = 0x10000 + int(0x100000)
                text +=
                    "\\u" + hex(0xD800 + (scalar - 0x10000) >> 10) + "\\u" + hex(0xDC00 + (scalar - 0x10000) & 0x3FF)
            case 4:
                text += pick([
                    "é", "e\u{301}", "ñ", "日本語", "😀", "👍🏽", "\u{10FFFF}", "\u{FEFF}", "\u{A0}", "\u{E000}", "\u{FFFD}",
                    "𝄞", "Ω",
                ])
            default:
                text += String(repeating: "z", count: int(40))
            }
        }
        text += "\""
    }

    private mutating func number() -> String {
        var text = chance(3) ? "-" : ""
        text += chance(4) ? "0" : String(1 + int(9)) + digits(int(25))
        if chance(3) { text += "." + digits(1 + int(6)) }
        if chance(3) { text += pick(["e", "E"]) + pick(["", "+", "-"]) + digits(1 + int(3)) }
        return text
    }

    private mutating func digits(_ count: Int) -> String {
        String((0..<count).map { _ in Character(String(int(10))) })
    }

    /// Four hexadecimal digits in a random mix of cases, as JSON allows.
    private mutating func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16)
        let padded = String(repeating: "0", count: 4 - digits.count) + digits
        return chance(2) ? padded.uppercased() : padded
    }

    /// Whitespace inside a collection.
    private mutating func space() -> String {
        pick(["", "", " ", "\n", "\r\n", "\t", "\r", "\n\t\t", "  ", " \r\n  "])
    }

    private mutating func pick<Element>(_ options: [Element]) -> Element {
        options[int(options.count)]
    }

    /// True one time in `n`.
    private mutating func chance(_ n: Int) -> Bool {
        int(n) == 0
    }

    /// A number in `0..<bound`.
    private mutating func int(_ bound: Int) -> Int {
        random.below(bound)
    }
}
