import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a large document on two cores: the second half is read on another core while the
/// reader reads the first, and joined when the reader gets to where it starts.
///
/// Where to split is guessed from the text alone, the way pretty-printed JSON looks: a line
/// that is nothing but indentation of two or four spaces and then a string is the key of a
/// member one or two levels deep. The guess is checked when the reader arrives there: it must
/// be about to read a key of an object nested exactly that deep in objects, and no key the
/// second half gives an object may repeat one the first half gave it. Otherwise the second
/// half's result is dropped and the reader reads on by itself; either way the tree, the
/// diagnostics and every location are what one reader going through the whole text gives.
extension JSONTreeReader {
    /// Below this size a document is read on one core: starting another costs more than it saves.
    static let continuationThreshold = 512 * 1024

    /// The second half of a document, being read on another core.
    final class Continuation: @unchecked Sendable {
        /// Where the second half starts: the opening quote of a key.
        let offset: Int
        /// How many objects the key is nested in, the document's root included.
        let depth: Int
        private let done = DispatchGroup()
        /// The reader that read the second half, once it is done; `nil` when it gave up.
        private var reader: JSONTreeReader?

        private init(offset: Int, depth: Int) {
            self.offset = offset
            self.depth = depth
        }

        /// Starts reading the second half of `input` when it is large enough and a place to
        /// split it is found; `nil` otherwise.
        static func start(in input: UnsafeBufferPointer<UInt8>, file: String) -> Continuation? {
            guard input.count >= continuationThreshold, let (offset, depth, line, lineStart) = splitPoint(in: input) else { return nil }
            let continuation = Continuation(offset: offset, depth: depth)
            nonisolated(unsafe) let input = input
            continuation.done.enter()
            DispatchQueue.global().async {
                var reader = JSONTreeReader(input: input, file: file)
                reader.position = offset
                reader.line = line
                reader.lineStart = lineStart
                let unknown = SourceLocation(file: file, line: line, column: 1)
                reader.open = (0..<depth).map { level in
                    var object = JSONOpenCollection(isMapping: true, location: unknown, firstKey: 0)
                    object.awaitsContinuedValue = level < depth - 1
                    return object
                }
                do {
                    try reader.readKey()
                    let root = try reader.readRoot()
                    reader.continuedValues.append(root)
                    continuation.reader = reader
                } catch {
                    continuation.reader = nil
                }
                continuation.done.leave()
            }
            return continuation
        }

        /// The reader of the second half once it has finished; `nil` when it gave up.
        func wait() -> JSONTreeReader? {
            done.wait()
            return reader
        }

        /// Where a key one or two objects deep starts near the middle of `input`, with the
        /// line it is on and where that line starts. Line breaks are counted as the reader
        /// counts them; a document with a carriage return before that place is not split.
        private static func splitPoint(in input: UnsafeBufferPointer<UInt8>) -> (offset: Int, depth: Int, line: Int, lineStart: Int)? {
            guard let base = input.baseAddress else { return nil }
            let searchEnd = min(input.count, input.count / 2 + 256 * 1024)
            var lineFeed = input.count / 2
            while let found = memchr(base + lineFeed, Int32(UInt8(ascii: "\n")), searchEnd - lineFeed) {
                lineFeed = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                var indentation = 0
                while lineFeed + 1 + indentation < input.count, input[lineFeed + 1 + indentation] == UInt8(ascii: " ") { indentation += 1 }
                let start = lineFeed + 1 + indentation
                if (indentation == 2 || indentation == 4), start < input.count, input[start] == UInt8(ascii: "\"") {
                    guard memchr(base, Int32(UInt8(ascii: "\r")), start) == nil else { return nil }
                    return (start, indentation / 2, lineCount(in: base, before: lineFeed) + 2, lineFeed + 1)
                }
                lineFeed += 1
                guard lineFeed < searchEnd else { return nil }
            }
            return nil
        }

        /// How many line feeds the first `count` bytes at `base` hold.
        private static func lineCount(in base: UnsafePointer<UInt8>, before count: Int) -> Int {
            var lines = 0
            var offset = 0
            while offset < count, let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset) {
                lines += 1
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            }
            return lines
        }
    }

    /// When the second half starts here, at a key of the innermost open object: the document's
    /// root, finished with what the other core read; `nil` (from then on reading alone) when
    /// the guess of where to split does not hold here or the second half could not be read.
    mutating func joinContinuation() throws(GiveUp) -> YAMLNode? {
        continuationOffset = nil
        guard let split = continuation, open.count == split.depth, open.allSatisfy(\.isMapping), let rest = split.wait() else { return nil }
        // The values of the open objects, innermost first: each holds the members after the split.
        let continued = rest.continuedValues
        guard continued.count == open.count else { return nil }
        for (level, value) in zip(open.indices.reversed(), continued) {
            let keysBefore = Set(keys[open[level].firstKey..<(level + 1 < open.count ? open[level + 1].firstKey : keys.count)].map(\.name))
            if value.mapping?.contains(where: { $0.key.scalar.map { keysBefore.contains($0.value) } ?? true }) ?? true { return nil }
        }
        nodeCount += rest.nodeCount
        guard nodeCount <= YAMLLimits.maximumNodeCount else { throw GiveUp() }
        diagnostics += rest.diagnostics
        var finished: YAMLNode?
        for value in continued {
            if let finished { open[open.count - 1].add(finished) }
            open[open.count - 1].append(pairsOf: value)
            finished = open.removeLast().finished(keys: &keys)
        }
        joinedContinuation = true
        position = rest.position
        line = rest.line
        lineStart = rest.lineStart
        uncountedBytes = rest.uncountedBytes
        return finished
    }
}
