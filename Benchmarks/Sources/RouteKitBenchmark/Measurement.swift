/// Times work in alternating rounds and keeps the median, so warm-up and drift hit every
/// contestant alike.
enum Measurement {
    /// The median over `rounds` of the time per operation of each closure, in nanoseconds.
    /// Each closure performs `operations` operations per call.
    static func medians(
        rounds: Int,
        operations: Int,
        _ contestants: [() async throws -> Void]
    ) async throws -> [Double] {
        var samples = Array(repeating: [Double](), count: contestants.count)
        let clock = ContinuousClock()
        for _ in 0..<rounds {
            for (index, run) in contestants.enumerated() {
                let elapsed = try await clock.measure { try await run() }
                samples[index].append(nanoseconds(elapsed) / Double(operations))
            }
        }
        return samples.map(median)
    }

    static func nanoseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

/// Keeps the optimizer from discarding a benchmarked result.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
