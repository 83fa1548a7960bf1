import Foundation

/// Splits JSON Lines (`application/jsonl`, `application/x-ndjson`) into its texts: one per line,
/// lines ended by LF (a CR before it is removed), blank lines — nothing but spaces, tabs and CRs
/// — skipped, and a last line without LF taken when the stream ends.
///
/// A line longer than `elementLimit` bytes stops it (`exceededElementLimit`): it hands on
/// nothing more, and holds nothing of that line.
struct JSONLinesFramer: Sendable {
    let elementLimit: Int
    private(set) var exceededElementLimit = false
    private var pending: [UInt8] = []

    init(elementLimit: Int = StreamFormat.defaultElementLimit) {
        self.elementLimit = elementLimit
    }

    /// Calls `text` with each JSON text `bytes` completes.
    mutating func parse(_ bytes: UnsafeRawBufferPointer, _ text: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard !exceededElementLimit else { return }
        var lineStart = 0
        var index = 0
        while let found = Self.lineFeed(in: bytes, from: index) {
            let line = UnsafeRawBufferPointer(rebasing: bytes[lineStart..<found])
            guard pending.count + line.count <= elementLimit else { return exceed() }
            if pending.isEmpty {
                try Self.emit(line, text)
            } else {
                pending.append(contentsOf: line)
                try pending.withUnsafeBytes { try Self.emit($0, text) }
                pending.removeAll(keepingCapacity: true)
            }
            index = found + 1
            lineStart = index
        }
        if lineStart < bytes.count {
            guard pending.count + bytes.count - lineStart <= elementLimit else { return exceed() }
            pending.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[lineStart...]))
        }
    }

    /// The stream ended: a last line without a line feed is a text too.
    mutating func finish(_ text: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        defer { pending.removeAll() }
        guard !exceededElementLimit else { return }
        try pending.withUnsafeBytes { try Self.emit($0, text) }
    }

    private mutating func exceed() {
        exceededElementLimit = true
        pending = []
    }

    private static func emit(_ line: UnsafeRawBufferPointer, _ text: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        var end = line.count
        if end > 0, line[end - 1] == 0x0D { end -= 1 }
        let line = UnsafeRawBufferPointer(rebasing: line[..<end])
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return }
        try text(line)
    }

    private static func lineFeed(in bytes: UnsafeRawBufferPointer, from index: Int) -> Int? {
        guard index < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + index, 0x0A, bytes.count - index)
        else { return nil }
        return base.distance(to: UnsafeRawPointer(found))
    }
}

/// Splits a JSON text sequence (RFC 7464, `application/json-seq`) into its texts: each starts
/// with RS (U+001E) and ends with LF.
///
/// A text is handed on as soon as it is complete — at the LF after a whole JSON value (found by
/// tracking brackets and strings, so the line feeds inside a pretty-printed text do not end it)
/// — not only when the next RS comes. A text cut short by the next RS or by the end of the
/// stream is skipped, as RFC 7464 (§2.3) has parsers do with truncated texts; a text that is
/// whole but not valid JSON is handed on, and fails to decode.
///
/// A text longer than `elementLimit` bytes stops it (`exceededElementLimit`): it hands on
/// nothing more, and holds nothing of that text.
struct JSONSequenceFramer: Sendable {
    let elementLimit: Int
    private(set) var exceededElementLimit = false
    private var pending: [UInt8] = []
    /// Whether a text has begun (an RS has been seen since the last text was handed on).
    private var inText = false
    private var depth = 0
    private var inString = false
    private var escaped = false
    /// Whether the text so far holds anything but whitespace.
    private var sawValue = false

    init(elementLimit: Int = StreamFormat.defaultElementLimit) {
        self.elementLimit = elementLimit
    }

    mutating func parse(_ bytes: UnsafeRawBufferPointer, _ text: (UnsafeRawBufferPointer) throws -> Void) rethrows {
        guard !exceededElementLimit else { return }
        for byte in bytes {
            if byte == 0x1E {
                // A new text: the one before it, if any, never ended with its LF.
                reset()
                inText = true
                continue
            }
            guard inText else { continue }
            // The text's bytes and its LF: one more than the limit.
            guard pending.count <= elementLimit else {
                reset()
                exceededElementLimit = true
                pending = []
                return
            }
            pending.append(byte)
            if inString {
                if escaped {
                    escaped = false
                } else if byte == 0x5C {
                    escaped = true
                } else if byte == 0x22 {
                    inString = false
                }
                continue
            }
            switch byte {
            case 0x22:
                inString = true
                sawValue = true
            case 0x7B, 0x5B:
                depth += 1
                sawValue = true
            case 0x7D, 0x5D:
                depth -= 1
            case 0x0A:
                if sawValue, depth <= 0 {
                    try pending.withUnsafeBytes { try text(UnsafeRawBufferPointer(rebasing: $0.dropLast())) }
                    reset()
                }
            case 0x20, 0x09, 0x0D:
                break
            default:
                sawValue = true
            }
        }
    }

    /// The stream ended: a text without its LF is truncated and skipped.
    mutating func finish() {
        reset()
    }

    private mutating func reset() {
        pending.removeAll(keepingCapacity: true)
        inText = false
        depth = 0
        inString = false
        escaped = false
        sawValue = false
    }
}
