import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The one request-performing core both routers hold: route → `URLRequest` → transport →
/// typed response or ``RouteError``.
///
/// Routers differ only in how they authorize a request, which they pass in as a closure —
/// composition, so no request code exists twice.
struct RequestPerformer: Sendable {
    let baseURL: URL
    let transport: Transport
    let middleware: [Middleware]
    let coding: JSONCoding
    /// Where ``CacheableRoute``s are answered from when they can be; `nil` sends every request.
    let cache: ResponseCache?
    /// `baseURL` without its path, parsed once rather than per request; `nil` when it is not
    /// a valid URL.
    private let origin: URLComponents?
    /// The base URL's path without a trailing slash, which route paths are appended to.
    private let basePath: String
    /// How long getting a credential may take: the shortest ``Middleware/timeout(_:)`` among
    /// the middleware, or `nil` without one.
    let credentialTimeLimit: Duration?
    /// The base URLs to send routes to instead of their own (``Route/baseURL``), by that one.
    var baseURLs: [URL: URL] = [:]

    init(baseURL: URL, transport: Transport, middleware: [Middleware], coding: JSONCoding, cache: ResponseCache? = nil)
    {
        self.baseURL = baseURL
        self.transport = transport
        self.middleware = middleware
        self.coding = coding
        self.cache = cache
        credentialTimeLimit = middleware.compactMap(\.timeLimit).min()
        (origin, basePath) = Self.parts(of: baseURL)
    }

    /// `url` without its path, and its path without a trailing slash: what a route's path is
    /// appended to.
    private static func parts(of url: URL) -> (origin: URLComponents?, path: String) {
        let base = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let origin = base.map { base in
            var origin = URLComponents()
            origin.scheme = base.scheme
            origin.percentEncodedHost = base.percentEncodedHost
            origin.port = base.port
            return origin
        }
        let path = URLEncoding.pathText(base?.percentEncodedPath ?? "")
        return (origin, path.hasSuffix("/") ? String(path.dropLast()) : path)
    }

    /// Builds, sends and decodes a public `route`.
    func perform<R: Route>(_ route: R) async throws(RouteError) -> R.Response {
        let exchanged = try await exchange(route) { _ throws(RouteError) in }
        return try result(of: R.self, exchanged)
    }

    /// Builds and sends a public `route`, and decodes its whole response.
    func response<R: Route>(for route: R) async throws(RouteError) -> RouteResponse<R> {
        let exchanged = try await exchange(route) { _ throws(RouteError) in }
        return try response(of: R.self, exchanged)
    }

    /// Builds `route`'s request, adds the credential with `authorize`, sends it and follows
    /// redirects, up to ``maxRedirects``.
    ///
    /// Redirects are followed here rather than by the transport so that a credential never
    /// leaves the API's origin. A redirect to another scheme, host or port gets the request
    /// without `authorize` (no `Authorization` header, no API key) and with no header field but
    /// ``crossOriginFields``: not the route's header parameters, and not what a middleware adds
    /// or changes (the chain's innermost step puts the fields back, `RequestContext.crossOriginFields`),
    /// since RouteKit cannot tell which of them is a credential. (URLSession on Linux would
    /// forward every header to wherever the server points.) `303` turns into a `GET` without
    /// body; `301` and `302` turn a `POST` into a `GET`, as browsers do; `307` and `308` keep
    /// method and body.
    ///
    /// With a ``ResponseCache``, a ``CacheableRoute``'s first request is answered by the cache
    /// where the transport would be, after the middleware (``CacheLookup``). Redirected answers
    /// are not stored. A non-error answer to an unsafe method removes what the cache holds for
    /// the URL.
    ///
    /// A streamed exchange (`kind`) goes through the same steps, but never through the cache:
    /// the chain answers with the response head, and the body comes as it arrives
    /// (``Exchange/body``). A redirect's or a renewed request's body is dropped, which ends it.
    func exchange<R: Route>(
        _ route: R,
        kind: ExchangeKind = .whole,
        authorize: (inout URLRequest) throws(RouteError) -> Void
    ) async throws(RouteError) -> Exchange {
        var request = try makeRequest(for: route, kind: kind)
        let apiOrigin = Origin(request.url)
        let unauthorized = request
        try authorize(&request)
        let lookup = kind == .whole ? cacheLookup(for: R.self, built: unauthorized) : nil
        var (data, response, body, file) = try await send(request, for: route, kind: kind, cache: lookup)
        let hit = lookup?.hit
        if let cache, !Self.safeMethods.contains(R.method), response.statusCode < 400 {
            cache.invalidate(resource: CacheKey.resource(of: unauthorized.url))
        }
        var redirects = 0
        while let target = redirectTarget(of: response, from: request) {
            redirects += 1
            guard redirects <= Self.maxRedirects else {
                throw .transportFailed(route: R.name, underlying: URLError(.httpTooManyRedirects))
            }
            var next = try makeRequest(for: route, kind: kind)
            next.url = target
            if response.statusCode == 303 || (response.statusCode <= 302 && request.httpMethod == "POST") {
                next.httpMethod = "GET"
                next.httpBody = nil
                next.setValue(nil, forHTTPHeaderField: "Content-Type")
            } else {
                next.httpMethod = request.httpMethod
            }
            let crossesOrigin = Origin(target) != apiOrigin
            if crossesOrigin {
                next.keepHeaderFields(named: Self.crossOriginFields)
            } else {
                try authorize(&next)
            }
            request = next
            (data, response, body, file) = try await send(
                request, for: route, kind: kind,
                crossOriginFields: crossesOrigin ? next.allHTTPHeaderFields ?? [:] : nil)
        }
        return Exchange(data: data, response: response, stored: redirects == 0 ? hit : nil, body: body, file: file)
    }

    /// What one exchange ended with: the body and response, and the cache entry that answered
    /// it, whose decoded value a later hit reuses.
    struct Exchange {
        var data: Data
        var response: HTTPURLResponse
        var stored: StoredResponse?
        /// The body still arriving, for a streamed exchange; `data` is then empty.
        var body: ResponseBody?
        /// The file the body was written into, for a download; `data` is then empty.
        var file: TemporaryFile?
    }

    /// Whether an exchange's body is read whole before the caller gets it, or streamed.
    enum ExchangeKind: Equatable {
        /// `perform`: the whole body, through the cache.
        case whole
        /// `stream` and `download`: the head, then the body as it arrives; `accept` replaces the
        /// `Accept` header the route's response type asks for.
        case streamed(accept: String?)
        /// `download`: the body is written into a file (``Transport/download``), and the
        /// caller gets the head and the file once it is all in.
        case download
    }

    /// How many redirects one call follows before failing with `httpTooManyRedirects`.
    static let maxRedirects = 10

    /// The header fields, lower-cased, a redirect to another origin leaves with: those that
    /// describe the body and the answer asked for, never a credential. Every other field is
    /// dropped, the route's header parameters and whatever a middleware sets included.
    static let crossOriginFields: Set<String> = ["accept", "content-type", "content-length"]

    /// The URL a redirect response points to, resolved against the request's URL.
    private func redirectTarget(of response: HTTPURLResponse, from request: URLRequest) -> URL? {
        guard [301, 302, 303, 307, 308].contains(response.statusCode),
            let location = response.value(forHTTPHeaderField: "Location"),
            let url = URL(string: location, relativeTo: request.url)?.absoluteURL,
            url.scheme == "http" || url.scheme == "https"
        else { return nil }
        return url
    }

    /// The methods whose requests change nothing (RFC 9110, 9.2.1, and QUERY's RFC): any other
    /// method's success invalidates what the cache holds for its URL.
    static let safeMethods: Set<HTTPMethod> = [.get, .head, .options, .query]

    /// The cache's part in a call of a ``CacheableRoute`` with a GET or HEAD method, whose
    /// request the route built as `built`; `nil` without a cache and for any other route. A
    /// QUERY is safe too, but its answer depends on its body, which ``CacheKey`` leaves out.
    private func cacheLookup<R: Route>(for route: R.Type, built: URLRequest) -> CacheLookup? {
        guard let cache, let cacheable = R.self as? any CacheableRoute.Type, R.method == .get || R.method == .head
        else { return nil }
        return CacheLookup(cache: cache, built: built, lifetime: cacheable.cacheLifetime)
    }

    /// Sends `request` for `route` through the middleware and the transport — or, with a cache
    /// `lookup`, the step it puts in the transport's place. A ``RouteError`` from the chain — a
    /// request refused before sending — stays as it is; anything else is a transport failure.
    ///
    /// A streamed exchange goes through the same middleware, which see the head only
    /// (``Transport/stream(through:context:keepingBodiesIn:)``); the body of the head they
    /// answer with is returned beside it. So does a download, whose body is returned as the
    /// file it was written into.
    ///
    /// `crossOriginFields`, for a redirect to another origin, are the header fields the request
    /// leaves with whatever the middleware do (`RequestContext.crossOriginFields`).
    func send<R: Route>(
        _ request: URLRequest,
        for route: R,
        kind: ExchangeKind = .whole,
        cache lookup: CacheLookup? = nil,
        crossOriginFields: [String: String]? = nil
    ) async throws(RouteError) -> (Data, HTTPURLResponse, ResponseBody?, TemporaryFile?) {
        let bodies = StreamedBodies()
        let files = DownloadedFiles()
        var request = request
        do {
            try Task.checkCancellation()
            if !transport.streamsRequestBodies, let body = StreamedBody.carried(by: request) {
                request.httpBodyStream = BodyStream([.file(try await body.spooledFile())])
            }
            var context = RequestContext(for: route)
            context.cacheLookup = lookup
            context.crossOriginFields = crossOriginFields
            guard kind != .whole else {
                let transport = lookup?.transport(around: self.transport) ?? self.transport
                let (data, response) = try await transport.send(through: middleware, context: context)(request)
                return (data, response, nil, nil)
            }
            context.isStreaming = true
            if kind == .download {
                let (data, response) = try await transport.download(
                    through: middleware, context: context, keepingFilesIn: files)(request)
                return (Data(), response, nil, try files.take(for: response, data: data))
            }
            let (data, response) = try await transport.stream(
                through: middleware, context: context, keepingBodiesIn: bodies)(request)
            return (Data(), response, bodies.take(for: response, data: data), nil)
        } catch let error as RouteError {
            bodies.dropAll()
            files.dropAll()
            throw error
        } catch {
            bodies.dropAll()
            files.dropAll()
            throw error.isCancellation || Task.isCancelled
                ? .cancelled(route: R.name) : .transportFailed(route: R.name, underlying: error)
        }
    }

    /// The route's response decoded from a success status, or the error for any other status.
    ///
    /// An answer from the cache decodes once: the value is kept with the entry, and a later
    /// hit whose body is still that entry's (no middleware replaced it) returns it as it is.
    func result<R: Route>(of route: R.Type, _ exchanged: Exchange) throws(RouteError) -> R.Response {
        let (data, response) = (exchanged.data, exchanged.response)
        guard (200..<300).contains(response.statusCode) else {
            throw .unacceptableStatus(route: R.name, failure(R.self, response: response, data: data))
        }
        guard let stored = exchanged.stored, stored.entry.body == data else {
            return try body(of: R.self, from: data, response: response)
        }
        if let value = stored.decoded(as: R.Response.self) { return value }
        let value = try body(of: R.self, from: data, response: response)
        stored.keep(decoded: value)
        return value
    }

    /// The whole response of a success status — status, typed headers, body — or the error
    /// for any other status. The body is decoded by ``result(of:_:)``, as `perform` does; a
    /// required documented header that is missing or malformed fails as a decoding error whose
    /// coding path is the header's name.
    func response<R: Route>(of route: R.Type, _ exchanged: Exchange) throws(RouteError) -> RouteResponse<R> {
        let body = try result(of: R.self, exchanged)
        let fields = ResponseHeaderFields(exchanged.response)
        let headers: R.ResponseHeaders
        do {
            headers = try R.ResponseHeaders(from: fields)
        } catch {
            throw .decodingFailed(
                route: R.name,
                DecodingFailure(
                    type: String(describing: R.ResponseHeaders.self), codingPath: error.field, reason: error.reason,
                    body: exchanged.data))
        }
        return RouteResponse(
            status: exchanged.response.statusCode, headers: headers, headerFields: fields,
            httpResponse: exchanged.response, body: body)
    }

    /// The route's body: decoded as its one type, or, for a ``StatusDependentResponse``, the
    /// case the status selects.
    private func body<R: Route>(of route: R.Type, from data: Data, response: HTTPURLResponse) throws(RouteError)
        -> R.Response
    {
        guard let dependent = R.Response.self as? any StatusDependentResponse.Type else {
            return try decode(R.Response.self, from: data, name: R.name)
        }
        let body = SuccessBody(data: data, response: response, performer: self, route: R.name)
        return try Self.decode(dependent, as: R.Response.self, status: response.statusCode, body: body)
    }

    /// Opens the existential `type` to call its initializer; the value is an `Expected`, the
    /// type it was cast from.
    private static func decode<Dependent: StatusDependentResponse, Expected>(
        _ type: Dependent.Type, as expected: Expected.Type, status: Int, body: SuccessBody
    ) throws(RouteError) -> Expected {
        let value = try Dependent(status: status, body: body)
        guard let expected = value as? Expected else {
            throw .decodingFailed(
                route: body.route,
                DecodingFailure(
                    type: String(describing: Expected.self), codingPath: "", reason: "decoded as \(Dependent.self)",
                    body: body.data))
        }
        return expected
    }

    /// Builds the request without sending it: what a test or a benchmark inspects.
    func makeRequest<R: Route>(for route: R, kind: ExchangeKind = .whole) throws(RouteError) -> URLRequest {
        var parts = RequestParts()
        route.encode(into: &parts)
        if let reason = parts.encodingFailure {
            throw .encodingFailed(route: R.name, reason: reason)
        }

        // A route with a server of its own (parsed per request: few routes have one) goes there.
        let routeBase = R.baseURL.map { baseURLs[$0] ?? $0 }
        let (origin, basePath) = routeBase.map(Self.parts(of:)) ?? (self.origin, self.basePath)
        guard var components = origin else {
            throw .invalidRequest(route: R.name, reason: "the base URL \(routeBase ?? baseURL) is not a valid URL")
        }
        // Cannot trap: the base path comes from a parsed URL, and expandPath encodes everything
        // else a path cannot hold (RequestBuildingPropertyTests checks 4,000 random templates).
        components.percentEncodedPath =
            basePath + (try expandPath(R.pathTemplate, with: parts, route: R.self))
        if let wholeQuery = parts.wholeQuery {
            components.percentEncodedQuery = wholeQuery
        } else if !parts.queryParts.isEmpty {
            components.percentEncodedQuery = URLEncoding.query(parts.queryParts)
        }
        guard let url = components.url else {
            throw .invalidRequest(route: R.name, reason: "the path does not form a valid URL")
        }

        var request = URLRequest(url: url)
        request.httpMethod = R.method.rawValue
        for (field, value) in parts.headers {
            if let problem = HeaderField.problem(name: field, value: value) {
                throw .invalidRequest(route: R.name, reason: problem)
            }
            request.addValue(value, forHTTPHeaderField: field)
        }
        if case .streamed(let accept?) = kind {
            request.setValue(accept, forHTTPHeaderField: "Accept")
        } else if let accept = R.accept {
            if let problem = HeaderField.problem(name: "Accept", value: accept) {
                throw .invalidRequest(route: R.name, reason: problem)
            }
            request.setValue(accept, forHTTPHeaderField: "Accept")
        } else if R.Response.self != Empty.self, R.Response.self != Data.self, R.Response.self != String.self {
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        switch parts.body {
        case .none:
            break
        case .json(let value):
            let contentType = parts.jsonContentType ?? "application/json"
            if let problem = HeaderField.problem(name: "Content-Type", value: contentType) {
                throw .invalidRequest(route: R.name, reason: problem)
            }
            do {
                request.httpBody = try coding.encoder.encode(value)
            } catch {
                throw .encodingFailed(route: R.name, reason: String(describing: error))
            }
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        case .jsonLines(let items, let contentType):
            try setItems(items, framing: .lines, contentType: contentType, on: &request, for: R.self)
        case .jsonSequence(let items, let contentType):
            try setItems(items, framing: .sequence, contentType: contentType, on: &request, for: R.self)
        case .form(let fields):
            request.httpBody = Data(URLEncoding.formEncoded(fields).utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        case .raw(let data, let contentType):
            if let problem = HeaderField.problem(name: "Content-Type", value: contentType) {
                throw .invalidRequest(route: R.name, reason: problem)
            }
            request.httpBody = data
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        case .file(let url, let contentType):
            if let problem = HeaderField.problem(name: "Content-Type", value: contentType) {
                throw .invalidRequest(route: R.name, reason: problem)
            }
            try checkReadable(url, what: "the body file", for: R.self)
            request.httpBodyStream = BodyStream([.file(url)])
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        case .stream(let body, let contentType):
            if let problem = HeaderField.problem(name: "Content-Type", value: contentType) {
                throw .invalidRequest(route: R.name, reason: problem)
            }
            request.httpBodyStream = body.carrier
            request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            if let length = body.length { request.setValue(String(length), forHTTPHeaderField: "Content-Length") }
        case .multipart(let formParts, let boundary):
            let encoded = try formParts.map { part throws(RouteError) in try encode(part, for: R.self) }
            if encoded.contains(where: \.isStreamed) {
                let (segments, contentType) = MultipartEncoding.streamedBody(encoded, preferredBoundary: boundary)
                // A part produced by a sequence makes the whole form a streamed body, which a
                // transport sends as it comes or the router gathers into a file first.
                request.httpBodyStream =
                    segments.contains(where: \.isChunks)
                    ? StreamedBody(SegmentChunks(segments)).carrier
                    : BodyStream(segments)
                request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            } else {
                let (body, contentType) = MultipartEncoding.body(encoded, preferredBoundary: boundary)
                request.httpBody = body
                request.setValue(contentType, forHTTPHeaderField: "Content-Type")
            }
        }
        return request
    }

    /// Sets a body of items (``JSONItemsEncoding``), each encoded with the router's encoder; an
    /// item that does not encode fails the request, naming it.
    private func setItems<R: Route>(
        _ items: [any Encodable & Sendable], framing: JSONItemsEncoding.Framing, contentType: String,
        on request: inout URLRequest, for route: R.Type
    ) throws(RouteError) {
        if let problem = HeaderField.problem(name: "Content-Type", value: contentType) {
            throw .invalidRequest(route: R.name, reason: problem)
        }
        do {
            request.httpBody = try JSONItemsEncoding.body(items, framing: framing, encoder: coding.encoder)
        } catch {
            throw .encodingFailed(route: R.name, reason: "item \(error.item) of the body: \(error.error)")
        }
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
    }

    /// A multipart part's header lines and bytes; JSON parts are encoded with the router's
    /// encoder, like JSON bodies.
    private func encode<R: Route>(_ part: MultipartPart, for route: R.Type) throws(RouteError)
        -> MultipartEncoding.EncodedPart
    {
        if let contentType = part.contentType, contentType.contains(where: \.isNewline) {
            throw .invalidRequest(route: R.name, reason: "the content type of part \(part.name) contains a line break")
        }
        let headers = MultipartEncoding.headers(name: part.name, filename: part.filename, contentType: part.contentType)
        let content: Data
        switch part.content {
        case .text(let text):
            content = Data(text.utf8)
        case .bytes(let data):
            content = data
        case .file(let url):
            try checkReadable(url, what: "the file of part \(part.name)", for: R.self)
            return MultipartEncoding.EncodedPart(headers: headers, content: Data(), file: url)
        case .stream(let chunks):
            return MultipartEncoding.EncodedPart(headers: headers, content: Data(), chunks: chunks)
        case .json(let value):
            do {
                content = try coding.encoder.encode(value)
            } catch {
                throw .encodingFailed(route: R.name, reason: "part \(part.name): \(error)")
            }
        }
        return MultipartEncoding.EncodedPart(headers: headers, content: content)
    }

    /// Fails the request before anything is sent when `url` is not a file this process can
    /// read: URLSession would otherwise fail it half-way, or send an empty body.
    private func checkReadable<R: Route>(_ url: URL, what: String, for route: R.Type) throws(RouteError) {
        var isFolder: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder),
            !isFolder.boolValue,
            FileManager.default.isReadableFile(atPath: url.path)
        else {
            throw .invalidRequest(route: R.name, reason: "\(what) \(url.path) cannot be read")
        }
    }

    /// Replaces each `{name}` of `template` with its percent-encoded value, and percent-encodes
    /// the literal text around them that a path cannot hold as it is (see
    /// ``URLEncoding/pathText(_:)``), so that no template can make `URLComponents` trap.
    ///
    /// A literal `?` or `#` is refused rather than encoded: the template's author meant a query
    /// or a fragment, and sending `%3F` would quietly request another resource.
    private func expandPath<R: Route>(_ template: String, with parts: RequestParts, route: R.Type)
        throws(RouteError) -> String
    {
        if let delimiter = template.unicodeScalars.first(where: { $0 == "?" || $0 == "#" }) {
            throw .invalidRequest(route: R.name, reason: "the path template holds a literal \(delimiter)")
        }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += URLEncoding.pathText(String(rest[..<open]))
            let parameter = String(rest[rest.index(after: open)..<close])
            if let list = parts.pathLists[parameter] {
                result += list.map(URLEncoding.pathSegment).joined(separator: ",")
            } else if let value = parts.pathParameters[parameter] {
                result += URLEncoding.pathSegment(value)
            } else {
                throw .invalidRequest(route: R.name, reason: "no value for path parameter \(parameter)")
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + URLEncoding.pathText(String(rest))
    }

    /// `data` as `Response`: nothing read for ``Empty``, the bytes for `Data`, UTF-8 text for
    /// `String`, JSON for anything else.
    func decode<Response: Decodable>(_ type: Response.Type, from data: Data, name: String) throws(RouteError)
        -> Response
    {
        if let empty = Empty() as? Response { return empty }
        if let data = data as? Response { return data }
        if Response.self == String.self {
            guard let text = String(data: data, encoding: .utf8) else {
                throw .decodingFailed(
                    route: name,
                    DecodingFailure(
                        type: "String", codingPath: "", reason: "the body is not valid UTF-8", body: data))
            }
            return text as! Response
        }
        do {
            return try coding.decoder.decode(Response.self, from: data)
        } catch let error as DecodingError {
            throw .decodingFailed(route: name, DecodingFailure(error, type: Response.self, body: data))
        } catch {
            throw .decodingFailed(
                route: name,
                DecodingFailure(
                    type: String(describing: Response.self), codingPath: "", reason: "\(error)", body: data))
        }
    }

    func failure<R: Route>(_ route: R.Type, response: HTTPURLResponse, data: Data) -> StatusFailure {
        let headers = StatusFailure.headers(of: response)
        let decoded: (any Sendable)? = R.errorBodies.type(forStatus: response.statusCode)
            .flatMap { type in try? coding.decoder.decode(type, from: data) }
        return StatusFailure(statusCode: response.statusCode, headers: headers, body: data, decodedBody: decoded)
    }
}

extension StatusFailure {
    /// The header fields of `response`, by the names it gives them.
    static func headers(of response: HTTPURLResponse) -> [String: String] {
        var headers: [String: String] = [:]
        for case let (name as String, value as String) in response.allHeaderFields {
            headers[name] = value
        }
        return headers
    }
}

/// Scheme, host and port of a URL: what must match for a credential to travel along.
private struct Origin: Equatable {
    let scheme: String?
    let host: String?
    let port: Int?

    init(_ url: URL?) {
        scheme = url?.scheme?.lowercased()
        host = url?.host?.lowercased()
        port = url?.port ?? (scheme == "https" ? 443 : scheme == "http" ? 80 : nil)
    }
}

extension DecodingFailure {
    init(_ error: DecodingError, type: Any.Type, body: Data) {
        let context: DecodingError.Context
        let reason: String
        switch error {
        case .typeMismatch(let expected, let c):
            context = c; reason = "expected \(expected): \(c.debugDescription)"
        case .valueNotFound(let expected, let c):
            context = c; reason = "expected \(expected), found null"
        case .keyNotFound(let key, let c):
            // The context's path ends at the container; the missing key is where decoding failed.
            context = DecodingError.Context(codingPath: c.codingPath + [key], debugDescription: c.debugDescription)
            reason = "missing key \"\(key.stringValue)\""
        case .dataCorrupted(let c):
            context = c; reason = c.debugDescription
        @unknown default:
            context = DecodingError.Context(codingPath: [], debugDescription: "\(error)"); reason = "\(error)"
        }
        self.init(
            type: String(describing: type),
            codingPath: context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
                separator: "."),
            reason: reason,
            body: body
        )
    }
}
