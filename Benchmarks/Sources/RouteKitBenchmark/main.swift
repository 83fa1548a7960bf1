import Foundation

// RouteKit's overhead, measured (see Docs/Benchmarks.md). `--quick` for a short run;
// `--upload [MiB]` for a file upload's time and peak memory alone (1024 MiB by default).
let quick = CommandLine.arguments.contains("--quick")

do {
    if let index = CommandLine.arguments.firstIndex(of: "--upload") {
        // Alone in its process: the peak resident memory it reports is the upload's.
        let megabytes = CommandLine.arguments.dropFirst(index + 1).first.flatMap(Int.init) ?? 1024
        Report.upload(try await UploadBenchmark.run(megabytes: megabytes))
        exit(0)
    }
    print("RouteKit benchmark (\(quick ? "quick" : "full") run; medians of alternating rounds)\n")
    Report.building(try await RequestBuildingBenchmark.run(iterations: quick ? 2_000 : 20_000, rounds: quick ? 3 : 11))
    Report.throughput(try await ThroughputBenchmark.run(requests: quick ? 200 : 2_000, rounds: quick ? 3 : 7))
    Report.cache(try await CacheBenchmark.run(calls: quick ? 200 : 2_000, rounds: quick ? 3 : 7))
} catch {
    FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
    exit(1)
}
