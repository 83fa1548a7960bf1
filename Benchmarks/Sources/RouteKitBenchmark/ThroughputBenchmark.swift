import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// Benchmark 2: requests per second through a router vs raw `URLSession.data(for:)`, against
/// the same loopback server in the same run, with the same session.
enum ThroughputBenchmark {
    struct Row {
        let name: String
        let router: Double
        let raw: Double
        let rawDecoding: Double
    }

    static func run(requests: Int, rounds: Int) async throws -> [Row] {
        let project = Taskboard.Project(
            id: 7, name: "Benchmarks", owner: Taskboard.User(id: 1, name: "Ann"), taskCounts: ["open": 3, "done": 12])
        let body = try JSONCoding.default.encoder.encode(project)
        let server = try CannedResponseServer(body: body, contentType: "application/json")
        let port = server.port
        let base = URL(string: "http://127.0.0.1:\(port)/v2")!

        let session = URLSession(configuration: .ephemeral)
        let router = Taskboard.router(baseURL: base, transport: .urlSession(session))
        let request = try router.request(for: .project(id: 7))
        let decoder = JSONCoding.default.decoder

        let viaRouter: @Sendable () async throws -> Void = { blackHole(try await router.perform(.project(id: 7))) }
        let raw: @Sendable () async throws -> Void = {
            let (data, response) = try await session.data(for: request)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw UnexpectedStatus() }
            blackHole(data)
        }
        let rawDecoding: @Sendable () async throws -> Void = {
            let (data, response) = try await session.data(for: request)
            guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw UnexpectedStatus() }
            blackHole(try decoder.decode(Taskboard.Project.self, from: data))
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
            let times = try await Measurement.medians(
                rounds: rounds, operations: perTask * concurrency, [load(viaRouter), load(raw), load(rawDecoding)])
            rows.append(Row(
                name: concurrency == 1 ? "sequential" : "\(concurrency) concurrent",
                router: 1e9 / times[0], raw: 1e9 / times[1], rawDecoding: 1e9 / times[2]))
        }
        return rows
    }

    struct UnexpectedStatus: Error {}
}
