import Foundation

/// At most one compiler process per core at a time, for the whole test process.
///
/// Suites run in parallel, and a dozen of them type-check generated code with `swiftc`, which
/// uses a core for seconds. Started all at once they starve the suites that time real requests
/// (a thousand concurrent requests, fifty token refreshes): on two cores their requests waited
/// past URLSession's sixty-second timeout. Queuing the compilers keeps the machine's cores for
/// everyone; nothing waits on time, only on a compiler finishing.
actor CompilerSlots {
    /// The one limit every compiler run of the test process shares.
    static let shared = CompilerSlots(count: max(1, ProcessInfo.processInfo.activeProcessorCount))

    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    private init(count: Int) {
        free = count
    }

    /// Runs `body` once a slot is free, and frees it after.
    func run<T: Sendable>(_ body: @Sendable () async throws -> T) async throws -> T {
        await acquire()
        defer { release() }
        return try await body()
    }

    private func acquire() async {
        if free > 0 {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        if waiting.isEmpty {
            free += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
