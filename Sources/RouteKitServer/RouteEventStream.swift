#if Server
import Foundation

/// What a streaming route's handler returns: the elements to send, one by one as they come, in
/// the route's stream format (Server-Sent Events, JSON Lines or a JSON text sequence).
///
/// Any `AsyncSequence` of the elements makes one, so a handler can hand over a database cursor,
/// an `AsyncStream` fed by other tasks or an array it already holds. The server writes each
/// element as soon as the sequence yields it and ends the response when the sequence ends; the
/// sequence is iterated once, by the task serving the request, and a client that goes away
/// cancels that task.
public struct RouteEventStream<Element: Encodable & Sendable>: Sendable {
    /// Iterates the sequence, handing each element to `send`. A closure rather than an
    /// existential `AsyncSequence`, whose typed form needs a newer OS than the package's minimum.
    let forEach: @Sendable (_ send: (Element) async throws -> Void) async throws -> Void

    /// The elements `sequence` yields; an error it throws ends the response where it is.
    public init<Elements: AsyncSequence & Sendable>(_ sequence: Elements) where Elements.Element == Element {
        forEach = { send in
            for try await element in sequence {
                try await send(element)
            }
        }
    }

    /// The elements of `elements`, in order.
    public init(_ elements: [Element]) {
        forEach = { send in
            for element in elements {
                try await send(element)
            }
        }
    }
}
#endif
