import Foundation
import RouteKit
import Testing
import TestSupport

/// A policy with exact waits that are recorded instead of slept, so tests assert the backoff
/// without timing anything.
private func recordingPolicy(_ waits: Recorder<Duration>, maxAttempts: Int = 3) -> RetryPolicy {
    RetryPolicy(
        maxAttempts: maxAttempts, initialDelay: .milliseconds(100), multiplier: 2, maxDelay: .seconds(1),
        jitter: 0, sleep: { waits.append($0) })
}

@Suite("Retry middleware", .timeLimit(.minutes(3)))
struct RetryTests {
    @Test("a retryable route is sent again after 503s, with exponential backoff, until it succeeds")
    func retriesUntilSuccess() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let calls = Recorder<Int>()
            await server.handle { _ in
                calls.append(1)
                return calls.all.count < 3 ? .status(503) : try .json([Todo(id: 1, title: "t")])
            }
            let waits = Recorder<Duration>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.retry(recordingPolicy(waits))])
            let todos = try await router.perform(ListTodosRetryable())
            #expect(todos.count == 1)
            #expect(await server.requests.count == 3)
            #expect(waits.all == [.milliseconds(100), .milliseconds(200)])
        }
    }

    @Test("attempts are bounded: the last failure is the error")
    func bounded() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .jsonText(#"{"title":"busy","status":503}"#, status: 503))
            let waits = Recorder<Duration>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [.retry(recordingPolicy(waits, maxAttempts: 4))])
            let error = await #expect(throws: RouteError.self) { try await router.perform(ListTodosRetryable()) }
            #expect(error?.statusFailure?.statusCode == 503)
            #expect(await server.requests.count == 4)
            #expect(waits.all == [.milliseconds(100), .milliseconds(200), .milliseconds(400)])
        }
    }

    @Test("a route that is not retryable is sent once, whatever the status")
    func notRetryable() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .status(503))
            let waits = Recorder<Duration>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.retry(recordingPolicy(waits))])
            let error = await #expect(throws: RouteError.self) { try await router.perform(CreateTodoOnce()) }
            #expect(error?.statusFailure?.statusCode == 503)
            #expect(await server.requests.count == 1)
            #expect(waits.all.isEmpty)
        }
    }

    @Test("statuses outside the policy, like 404, are not retried")
    func clientErrorsAreFinal() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .status(404))
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.retry(recordingPolicy(Recorder()))])
            _ = try? await router.perform(ListTodosRetryable())
            #expect(await server.requests.count == 1)
        }
    }

    @Test("Retry-After in seconds sets the wait, capped at the policy's maximum")
    func retryAfter() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let calls = Recorder<Int>()
            await server.handle { _ in
                calls.append(1)
                switch calls.all.count {
                case 1: return StubResponse(status: 429, headers: ["Retry-After": "0"])
                case 2: return StubResponse(status: 503, headers: ["Retry-After": "120"])
                default: return try .json([Todo]())
                }
            }
            let waits = Recorder<Duration>()
            let router = Router(
                baseURL: server.baseURL, transport: server.transport, middleware: [.retry(recordingPolicy(waits))])
            _ = try await router.perform(ListTodosRetryable())
            #expect(waits.all == [.zero, .seconds(1)])
        }
    }

    @Test("a request that got no response is retried, then fails as a transport failure")
    func transportFailures() async throws {
        try await RefusingEndpoint.with { baseURL in
            let waits = Recorder<Duration>()
            let router = Router(baseURL: baseURL, middleware: [.retry(recordingPolicy(waits))])
            let error = await #expect(throws: RouteError.self) { try await router.perform(ListTodosRetryable()) }
            #expect(error?.isTransportFailure == true)
            #expect(waits.all.count == 2)
        }
    }

    @Test("cancelling during the backoff stops retrying at once")
    func cancelDuringBackoff() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(with: .status(503))
            let router = Router(
                baseURL: server.baseURL, transport: server.transport,
                middleware: [.retry(RetryPolicy(maxAttempts: 5, initialDelay: .seconds(60)))]
            )
            let task = Task { try await router.perform(ListTodosRetryable()) }
            try await server.waitForRequests(count: 1)
            task.cancel()
            let result = await task.result
            guard case .failure(let error as RouteError) = result else {
                Issue.record("expected a RouteError, got \(result)")
                return
            }
            #expect(error.isCancelled)
            #expect(await server.requests.count == 1)
        }
    }

    @Test("jittered waits stay within the jitter band and the maximum")
    func jitterBand() {
        let policy = RetryPolicy(initialDelay: .seconds(1), multiplier: 3, maxDelay: .seconds(5), jitter: 0.5)
        for _ in 0..<200 {
            let first = policy.delay(beforeRetry: 1)
            #expect(first >= .milliseconds(500) && first <= .milliseconds(1500))
            #expect(policy.delay(beforeRetry: 4) <= .seconds(5))
        }
    }
}
