import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// Benchmark 3: a `ResponseCache` hit vs the same route answered by a loopback server, vs a
/// `URLCache` hit on the same request (still decoded, as the route's answer is), in one run.
///
/// The server sends `Cache-Control: max-age=600`, so both caches may answer; before timing, the
/// server's request count checks that hits of either cache send nothing.
enum CacheBenchmark {
    /// `date` as an HTTP date, for the server's `Date` header (URLCache wants one).
    static func httpDate(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss 'GMT'"
        return formatter.string(from: date)
    }

    struct Result {
        /// Nanoseconds per call: ResponseCache hit, loopback round trip, URLCache hit + decode.
        let hit: Double
        let roundTrip: Double
        let urlCacheHit: Double
        /// Whether URLCache answered without a request (it may not, on some platforms).
        let urlCacheAnswered: Bool
    }

    struct NotAHit: Error, CustomStringConvertible {
        let description: String
    }

    static func run(calls: Int, rounds: Int) async throws -> Result {
        let project = Taskboard.Project(
            id: 7, name: "Benchmarks", owner: Taskboard.User(id: 1, name: "Ann"), taskCounts: ["open": 3, "done": 12])
        let server = try CannedResponseServer(
            body: try JSONCoding.default.encoder.encode(project), contentType: "application/json",
            headers: ["Cache-Control: max-age=600", "Date: \(httpDate(Date()))"])
        let base = URL(string: "http://127.0.0.1:\(server.port)/v2")!

        let uncachedConfiguration = URLSessionConfiguration.ephemeral
        uncachedConfiguration.urlCache = nil
        let session = URLSession(configuration: uncachedConfiguration)
        let router = Taskboard.router(baseURL: base, transport: .urlSession(session))
        let cachedRouter = Taskboard.router(baseURL: base, transport: .urlSession(session), cache: ResponseCache())

        let cachingConfiguration = URLSessionConfiguration.default
        cachingConfiguration.urlCache = URLCache(memoryCapacity: 8 << 20, diskCapacity: 64 << 20, diskPath: nil)
        cachingConfiguration.requestCachePolicy = .useProtocolCachePolicy
        let cachingSession = URLSession(configuration: cachingConfiguration)
        let request = try router.request(for: .project(id: 7))
        let decoder = JSONCoding.default.decoder

        let hit: () async throws -> Void = {
            for _ in 0..<calls { blackHole(try await cachedRouter.perform(.project(id: 7))) }
        }
        let roundTrip: () async throws -> Void = {
            for _ in 0..<calls { blackHole(try await router.perform(.project(id: 7))) }
        }
        let urlCacheHit: () async throws -> Void = {
            for _ in 0..<calls {
                let (data, _) = try await cachingSession.data(for: request)
                blackHole(try decoder.decode(Taskboard.Project.self, from: data))
            }
        }

        _ = try await cachedRouter.perform(.project(id: 7))
        _ = try await cachingSession.data(for: request)
        let before = server.requestCount
        _ = try await cachedRouter.perform(.project(id: 7))
        guard server.requestCount == before else {
            throw NotAHit(description: "the ResponseCache sent a request for a fresh entry")
        }
        _ = try await cachingSession.data(for: request)
        let urlCacheAnswered = server.requestCount == before

        let times = try await Measurement.medians(rounds: rounds, operations: calls, [hit, roundTrip, urlCacheHit])
        return Result(hit: times[0], roundTrip: times[1], urlCacheHit: times[2], urlCacheAnswered: urlCacheAnswered)
    }
}

/// How much memory a `ResponseCache` takes for its budget when the keys are long (issue 29: a
/// 1 MiB cache with 16 kB URLs settled at about 146 MiB while reporting 1 MiB): `requests`
/// distinct GETs, each URL holding a 16 kB query, through a cache of 1 MiB.
enum CacheMemoryBenchmark {
    struct Result {
        let requests: Int
        /// Whether the router had the cache: without, what the requests themselves leave.
        let cached: Bool
        let memoryCapacity: Int
        let memoryCost: Int
        let residentBefore: Int
        let residentAfter: Int
        let peakResident: Int
    }

    /// A cacheable GET whose URL holds a 16 kB query.
    struct LongQuery: PublicRoute, CacheableRoute {
        typealias Response = Taskboard.Project
        static var method: HTTPMethod { .get }
        static var pathTemplate: String { "/projects/{id}" }
        let id: Int
        let filter: String

        func encode(into request: inout RequestParts) {
            request.path("id", id)
            request.query("filter", filter)
        }
    }

    static func run(requests: Int, cached: Bool) async throws -> Result {
        let project = Taskboard.Project(
            id: 7, name: "Cached", owner: Taskboard.User(id: 1, name: "Ann"), taskCounts: ["open": 3])
        let server = try CannedResponseServer(
            body: try JSONCoding.default.encoder.encode(project), contentType: "application/json",
            headers: ["Cache-Control: max-age=600"])
        let capacity = 1 << 20
        let cache = ResponseCache(memoryCapacity: capacity)
        let router = Router(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, cache: cached ? cache : nil)
        let filter = String(repeating: "q", count: 16_000)
        let before = residentKiB()
        for id in 0..<requests {
            blackHole(try await router.perform(LongQuery(id: id, filter: filter)))
        }
        return Result(
            requests: requests, cached: cached, memoryCapacity: capacity, memoryCost: cache.memoryCost,
            residentBefore: before, residentAfter: residentKiB(), peakResident: StreamingBenchmark.peakResidentKiB())
    }

    /// The process's resident set size now, in KiB (Linux: `/proc/self/statm`; elsewhere the
    /// peak stands in).
    static func residentKiB() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
            let pages = statm.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
        else { return StreamingBenchmark.peakResidentKiB() }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
    }
}
