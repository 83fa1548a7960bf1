/// A response a mocked operation's spec documents: its status, what its body is and the
/// examples it answers with.
package struct MockResponse: Sendable, Hashable {
    /// What the body is.
    package enum Body: Sendable, Hashable {
        /// No content (`204`, `none`).
        case none
        /// JSON.
        case json
        /// Text (`String`), `text/plain`.
        case text
        /// Bytes (`Data`): no example is the bytes, so the body is empty.
        case bytes
        /// The route's stream (``MockOperation/stream``).
        case stream
    }

    /// The status; `0` for `default`, which answers whatever status is asked for.
    package var status: Int
    /// What the body is.
    package var body: Body
    /// The examples it answers with, as a client receives them: the ones the spec documents, in
    /// its order, else one synthesized from the body's type; empty when there is no body.
    package var examples: [ExampleResponseModel]
}
