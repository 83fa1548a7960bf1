#if Server
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
/// Taskboard server with the tests' in-memory service over loopback — alone or pipelined two
/// or three to a write, behind a flood of half-open connections past the server's connection
/// limit. Every answer must be a status the spec documents for success or a 4xx — never a 5xx,
/// a dropped connection or a stall — the server must never hold more connections than its
/// limit, and the process's memory must come back once the servers are gone.
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
    /// The servers' connection limit, and the half-open connections each batch opens first:
    /// more than the limit, so the batch's own connection waits its turn behind them.
    static let maxConnections = 16
    static let floodSize = 24
    /// The servers' idle timeout, which closes the flood: short, so a batch waits a second.
    static let idleTimeoutSeconds: Int64 = 1
    /// The most bytes of requests pipelined in one write.
    static let pipelineBytes = 64 * 1024
    /// The success statuses `Specs/` documents: `200`, `201` and `202` (importTask), `204` (`Empty`).
    static let documentedSuccesses: Set<Int> = [200, 201, 202, 204]

    /// One request sent, its answer or why there was none.
    struct Outcome: Sendable {
        var status: Int?
        var failure: String?
    }

    @Test(
        "10,000 generated and mutated requests, some pipelined, behind connection floods: each answered with a documented status or a 4xx, the connection limit holds, and memory comes back"
    )
    func fuzz() async throws {
        let templates = try FuzzTemplates()
        let mutator = RequestMutator(maxBodySize: Self.maxBodySize)
        var generator = SplitMix(seed: Self.seed)
        var statuses: [Int: Int] = [:]
        var failures: [String] = []
        var memoryAfterFirstBatch = 0
        var pipelined = 0
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
            let pipelines = Self.pipelines(of: requests.map(\.request), using: &generator)
            pipelined += pipelines.filter { $0 > 1 }.reduce(0, +)
            let connections = ConnectionCount()
            let outcomes = try await Self.send(requests.map(\.request), in: pipelines, countingIn: connections)
            if connections.peak > Self.maxConnections {
                failures.append("batch \(batch): the server held \(connections.peak) connections at once")
            }
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
            "request fuzzer: \(perBatch * Self.batchCount) requests (\(pipelined) pipelined), seed \(Self.seed), \(elapsed); statuses \(statuses.sorted { $0.key < $1.key }); "
                + "resident memory after the first batch \(memoryAfterFirstBatch >> 20) MiB, after the run \(memoryAfterRun >> 20) MiB"
        )
    }

    /// How many requests go in each write, in order: one to three, as long as they are small
    /// enough together (``pipelineBytes``).
    static func pipelines(of requests: [WireRequest], using generator: inout SplitMix) -> [Int] {
        var sizes: [Int] = []
        var start = 0
        while start < requests.count {
            var size = min(Int.random(in: 1...3, using: &generator), requests.count - start)
            while size > 1, requests[start..<(start + size)].map(\.bytes.count).reduce(0, +) > pipelineBytes {
                size -= 1
            }
            sizes.append(size)
            start += size
        }
        return sizes
    }

    /// Sends `requests` in order to a new server, pipelined as `pipelines` says, and returns what
    /// each was answered, reading on a thread of its own. First it opens ``floodSize``
    /// connections that send half a head and then nothing, so the requests' connection is
    /// accepted only once the idle timeout has closed enough of them. A request the server
    /// never read (the one before it closed the connection, or was answered before it was
    /// whole) is sent again on a new connection, as is one whose kept-alive connection the
    /// server closed for idling before it arrived; a request the server closed the connection
    /// on without an answer is a failure.
    static func send(_ requests: [WireRequest], in pipelines: [Int], countingIn count: ConnectionCount)
        async throws -> [Outcome]
    {
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
        return try await withLoopbackServer(
            router, idleTimeoutSeconds: idleTimeoutSeconds, maxConnections: maxConnections, countingIn: count
        ) { url in
            guard let port = url.port else { throw URLError(.badURL) }
            return try await onOwnThread {
                let flood = try (0..<floodSize).map { _ in
                    let connection = try RawHTTPConnection(port: port)
                    try connection.send(Array("GET /projects/1 HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Flood: ".utf8))
                    return connection
                }
                defer { withExtendedLifetime(flood) {} }
                var outcomes = [Outcome?](repeating: nil, count: requests.count)
                var connection: RawHTTPConnection?
                var start = 0
                for size in pipelines {
                    var pending = Array(start..<(start + size))
                    start += size
                    var retried = false
                    while let first = pending.first {
                        let reused = connection != nil
                        do {
                            let open = try connection ?? RawHTTPConnection(port: port)
                            connection = open
                            let sentWhole = try open.send(pending.flatMap { requests[$0].bytes })
                            var answered = 0
                            var closing = !sentWhole
                            for index in pending {
                                guard
                                    let response = try open.readFinalResponse(toHEAD: requests[index].method == "HEAD")
                                else { break }
                                outcomes[index] = Outcome(status: response.status)
                                answered += 1
                                if response.header("Connection")?.lowercased() == "close" {
                                    closing = true
                                    break
                                }
                            }
                            pending.removeFirst(answered)
                            if closing || !pending.isEmpty { connection = nil }
                            guard answered == 0, !pending.isEmpty else { continue }
                            if reused, sentWhole, !retried {
                                retried = true
                                continue
                            }
                            outcomes[first] = Outcome(
                                status: nil, failure: "the server closed the connection without an answer")
                            pending.removeFirst()
                        } catch {
                            outcomes[first] = Outcome(status: nil, failure: "\(error)")
                            pending.removeFirst()
                            connection = nil
                        }
                    }
                }
                return outcomes.map { $0 ?? Outcome(status: nil, failure: "never sent") }
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
#endif
