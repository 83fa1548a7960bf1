import Foundation

/// SplitMix64: a small random number generator seeded by the test, so that a failing case of a
/// property test reproduces from the seed it reports.
public struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose numbers follow from `seed` alone.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension SeededGenerator {
    /// The next `count` bytes of the sequence, eight to a number.
    ///
    /// Written word by word into the buffer: drawing byte by byte (`UInt8.random(in:using:)`
    /// through a closure) took seconds of a core in a debug build for the tests' tens of MiB.
    public mutating func bytes(_ count: Int) -> Data {
        var data = Data(count: (count + 7) / 8 * 8)
        data.withUnsafeMutableBytes { buffer in
            for offset in stride(from: 0, to: buffer.count, by: 8) {
                buffer.storeBytes(of: next(), toByteOffset: offset, as: UInt64.self)
            }
        }
        return data.prefix(count)
    }
}
