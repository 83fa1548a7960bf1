import Foundation

/// Flattens an `Encodable` value into bracketed query items for OpenAPI's `deepObject` style:
/// `filter[name]=x`, `filter[due][from]=…`, `filter[tags][]=a`; and into the form items of a
/// querystring parameter, whose properties are items of their own (`name=x`, `tags=a&tags=b`)
/// and whose nested values are bracketed as deepObject's are.
///
/// An `Encoder` rather than code generated per model, so nested models, arrays, dictionaries
/// and `JSONValue` properties all flatten the same way. Every leaf that is a ``ParameterValue``
/// becomes text through ``RequestParts/text(of:)``, so a UUID or date reads the same here as in
/// any other query item; a `JSONValue` number reads as JSON writes it.
enum DeepObjectEncoder {
    /// The items of `value` under the key `name`, in encoding order.
    static func items(named name: String, for value: any Encodable) throws -> [(name: String, value: String)] {
        let collector = Collector()
        try collector.encode(value, at: Node(path: name, container: name, collector: collector))
        return collector.items
    }

    /// The form items of `value`, an object: one per property, an array's elements each under
    /// the property's name (OpenAPI's style form, exploded), deeper levels bracketed.
    static func formItems(for value: any Encodable) throws -> [(name: String, value: String)] {
        let collector = Collector()
        try collector.encode(value, at: Node(path: "", container: "", collector: collector))
        return collector.items
    }

    /// The items found so far; shared by the encoders and containers of one value.
    fileprivate final class Collector {
        var items: [(name: String, value: String)] = []

        func encode(_ value: any Encodable, at node: Node) throws {
            let path = node.path
            if path.isEmpty, value is any ParameterValue || value is Data {
                // Only at the root of form items, which name the properties of an object.
                throw EncodingError.invalidValue(
                    value,
                    EncodingError.Context(
                        codingPath: node.codingPath, debugDescription: "a form-encoded query string holds an object"))
            }
            switch value {
            case let value as any ParameterValue:
                items.append((path, RequestParts.text(of: value)))
            case let value as Data:
                items.append((path, value.base64EncodedString()))
            case JSONValue.number(let number) as JSONValue:
                // As JSON writes it: `3`, not the `3.0` of a `Double` parameter.
                let isInteger = number.rounded() == number && abs(number) < 0x1p63
                items.append((path, isInteger ? String(Int64(number)) : String(number)))
            default:
                try value.encode(to: node)
            }
        }
    }

    /// The encoder for the value at one bracketed path.
    fileprivate struct Node: Encoder {
        /// The name a leaf here is sent under.
        let path: String
        /// The name its members and elements extend: `path`, or `tags[]` for an element of the
        /// form property `tags`, whose leaves repeat `tags`; empty at the root of form items.
        let container: String
        /// A property of form items: its array's elements repeat its name.
        var isFormProperty = false
        var codingPath: [any CodingKey] = []
        let collector: Collector
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            KeyedEncodingContainer(Keyed(node: self))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            Unkeyed(node: self)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(node: self)
        }

        /// The node one level down: `path[key]`, or `key` at the root of form items.
        func child(_ key: any CodingKey) -> Node {
            let name = container.isEmpty ? key.stringValue : "\(container)[\(key.stringValue)]"
            return Node(
                path: name, container: name, isFormProperty: container.isEmpty, codingPath: codingPath + [key],
                collector: collector)
        }

        /// The node of an array element: `path[]`; for a property of form items, its leaves
        /// repeat the property's name (`tags=a&tags=b`) and its objects are `path[][key]`.
        func element(_ index: Int) -> Node {
            Node(
                path: isFormProperty ? path : container + "[]", container: container + "[]",
                codingPath: codingPath + [IndexKey(intValue: index)], collector: collector)
        }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey] { node.codingPath }

        /// `nil` properties are left out.
        mutating func encodeNil(forKey key: Key) throws {}

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try node.collector.encode(value, at: node.child(key))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey>
        {
            node.child(key).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            node.child(key).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            node.child(IndexKey(stringValue: "super"))
        }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            node.child(key)
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var count = 0
        var codingPath: [any CodingKey] { node.codingPath }

        /// `nil` elements are left out.
        mutating func encodeNil() throws {
            count += 1
        }

        mutating func encode<T: Encodable>(_ value: T) throws {
            let element = node.element(count)
            count += 1
            try node.collector.encode(value, at: element)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
            NestedKey
        > {
            defer { count += 1 }
            return node.element(count).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            defer { count += 1 }
            return node.element(count).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder {
            defer { count += 1 }
            return node.element(count)
        }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey] { node.codingPath }

        /// A `nil` value is left out.
        mutating func encodeNil() throws {}

        mutating func encode<T: Encodable>(_ value: T) throws {
            try node.collector.encode(value, at: node)
        }
    }

    /// The coding key of an array element, or of `super`.
    private struct IndexKey: CodingKey {
        let stringValue: String
        let intValue: Int?

        init(stringValue: String) {
            self.stringValue = stringValue
            intValue = nil
        }

        init(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }
}
