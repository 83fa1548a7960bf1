/// The stream a mocked operation answers with: its elements, framed as the generated server
/// frames them.
package struct MockStream: Sendable, Hashable {
    /// One element as sent.
    package struct Element: Sendable, Hashable {
        /// The part's media type (`parts`); JSON's for the others.
        package var contentType: String
        /// The element's text: JSON, or a `String` element's text.
        package var text: String
        /// Whether ``text`` is JSON (an event stream sends a `String` element as its text).
        package var isJSON: Bool
    }

    /// How the elements are framed.
    package var format: StreamSpec.Format
    /// What ends an event stream.
    package var terminator: StreamSpec.Terminator
    /// The elements, in order: a `parts` stream's prefix parts first, then the element's
    /// examples (its model's, else one synthesized).
    package var elements: [Element]
    /// Why the stream is served without elements, when it is (events as they are, bytes): said
    /// when the mock server starts.
    package var note: String?
}
