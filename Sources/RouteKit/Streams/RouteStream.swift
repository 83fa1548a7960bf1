import Foundation

/// The elements of a ``StreamingRoute``'s response, decoded one by one as they arrive: what
/// ``APIRouter/stream(_:)`` returns.
///
/// It is cold: each `for` loop over it performs the route once, from the request on. The
/// request is sent when the loop asks for its first element; a status other than success throws
/// ``RouteError/unacceptableStatus(route:_:)`` with the route's documented error body decoded,
/// as `perform` does. Leaving the loop (`break`, `return`, an error) or cancelling its task
/// cancels the request. An element that does not decode throws
/// ``RouteError/decodingFailed(route:_:)`` after the elements before it; a connection lost
/// mid-stream throws ``RouteError/transportFailed(route:underlying:)``.
///
/// One element — an event's data, a JSON text, a part's body — and one line of the stream may hold at most
/// ``elementLimit`` bytes (``StreamFormat/defaultElementLimit``, 8 MiB, unless
/// ``limitingElements(to:)`` says otherwise). Past it the stream throws
/// ``RouteError/decodingFailed(route:_:)`` whose reason names the limit, after the elements
/// before it, and ends the request: a server that never ends an element gets the stream to hold
/// about twice the limit, however long it sends.
public struct RouteStream<Element: Decodable & Sendable>: AsyncSequence, Sendable {
    public typealias Failure = RouteError

    let route: String
    let format: StreamFormat
    let coding: JSONCoding
    /// The most bytes one element, and one line, may hold.
    public let elementLimit: Int
    /// Sends the request and returns the body of a success response.
    let open: @Sendable () async throws(RouteError) -> OpenedStream

    init(
        route: String,
        format: StreamFormat,
        coding: JSONCoding,
        elementLimit: Int = StreamFormat.defaultElementLimit,
        open: @escaping @Sendable () async throws(RouteError) -> OpenedStream
    ) {
        self.route = route
        self.format = format
        self.coding = coding
        self.elementLimit = Swift.max(0, elementLimit)
        self.open = open
    }

    /// The same stream with elements and lines of up to `bytes` bytes each: more for a stream
    /// of large elements (images, documents), less to hold less of a server you trust less.
    ///
    /// ```swift
    /// for try await frame in router.stream(.renders(id: 7)).limitingElements(to: 64 << 20) { … }
    /// ```
    public func limitingElements(to bytes: Int) -> RouteStream {
        RouteStream(route: route, format: format, coding: coding, elementLimit: bytes, open: open)
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(stream: self)
    }

    /// Reads a ``RouteStream``: sends the request on the first call of ``next()``.
    public struct AsyncIterator: AsyncIteratorProtocol {
        private let stream: RouteStream
        private var body: ResponseBody.AsyncIterator?
        private var opened = false
        private var finished = false
        private var ready: [Element] = []
        private var readIndex = 0
        /// An element that failed to decode, thrown once the elements before it are taken.
        private var failure: RouteError?
        private var events: ServerSentEventParser
        private var lines: JSONLinesFramer
        private var sequence: JSONSequenceFramer
        /// Made when the response names its boundary.
        private var parts: MultipartMixedParser?
        private let conversion: Conversion

        init(stream: RouteStream) {
            self.stream = stream
            events = ServerSentEventParser(elementLimit: stream.elementLimit)
            lines = JSONLinesFramer(elementLimit: stream.elementLimit)
            sequence = JSONSequenceFramer(elementLimit: stream.elementLimit)
            // A `String` is an event's data as it is, but a text of JSON Lines or of a JSON text
            // sequence is JSON like any other: the JSON string `""` or `"{"`, which as raw text
            // would be a blank line or an open bracket the framer waits to see closed.
            conversion =
                Element.self is any PositionalPart.Type
                ? .positional
                : Element.self == ServerSentEvent.self
                    ? .event
                    : Element.self == String.self && stream.format.framing == .serverSentEvents
                        ? .string
                        : Element.self == Data.self
                            ? .data
                            : .json
        }

        /// The next element, once it has arrived; `nil` after the last one.
        public mutating func next() async throws(RouteError) -> Element? {
            while true {
                if readIndex < ready.count {
                    let element = ready[readIndex]
                    readIndex += 1
                    if readIndex == ready.count {
                        ready.removeAll(keepingCapacity: true)
                        readIndex = 0
                    }
                    return element
                }
                if let failure {
                    self.failure = nil
                    finish()
                    throw failure
                }
                if finished { return nil }
                if !opened {
                    opened = true
                    do throws(RouteError) {
                        let opened = try await stream.open()
                        if stream.format.framing == .multipartMixed {
                            parts = try Self.multipartParser(for: opened.contentType, of: stream)
                        }
                        body = opened.body.makeAsyncIterator()
                    } catch {
                        finished = true
                        throw error
                    }
                }
                let chunk: Data?
                do {
                    chunk = try await body?.next()
                } catch {
                    finish()
                    throw error.isCancellation || Task.isCancelled
                        ? .cancelled(route: stream.route) : .transportFailed(route: stream.route, underlying: error)
                }
                guard let chunk else {
                    let cancelled = Task.isCancelled
                    endOfBody()
                    finish()
                    if cancelled, ready.isEmpty { throw .cancelled(route: stream.route) }
                    continue
                }
                take(chunk)
            }
        }

        /// Ends the stream: drops the body, which cancels a request still under way.
        private mutating func finish() {
            finished = true
            body = nil
        }

        private mutating func take(_ chunk: Data) {
            var ready: [Element] = []
            swap(&ready, &self.ready)
            var failure = self.failure
            let (conversion, route, coding) = (self.conversion, stream.route, stream.coding)
            var ended = false
            chunk.withUnsafeBytes { bytes in
                switch stream.format.framing {
                case .serverSentEvents:
                    let terminator = stream.format.terminator
                    events.parse(bytes) { event in
                        guard !ended, failure == nil else { return }
                        if let terminator, event.dataEquals(terminator) {
                            ended = true
                        } else if conversion == .event {
                            ready.append(event.event() as! Element)
                        } else {
                            Self.decode(event.data, conversion, coding, route, into: &ready, failure: &failure)
                        }
                    }
                case .jsonLines:
                    lines.parse(bytes) { Self.decode($0, conversion, coding, route, into: &ready, failure: &failure) }
                case .jsonSequence:
                    sequence.parse(bytes) {
                        Self.decode($0, conversion, coding, route, into: &ready, failure: &failure)
                    }
                case .multipartMixed:
                    parts?.parse(bytes) { part in
                        if conversion == .positional {
                            Self.decodePositional(part, coding, route, into: &ready, failure: &failure)
                        } else {
                            Self.decode(part.body, conversion, coding, route, into: &ready, failure: &failure)
                        }
                    }
                }
            }
            if failure == nil, let partFailure = parts?.failure {
                failure = Self.streamFailure(partFailure.description, of: stream)
            }
            if failure == nil,
                events.exceededElementLimit || lines.exceededElementLimit || sequence.exceededElementLimit
            {
                failure = .decodingFailed(
                    route: route,
                    DecodingFailure(
                        type: String(describing: Element.self), codingPath: "",
                        reason:
                            "an element or line of the stream is longer than the limit of \(stream.elementLimit) bytes "
                            + "(RouteStream.limitingElements(to:))",
                        body: Data()))
            }
            self.ready = ready
            self.failure = failure
            if ended { finish() }
        }

        /// The body ended: JSON Lines may hold a last line without its line feed; a multipart body
        /// cut short before its close delimiter is a failure.
        private mutating func endOfBody() {
            switch stream.format.framing {
            case .serverSentEvents:
                events.finish()
            case .jsonLines:
                var ready: [Element] = []
                swap(&ready, &self.ready)
                var failure = self.failure
                let (conversion, route, coding) = (self.conversion, stream.route, stream.coding)
                lines.finish { Self.decode($0, conversion, coding, route, into: &ready, failure: &failure) }
                self.ready = ready
                self.failure = failure
            case .jsonSequence:
                sequence.finish()
            case .multipartMixed:
                parts?.finish()
                if failure == nil, let partFailure = parts?.failure {
                    failure = Self.streamFailure(partFailure.description, of: stream)
                }
            }
        }

        /// The parser of a `multipart/mixed` response, by the boundary its `Content-Type` names;
        /// without one no part can be found, which fails the stream before it reads any.
        private static func multipartParser(for contentType: String?, of stream: RouteStream) throws(RouteError)
            -> MultipartMixedParser
        {
            guard let contentType, case .success(let boundary) = MultipartBoundary.parse(contentType) else {
                throw streamFailure(
                    "the response's Content-Type \(contentType.map { "\"\($0)\"" } ?? "(none)") names no boundary "
                        + "RFC 2046 allows, so its parts cannot be found", of: stream)
            }
            return MultipartMixedParser(boundary: boundary, elementLimit: stream.elementLimit)
        }

        /// The stream cannot be read further: a ``RouteError/decodingFailed(route:_:)`` saying why.
        private static func streamFailure(_ reason: String, of stream: RouteStream) -> RouteError {
            .decodingFailed(
                route: stream.route,
                DecodingFailure(type: String(describing: Element.self), codingPath: "", reason: reason, body: Data()))
        }

        /// Decodes one element's bytes into `ready`, or records in `failure` why it does not
        /// decode; nothing after a failure.
        private static func decode(
            _ bytes: UnsafeRawBufferPointer,
            _ conversion: Conversion,
            _ coding: JSONCoding,
            _ route: String,
            into ready: inout [Element],
            failure: inout RouteError?
        ) {
            guard failure == nil else { return }
            switch conversion {
            case .string:
                ready.append(String(decoding: bytes, as: UTF8.self) as! Element)
            case .data:
                ready.append(Data(bytes) as! Element)
            case .json, .event, .positional:
                let data = Data(bytes)
                do {
                    ready.append(try coding.decoder.decode(Element.self, from: data))
                } catch let error as DecodingError {
                    failure = .decodingFailed(route: route, DecodingFailure(error, type: Element.self, body: data))
                } catch {
                    failure = .decodingFailed(
                        route: route,
                        DecodingFailure(
                            type: String(describing: Element.self), codingPath: "", reason: "\(error)", body: data))
                }
            }
        }

        /// Decodes one part of a stream of ``PositionalPart`` elements into `ready`, or records
        /// in `failure` why it does not decode, naming the part by its number; nothing after a
        /// failure.
        private static func decodePositional(
            _ part: MultipartMixedParser.PartView,
            _ coding: JSONCoding,
            _ route: String,
            into ready: inout [Element],
            failure: inout RouteError?
        ) {
            guard failure == nil, let type = Element.self as? any PositionalPart.Type else { return }
            let data = Data(part.body)
            let named = "part \(part.number) of the multipart/mixed response"
            do {
                let value = try type.init(
                    part: part.number - 1, contentType: part.header("Content-Type"), body: data, coding: coding)
                if let element = value as? Element { ready.append(element) }
            } catch let error as DecodingError {
                let decoded = DecodingFailure(error, type: Element.self, body: data)
                failure = .decodingFailed(
                    route: route,
                    DecodingFailure(
                        type: decoded.type, codingPath: decoded.codingPath, reason: "\(named): \(decoded.reason)",
                        body: data))
            } catch {
                failure = .decodingFailed(
                    route: route,
                    DecodingFailure(
                        type: String(describing: Element.self), codingPath: "", reason: "\(named): \(error)",
                        body: data))
            }
        }
    }

    /// How an element is made from an event's or a text's bytes.
    private enum Conversion {
        case event, string, data, json
        /// From a part and its position: a ``PositionalPart``.
        case positional
    }
}
