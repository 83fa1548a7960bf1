/// A value read from a spec, with where it was written — so every later stage can point at it.
package struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
    /// The value.
    package var value: Value
    /// Where the value starts in its spec file.
    package var location: SourceLocation

    /// Pairs a value with its location.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}
