import Foundation
import RouteKit
import Testing
import TestSupport

private struct SlowReport: PublicRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/report"
}

@Suite("Transport failures and cancellation", .timeLimit(.minutes(3)))
struct TransportErrorTests {
    @Test("connection refused is a transport failure")
    func connectionRefused() async throws {
        try await RefusingEndpoint.with { baseURL in
            let error = await #expect(throws: RouteError.self) {
                try await Router(baseURL: baseURL).perform(SlowReport())
            }
            #expect(error?.isTransportFailure == true)
            #expect(error?.description.hasPrefix("GET /report: transport failed") == true)
        }
    }

    @Test("cancelling the task while the server delays is .cancelled")
    func cancelledWhileWaiting() async throws {
        try await LoopbackServer.with { server in
            await server.handle { _ in
                try await Task.sleep(for: .seconds(60))  // cut short when the server stops
                return try .json([Todo]())
            }
            let router = Router(baseURL: server.baseURL)
            let task = Task { try await router.perform(SlowReport()) }
            try await server.waitForRequests(count: 1)
            task.cancel()

            let result = await task.result
            if case .failure(let error as RouteError) = result {
                #expect(error.isCancelled)
                #expect(error.description == "GET /report: cancelled")
            } else {
                Issue.record("expected RouteError.cancelled, got \(result)")
            }
        }
    }

    @Test("a task cancelled before performing sends nothing")
    func cancelledBeforeSending() async throws {
        try await LoopbackServer.with { server in
            await server.respond(with: .jsonText("[]"))
            let router = Router(baseURL: server.baseURL)
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return try await router.perform(SlowReport())
            }
            let result = await task.result
            if case .failure(let error as RouteError) = result {
                #expect(error.isCancelled)
            } else {
                Issue.record("expected RouteError.cancelled, got \(result)")
            }
            #expect(await server.requests.isEmpty)
        }
    }
}
