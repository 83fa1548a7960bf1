#if AsyncHTTPClient
import AsyncHTTPClient
import Foundation

/// Runs `body`, giving AsyncHTTPClient's cancellation and timeout errors the `URLError` codes
/// RouteKit gives them everywhere else: retry middleware does not retry a cancelled call, metrics
/// name a timeout, and callers catch one error whichever transport they use.
func translatingFailures<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch let error as HTTPClientError {
        switch error {
        case .cancelled: throw URLError(.cancelled)
        case .deadlineExceeded, .readTimeout, .writeTimeout, .connectTimeout: throw URLError(.timedOut)
        default: throw error
        }
    } catch is CancellationError {
        throw URLError(.cancelled)
    }
}
#endif
