#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation
import NIOCore
import NIOFoundationCompat

/// A response body's buffers as the `Data` chunks a ``RouteKit/ResponseBody`` yields.
///
/// AsyncHTTPClient reads from the connection only as the chunks are taken, and cancels the
/// request when the body is dropped, so a reader that stops early ends the exchange.
struct DataChunks: AsyncSequence, Sendable {
    typealias Element = Data

    private let body: HTTPClientResponse.Body

    init(_ body: HTTPClientResponse.Body) {
        self.body = body
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: body.makeAsyncIterator())
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        fileprivate var base: HTTPClientResponse.Body.AsyncIterator

        mutating func next() async throws -> Data? {
            try await translatingFailures {
                try await base.next().map { Data(buffer: $0, byteTransferStrategy: .automatic) }
            }
        }
    }
}
#endif
