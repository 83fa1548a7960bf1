import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// Benchmark 2: requests per second through a router vs raw `URLSession.data(for:)`, against
/// the same loopback server in the same run, with the same session.
///
/// Two routes: one answering a JSON model, which the router decodes (so raw is measured both
/// without and with the same decoding), and one answering bytes, where router and raw do the
/// same work and the difference is RouteKit's own overhead.
enum ThroughputBenchmark {
    struct Row {
        let name: String
        let router: Double
        let raw: Double
        /// Raw `data(for:)` plus decoding the same model, when the route decodes one.
        let rawDecoding: Double?
        /// What hand-written client code does: build the request, send it, decode the model.
        let handWritten: Double?
    }

    static func run(requests: Int, rounds: Int) async throws -> [Row] {
        let project = Taskboard.Project(
            id: 7, name: "Benchmarks", owner: Taskboard.User(id: 1, name: "Ann"), taskCounts: ["open": 3, "done": 12])
        let server = try CannedResponseServer(
            body: try JSONCoding.default.encoder.encode(project), contentType: "application/json")
        let base = URL(string: "http://127.0.0.1:\(server.port)/v2")!
        let session = URLSession(configuration: .ephemeral)
        let router = Taskboard.router(baseURL: base, transport: .urlSession(session))
        let integration = router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey("integration-key"))
        let taskID = UUID()
        let projectRequest = try router.request(for: .project(id: 7))
        let attachmentRequest = try await integration.request(for: .downloadAttachment(id: taskID))
        let decoder = JSONCoding.default.decoder

        func raw(_ request: URLRequest) -> @Sendable () async throws -> Void {
            {
                let (data, response) = try await session.data(for: request)
                guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw UnexpectedStatus() }
                blackHole(data)
            }
        }
        let model: @Sendable () async throws -> Void = { blackHole(try await router.perform(.project(id: 7))) }
        let rawDecoding: @Sendable () async throws -> Void = {
            let (data, response) = try await session.data(for: projectRequest)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw UnexpectedStatus() }
            blackHole(try decoder.decode(Taskboard.Project.self, from: data))
        }
        let handWritten: @Sendable () async throws -> Void = {
            let (data, response) = try await session.data(for: HandWrittenRequests.project(base: base, id: 7))
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw UnexpectedStatus() }
            blackHole(try decoder.decode(Taskboard.Project.self, from: data))
        }
        let bytes: @Sendable () async throws -> Void = {
            blackHole(try await integration.perform(.downloadAttachment(id: taskID)))
        }

        var rows: [Row] = []
        for concurrency in [1, 8] {
            let perTask = requests / concurrency
            func load(_ send: @escaping @Sendable () async throws -> Void) -> () async throws -> Void {
                {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        for _ in 0..<concurrency {
                            group.addTask { for _ in 0..<perTask { try await send() } }
                        }
                        try await group.waitForAll()
                    }
                }
            }
            let label = concurrency == 1 ? "sequential" : "\(concurrency) concurrent"
            let times = try await Measurement.medians(
                rounds: rounds, operations: perTask * concurrency,
                [
                    load(model), load(raw(projectRequest)), load(rawDecoding), load(handWritten), load(bytes),
                    load(raw(attachmentRequest)),
                ])
            rows.append(
                Row(
                    name: "JSON model, \(label)", router: 1e9 / times[0], raw: 1e9 / times[1],
                    rawDecoding: 1e9 / times[2], handWritten: 1e9 / times[3]))
            rows.append(
                Row(
                    name: "bytes, \(label)", router: 1e9 / times[4], raw: 1e9 / times[5], rawDecoding: nil,
                    handWritten: nil))
        }
        return rows
    }

    struct UnexpectedStatus: Error {}
}
