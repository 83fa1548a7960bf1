/// A value read from a spec, with where it was written — so every later stage can point at it.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    public var value: Value
    /// Where the value starts in its spec file.
    public var location: SourceLocation

    /// Pairs a value with its location.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
