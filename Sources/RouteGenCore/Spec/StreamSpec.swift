/// A route's `stream:` as written: its success response is a stream of elements, framed as
/// Server-Sent Events (`events`), JSON Lines (`lines`), a JSON text sequence (`sequence`) or the
/// parts of a `multipart/mixed` body (`parts`).
///
/// `stream: events ChatChunk` is the short form; the long form adds the data that ends an event
/// stream: `stream: { events: ChatChunk, until: "[DONE]" }` (`until: null` for none).
package struct StreamSpec: Sendable, Hashable {
    /// How the elements are framed, by the word the spec uses for it.
    package enum Format: String, Sendable, Hashable, CaseIterable {
        /// `text/event-stream`: each event's data is an element.
        case events
        /// JSON Lines (`application/jsonl`, `application/x-ndjson`): each line is an element.
        case lines
        /// A JSON text sequence (`application/json-seq`): each text is an element.
        case sequence
        /// `multipart/mixed`: each part's body is an element.
        case parts
    }

    /// The data of the event that ends an event stream.
    package enum Terminator: Sendable, Hashable {
        /// Not written: RouteKit's default for event streams, `[DONE]`.
        case standard
        /// `until: "TEXT"`.
        case text(String)
        /// `until: null`: only the end of the response ends the stream.
        case none
    }

    /// How the elements are framed.
    package var format: Format
    /// The type of one element; `ServerSentEvent` for the events as they are.
    package var element: TypeExpression
    /// `until:` — only for `events`.
    package var terminator: Terminator
    /// Where `stream:` is written.
    package var location: SourceLocation

    /// A `stream:` entry.
    package init(format: Format, element: TypeExpression, terminator: Terminator = .standard, location: SourceLocation)
    {
        self.format = format
        self.element = element
        self.terminator = terminator
        self.location = location
    }

    /// The element type that stands for the events themselves, RouteKit's `ServerSentEvent`.
    package static let rawEventType = "ServerSentEvent"
}
