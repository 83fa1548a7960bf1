import Foundation
import RouteKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A large upload from a file through a generated route (`uploadAttachment`, `body: .file(url)`)
/// against a loopback server that discards what it reads, with the process's peak resident
/// memory: the body streams from disk, so the peak must stay far below the file's size.
///
/// Run on its own (`routekit-benchmark --upload`), since the peak is the whole process's.
enum UploadBenchmark {
    struct Result {
        var bytes: Int64
        var seconds: Double
        var peakBefore: Int
        var peakAfter: Int
    }

    enum Failure: Error, CustomStringConvertible {
        case mismatch(sent: UploadSinkServer.Received, received: [UploadSinkServer.Received])

        var description: String {
            switch self {
            case .mismatch(let sent, let received):
                "the server received \(received) for a file of \(sent.length) bytes, hash \(sent.hash)"
            }
        }
    }

    /// Writes a file of `megabytes` MiB (a repeating pseudo-random pattern, written a MiB at a
    /// time), uploads it, checks length and hash on the server, and removes it.
    static func run(megabytes: Int) async throws -> Result {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "routekit-upload-benchmark-\(UUID()).bin")
        defer { try? FileManager.default.removeItem(at: url) }
        let sent = try writeFile(at: url, megabytes: megabytes)
        let server = try UploadSinkServer()
        let baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
        let router = Taskboard.router(baseURL: baseURL).authenticated(
            Taskboard.IntegrationAuth.self, with: APIKey("key"))
        let peakBefore = peakResidentMiB()
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await router.perform(.uploadAttachment(id: UUID(), body: .file(url)))
        let elapsed = start.duration(to: clock.now)
        let peakAfter = peakResidentMiB()
        let received = server.bodies
        guard received == [sent] else { throw Failure.mismatch(sent: sent, received: received) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(bytes: sent.length, seconds: seconds, peakBefore: peakBefore, peakAfter: peakAfter)
    }

    /// Uploads `megabytes` MiB produced by an async sequence, a MiB per chunk, through
    /// `BinaryBody.spooling` (the sequence is gathered into a temporary file, then sent);
    /// checks length and hash on the server. The time includes the spooling.
    static func runStream(megabytes: Int) async throws -> Result {
        let server = try UploadSinkServer()
        let baseURL = URL(string: "http://127.0.0.1:\(server.port)")!
        let router = Taskboard.router(baseURL: baseURL).authenticated(
            Taskboard.IntegrationAuth.self, with: APIKey("key"))
        let seed = UInt64.random(in: 0...UInt64.max)
        let sent = PatternBlocks(seed: seed).received(megabytes: megabytes)
        // Made as they are asked for, as a pipe or a generator would: an `AsyncStream` fed by a
        // task of its own would buffer the whole body ahead of the reader.
        let chunks = PatternSequence(seed: seed, megabytes: megabytes)
        let peakBefore = peakResidentMiB()
        let clock = ContinuousClock()
        let start = clock.now
        _ = try await BinaryBody.spooling(chunks) { body in
            try await router.perform(.uploadAttachment(id: UUID(), body: body))
        }
        let elapsed = start.duration(to: clock.now)
        let peakAfter = peakResidentMiB()
        let received = server.bodies
        guard received == [sent] else { throw Failure.mismatch(sent: sent, received: received) }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(bytes: sent.length, seconds: seconds, peakBefore: peakBefore, peakAfter: peakAfter)
    }

    /// The file's length and FNV-1a hash, as the sink computes them.
    private static func writeFile(at url: URL, megabytes: Int) throws -> UploadSinkServer.Received {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        // SplitMix64, seeded from the system once: a system random number per byte would make
        // writing the file take minutes of system calls.
        var state = UInt64.random(in: 0...UInt64.max)
        var words = [UInt64](repeating: 0, count: (1 << 20) / 8)
        var received = UploadSinkServer.Received(length: 0, hash: 0xcbf2_9ce4_8422_2325)
        for _ in 0..<megabytes {
            for index in words.indices {
                state &+= 0x9E37_79B9_7F4A_7C15
                var z = state
                z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
                z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
                words[index] = z ^ (z >> 31)
            }
            let block = words.withUnsafeBytes { Data($0) }
            for byte in block { received.hash = (received.hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            received.length += Int64(block.count)
            try handle.write(contentsOf: block)
        }
        return received
    }

    /// `ru_maxrss`, the process's peak resident set size so far, in MiB (Linux reports KiB,
    /// Darwin bytes).
    static func peakResidentMiB() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return usage.ru_maxrss / 1024
        #else
        getrusage(RUSAGE_SELF, &usage)
        return usage.ru_maxrss / (1024 * 1024)
        #endif
    }
}

/// Blocks of 1 MiB of a SplitMix64 pattern from a seed: the same bytes again for the same seed,
/// so the length and hash can be computed before the bytes are produced.
private struct PatternBlocks {
    private var state: UInt64
    private var words = [UInt64](repeating: 0, count: (1 << 20) / 8)

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> Data {
        for index in words.indices {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            words[index] = z ^ (z >> 31)
        }
        return words.withUnsafeBytes { Data($0) }
    }

    /// The length and FNV-1a hash of the first `megabytes` blocks, as the sink computes them.
    func received(megabytes: Int) -> UploadSinkServer.Received {
        var blocks = self
        var received = UploadSinkServer.Received(length: 0, hash: 0xcbf2_9ce4_8422_2325)
        for _ in 0..<megabytes {
            let block = blocks.next()
            for byte in block { received.hash = (received.hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            received.length += Int64(block.count)
        }
        return received
    }
}

/// `megabytes` blocks of a ``PatternBlocks`` pattern, each made when the reader asks for it.
private struct PatternSequence: AsyncSequence {
    let seed: UInt64
    let megabytes: Int

    struct AsyncIterator: AsyncIteratorProtocol {
        var blocks: PatternBlocks
        var remaining: Int

        mutating func next() async -> Data? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            return blocks.next()
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(blocks: PatternBlocks(seed: seed), remaining: megabytes)
    }
}
