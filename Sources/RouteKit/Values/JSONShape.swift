import Foundation

/// The kind of every value of a JSON document, and the keys of its objects: what ``JSONValue``
/// needs to ask a decoder for each value by its kind.
///
/// The `Decoder` protocol has no way to ask what kind of value is there; the only way to find
/// out is to try one kind after another until one decodes. With Foundation's `JSONDecoder` each
/// attempt that fails costs an error holding the coding path, which its decoder builds in time
/// quadratic in the depth — so trying kinds made a `JSONValue` cubic in its depth, and seconds
/// for a few kilobytes (issue 29). Read from the same bytes once, the shape tells each value's
/// kind, so no attempt fails. It decides nothing else: every value is still decoded by the
/// decoder, and a shape that disagrees with it only makes `JSONValue` try kinds again.
indirect enum JSONShape {
    case null, bool, number, string
    case array([JSONShape])
    /// The members by key; of a key written twice, the first, as Foundation's decoder keeps it.
    case object([String: JSONShape])

    /// The shape of the JSON text `data`, one Foundation's decoder has read (UTF-8, UTF-16 or
    /// UTF-32, as it detects them); `nil` when it is not JSON this reader knows, or nests deeper
    /// than Foundation's 512 levels.
    init?(reading data: Data) {
        guard
            let shape = Self.withUTF8(
                of: data,
                { bytes -> JSONShape? in
                    var reader = JSONShapeReader(bytes: bytes)
                    guard let shape = reader.value(depth: 0), reader.atEnd else { return nil }
                    return shape
                })
        else { return nil }
        self = shape
    }

    /// The shape at `path` inside this one: object members by their key's string, array
    /// elements by their key's integer.
    func shape(at path: [any CodingKey]) -> JSONShape? {
        var shape = self
        for key in path {
            switch shape {
            case .array(let elements):
                guard let index = key.intValue, elements.indices.contains(index) else { return nil }
                shape = elements[index]
            case .object(let members):
                guard let member = members[key.stringValue] else { return nil }
                shape = member
            default:
                return nil
            }
        }
        return shape
    }

    /// `body` with the UTF-8 bytes of `data`: as they are, without a byte order mark, or
    /// converted from UTF-16 or UTF-32 — the encodings RFC 4627 lets a JSON text have, told
    /// apart by a byte order mark or by where the first bytes are zero.
    private static func withUTF8<T>(of data: Data, _ body: (UnsafeBufferPointer<UInt8>) -> T?) -> T? {
        let first = Array(data.prefix(4)) + [UInt8](repeating: 1, count: max(0, 4 - data.count))
        let encoding: String.Encoding?
        switch (first[0], first[1], first[2], first[3]) {
        case (0xEF, 0xBB, 0xBF, _):
            return data.dropFirst(3).withUnsafeBytes { body($0.bindMemory(to: UInt8.self)) }
        case (0, 0, 0xFE, 0xFF), (0xFF, 0xFE, 0, 0), (0, 0, 0, _), (_, 0, 0, 0):
            encoding = .utf32
        case (0xFE, 0xFF, _, _), (0xFF, 0xFE, _, _), (0, _, _, _), (_, 0, _, _):
            encoding = .utf16
        default:
            encoding = nil
        }
        guard let encoding else { return data.withUnsafeBytes { body($0.bindMemory(to: UInt8.self)) } }
        let littleEndian = first[0] != 0 && first[0] != 0xFE
        let ordered: String.Encoding =
            switch (encoding, littleEndian) {
            case (.utf32, true): .utf32LittleEndian
            case (.utf32, false): .utf32BigEndian
            case (_, true): .utf16LittleEndian
            default: .utf16BigEndian
            }
        let hasMark = first[0] == 0xFE || first[0] == 0xFF || (first[0] == 0 && first[2] == 0xFE)
        let text = data.dropFirst(hasMark ? (encoding == .utf32 ? 4 : 2) : 0)
        guard var string = String(data: text, encoding: ordered) else { return nil }
        return string.withUTF8(body)
    }
}

/// Reads a ``JSONShape`` from UTF-8 bytes in one pass: strings and numbers are skipped, keys
/// are read as Foundation's decoder reads them.
private struct JSONShapeReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    /// Foundation's decoder refuses deeper documents, so nothing deeper reaches this reader.
    static let maximumDepth = 512

    var atEnd: Bool {
        mutating get {
            skipWhitespace()
            return index == bytes.count
        }
    }

    mutating func value(depth: Int) -> JSONShape? {
        skipWhitespace()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "n"): return literal("null", .null)
        case UInt8(ascii: "t"): return literal("true", .bool)
        case UInt8(ascii: "f"): return literal("false", .bool)
        case UInt8(ascii: "\""): return skipString() ? .string : nil
        case UInt8(ascii: "["): return depth < Self.maximumDepth ? array(depth: depth + 1) : nil
        case UInt8(ascii: "{"): return depth < Self.maximumDepth ? object(depth: depth + 1) : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return number()
        default: return nil
        }
    }

    private mutating func array(depth: Int) -> JSONShape? {
        index += 1
        var elements: [JSONShape] = []
        if next(is: "]") { return .array(elements) }
        repeat {
            guard let element = value(depth: depth) else { return nil }
            elements.append(element)
        } while next(is: ",")
        return next(is: "]") ? .array(elements) : nil
    }

    private mutating func object(depth: Int) -> JSONShape? {
        index += 1
        var members: [String: JSONShape] = [:]
        if next(is: "}") { return .object(members) }
        repeat {
            skipWhitespace()
            guard let key = key(), next(is: ":"), let member = value(depth: depth) else { return nil }
            if members[key] == nil { members[key] = member }
        } while next(is: ",")
        return next(is: "}") ? .object(members) : nil
    }

    /// Skips whitespace, then takes `character` if it comes next.
    private mutating func next(is character: Unicode.Scalar) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func literal(_ text: StaticString, _ shape: JSONShape) -> JSONShape? {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count,
            memcmp(bytes.baseAddress! + index, text.utf8Start, count) == 0
        else { return nil }
        index += count
        return shape
    }

    private mutating func number() -> JSONShape? {
        let start = index
        while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
        return index > start ? .number : nil
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// Moves past the string starting at `index` (its opening quote); `false` when it does not end.
    private mutating func skipString() -> Bool {
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            index += byte == UInt8(ascii: "\\") ? 2 : 1
            if byte == UInt8(ascii: "\"") { return true }
        }
        return false
    }

    /// The key starting at `index`: its bytes when it has no escape (the common case), else the
    /// string Foundation's decoder makes of it, so the keys are always the decoder's own.
    private mutating func key() -> String? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        guard skipString() else { return nil }
        let token = UnsafeBufferPointer(rebasing: bytes[start..<index])
        let content = UnsafeBufferPointer(rebasing: token.dropFirst().dropLast())
        if !content.contains(UInt8(ascii: "\\")) {
            let key = String(decoding: content, as: UTF8.self)
            // Bytes that are not UTF-8 were repaired; Foundation refuses them, so no such key
            // reaches a decoder.
            return key.utf8.elementsEqual(content) ? key : nil
        }
        return try? JSONDecoder().decode(String.self, from: Data(token))
    }
}
