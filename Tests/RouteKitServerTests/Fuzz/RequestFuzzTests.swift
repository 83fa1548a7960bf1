import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// The request fuzzer: requests for every route of `Specs/`, made by the generated client
/// (``FuzzTemplates``) and mutated (``RequestMutator``), sent byte for byte to the generated
/// Taskboard server with the tests' in-memory service over loopback. Every answer must be a
/// status the spec documents for success or a 4xx — never a 5xx, a dropped connection or a
/// stall — and the process's memory must come back once the servers are gone.
///
/// Seeded: `ROUTEKIT_SERVER_FUZZ_SEED` (29) and `ROUTEKIT_SERVER_FUZZ_REQUESTS` (10,000) replay
/// or lengthen a run; a failure names its seed, its request's index, route and mutations.
@Suite("Request fuzzer", .timeLimit(.minutes(6)))
struct RequestFuzzTests {
    static let environment = ProcessInfo.processInfo.environment
    static let seed = UInt64(environment["ROUTEKIT_SERVER_FUZZ_SEED"] ?? "") ?? 29
    static let requestCount = Int(environment["ROUTEKIT_SERVER_FUZZ_REQUESTS"] ?? "") ?? 10_000
    /// Each batch has a server and a service of its own, so what the store keeps (created
    /// tasks, the calls it notes) goes with it and memory measures only what leaked.
    static let batchCount = 10
    static let maxBodySize = 256 * 1024
    /// The success statuses `Specs/` documents: `200`, `201` and `202` (importTask), `204` (`Empty`).
    static let documentedSuccesses: Set<Int> = [200, 201, 202, 204]

    /// One request sent, its answer or why there was none.
    struct Outcome: Sendable {
        var status: Int?
        var failure: String?
    }

    @Test(
        "10,000 generated and mutated requests: each answered with a documented status or a 4xx, and memory comes back")
    func fuzz() async throws {
        let templates = try FuzzTemplates()
        let mutator = RequestMutator(maxBodySize: Self.maxBodySize)
        var generator = SplitMix(seed: Self.seed)
        var statuses: [Int: Int] = [:]
        var failures: [String] = []
        var memoryAfterFirstBatch = 0
        let started = ContinuousClock.now
        let perBatch = max(1, Self.requestCount / Self.batchCount)

        for batch in 0..<Self.batchCount {
            var requests: [(request: WireRequest, mutations: [RequestMutator.Kind])] = []
            for _ in 0..<perBatch {
                var request = await templates.request(
                    FuzzTemplates.draws[Int.random(in: 0..<FuzzTemplates.draws.count, using: &generator)],
                    using: &generator)
                let mutations = mutator.mutate(&request, using: &generator)
                requests.append((request, mutations))
            }
            let outcomes = try await Self.send(requests.map(\.request))
            for (offset, outcome) in outcomes.enumerated() {
                if let status = outcome.status { statuses[status, default: 0] += 1 }
                let acceptable =
                    outcome.status.map { Self.documentedSuccesses.contains($0) || (400..<500).contains($0) } ?? false
                guard !acceptable else { continue }
                let (request, mutations) = requests[offset]
                failures.append(
                    "seed \(Self.seed), request \(batch * perBatch + offset): \(outcome.failure ?? "status \(outcome.status ?? 0)") "
                        + "after \(mutations.map(\.rawValue)) — \(request.summary)")
            }
            if batch == 0 { memoryAfterFirstBatch = Self.residentBytes() }
        }
        let memoryAfterRun = Self.residentBytes()
        let elapsed = ContinuousClock.now - started

        for failure in failures.prefix(20) { Issue.record(Comment(rawValue: failure)) }
        #expect(
            failures.isEmpty,
            "\(failures.count) of \(perBatch * Self.batchCount) requests were not answered with a documented status or a 4xx"
        )
        #expect(statuses.values.reduce(0, +) == perBatch * Self.batchCount)
        // The first batch warms up what stays (event loops, the pools of NIO and the runtime).
        let growth = memoryAfterRun - memoryAfterFirstBatch
        #expect(growth < 8 << 20, "resident memory grew by \(growth >> 10) KiB over \(Self.batchCount - 1) batches")
        print(
            "request fuzzer: \(perBatch * Self.batchCount) requests, seed \(Self.seed), \(elapsed); statuses \(statuses.sorted { $0.key < $1.key }); "
                + "resident memory after the first batch \(memoryAfterFirstBatch >> 20) MiB, after the run \(memoryAfterRun >> 20) MiB"
        )
    }

    /// Sends `requests` in order to a new server and returns what each was answered, reading
    /// on a thread of its own; a connection the server closed is opened again.
    static func send(_ requests: [WireRequest]) async throws -> [Outcome] {
        let service = InMemoryTaskboard()
        await service.removeUndocumentedError()
        let router = Hummingbird.Router()
        router.addRoutes(
            Taskboard.self,
            service: service,
            member: Authenticator(Taskboard.MemberAuth.self) { token, _ in
                guard token.token == "member-token" else { throw Rejected() }
                return "ada"
            },
            integration: Authenticator(Taskboard.IntegrationAuth.self) { key, _ in
                guard key.value == "integration-key" else { throw Rejected() }
                return "ci-bot"
            },
            webhook: Authenticator(Taskboard.WebhookAuth.self) { key, _ in
                guard key.value == "webhook-signature" else { throw Rejected() }
                return "signed"
            },
            admin: Authenticator(Taskboard.AdminAuth.self) { credential, _ in
                guard credential.username == "root", credential.password == "secret" else { throw Rejected() }
                return credential.username
            },
            unauthorizedProblem: { reason in Taskboard.Problem(message: reason) },
            options: ServerOptions(maxBodySize: maxBodySize))
        return try await withLoopbackServer(router) { url in
            guard let port = url.port else { throw URLError(.badURL) }
            return try await onOwnThread {
                var connection: RawHTTPConnection?
                var outcomes: [Outcome] = []
                for request in requests {
                    do {
                        let open = try connection ?? RawHTTPConnection(port: port)
                        connection = open
                        let sentWhole = try open.send(request.bytes)
                        guard let response = try open.readResponse(toHEAD: request.method == "HEAD") else {
                            outcomes.append(
                                Outcome(status: nil, failure: "the server closed the connection without an answer"))
                            connection = nil
                            continue
                        }
                        outcomes.append(Outcome(status: response.status))
                        // A request the server answered before it was whole leaves the rest of
                        // it unsent: the connection cannot carry another.
                        if !sentWhole || response.header("Connection")?.lowercased() == "close" { connection = nil }
                    } catch {
                        outcomes.append(Outcome(status: nil, failure: "\(error)"))
                        connection = nil
                    }
                }
                return outcomes
            }
        }
    }

    /// The process's resident memory in bytes, after handing free heap pages back to the
    /// system so that only memory still in use counts.
    static func residentBytes() -> Int {
        #if canImport(Glibc)
        // glibc's malloc_trim, which its module map leaves out (malloc.h), looked up by name.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
            _ = unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)(0)
        }
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
        #else
        return 0
        #endif
    }
}
