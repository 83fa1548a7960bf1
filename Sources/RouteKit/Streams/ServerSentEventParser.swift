import Foundation

/// Turns the bytes of a `text/event-stream` into ``ServerSentEvent``s, chunk by chunk, as the
/// WHATWG HTML standard interprets an event stream (§9.2.6).
///
/// - Lines end with CRLF, LF or CR — a CR that ends one chunk and an LF that starts the next
///   are one line break. A UTF-8 byte order mark at the very start of the stream is skipped.
/// - A line starting with `:` is a comment. Otherwise the field name runs up to the first `:`
///   (the whole line when there is none, with an empty value), and one space after the colon
///   is removed from the value.
/// - `data` appends the value and a line feed to the data buffer; `event` sets the type; `id`
///   sets the last event ID unless the value holds U+0000; `retry` sets the reconnection time
///   when the value is ASCII digits only; other fields are ignored.
/// - A blank line dispatches the event: nothing when the data buffer is empty (an event without
///   `data:`), else the event with the buffer's last line feed removed. The last event ID
///   stays for later events; type and data start afresh.
/// - An event not ended by a blank line when the stream ends is discarded (``finish()``).
///
/// Nothing it keeps grows past ``elementLimit`` bytes: a line longer than that, or an event
/// whose data would be, stops the parser (``exceededElementLimit``) — it dispatches nothing
/// more until ``finish()`` — so a stream that never ends a line cannot fill memory.
///
/// It works on bytes — a line is scanned once, field names are compared as bytes and only
/// values are copied — and builds a `String` only for what an event holds. Invalid UTF-8 becomes
/// U+FFFD, as the standard's decoding does.
public struct ServerSentEventParser: Sendable {
    /// The most bytes one line, and one event's data, may hold.
    public let elementLimit: Int
    /// A line or an event's data went past ``elementLimit``: the parser has stopped, and
    /// dispatches nothing more until ``finish()``.
    public private(set) var exceededElementLimit = false
    /// The bytes of a line not yet ended by the chunks so far.
    private var pending: [UInt8] = []
    /// The previous chunk ended with a CR: an LF starting the next one belongs to it.
    private var skipsLineFeed = false
    /// No line has ended yet: the next one may start with a byte order mark.
    private var atStart = true
    private var data: [UInt8] = []
    private var eventType: [UInt8] = []
    private var lastEventIDBytes: [UInt8] = []
    private var retryOfEvent: Int?

    /// The reconnection time in milliseconds the stream set last with `retry:`, if it did.
    public private(set) var reconnectionTime: Int?

    /// The last event ID so far: what a client reconnecting sends as `Last-Event-ID`.
    public var lastEventID: String { String(decoding: lastEventIDBytes, as: UTF8.self) }

    /// A parser at the start of a stream, whose lines and events' data may hold up to
    /// `elementLimit` bytes each (``StreamFormat/defaultElementLimit`` unless you say otherwise).
    public init(elementLimit: Int = StreamFormat.defaultElementLimit) {
        self.elementLimit = max(0, elementLimit)
        data.reserveCapacity(1024)
    }

    /// The events `chunk` completes, in order.
    public mutating func parse(_ chunk: Data) -> [ServerSentEvent] {
        var events: [ServerSentEvent] = []
        parse(chunk) { events.append($0) }
        return events
    }

    /// Calls `body` with each event `chunk` completes, in order.
    public mutating func parse(_ chunk: Data, _ body: (ServerSentEvent) throws -> Void) rethrows {
        try chunk.withUnsafeBytes { bytes in
            try parse(bytes) { event in try body(event.event()) }
        }
    }

    /// The stream ended: an event it left incomplete (no blank line after it) is discarded, as
    /// the standard says; the parser starts over as at a new stream, keeping the last event ID.
    public mutating func finish() {
        exceededElementLimit = false
        pending.removeAll(keepingCapacity: true)
        data.removeAll(keepingCapacity: true)
        eventType.removeAll()
        retryOfEvent = nil
        skipsLineFeed = false
        atStart = true
    }

    /// An event as dispatched, its bytes borrowed from the parser for the duration of the call
    /// it is passed to.
    struct EventView {
        /// The data, without the final line feed.
        let data: UnsafeRawBufferPointer
        let type: UnsafeRawBufferPointer
        let id: UnsafeRawBufferPointer
        let retry: Int?

        /// Whether the data is exactly `text`'s UTF-8.
        func dataEquals(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { utf8 in
                utf8.count == data.count
                    && (utf8.isEmpty || memcmp(utf8.baseAddress!, data.baseAddress!, utf8.count) == 0)
            }
        }

        func event() -> ServerSentEvent {
            ServerSentEvent(
                event: type.isEmpty ? nil : String(decoding: type, as: UTF8.self),
                data: String(decoding: data, as: UTF8.self),
                id: id.isEmpty ? nil : String(decoding: id, as: UTF8.self),
                retry: retry
            )
        }
    }

    /// Calls `dispatch` with each event `bytes` completes.
    mutating func parse(_ bytes: UnsafeRawBufferPointer, _ dispatch: (EventView) throws -> Void) rethrows {
        let count = bytes.count
        guard count > 0, !exceededElementLimit, let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            return
        }
        var index = 0
        if skipsLineFeed {
            skipsLineFeed = false
            if base[0] == lineFeed { index = 1 }
        }
        var lineStart = index
        while index < count {
            let byte = base[index]
            // Bytes above CR are never line breaks: one comparison for almost every byte.
            if byte > carriageReturn || (byte != lineFeed && byte != carriageReturn) {
                index += 1
                continue
            }
            let line = UnsafeRawBufferPointer(start: base + lineStart, count: index - lineStart)
            guard pending.count + line.count <= elementLimit else { return exceed() }
            if pending.isEmpty {
                try process(line, dispatch)
            } else {
                pending.append(contentsOf: line)
                var whole: [UInt8] = []
                swap(&whole, &pending)
                try whole.withUnsafeBytes { try process($0, dispatch) }
                whole.removeAll(keepingCapacity: true)
                swap(&whole, &pending)
            }
            if exceededElementLimit { return exceed() }
            index += 1
            if byte == carriageReturn {
                if index == count {
                    skipsLineFeed = true
                } else if base[index] == lineFeed {
                    index += 1
                }
            }
            lineStart = index
        }
        if lineStart < count {
            guard pending.count + count - lineStart <= elementLimit else { return exceed() }
            pending.append(contentsOf: UnsafeRawBufferPointer(start: base + lineStart, count: count - lineStart))
        }
    }

    /// Stops at a line or event past ``elementLimit``, dropping what it held.
    private mutating func exceed() {
        exceededElementLimit = true
        pending = []
        data = []
    }

    /// Interprets one line, without its line break.
    private mutating func process(_ line: UnsafeRawBufferPointer, _ dispatch: (EventView) throws -> Void) rethrows {
        var line = line
        if atStart {
            atStart = false
            if line.count >= 3, line[0] == 0xEF, line[1] == 0xBB, line[2] == 0xBF {
                line = UnsafeRawBufferPointer(rebasing: line[3...])
            }
        }
        guard let first = line.first else {
            try dispatchEvent(dispatch)
            return
        }
        if first == colon { return }
        var nameEnd = 0
        while nameEnd < line.count, line[nameEnd] != colon { nameEnd += 1 }
        var valueStart = min(nameEnd + 1, line.count)
        if valueStart < line.count, line[valueStart] == space { valueStart += 1 }
        let value = UnsafeRawBufferPointer(rebasing: line[valueStart...])
        switch nameEnd {
        case 4 where line[0] == 0x64 && line[1] == 0x61 && line[2] == 0x74 && line[3] == 0x61:  // data
            guard data.count + value.count <= elementLimit else { return exceed() }
            data.append(contentsOf: value)
            data.append(lineFeed)
        // event
        case 5 where line[0] == 0x65 && line[1] == 0x76 && line[2] == 0x65 && line[3] == 0x6E && line[4] == 0x74:
            eventType.removeAll(keepingCapacity: true)
            eventType.append(contentsOf: value)
        case 2 where line[0] == 0x69 && line[1] == 0x64:  // id
            if !value.contains(0) {
                lastEventIDBytes.removeAll(keepingCapacity: true)
                lastEventIDBytes.append(contentsOf: value)
            }
        // retry
        case 5 where line[0] == 0x72 && line[1] == 0x65 && line[2] == 0x74 && line[3] == 0x72 && line[4] == 0x79:
            if let milliseconds = Self.digits(value) {
                reconnectionTime = milliseconds
                retryOfEvent = milliseconds
            }
        default:
            break
        }
    }

    private mutating func dispatchEvent(_ dispatch: (EventView) throws -> Void) rethrows {
        defer {
            data.removeAll(keepingCapacity: true)
            eventType.removeAll(keepingCapacity: true)
            retryOfEvent = nil
        }
        guard !data.isEmpty else { return }
        let retry = retryOfEvent
        try data.withUnsafeBytes { data in
            try eventType.withUnsafeBytes { type in
                try lastEventIDBytes.withUnsafeBytes { id in
                    try dispatch(
                        EventView(
                            data: UnsafeRawBufferPointer(rebasing: data.dropLast()), type: type, id: id, retry: retry))
                }
            }
        }
    }

    /// The value of a field made of ASCII digits only; `nil` for anything else, an empty value
    /// included. Values beyond `Int` saturate.
    private static func digits(_ value: UnsafeRawBufferPointer) -> Int? {
        guard !value.isEmpty else { return nil }
        var result = 0
        for byte in value {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow1) = result.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(byte - 0x30))
            result = overflow1 || overflow2 ? .max : sum
        }
        return result
    }
}

private let lineFeed: UInt8 = 0x0A
private let carriageReturn: UInt8 = 0x0D
private let colon: UInt8 = 0x3A
private let space: UInt8 = 0x20
