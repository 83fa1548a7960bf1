import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// A transport that answers by route type, without a server: for the unit tests of an app that
/// performs generated routes.
///
/// ```swift
/// let stubs = StubbedRoutes()
/// try stubs.answer(Taskboard.GetTask.self, with: task)
/// stubs.answer(Taskboard.DeleteTask.self, status: 404)
/// stubs.fail(Taskboard.ListTasks.self, with: URLError(.notConnectedToInternet))
/// let router = Taskboard.router(transport: stubs.transport)
/// ```
///
/// Streaming routes take their elements (`answer(_:streaming:)`), sent as the route's format
/// frames them, one chunk each; `answer(_:chunks:)` sends any bytes in any chunks.
///
/// A request is matched to a stubbed route type by method and path template (`{name}`
/// placeholders match any one segment; a route with more literal segments wins, so
/// `/tasks/search` beats `/tasks/{id}`), relative to any base path. Several answers for one
/// route are given in turn, the last one repeating, so `503` then `200` is two calls. A request
/// no stub matches fails with ``StubbedRoutes/Unmatched``, which names it.
public final class StubbedRoutes: Sendable {
    private let state = LockedStubs()
    private let coding: JSONCoding

    /// Creates an empty set of stubs; values are encoded with `coding` (RouteKit's default: ISO 8601 dates).
    public init(coding: JSONCoding = .default) {
        self.coding = coding
    }

    /// The transport to build a router with. It serves streaming routes and downloads too: a
    /// streamed stub's chunks arrive one by one (with its pauses), any other answer as one chunk.
    public var transport: Transport {
        Transport { [state] request in
            let (chunks, _, response) = try await state.answer(request)
            return (chunks.reduce(into: Data()) { $0.append($1) }, response)
        } stream: { [state] request in
            let (chunks, pause, response) = try await state.answer(request)
            return (ResponseBody(StubChunks(chunks: chunks, pause: pause)), response)
        }
    }

    /// Answers `route` with `value` as its body: JSON for a model, the bytes or text for a
    /// `Data` or `String` response, nothing for ``Empty``.
    public func answer<R: Route>(
        _ route: R.Type,
        with value: R.Response,
        status: Int = 200,
        headers: [String: String] = [:],
        after delay: Duration? = nil
    ) throws where R.Response: Encodable {
        let (body, contentType) = try encode(value)
        var headers = headers
        if let contentType, headers["Content-Type"] == nil { headers["Content-Type"] = contentType }
        state.add(Stub(route: R.self), .response(status: status, headers: headers, body: body), after: delay)
    }

    /// Answers `route` with `status` and `body`: an error status with the API's error body, or
    /// a body that does not decode.
    public func answer<R: Route>(
        _ route: R.Type,
        status: Int,
        body: Data = Data(),
        headers: [String: String] = [:],
        after delay: Duration? = nil
    ) {
        state.add(Stub(route: R.self), .response(status: status, headers: headers, body: body), after: delay)
    }

    /// Answers a streaming `route` with `elements`, encoded as its ``StreamFormat`` frames them:
    /// for Server-Sent Events one event per element (its data the element's JSON, or the
    /// element itself for ``ServerSentEvent`` and `String` elements), followed by the format's
    /// terminator event (`data: [DONE]`) if it has one; for JSON Lines one line per element;
    /// for a JSON text sequence one RS-prefixed text per element; for `multipart/mixed` one part
    /// per element (its JSON, or the bytes of a `Data` and the text of a `String` element), then
    /// the close delimiter. Each frame is a chunk of its own, `pause` apart.
    public func answer<R: StreamingRoute>(
        _ route: R.Type,
        streaming elements: [R.Element],
        status: Int = 200,
        headers: [String: String] = [:],
        pause: Duration? = nil
    ) throws where R.Element: Encodable {
        let format = R.streamFormat
        if format == .multipartMixed {
            let (frames, contentType) = try Self.multipartFrames(elements, coding: coding)
            var headers = headers
            if headers["Content-Type"] == nil { headers["Content-Type"] = contentType }
            state.add(
                Stub(route: R.self), .chunks(status: status, headers: headers, chunks: frames, pause: pause), after: nil
            )
            return
        }
        var frames: [Data] = []
        for element in elements {
            switch element {
            case let event as ServerSentEvent:
                frames.append(Data(event.eventStreamText.utf8))
            case let text as String where format == .serverSentEvents || format == .serverSentEvents(terminator: nil):
                frames.append(Data(ServerSentEvent(data: text).eventStreamText.utf8))
            default:
                let json = try coding.encoder.encode(element)
                frames.append(Self.frame(json, in: format))
            }
        }
        if let terminator = format.terminator {
            frames.append(Data(ServerSentEvent(data: terminator).eventStreamText.utf8))
        }
        var headers = headers
        if headers["Content-Type"] == nil { headers["Content-Type"] = format.mediaType.components(separatedBy: ",")[0] }
        state.add(
            Stub(route: R.self), .chunks(status: status, headers: headers, chunks: frames, pause: pause), after: nil)
    }

    /// Answers `route` with a body in `chunks`, as they are, `pause` apart: raw bytes of a
    /// stream (split anywhere), or the parts of a download.
    public func answer<R: Route>(
        _ route: R.Type,
        chunks: [Data],
        status: Int = 200,
        headers: [String: String] = [:],
        pause: Duration? = nil
    ) {
        state.add(
            Stub(route: R.self), .chunks(status: status, headers: headers, chunks: chunks, pause: pause), after: nil)
    }

    /// `elements` as the parts of a `multipart/mixed` body, one chunk each and the close
    /// delimiter last, and the `Content-Type` naming a boundary none of the parts holds.
    private static func multipartFrames<Element: Encodable>(_ elements: [Element], coding: JSONCoding) throws -> (
        [Data], String
    ) {
        let parts: [(body: Data, type: String)] = try elements.map { element in
            switch element {
            case let data as Data: (data, "application/octet-stream")
            case let text as String: (Data(text.utf8), "text/plain; charset=utf-8")
            default: (try coding.encoder.encode(element), "application/json")
            }
        }
        var boundary = "routekit-stub"
        while parts.contains(where: { $0.body.range(of: Data(boundary.utf8)) != nil }) { boundary += "-x" }
        var frames = parts.enumerated().map { index, part in
            Data("\(index == 0 ? "" : "\r\n")--\(boundary)\r\nContent-Type: \(part.type)\r\n\r\n".utf8) + part.body
        }
        frames.append(Data("\(parts.isEmpty ? "" : "\r\n")--\(boundary)--\r\n".utf8))
        return (frames, "multipart/mixed; boundary=\(boundary)")
    }

    private static func frame(_ json: Data, in format: StreamFormat) -> Data {
        if format == .jsonLines { return json + Data([0x0A]) }
        if format == .jsonSequence { return Data([0x1E]) + json + Data([0x0A]) }
        return Data(ServerSentEvent(data: String(decoding: json, as: UTF8.self)).eventStreamText.utf8)
    }

    /// Queues `answer` for `route`, given `delay` after a request: a route's answers are given in
    /// order, and its last one from then on.
    func add<R: Route>(_ route: R.Type, _ answer: StubAnswer, after delay: Duration?) {
        state.add(Stub(route: R.self), answer, after: delay)
    }

    /// Answers `route` with `answer` whenever it has no answer of its own.
    func addFallback<R: Route>(_ route: R.Type, _ answer: StubAnswer) {
        state.addFallback(Stub(route: R.self), answer)
    }

    /// Fails `route` without a response, as a transport does when the network is down.
    public func fail<R: Route>(_ route: R.Type, with error: any Error, after delay: Duration? = nil) {
        state.add(Stub(route: R.self), .failure(error), after: delay)
    }

    /// The requests sent for `route` so far, oldest first.
    public func requests<R: Route>(for route: R.Type) -> [URLRequest] {
        state.requests(matching: Stub(route: R.self))
    }

    /// Every request sent so far, oldest first, matched or not.
    public var allRequests: [URLRequest] { state.allRequests }

    /// Why a request got no stubbed answer.
    public struct Unmatched: Error, CustomStringConvertible {
        /// The method of the request.
        public let method: String
        /// Its path, without query.
        public let path: String

        public var description: String { "no stub answers \(method) \(path)" }
    }

    private func encode<Value: Encodable>(_ value: Value) throws -> (Data, String?) {
        switch value {
        case is Empty: (Data(), nil)
        case let data as Data: (data, "application/octet-stream")
        case let text as String: (Data(text.utf8), "text/plain; charset=utf-8")
        default: (try coding.encoder.encode(value), "application/json")
        }
    }
}

/// One stubbed route: its method and the segments of its path template.
struct Stub: Sendable, Hashable {
    let method: String
    let segments: [Substring]

    init<R: Route>(route: R.Type) {
        method = R.method.rawValue
        segments = R.pathTemplate.split(separator: "/")
    }

    /// How many segments are literal: the more, the more specific the stub.
    var literalCount: Int { segments.count { !$0.hasPrefix("{") } }

    /// Whether `path` ends with this stub's template (the rest is the base URL's path).
    func matches(method: String, path: [Substring]) -> Bool {
        guard method == self.method, path.count >= segments.count else { return false }
        return zip(segments, path.suffix(segments.count)).allSatisfy { template, actual in
            template.hasPrefix("{") || template == actual
        }
    }
}

/// What a stub answers with.
enum StubAnswer: Sendable {
    case response(status: Int, headers: [String: String], body: Data)
    case chunks(status: Int, headers: [String: String], chunks: [Data], pause: Duration?)
    case failure(any Error)
}

/// A stub's chunks, `pause` apart, for ``ResponseBody``.
struct StubChunks: AsyncSequence, Sendable {
    typealias Element = Data
    let chunks: [Data]
    let pause: Duration?

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(chunks: chunks[...], pause: pause)
    }

    struct AsyncIterator: AsyncIteratorProtocol {
        var chunks: ArraySlice<Data>
        let pause: Duration?
        var started = false

        mutating func next() async throws -> Data? {
            guard let chunk = chunks.popFirst() else { return nil }
            if started, let pause { try await Task.sleep(for: pause) }
            started = true
            return chunk
        }
    }
}

extension ServerSentEvent {
    /// The event as `text/event-stream` lines, ending with the blank line that dispatches it.
    var eventStreamText: String {
        var text = ""
        if let event { text += "event: \(event)\n" }
        if let id { text += "id: \(id)\n" }
        if let retry { text += "retry: \(retry)\n" }
        for line in data.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }
}

/// The stubs and the requests seen, behind RouteKit's lock (``Locked``): transports are called
/// from any task.
final class LockedStubs: Sendable {
    private let state = Locked(State())

    private struct State {
        var answers: [Stub: [(StubAnswer, Duration?)]] = [:]
        /// What a route is answered with when it has no answer of its own (``add(_:_:after:)``).
        var fallbacks: [Stub: StubAnswer] = [:]
        var sent: [(Stub?, URLRequest)] = []
    }

    func add(_ stub: Stub, _ answer: StubAnswer, after delay: Duration?) {
        state.withLock { $0.answers[stub, default: []].append((answer, delay)) }
    }

    /// Answers `stub` with `answer`, every time, unless it is given answers of its own.
    func addFallback(_ stub: Stub, _ answer: StubAnswer) {
        state.withLock { $0.fallbacks[stub] = answer }
    }

    var allRequests: [URLRequest] { state.withLock { $0.sent.map(\.1) } }

    func requests(matching stub: Stub) -> [URLRequest] {
        state.withLock { $0.sent.filter { $0.0 == stub }.map(\.1) }
    }

    /// The chunks of the answer to `request`, the pause between them, and the response head.
    func answer(_ request: URLRequest) async throws -> ([Data], Duration?, HTTPURLResponse) {
        let method = request.httpMethod ?? "GET"
        let path = request.url?.path ?? ""
        let segments = path.split(separator: "/")
        let next = state.withLock { state -> (StubAnswer, Duration?)? in
            let stub = Set(state.answers.keys).union(state.fallbacks.keys)
                .filter { $0.matches(method: method, path: segments) }
                .max {
                    ($0.literalCount, $0.segments.joined(separator: "/")) < (
                        $1.literalCount, $1.segments.joined(separator: "/")
                    )
                }
            state.sent.append((stub, request))
            guard let stub else { return nil }
            guard var queue = state.answers[stub], let first = queue.first else {
                return state.fallbacks[stub].map { ($0, nil) }
            }
            if queue.count > 1 {
                queue.removeFirst()
                state.answers[stub] = queue
            }
            return first
        }
        guard let (answer, delay) = next else {
            throw StubbedRoutes.Unmatched(method: method, path: path)
        }
        if let delay { try await Task.sleep(for: delay) }
        let (status, headers, chunks, pause): (Int, [String: String], [Data], Duration?)
        switch answer {
        case .failure(let error):
            throw error
        case .response(let code, let fields, let body):
            (status, headers, chunks, pause) = (code, fields, [body], nil)
        case .chunks(let code, let fields, let parts, let wait):
            (status, headers, chunks, pause) = (code, fields, parts, wait)
        }
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw StubbedRoutes.Unmatched(method: method, path: path) }
        return (chunks, pause, response)
    }
}
