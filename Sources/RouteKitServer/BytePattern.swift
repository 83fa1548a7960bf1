#if Server
import Foundation

/// A byte string searched for in a body in time linear in the body, whatever either holds: the
/// Knuth–Morris–Pratt search, whose comparisons, fallbacks included, number at most twice the
/// bytes it reads.
///
/// The search it replaced compared the pattern at every position, so a multipart boundary of
/// `-`s followed by one other byte, against a body of `-`s, cost the boundary's length per byte
/// of the body: 80 seconds for a 1 MiB body and a 513-byte boundary in a debug build, 0.3 s
/// in release (this search: 2 ms).
struct BytePattern: Sendable {
    let bytes: [UInt8]
    /// `fallback[i]`: the length of the longest proper prefix of `bytes[0...i]` that is also
    /// a suffix of it — how much of the pattern is still matched when the byte after it differs.
    private let fallback: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var fallback = [Int](repeating: 0, count: bytes.count)
        var matched = 0
        for index in bytes.indices.dropFirst() {
            while matched > 0, bytes[index] != bytes[matched] { matched = fallback[matched - 1] }
            if bytes[index] == bytes[matched] { matched += 1 }
            fallback[index] = matched
        }
        self.fallback = fallback
    }

    /// The first index at or after `start` where the pattern begins in `haystack`; `nil` when
    /// it does not occur there (or is empty).
    func firstIndex(in haystack: [UInt8], from start: Int) -> Int? {
        guard !bytes.isEmpty, start >= 0 else { return nil }
        var matched = 0
        var index = start
        while index < haystack.count {
            if matched == 0 {
                // Nothing matched yet: memchr skips to the pattern's first byte many bytes at a
                // time (a 1 MiB file part: 0.03 ms instead of 0.9 ms, release).
                guard let next = Self.firstIndex(of: bytes[0], in: haystack, from: index) else { return nil }
                index = next
            }
            let byte = haystack[index]
            while matched > 0, byte != bytes[matched] { matched = fallback[matched - 1] }
            if byte == bytes[matched] {
                matched += 1
                if matched == bytes.count { return index + 1 - matched }
            }
            index += 1
        }
        return nil
    }

    private static func firstIndex(of byte: UInt8, in haystack: [UInt8], from start: Int) -> Int? {
        haystack.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, start < buffer.count,
                let found = memchr(base + start, Int32(byte), buffer.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
#endif
