import Foundation
import TestSupport

/// A seeded random mutator of spec bytes: the fuzzer that runs as a test.
///
/// Each mutation is one of the ways real input goes wrong — a flipped byte, a cut, a
/// duplicated stretch, a truncated file, or a token inserted where it does not belong (YAML
/// syntax, tabs, anchors and aliases, huge numbers, invalid UTF-8, template and `$ref` syntax).
/// The same seed gives the same inputs, so a failure names the seed and iteration to replay.
struct SpecMutator {
    /// SplitMix64: tiny, fast and good enough to spread mutations evenly.
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    mutating func next() -> UInt64 {
        random.next()
    }

    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(max(bound, 1)))
    }

    /// Tokens that break specs in interesting ways when dropped anywhere.
    static let tokens: [[UInt8]] =
        [
            ":", "- ", "{", "}", "[", "]", ",", "&a ", "*a", "<<: *a", "\t", "\"", "'", "\n", "    ", "? ",
            "!!binary ", "%YAML 1.1\n", "---\n", "...\n", "|", ">", "#", "1e400", "99999999999999999999999",
            "-0", "null", "~", "{{", "}}", "$ref: '#/components/schemas/Missing'", "type: [", "= ", "?", "\\",
            "\u{0}", "\u{FEFF}", "é", "😀", "class", "self", "Type", "default",
        ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]]

    /// `bytes` with between one and four mutations applied.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0...below(4) {
            let position = below(bytes.count + 1)
            switch below(6) {
            case 0 where !bytes.isEmpty:
                bytes[min(position, bytes.count - 1)] = UInt8(truncatingIfNeeded: next())
            case 1 where !bytes.isEmpty:
                let end = min(bytes.count, position + 1 + below(64))
                bytes.removeSubrange(min(position, end)..<end)
            case 2 where !bytes.isEmpty:
                let end = min(bytes.count, position + 1 + below(256))
                let start = min(position, end)
                bytes.insert(contentsOf: bytes[start..<end], at: below(bytes.count + 1))
            case 3:
                bytes.removeSubrange(position..<bytes.count)
            default:
                bytes.insert(contentsOf: Self.tokens[below(Self.tokens.count)], at: position)
            }
        }
        return bytes
    }
}
