import Foundation

// RouteKit's overhead, measured (see Docs/Benchmarks.md). `--quick` for a short run;
// `--upload [MiB]` for a file upload's time and peak memory alone (1024 MiB by default);
// `--upload-stream [MiB]` the same from an async sequence of chunks, spooled to a file first.
let quick = CommandLine.arguments.contains("--quick")

// `--drain [MiB]`: the same body read through the transport's stream and dropped, no file: how
// much of the download's memory is the file writer falling behind.
if let flag = CommandLine.arguments.firstIndex(of: "--drain") {
    let mebibytes = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int64($0) } ?? 1024
    do {
        Report.download(try await StreamingBenchmark.drain(bytes: mebibytes << 20))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
        exit(1)
    }
}

// `--json-value`: a free-form member's decoding time by depth and width (issue 29).
if CommandLine.arguments.contains("--json-value") {
    do {
        Report.jsonValue(try JSONValueBenchmark.run(rounds: quick ? 3 : 9))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
        exit(1)
    }
}

// `--endless sse-line|sse-data|jsonl|json-seq [MiB]`: a stream whose one element never ends,
// up to MiB (512 by default) from a loopback server; `--limit KiB` sets the element limit,
// `--rate MiB/s` paces the server like a network, `--pull` replaces the server by a transport
// that makes each chunk when asked (backpressure). Alone in its process, so the peak memory
// reported is the stream's.
if let flag = CommandLine.arguments.firstIndex(of: "--endless") {
    let format = CommandLine.arguments.dropFirst(flag + 1).first ?? "sse-line"
    let mebibytes = CommandLine.arguments.dropFirst(flag + 2).first.flatMap { Int64($0) } ?? 512
    func value(after option: String) -> Int? {
        CommandLine.arguments.firstIndex(of: option).flatMap { CommandLine.arguments.dropFirst($0 + 1).first }.flatMap {
            Int($0)
        }
    }
    do {
        Report.endless(
            try await StreamingBenchmark.endless(
                format: format, cap: mebibytes << 20, limit: value(after: "--limit").map { $0 << 10 },
                rate: value(after: "--rate"),
                pull: CommandLine.arguments.contains("--pull")))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
        exit(1)
    }
}

// `--cache-memory [requests]`: a 1 MiB ResponseCache's resident memory with 16 kB URLs;
// `--without-cache` the same requests without it, for the baseline.
if let flag = CommandLine.arguments.firstIndex(of: "--cache-memory") {
    let requests = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int($0) } ?? 5_000
    do {
        Report.cacheMemory(
            try await CacheMemoryBenchmark.run(
                requests: requests, cached: !CommandLine.arguments.contains("--without-cache")))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
        exit(1)
    }
}

// `--download [MiB]`: only the download to a file, so the peak memory reported is its own.
if let flag = CommandLine.arguments.firstIndex(of: "--download") {
    let mebibytes = CommandLine.arguments.dropFirst(flag + 1).first.flatMap { Int64($0) } ?? 1024
    do {
        Report.download(try await StreamingBenchmark.download(bytes: mebibytes << 20))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
        exit(1)
    }
}

do {
    if let index = CommandLine.arguments.firstIndex(of: "--upload-stream") {
        // Alone in its process too: an upload from an async sequence, spooled first.
        let megabytes = CommandLine.arguments.dropFirst(index + 1).first.flatMap(Int.init) ?? 1024
        Report.upload(
            try await UploadBenchmark.runStream(megabytes: megabytes), source: "an async sequence (BinaryBody.spooling)"
        )
        exit(0)
    }
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
    Report.parsing(try await StreamingBenchmark.parse(events: quick ? 5_000 : 40_000, rounds: quick ? 3 : 9))
    Report.latency(try await StreamingBenchmark.latency(events: quick ? 500 : 5_000))
} catch {
    FileHandle.standardError.write(Data("routekit-benchmark: error: \(error)\n".utf8))
    exit(1)
}
