import Foundation

// RouteKit's overhead, measured (see Docs/Benchmarks.md). `--quick` for a short run.
let quick = CommandLine.arguments.contains("--quick")

do {
    print("RouteKit benchmark (\(quick ? "quick" : "full") run; medians of alternating rounds)\n")
    Report.building(try await RequestBuildingBenchmark.run(iterations: quick ? 2_000 : 20_000, rounds: quick ? 3 : 11))
    Report.throughput(try await ThroughputBenchmark.run(requests: quick ? 200 : 2_000, rounds: quick ? 3 : 7))
    Report.cache(try await CacheBenchmark.run(calls: quick ? 200 : 2_000, rounds: quick ? 3 : 7))
} catch {
    FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
    exit(1)
}
