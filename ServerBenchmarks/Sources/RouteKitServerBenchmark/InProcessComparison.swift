import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded

/// The two routes' own cost with no network and no load generator: the router's responder is
/// called directly with the same request wrk sends, and the response body is written to a
/// writer that drops it. Both routes run in short alternating batches, so a change in the
/// virtual machine's speed falls on both alike; what is left is the work that differs between
/// them (decoding, encoding, RouteKitServer's serving path), measured in process CPU time.
///
/// This is the measure to judge a change to RouteKitServer by: on this machine wrk's rounds
/// vary by ±15% from one to the next, the batches here by a few percent.
enum InProcessComparison {
    /// A response body writer that keeps nothing, as a socket that is always ready.
    struct DroppingWriter: ResponseBodyWriter {
        mutating func write(_ buffer: ByteBuffer) async throws {}
        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    /// Process CPU time in nanoseconds: all threads, so a hop to another thread is counted.
    static func cpuNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs `batches` alternating batches of `batchSize` requests through each route and prints
    /// the medians.
    static func run(
        router: Hummingbird.Router<BasicRequestContext>, generatedPath: String, handPath: String,
        batches: Int, batchSize: Int
    ) async throws {
        let responder = router.buildResponder()
        let channel = NIOAsyncTestingChannel()
        let logger = Logger(label: "in-process")
        var headers = HTTPFields()
        headers[HTTPField.Name("X-Request-ID")!] = "bench-1"

        func batch(_ path: String) async throws -> Double {
            let start = cpuNanoseconds()
            for _ in 0..<batchSize {
                let request = Request(
                    head: HTTPRequest(
                        method: .get, scheme: "http", authority: "127.0.0.1", path: path, headerFields: headers),
                    body: RequestBody(buffer: ByteBuffer()))
                let context = BasicRequestContext(
                    source: ApplicationRequestContextSource(channel: channel, logger: logger))
                let response = try await responder.respond(to: request, context: context)
                guard response.status == .ok else {
                    throw HTTPError(.internalServerError, message: "\(path) answered \(response.status)")
                }
                try await response.body.write(DroppingWriter())
            }
            return Double(cpuNanoseconds() - start) / Double(batchSize) / 1000
        }

        _ = try await batch(generatedPath)  // warm-up, not reported
        _ = try await batch(handPath)
        var generated: [Double] = [], hand: [Double] = [], ratios: [Double] = []
        for index in 0..<batches {
            let pair: (Double, Double)
            if index % 2 == 0 {
                let g = try await batch(generatedPath)
                pair = (g, try await batch(handPath))
            } else {
                let h = try await batch(handPath)
                pair = (try await batch(generatedPath), h)
            }
            generated.append(pair.0)
            hand.append(pair.1)
            ratios.append(pair.1 / pair.0 * 100)
        }
        func quartiles(_ values: [Double]) -> (Double, Double, Double) {
            let sorted = values.sorted()
            return (sorted[sorted.count / 4], sorted[sorted.count / 2], sorted[sorted.count * 3 / 4])
        }
        let (g1, g2, g3) = quartiles(generated), (h1, h2, h3) = quartiles(hand), (r1, r2, r3) = quartiles(ratios)
        print(
            "In process: \(batches) alternating batches of \(batchSize) requests per route, CPU µs per request (quartiles)"
        )
        print(String(format: "  generated (RouteKitServer): %.2f  %.2f  %.2f", g1, g2, g3))
        print(String(format: "  hand-written Hummingbird:   %.2f  %.2f  %.2f", h1, h2, h3))
        print(String(format: "  hand-written / generated per batch pair: %.1f%%  %.1f%%  %.1f%%", r1, r2, r3))
    }
}
