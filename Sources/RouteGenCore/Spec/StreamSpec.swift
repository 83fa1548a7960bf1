/// A route's `stream:` as written: its success response is a stream of elements, framed as
/// Server-Sent Events (`events`), JSON Lines (`lines`) or a JSON text sequence (`sequence`).
///
/// `stream: events ChatChunk` is the short form; the long form adds the data that ends an event
/// stream: `stream: { events: ChatChunk, until: "[DONE]" }` (`until: null` for none).
public struct StreamSpec: Sendable, Hashable {
    /// How the elements are framed, by the word the spec uses for it.
    public enum Format: String, Sendable, Hashable, CaseIterable {
        /// `text/event-stream`: each event's data is an element.
        case events
        /// JSON Lines (`application/jsonl`, `application/x-ndjson`): each line is an element.
        case lines
        /// A JSON text sequence (`application/json-seq`): each text is an element.
        case sequence
    }

    /// The data of the event that ends an event stream.
    public enum Terminator: Sendable, Hashable {
        /// Not written: RouteKit's default for event streams, `[DONE]`.
        case standard
        /// `until: "TEXT"`.
        case text(String)
        /// `until: null`: only the end of the response ends the stream.
        case none
    }

    /// How the elements are framed.
    public var format: Format
    /// The type of one element; `ServerSentEvent` for the events as they are.
    public var element: TypeExpression
    /// `until:` — only for `events`.
    public var terminator: Terminator
    /// Where `stream:` is written.
    public var location: SourceLocation

    /// A `stream:` entry.
    public init(format: Format, element: TypeExpression, terminator: Terminator = .standard, location: SourceLocation) {
        self.format = format
        self.element = element
        self.terminator = terminator
        self.location = location
    }

    /// The element type that stands for the events themselves, RouteKit's `ServerSentEvent`.
    public static let rawEventType = "ServerSentEvent"
}
