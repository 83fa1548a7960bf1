import Foundation

/// Splits a `multipart/mixed` body (RFC 2046 §5.1) into its parts, chunk by chunk: each part's
/// header fields and body are handed on as soon as the delimiter after it arrives.
///
/// - The boundary is the `boundary` parameter of the response's `Content-Type`
///   (`MultipartBoundary`); a delimiter is CRLF, `--` and the boundary — the first one
///   may open the body without the CRLF. What comes before it (the preamble) and after the close
///   delimiter (`--boundary--`, the epilogue) is skipped.
/// - After a delimiter, spaces and tabs (transport padding) and CRLF; then the part's header
///   lines, each `Name: value` and ended by CRLF (or LF), up to a blank line; then the body, up to
///   the next delimiter.
/// - A part is handed on when its delimiter has arrived, before the CRLF or `--` after it, so a
///   writer that sends each part with the delimiter after it gets it read at once.
///
/// Bytes are scanned once: a chunk is searched from where the last search stopped, and all the
/// parser keeps of the bytes not yet handed on is the part of a delimiter a chunk may end in,
/// the header lines of the part under way (``headerLimit`` bytes, ``headerFieldLimit`` fields)
/// and its body (``elementLimit`` bytes). Past a limit, or at input that is not multipart, it
/// stops with a ``Failure`` naming the part: it hands on nothing more, and holds nothing.
struct MultipartMixedParser: Sendable {
    /// Why the body is not read further: what went wrong, and in which part (1 for the first).
    struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        let part: Int
        let reason: String

        var description: String { "part \(part) of the multipart/mixed response: \(reason)" }
    }

    /// One part, its bytes borrowed from the parser for the duration of the call it is passed to.
    struct PartView {
        /// Which part it is: 1 for the first.
        let number: Int
        /// The header fields in order, names as sent.
        let headers: [(name: String, value: String)]
        let body: UnsafeRawBufferPointer

        /// The value of the header field `name` (compared ignoring case), if the part has it.
        func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// The most bytes one part's body may hold.
    let elementLimit: Int
    /// The most bytes one part's header lines may hold, line breaks included.
    static let headerLimit = 16 << 10
    /// The most header fields one part may have.
    static let headerFieldLimit = 64
    /// The most bytes of the line after a delimiter: transport padding and CRLF, or `--`.
    private static let delimiterLineLimit = 1 << 10

    private(set) var failure: Failure?
    /// CRLF, `--` and the boundary.
    private let delimiter: [UInt8]
    private var state = State.preamble
    /// Bytes received and not yet consumed; `buffer[start...]` is what is left to read.
    private var buffer: [UInt8]
    private var start = 0
    /// The part under way, 1 for the first.
    private var part = 0
    private var headerBytes = 0
    private var headers: [(name: String, value: String)] = []
    private var body: [UInt8] = []

    /// The bytes it holds — received and not handed on, with the consumed ones not yet dropped
    /// — which its limits bound whatever the chunking.
    var heldBytes: Int { buffer.count + body.count }
    /// The bytes of the part's body under way.
    var bodyBytes: Int { body.count }

    private enum State {
        /// Before the first delimiter.
        case preamble
        /// After a delimiter: padding and CRLF, or `--` for the close delimiter.
        case delimiterLine
        case headers
        case body
        /// After the close delimiter.
        case epilogue
    }

    /// A parser for a body delimited by `boundary`, whose parts' bodies may hold up to
    /// `elementLimit` bytes each.
    init(boundary: String, elementLimit: Int = StreamFormat.defaultElementLimit) {
        self.elementLimit = max(0, elementLimit)
        delimiter = [carriageReturn, lineFeed, hyphen, hyphen] + Array(boundary.utf8)
        // The first delimiter may open the body: read as if a line break came before it.
        buffer = [carriageReturn, lineFeed]
    }

    /// Calls `part` with each part `bytes` completes, in order.
    mutating func parse(_ bytes: UnsafeRawBufferPointer, _ part: (PartView) throws -> Void) rethrows {
        guard failure == nil else { return }
        buffer.append(contentsOf: bytes)
        while failure == nil, try step(part) {}
        if failure != nil { return stop() }
        // Drop what is consumed once it is most of the buffer: each byte is moved at most once more.
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// The body ended: anything but the epilogue means it was cut short, which is a failure.
    mutating func finish() {
        if failure == nil, state != .epilogue {
            failure = Failure(
                part: max(part, 1),
                reason: state == .preamble
                    ? "the response ended before its first boundary" : "the response ended before its close delimiter")
        }
        stop()
    }

    /// Reads what it can of `buffer[start...]` in the current state; `false` when it needs more.
    private mutating func step(_ handOn: (PartView) throws -> Void) rethrows -> Bool {
        switch state {
        case .preamble:
            let (found, clear) = findDelimiter()
            guard let found else {
                // Skipped: only what may be the start of a delimiter is kept.
                start = clear
                return false
            }
            start = found + delimiter.count
            part = 1
            state = .delimiterLine
            return true
        case .delimiterLine:
            return readDelimiterLine()
        case .headers:
            return readHeaderLine()
        case .body:
            let (found, end) = findDelimiter()
            guard body.count + end - start <= elementLimit else {
                fail("its body is longer than the limit of \(elementLimit) bytes (RouteStream.limitingElements(to:))")
                return false
            }
            body.append(contentsOf: buffer[start..<end])
            start = end
            guard let found else { return false }
            start = found + delimiter.count
            try body.withUnsafeBytes { try handOn(PartView(number: part, headers: headers, body: $0)) }
            body.removeAll(keepingCapacity: true)
            headers.removeAll(keepingCapacity: true)
            headerBytes = 0
            part += 1
            state = .delimiterLine
            return true
        case .epilogue:
            start = buffer.count
            return false
        }
    }

    /// The line after a delimiter: `--` closes the body; else padding and CRLF start a part.
    private mutating func readDelimiterLine() -> Bool {
        let available = buffer.count - start
        if available >= 2, buffer[start] == hyphen, buffer[start + 1] == hyphen {
            state = .epilogue
            start += 2
            return true
        }
        var index = start
        while index < buffer.count, buffer[index] == space || buffer[index] == tab { index += 1 }
        guard index - start <= Self.delimiterLineLimit else {
            fail("the line after its boundary is longer than \(Self.delimiterLineLimit) bytes")
            return false
        }
        guard index < buffer.count else { return false }
        if index == start, buffer[index] == hyphen {
            // One `-`: the second decides.
            guard available >= 2 else { return false }
        }
        guard buffer[index] == carriageReturn || buffer[index] == lineFeed else {
            fail("its boundary is followed by other text than a line break or \"--\"")
            return false
        }
        if buffer[index] == carriageReturn {
            guard index + 1 < buffer.count else { return false }
            guard buffer[index + 1] == lineFeed else {
                fail("its boundary line ends with a CR without LF")
                return false
            }
            index += 1
        }
        start = index + 1
        state = .headers
        return true
    }

    /// One header line, or the blank line that ends them.
    private mutating func readHeaderLine() -> Bool {
        let found = buffer.withUnsafeBytes { bytes -> Int? in
            guard let base = bytes.baseAddress, start < bytes.count,
                let hit = memchr(base + start, Int32(lineFeed), bytes.count - start)
            else { return nil }
            return base.distance(to: UnsafeRawPointer(hit))
        }
        guard let lineFeedIndex = found else {
            if headerBytes + buffer.count - start > Self.headerLimit {
                fail("its header lines are longer than \(Self.headerLimit) bytes")
            }
            return false
        }
        headerBytes += lineFeedIndex + 1 - start
        guard headerBytes <= Self.headerLimit else {
            fail("its header lines are longer than \(Self.headerLimit) bytes")
            return false
        }
        var end = lineFeedIndex
        if end > start, buffer[end - 1] == carriageReturn { end -= 1 }
        let line = buffer[start..<end]
        start = lineFeedIndex + 1
        if line.isEmpty {
            state = .body
            return true
        }
        guard let colonIndex = line.firstIndex(of: colon), colonIndex > line.startIndex else {
            fail("a header line is not \"Name: value\"")
            return false
        }
        guard headers.count < Self.headerFieldLimit else {
            fail("it has more than \(Self.headerFieldLimit) header fields")
            return false
        }
        let name = String(decoding: line[..<colonIndex], as: UTF8.self)
        let value = String(decoding: line[(colonIndex + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces)
        headers.append((name, value))
        return true
    }

    /// Where the next delimiter at or after `start` begins (`found`), else how far the bytes
    /// cannot be part of one (`clear`): all of them but a delimiter's start the buffer ends in.
    ///
    /// A CR starts every delimiter and the boundary holds none, so a candidate that fails is
    /// passed by for good: the bytes it matched hold no other CR. Only a candidate cut off by the
    /// end of the buffer is looked at again with the next chunk, fewer than `delimiter.count`
    /// bytes.
    private func findDelimiter() -> (found: Int?, clear: Int) {
        buffer.withUnsafeBytes { bytes -> (found: Int?, clear: Int) in
            guard let base = bytes.baseAddress else { return (nil, start) }
            var index = start
            while index < bytes.count,
                let hit = memchr(base + index, Int32(carriageReturn), bytes.count - index)
            {
                let candidate = base.distance(to: UnsafeRawPointer(hit))
                let available = min(delimiter.count, bytes.count - candidate)
                var matched = 1
                while matched < available, bytes[candidate + matched] == delimiter[matched] { matched += 1 }
                if matched == delimiter.count { return (candidate, candidate) }
                if matched == available { return (nil, candidate) }
                index = candidate + matched
            }
            return (nil, bytes.count)
        }
    }

    private mutating func fail(_ reason: String) {
        failure = Failure(part: max(part, 1), reason: reason)
    }

    /// Drops everything held.
    private mutating func stop() {
        buffer = []
        start = 0
        body = []
        headers = []
    }
}

private let carriageReturn: UInt8 = 0x0D
private let lineFeed: UInt8 = 0x0A
private let hyphen: UInt8 = 0x2D
private let colon: UInt8 = 0x3A
private let space: UInt8 = 0x20
private let tab: UInt8 = 0x09
