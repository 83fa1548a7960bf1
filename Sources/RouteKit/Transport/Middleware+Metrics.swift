import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What one exchange with the server cost, as ``Middleware/metrics(_:)`` reports it.
public struct RequestMetrics: Sendable {
    /// The route, by method and path template.
    public var context: RequestContext
    /// The response status, or `nil` when the request failed without a response.
    public var statusCode: Int?
    /// How many body bytes came back: `0` for a streaming exchange
    /// (``RequestContext/isStreaming``), whose body goes to the caller after the chain.
    public var bytesReceived: Int
    /// From handing the request on until the response or the failure — for a streaming
    /// exchange, until the response head.
    public var duration: Duration
    /// Why there was no response, if there was none.
    public var failure: (any Error)?
}

extension Middleware {
    /// Reports the status, size and duration of every request to `record` — for logs, metrics
    /// or tests. Placed after ``retry(_:)`` in the list it sees each attempt; before it, each
    /// route call as a whole.
    public static func metrics(_ record: @escaping @Sendable (RequestMetrics) -> Void) -> Middleware {
        Middleware { request, context, next in
            let clock = ContinuousClock()
            let start = clock.now
            do {
                let (data, response) = try await next(request)
                record(
                    RequestMetrics(
                        context: context, statusCode: response.statusCode, bytesReceived: data.count,
                        duration: clock.now - start, failure: nil))
                return (data, response)
            } catch {
                record(
                    RequestMetrics(
                        context: context, statusCode: nil, bytesReceived: 0, duration: clock.now - start, failure: error
                    ))
                throw error
            }
        }
    }

    /// Writes one line per request to `write` (standard output by default):
    /// `GET /tasks/{id} → 200, 512 bytes, 12 ms`, ending `, from the cache` when a
    /// ``ResponseCache`` answered and nothing was sent. A streaming exchange's line says
    /// `streamed` instead of a size, and its time is the time to the response head.
    ///
    /// Lines name the path *template*, never the URL, headers or body, so a log never holds a
    /// credential, a query-string API key or a user's data.
    public static func logging(_ write: @escaping @Sendable (String) -> Void = { print($0) }) -> Middleware {
        metrics { metrics in write(metrics.logLine) }
    }
}

extension RequestMetrics {
    /// The line ``Middleware/logging(_:)`` writes.
    public var logLine: String {
        let milliseconds = Int((duration / .milliseconds(1)).rounded())
        if let statusCode {
            let source = context.cacheStatus == .hit ? ", from the cache" : ""
            let size = context.isStreaming ? "streamed" : "\(bytesReceived) bytes"
            return "\(context.route) → \(statusCode), \(size), \(milliseconds) ms\(source)"
        }
        let reason =
            failure.map { ($0 as? URLError)?.code.description ?? String(describing: type(of: $0)) } ?? "no response"
        return "\(context.route) → failed (\(reason)), \(milliseconds) ms"
    }
}

extension URLError.Code {
    /// A short name for the codes a transport commonly fails with.
    fileprivate var description: String {
        switch self {
        case .timedOut: "timed out"
        case .cannotConnectToHost: "cannot connect to host"
        case .networkConnectionLost: "connection lost"
        case .notConnectedToInternet: "not connected to the internet"
        case .cannotFindHost: "cannot find host"
        case .cancelled: "cancelled"
        default: "URLError \(rawValue)"
        }
    }
}
