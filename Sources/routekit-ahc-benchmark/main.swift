#if AsyncHTTPClient
import Foundation
import NIOTestServer
import NIOCore
import RouteKit
import RouteKitAsyncHTTPClient

// A large download into a file and a large upload from one over loopback, through a router on
// AsyncHTTPClient or on URLSession, with the time and the process's peak resident memory.
// One transfer per process, so the peak reported is that transfer's:
//   routekit-ahc-benchmark download|upload|upload-stream [MiB] [--urlsession]   (1024 MiB by default)
// `upload-stream` sends a body made by an async sequence (`.stream(chunks)`), a MiB per chunk as
// the transport asks for it: sent as it comes through AsyncHTTPClient, gathered into a temporary
// file first through URLSession.
// Docs/AsyncHTTPClientTransport.md has the numbers.

let arguments = CommandLine.arguments.dropFirst().filter { $0 != "--urlsession" }
let transport: Transport = CommandLine.arguments.contains("--urlsession") ? .urlSession() : .asyncHTTPClient()
let transportName = CommandLine.arguments.contains("--urlsession") ? "URLSession" : "AsyncHTTPClient"
guard let direction = arguments.first, ["download", "upload", "upload-stream"].contains(direction) else {
    FileHandle.standardError.write(
        Data("usage: routekit-ahc-benchmark download|upload|upload-stream [MiB] [--urlsession]\n".utf8))
    exit(2)
}
let mebibytes = arguments.dropFirst().first.flatMap { Int($0) } ?? 1024

do {
    let before = peakResidentMiB()
    let result =
        switch direction {
        case "download": try await Transfer.download(bytes: mebibytes << 20, through: transport)
        case "upload": try await Transfer.upload(bytes: mebibytes << 20, through: transport)
        default: try await Transfer.uploadStream(bytes: mebibytes << 20, through: transport)
        }
    let seconds = Double(result.elapsed.components.seconds) + Double(result.elapsed.components.attoseconds) / 1e18
    print(
        """
        \(direction) of \(mebibytes) MiB through \(transportName): \(String(format: "%.2f", seconds)) s \
        (\(String(format: "%.0f", Double(mebibytes) / seconds)) MiB/s), \
        peak resident memory \(peakResidentMiB()) MiB (\(before) MiB before)
        """)
} catch {
    FileHandle.standardError.write(Data("routekit-ahc-benchmark: error: \(error)\n".utf8))
    exit(1)
}

/// The process's peak resident set size so far, in MiB (`ru_maxrss` is in KiB on Linux, in
/// bytes on macOS).
func peakResidentMiB() -> Int {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Int(usage.ru_maxrss) / (1024 * 1024)
    #endif
}
#endif
