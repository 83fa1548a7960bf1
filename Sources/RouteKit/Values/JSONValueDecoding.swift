/// How a ``JSONValue`` is decoded: by the kinds the ``JSONShape`` of the decoder's document
/// names, when a ``JSONCoding`` decoder has one, else by trying kinds in turn.
///
/// With a shape, each value is asked for by its kind through the containers, recursively, so
/// no attempt fails and nothing takes longer than the value is long. The decoder still decodes
/// every value (numbers, strings and keys are its own); a shape it disagrees with — which only
/// a text read differently could cause — makes the value start over by trying kinds. Both ways
/// stop at ``JSONValue/maximumDepth``.
enum JSONValueDecoding {
    /// How many arrays and objects enclose the value being decoded by trying kinds: their
    /// decoding calls `JSONValue.init(from:)` for each element, which can only learn its depth
    /// here (a coding path costs as much as a failed attempt).
    @TaskLocal private static var depth = 0

    static func value(from decoder: any Decoder) throws -> JSONValue {
        if let shape = JSONDocument.current?.shape(for: decoder) {
            do {
                return try value(of: shape, from: decoder, depth: depth)
            } catch is ShapeMismatch {
                // Decoded by trying kinds below.
            }
        }
        return try byTryingKinds(decoder)
    }

    // MARK: By the shape

    /// The shape and the decoder disagree: the value is decoded again by trying kinds.
    private struct ShapeMismatch: Error {}

    private static func value(of shape: JSONShape, from decoder: any Decoder, depth: Int) throws -> JSONValue {
        switch shape {
        case .null:
            guard try decoder.singleValueContainer().decodeNil() else { throw ShapeMismatch() }
            return .null
        case .bool:
            return .bool(try decoder.singleValueContainer().decode(Bool.self))
        case .number:
            return .number(try decoder.singleValueContainer().decode(Double.self))
        case .string:
            return .string(try decoder.singleValueContainer().decode(String.self))
        case .array(let shapes):
            var container = try decoder.unkeyedContainer()
            return try elements(shaped: shapes, in: &container, depth: depth + 1)
        case .object(let shapes):
            return try members(shaped: shapes, in: try decoder.container(keyedBy: JSONKey.self), depth: depth + 1)
        }
    }

    private static func elements(
        shaped shapes: [JSONShape], in container: inout any UnkeyedDecodingContainer, depth: Int
    ) throws -> JSONValue {
        try checkDepth(depth, at: container.codingPath)
        guard container.count == shapes.count else { throw ShapeMismatch() }
        var elements: [JSONValue] = []
        elements.reserveCapacity(shapes.count)
        for shape in shapes {
            switch shape {
            case .null:
                guard try container.decodeNil() else { throw ShapeMismatch() }
                elements.append(.null)
            case .bool:
                elements.append(.bool(try container.decode(Bool.self)))
            case .number:
                elements.append(.number(try container.decode(Double.self)))
            case .string:
                elements.append(.string(try container.decode(String.self)))
            case .array(let shapes):
                var nested = try container.nestedUnkeyedContainer()
                elements.append(try self.elements(shaped: shapes, in: &nested, depth: depth + 1))
            case .object(let shapes):
                elements.append(
                    try members(
                        shaped: shapes, in: try container.nestedContainer(keyedBy: JSONKey.self), depth: depth + 1))
            }
        }
        return .array(elements)
    }

    private static func members(
        shaped shapes: [String: JSONShape], in container: KeyedDecodingContainer<JSONKey>, depth: Int
    ) throws -> JSONValue {
        try checkDepth(depth, at: container.codingPath)
        var members: [String: JSONValue] = [:]
        members.reserveCapacity(shapes.count)
        for key in container.allKeys {
            guard let shape = shapes[key.stringValue] else { throw ShapeMismatch() }
            switch shape {
            case .null:
                guard try container.decodeNil(forKey: key) else { throw ShapeMismatch() }
                members[key.stringValue] = .null
            case .bool:
                members[key.stringValue] = .bool(try container.decode(Bool.self, forKey: key))
            case .number:
                members[key.stringValue] = .number(try container.decode(Double.self, forKey: key))
            case .string:
                members[key.stringValue] = .string(try container.decode(String.self, forKey: key))
            case .array(let shapes):
                var nested = try container.nestedUnkeyedContainer(forKey: key)
                members[key.stringValue] = try elements(shaped: shapes, in: &nested, depth: depth + 1)
            case .object(let shapes):
                members[key.stringValue] = try self.members(
                    shaped: shapes, in: try container.nestedContainer(keyedBy: JSONKey.self, forKey: key),
                    depth: depth + 1)
            }
        }
        return .object(members)
    }

    // MARK: By trying kinds

    /// Tries null, a boolean, a number, a string, an array and an object, in that order (so
    /// `true` never becomes `1` with decoders that would convert it); elements and members
    /// decode through `JSONValue.init(from:)` one level deeper.
    private static func byTryingKinds(_ decoder: any Decoder) throws -> JSONValue {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() { return .null }
        if let value = try? container.decode(Bool.self) { return .bool(value) }
        if let value = try? container.decode(Double.self) { return .number(value) }
        if let value = try? container.decode(String.self) { return .string(value) }
        let depth = depth + 1
        try checkDepth(depth, at: decoder.codingPath)
        return try $depth.withValue(depth) {
            do {
                return .array(try container.decode([JSONValue].self))
            } catch let error as DecodingError where error.isDepthLimit {
                throw error
            } catch {
                return .object(try container.decode([String: JSONValue].self))
            }
        }
    }

    // MARK: Depth

    /// Throws the depth limit's error when `depth` arrays and objects are past it.
    private static func checkDepth(_ depth: Int, at codingPath: @autoclosure () -> [any CodingKey]) throws {
        guard depth > JSONValue.maximumDepth else { return }
        throw DecodingError.dataCorrupted(
            DecodingError.Context(
                codingPath: codingPath(),
                debugDescription:
                    "JSONValue nests more than \(JSONValue.maximumDepth) arrays and objects inside one another",
                underlyingError: DepthLimitExceeded()))
    }

    /// Marks the depth limit's error, which trying another kind must not swallow.
    fileprivate struct DepthLimitExceeded: Error {}
}

extension DecodingError {
    /// Whether this is ``JSONValue``'s depth limit.
    fileprivate var isDepthLimit: Bool {
        if case .dataCorrupted(let context) = self {
            context.underlyingError is JSONValueDecoding.DepthLimitExceeded
        } else {
            false
        }
    }
}
