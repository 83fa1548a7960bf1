import Foundation
import RouteKit

/// Prints the benchmark tables.
enum Report {
    static func building(_ rows: [RequestBuildingBenchmark.Row]) {
        print("1. Building a URLRequest: generated route via Router vs hand-written code")
        print(pad("request", 48), pad("generated", 12), pad("by hand", 12), "ratio")
        for row in rows {
            print(
                pad(row.name, 48), pad(String(format: "%.0f ns", row.generated), 12),
                pad(String(format: "%.0f ns", row.handWritten), 12), String(format: "%.2f×", row.ratio))
        }
    }

    static func throughput(_ rows: [ThroughputBenchmark.Row]) {
        print("\n2. Requests per second against a loopback server: Router vs raw URLSession.data(for:)")
        print(
            "   raw: one prebuilt URLRequest; +decode: and decoding the model; hand-written: request built per call too"
        )
        print(
            pad("route, load", 26), pad("router", 8), pad("raw", 8), pad("+decode", 9), pad("hand", 8),
            pad("router/raw", 12), pad("r/(+decode)", 12), "router/hand")
        func ratio(_ router: Double, _ other: Double?) -> String {
            other.map { String(format: "%.1f%%", 100 * router / $0) } ?? "-"
        }
        func number(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "-" }
        for row in rows {
            print(
                pad(row.name, 26), pad(number(row.router), 8), pad(number(row.raw), 8), pad(number(row.rawDecoding), 9),
                pad(number(row.handWritten), 8), pad(ratio(row.router, row.raw), 12),
                pad(ratio(row.router, row.rawDecoding), 12), ratio(row.router, row.handWritten))
        }
    }

    static func cache(_ result: CacheBenchmark.Result) {
        print(
            "\n3. The same route (GET /projects/{id}, decoded): ResponseCache hit vs loopback round trip vs URLCache hit"
        )
        print(pad("ResponseCache hit", 36), String(format: "%10.0f ns", result.hit))
        print(pad("loopback round trip (no cache)", 36), String(format: "%10.0f ns", result.roundTrip))
        print(
            pad("URLCache hit + decoding", 36), String(format: "%10.0f ns", result.urlCacheHit),
            result.urlCacheAnswered
                ? "" : "  (URLCache sent a request: this platform's URLSession does not answer from it)")
        let overRoundTrip = result.roundTrip / result.hit
        let overURLCache = result.urlCacheHit / result.hit
        print(
            String(
                format: "hit vs round trip: %.0f× faster (goal ≥ 50×: %@)", overRoundTrip,
                overRoundTrip >= 50 ? "met" : "missed"))
        print(
            String(
                format: "hit vs URLCache hit: %.1f× faster (goal > 1×: %@)", overURLCache,
                overURLCache > 1 ? "met" : "missed"))
    }

    static func parsing(_ result: StreamingBenchmark.ParseResult) {
        print(
            "\n4. Server-Sent Events: an OpenAI-style chat stream of \(result.events) events (\(result.bytes / 1024) KiB) in 16 KiB chunks"
        )
        print(
            pad("ServerSentEventParser → ServerSentEvent", 46),
            String(
                format: "%12.0f events/s  (%.0f MB/s)", result.eventsPerSecond,
                result.eventsPerSecond * Double(result.bytes) / Double(result.events) / 1e6))
        print(
            pad("router.stream, each event decoded from JSON", 46),
            String(format: "%12.0f events/s", result.decodedPerSecond))
    }

    static func latency(_ result: StreamingBenchmark.LatencyResult) {
        print(
            "\n5. From a chunk's write on a loopback server to its event in the loop of router.stream (\(result.events) events, one at a time)"
        )
        print(
            String(
                format: "median %.0f µs, p99 %.0f µs, max %.0f µs (goal: median under 1 ms: %@)",
                result.median, result.p99, result.max, result.median < 1_000 ? "met" : "missed"))
    }

    static func download(_ result: StreamingBenchmark.DownloadResult) {
        let mebibytes = Double(result.bytes) / Double(1 << 20)
        print(
            String(
                format: "Download of %.0f MiB from a loopback server into a file: %.1f s (%.0f MiB/s)", mebibytes,
                result.seconds, mebibytes / result.seconds))
        print(
            String(
                format: "peak resident set size: %.1f MiB before, %.1f MiB after (goal under 64 MiB: %@)",
                Double(result.peakResidentBefore) / 1024, Double(result.peakResident) / 1024,
                result.peakResident < 64 * 1024 ? "met" : "missed"))
    }

    static func upload(_ result: UploadBenchmark.Result, source: String = "a file (body: .file(url))") {
        let mebibytes = Double(result.bytes) / Double(1 << 20)
        print("Upload from \(source) through uploadAttachment to a loopback server that discards it")
        print(pad("bytes sent, checked on the server", 36), result.bytes, "(length and FNV-1a hash match)")
        print(pad("time", 36), String(format: "%.2f s (%.0f MiB/s)", result.seconds, mebibytes / result.seconds))
        print(pad("peak resident memory before", 36), "\(result.peakBefore) MiB")
        print(
            pad("peak resident memory after", 36), "\(result.peakAfter) MiB",
            "(goal < 64 MiB: \(result.peakAfter < 64 ? "met" : "missed"))")
    }

    static func jsonValue(_ rows: [JSONValueBenchmark.Row]) {
        print(
            "JSONValue decoding: a model's free-form member, through JSONCoding.default and a plain JSONDecoder (medians)"
        )
        print(pad("member", 30), pad("bytes", 9), pad("JSONCoding", 12), pad("plain", 12), "outcome")
        for row in rows {
            print(
                pad(row.name, 30), pad("\(row.bytes)", 9), pad(String(format: "%.3f ms", row.routeKit * 1e3), 12),
                pad(row.plain.map { String(format: "%.3f ms", $0 * 1e3) } ?? "-", 12), row.outcome)
        }
    }

    static func endless(_ result: StreamingBenchmark.EndlessResult) {
        let limit = result.limit.map { "\($0 >> 10) KiB" } ?? "default (\(StreamFormat.defaultElementLimit >> 20) MiB)"
        print("An endless element (\(result.format)), element limit \(limit)")
        print(
            String(
                format: "%.1f MiB of at most %.0f MiB sent before the client went away; the loop ended after %.2f s",
                Double(result.written) / 1_048_576, Double(result.cap) / 1_048_576, result.seconds))
        print("loop ended with: \(result.outcome)")
        print(
            "peak RSS \(result.peakResidentBefore >> 10) MiB before, \(result.peakResidentAtEnd >> 10) MiB when the loop ended, "
                + "\(result.peakResident >> 10) MiB once the request was over")
    }

    static func cacheMemory(_ result: CacheMemoryBenchmark.Result) {
        print(
            result.cached
                ? "ResponseCache(memoryCapacity: \(result.memoryCapacity >> 10) KiB), \(result.requests) distinct GETs with 16 kB URLs"
                : "No cache (baseline), \(result.requests) distinct GETs with 16 kB URLs")
        print(
            "memoryCost \(result.memoryCost >> 10) KiB; resident \(result.residentBefore >> 10) MiB before, "
                + "\(result.residentAfter >> 10) MiB after (peak \(result.peakResident >> 10) MiB)")
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
