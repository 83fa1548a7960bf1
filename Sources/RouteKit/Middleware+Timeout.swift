import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension Middleware {
    /// Fails a request that has no complete response within `limit` with
    /// `URLError(.timedOut)` — a deadline for the whole exchange, where `URLRequest`'s
    /// `timeoutInterval` only bounds the idle time between packets, so a server trickling bytes
    /// could hold a request forever. Placed before ``retry(_:)`` it bounds all attempts together;
    /// after it, each attempt.
    public static func timeout(_ limit: Duration) -> Middleware {
        Middleware { request, _, next in
            try await withThrowingTaskGroup(of: Exchange.self) { group in
                group.addTask { Exchange(try await next(request)) }
                group.addTask {
                    try await Task.sleep(for: limit)
                    throw URLError(.timedOut)
                }
                defer { group.cancelAll() }
                guard let first = try await group.next() else { throw URLError(.timedOut) }
                return (first.data, first.response)
            }
        }
    }
}

/// A response crossing from a child task: `HTTPURLResponse` is immutable once made.
private struct Exchange: @unchecked Sendable {
    let data: Data
    let response: HTTPURLResponse

    init(_ exchange: (Data, HTTPURLResponse)) {
        (data, response) = exchange
    }
}
