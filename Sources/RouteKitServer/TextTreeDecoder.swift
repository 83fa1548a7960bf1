#if Server
import Foundation
import RouteKit

/// A `Decoder` over a ``TextTree``: reads a parameter's text as the type a route declares, the
/// inverse of how RouteKit writes it (`RequestParts.text(of:)`): numbers and booleans as Swift
/// prints them, dates in ISO 8601 (with or without fractional seconds), UUIDs, URLs, calendar
/// dates, `Data` in base64, and enums by their raw values through their own `init(from:)`.
struct TextTreeDecoder: Decoder {
    let tree: TextTree
    let codingPath: [any CodingKey]
    let coding: JSONCoding
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes `type` from `text`, a single parameter value.
    static func decode<T: Decodable>(_ type: T.Type, from text: String, coding: JSONCoding) throws -> T {
        try TextTreeDecoder(tree: .text(text), codingPath: [], coding: coding).decodeValue(type)
    }

    /// Decodes `type` from `tree`.
    static func decode<T: Decodable>(_ type: T.Type, from tree: TextTree, coding: JSONCoding) throws -> T {
        try TextTreeDecoder(tree: tree, codingPath: [], coding: coding).decodeValue(type)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = tree else { throw mismatch("an object") }
        return KeyedDecodingContainer(Keyed(members: members, decoder: self))
    }

    /// A single text is an array of one: a form item sent once (`tag=a`) where the type holds
    /// several (`tag=a&tag=b`).
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch tree {
        case .array(let elements): return Unkeyed(elements: elements, decoder: self)
        case .text: return Unkeyed(elements: [tree], decoder: self)
        case .object: throw mismatch("an array")
        }
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        Single(decoder: self)
    }

    /// The text of a leaf.
    func text() throws -> String {
        guard case .text(let text) = tree else { throw mismatch("a single value") }
        return text
    }

    /// Decodes `type` here, reading the types whose own `init(from:)` expects JSON's shapes
    /// (a date's number, a URL's object) from their text instead.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        switch type {
        case is Date.Type:
            // JSON's string literal of the text, read by the same decoder as JSON bodies: one
            // date format for bodies and parameters.
            let text = try text()
            let literal =
                text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }
                ? try JSONEncoder().encode(text) : Data("\"\(text)\"".utf8)
            return try cast(coding.decoder.decode(Date.self, from: literal))
        case is URL.Type:
            return try cast(URL(string: text()))
        case is Data.Type:
            return try cast(Data(base64Encoded: text()))
        case is CalendarDate.Type:
            return try cast(CalendarDate(text()))
        default:
            return try T(from: self)
        }
    }

    private func cast<T, V>(_ value: V?) throws -> T {
        guard let value = value as? T else { throw mismatch(String(describing: T.self)) }
        return value
    }

    func mismatch(_ expected: String) -> DecodingError {
        DecodingError.typeMismatch(
            Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected)"))
    }

    func child(_ tree: TextTree, key: any CodingKey) -> TextTreeDecoder {
        TextTreeDecoder(tree: tree, codingPath: codingPath + [key], coding: coding)
    }

    private struct Keyed<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: TextTree]
        let decoder: TextTreeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }
        var allKeys: [Key] { members.keys.compactMap(Key.init(stringValue:)) }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool { members[key.stringValue] == nil }

        func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
            guard let member = members[key.stringValue] else {
                throw DecodingError.keyNotFound(
                    key, DecodingError.Context(codingPath: codingPath, debugDescription: "missing"))
            }
            return try decoder.child(member, key: key).decodeValue(type)
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try decoder.child(members[key.stringValue] ?? .object([:]), key: key).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try decoder.child(members[key.stringValue] ?? .array([]), key: key).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder { decoder }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            decoder.child(members[key.stringValue] ?? .object([:]), key: key)
        }
    }

    private struct Unkeyed: UnkeyedDecodingContainer {
        let elements: [TextTree]
        let decoder: TextTreeDecoder
        var currentIndex = 0
        var codingPath: [any CodingKey] { decoder.codingPath }
        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        mutating func decodeNil() throws -> Bool { false }

        mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
            try next().decodeValue(type)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
            -> KeyedDecodingContainer<NestedKey>
        {
            try next().container(keyedBy: type)
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            try next().unkeyedContainer()
        }

        mutating func superDecoder() throws -> any Decoder { try next() }

        private mutating func next() throws -> TextTreeDecoder {
            guard !isAtEnd else {
                throw DecodingError.valueNotFound(
                    Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "no more elements"))
            }
            defer { currentIndex += 1 }
            return decoder.child(elements[currentIndex], key: IndexKey(currentIndex))
        }
    }

    private struct Single: SingleValueDecodingContainer {
        let decoder: TextTreeDecoder
        var codingPath: [any CodingKey] { decoder.codingPath }

        func decodeNil() -> Bool { false }
        func decode(_ type: Bool.Type) throws -> Bool {
            switch try decoder.text() {
            case "true": return true
            case "false": return false
            default: throw decoder.mismatch("true or false")
            }
        }
        func decode(_ type: String.Type) throws -> String { try decoder.text() }
        func decode(_ type: Double.Type) throws -> Double { try number(Double.init) }
        func decode(_ type: Float.Type) throws -> Float { try number(Float.init) }
        func decode(_ type: Int.Type) throws -> Int { try number(Int.init) }
        func decode(_ type: Int8.Type) throws -> Int8 { try number(Int8.init) }
        func decode(_ type: Int16.Type) throws -> Int16 { try number(Int16.init) }
        func decode(_ type: Int32.Type) throws -> Int32 { try number(Int32.init) }
        func decode(_ type: Int64.Type) throws -> Int64 { try number(Int64.init) }
        func decode(_ type: UInt.Type) throws -> UInt { try number(UInt.init) }
        func decode(_ type: UInt8.Type) throws -> UInt8 { try number(UInt8.init) }
        func decode(_ type: UInt16.Type) throws -> UInt16 { try number(UInt16.init) }
        func decode(_ type: UInt32.Type) throws -> UInt32 { try number(UInt32.init) }
        func decode(_ type: UInt64.Type) throws -> UInt64 { try number(UInt64.init) }
        func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decodeValue(type) }

        private func number<N>(_ parse: (String) -> N?) throws -> N {
            guard let value = try parse(decoder.text()) else { throw decoder.mismatch(String(describing: N.self)) }
            return value
        }
    }

    private struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { intValue.map(String.init) ?? "" }
        init(_ index: Int) { intValue = index }
        init?(stringValue: String) { return nil }
        init?(intValue: Int) { self.intValue = intValue }
    }
}
#endif
