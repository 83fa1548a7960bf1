/// Stores a value out of line so a model can contain itself (`parent: Node?`).
///
/// Swift structs cannot hold themselves directly; generated models keep such a field in an
/// `Indirect` and expose the plain value through a computed property, so callers never see
/// the box. Copy-on-write keeps value semantics.
@_spi(RouteGen)
public struct Indirect<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Boxes `value`.
    public init(_ value: Value) { box = Box(value) }

    /// The boxed value.
    public var value: Value {
        get { box.value }
        set { box = Box(newValue) }
    }
}

extension Indirect: Equatable where Value: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
}

extension Indirect: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Indirect: Encodable where Value: Encodable {
    public func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
}

extension Indirect: Decodable where Value: Decodable {
    public init(from decoder: any Decoder) throws { self.init(try Value(from: decoder)) }
}
