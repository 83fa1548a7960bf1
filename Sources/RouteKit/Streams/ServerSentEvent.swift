/// One event of a `text/event-stream` response, as the WHATWG HTML standard's event-stream
/// interpretation dispatches it.
///
/// A ``StreamingRoute`` whose `Element` is `ServerSentEvent` gets every event as it is, for
/// streams whose data is not JSON or whose events differ by type; with another `Element`, each
/// event's ``data`` is decoded as JSON into it.
public struct ServerSentEvent: Sendable, Hashable, Codable {
    /// The `event:` field: the event's type, or `nil` when it named none (a browser dispatches
    /// it as `message`).
    public var event: String?
    /// The `data:` lines of the event, joined with line feeds.
    public var data: String
    /// The last event ID when the event was dispatched — set by this event's `id:` field or an
    /// earlier one — or `nil` when it is empty.
    public var id: String?
    /// The reconnection time in milliseconds of a `retry:` field among this event's lines.
    public var retry: Int?

    /// Creates an event; `ServerSentEventParser` makes them from a stream.
    public init(event: String? = nil, data: String, id: String? = nil, retry: Int? = nil) {
        self.event = event
        self.data = data
        self.id = id
        self.retry = retry
    }
}
