/// The response of a route that answers with no content (for example `204 No Content`).
///
/// A route whose `Response` is `Empty` succeeds on any success status whatever the body holds,
/// so callers never decode a value that is not there.
public struct Empty: Codable, Hashable, Sendable {
    /// The one value of this type.
    public init() {}
}
