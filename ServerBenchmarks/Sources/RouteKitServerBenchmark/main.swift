import Foundation
import Hummingbird
import Logging
import RouteKit
import RouteKitServer

// Requests per second and latency through the generated `ListTasksRoute` (its generated
// decoder, served by RouteKitServer) and through a hand-written Hummingbird route doing the
// same decoding and encoding, measured by one wrk run each against one server, in one process
// run. Run in release: swift run -c release --package-path ServerBenchmarks routekit-server-benchmark
// (--in-process: the routes' own cost without wrk; --multipart: multipart parse times).

let seconds = Int(ProcessInfo.processInfo.environment["BENCH_SECONDS"] ?? "") ?? 10
let connections = Int(ProcessInfo.processInfo.environment["BENCH_CONNECTIONS"] ?? "") ?? 32
let rounds = max(1, Int(ProcessInfo.processInfo.environment["BENCH_ROUNDS"] ?? "") ?? 5)

let date = Date(timeIntervalSince1970: 1_700_000_000)
let taskCount = Int(ProcessInfo.processInfo.environment["BENCH_TASKS"] ?? "") ?? 3
let tasks: @Sendable (Int64) -> [Taskboard.TaskModel] = { projectID in
    (0..<taskCount).map { index in
        Taskboard.TaskModel(
            id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, UInt8(index))), projectID: projectID,
            title: "Task \(index)", state: .inProgress, priority: .high, tags: ["server", "bench"],
            labels: ["area": "api"], due: date, createdAt: date)
    }
}

let router = Hummingbird.Router()
var routes = ServerRoutes<BasicRequestContext>()
routes.add(Taskboard.ListTasksRoute.self) { route in tasks(route.projectID) }
routes.register(on: router)
HandWrittenRoute.register(on: router, answer: tasks)

let query =
    "state=OPEN&state=DONE&priority=high&search=api&due_before=2026-01-01T00%3A00%3A00Z&ids=00000000-0000-0000-0000-000000000001&sort=title"
if CommandLine.arguments.contains("--multipart") {
    try MultipartParsing.run(rounds: Int(ProcessInfo.processInfo.environment["BENCH_PARSES"] ?? "") ?? 21)
    exit(0)
}
if CommandLine.arguments.contains("--in-process") {
    let batches = Int(ProcessInfo.processInfo.environment["BENCH_BATCHES"] ?? "") ?? 400
    try await InProcessComparison.run(
        router: router, generatedPath: "/projects/7/tasks?\(query)", handPath: "/hand/projects/7/tasks?\(query)",
        batches: batches, batchSize: 500)
    exit(0)
}

var logger = Logger(label: "routekit-server-benchmark")
logger.logLevel = .critical
let (ports, continuation) = AsyncStream<Int?>.makeStream()
let app = Application(
    router: router,
    configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
    onServerRunning: { channel in
        continuation.yield(channel.localAddress?.port)
        continuation.finish()
    },
    logger: logger)

/// One wrk run's requests per second and latency percentiles, and the server's CPU time per
/// request: the work the route costs, which the machine's other load disturbs less than the
/// rate, since wrk and the server share its two cores.
struct Measurement {
    var requestsPerSecond: Double
    var percentiles: [(String, String)]
    var non2xx: String?
    var cpuMicrosecondsPerRequest: Double = 0
}

/// The CPU time this process — the server, not wrk — has used so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The run whose requests per second is the median of `runs` (the upper one of an even count).
func median(_ runs: [Measurement]) -> Measurement {
    runs.sorted { $0.requestsPerSecond < $1.requestsPerSecond }[runs.count / 2]
}

func wrk(_ url: String) throws -> Measurement {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
        "wrk", "-t1", "-c\(connections)", "-d\(seconds)s", "--latency", "-H", "X-Request-ID: bench-1", url,
    ]
    let pipe = Pipe()
    process.standardOutput = pipe
    let cpuBefore = cpuSeconds()
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let cpu = cpuSeconds() - cpuBefore
    var measurement = Measurement(requestsPerSecond: 0, percentiles: [])
    for line in output.split(separator: "\n") {
        let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        // "  123456 requests in 6.00s, 98.76MB read"
        if fields.count > 2, fields[1] == "requests", let count = Double(fields[0]), count > 0 {
            measurement.cpuMicrosecondsPerRequest = cpu / count * 1e6
        }
        if fields.first == "Requests/sec:", fields.count > 1 { measurement.requestsPerSecond = Double(fields[1]) ?? 0 }
        if fields.count == 2, ["50%", "75%", "90%", "99%"].contains(fields[0]) {
            measurement.percentiles.append((fields[0], fields[1]))
        }
        if line.contains("Non-2xx") { measurement.non2xx = String(line) }
    }
    return measurement
}

try await withThrowingTaskGroup(of: Void.self) { group in
    group.addTask { try await app.runService(gracefulShutdownSignals: []) }
    var iterator = ports.makeAsyncIterator()
    guard let found = await iterator.next(), let port = found else { throw HTTPError(.internalServerError) }
    let generatedURL = "http://127.0.0.1:\(port)/projects/7/tasks?\(query)"
    let handURL = "http://127.0.0.1:\(port)/hand/projects/7/tasks?\(query)"
    _ = try wrk(generatedURL)  // warm-up, not reported
    _ = try wrk(handURL)
    // Alternating rounds, each pair in the other order than the one before, so that a change in
    // the machine's load during the run falls on both routes alike; the medians are reported.
    var generatedRuns: [Measurement] = [], handRuns: [Measurement] = []
    for round in 0..<rounds {
        if round % 2 == 0 {
            generatedRuns.append(try wrk(generatedURL))
            handRuns.append(try wrk(handURL))
        } else {
            handRuns.append(try wrk(handURL))
            generatedRuns.append(try wrk(generatedURL))
        }
    }
    let generated = median(generatedRuns), hand = median(handRuns)
    print(
        "GET /projects/7/tasks (listTasks), wrk -t1 -c\(connections) -d\(seconds)s, one server, \(rounds) alternating rounds, medians"
    )
    print("| route | requests/s | p50 | p75 | p90 | p99 |")
    print("|---|---|---|---|---|---|")
    for (name, result) in [("generated (RouteKitServer)", generated), ("hand-written Hummingbird", hand)] {
        let latencies = result.percentiles.map(\.1).joined(separator: " | ")
        print("| \(name) | \(String(format: "%.0f", result.requestsPerSecond)) | \(latencies) |")
        if let non2xx = result.non2xx { print("  \(name): \(non2xx)") }
    }
    let ratios = zip(generatedRuns, handRuns).map { $0.requestsPerSecond / max($1.requestsPerSecond, 1) * 100 }
    print("generated / hand-written per round: " + ratios.map { String(format: "%.1f%%", $0) }.joined(separator: ", "))
    print(
        String(
            format: "generated / hand-written, median of the rounds' ratios: %.1f%%", ratios.sorted()[ratios.count / 2])
    )
    print(
        String(
            format: "generated / hand-written, medians: %.1f%%",
            generated.requestsPerSecond / max(hand.requestsPerSecond, 1) * 100))
    let cpuMedian = { (runs: [Measurement]) in runs.map(\.cpuMicrosecondsPerRequest).sorted()[runs.count / 2] }
    let (generatedCPU, handCPU) = (cpuMedian(generatedRuns), cpuMedian(handRuns))
    print(
        String(
            format:
                "server CPU per request, medians: generated %.1f µs, hand-written %.1f µs (hand-written / generated: %.1f%%)",
            generatedCPU, handCPU, handCPU / max(generatedCPU, 0.001) * 100))
    group.cancelAll()
}
