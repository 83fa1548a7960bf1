#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// The routes of one API on their way into a Hummingbird router: each generated route with its
/// handler and, when it needs one, its authenticator. ``register(on:)`` adds them all; routes
/// that share a method and path (one for members, one public, say) become one endpoint that
/// serves the route whose credential the request presents, else the public one.
///
/// Every endpoint authenticates, reads the body within ``ServerOptions/maxBodySize`` and
/// ``ServerOptions/bodyTimeout``, decodes the route, calls the handler and encodes its response,
/// in that order; each step that fails answers (`401`, `413`, `408`, `400`, `415`) without
/// calling the handler. Errors the handler throws other than a ``RouteErrorResponse`` go to
/// Hummingbird unchanged, as do the router's own middleware, request context and lifecycle.
public struct ServerRoutes<Context: Hummingbird.RequestContext>: Sendable {
    /// What every route accepts and how it encodes.
    public let options: ServerOptions
    private var endpoints: [Endpoint] = []
    /// The makers of `401` bodies, from the failure's reason (``answerUnauthorized(with:)``).
    private var unauthorizedBodies = DocumentedBodies<String>()

    /// One route's way of answering a request.
    private struct Endpoint: Sendable {
        var method: HTTPRequest.Method
        var path: String
        /// Whether the request is meant for this route: it presents one of its credentials;
        /// `nil` for a route anyone may call.
        var isPresented: (@Sendable (Request) -> Bool)?
        /// The media type of the body that picks this route among those of its method and
        /// path (``DecodableRoute/bodyMediaType``); `nil` when the body picks nothing.
        var mediaType: String?
        /// The type the route's spec documents as its `401` body, if any.
        var unauthorizedBody: ObjectIdentifier?
        /// Answers the request; a missing or rejected credential throws ``AuthenticationFailure``.
        var respond: @Sendable (Request, Context) async throws -> Response
    }

    /// No routes yet, answering with `options`.
    public init(options: ServerOptions = ServerOptions()) {
        self.options = options
    }

    /// Makes the body of a `401` — a missing or rejected credential — for every route whose
    /// spec documents `Body` for that status (its own entry or `default`), from the failure's
    /// reason ("authentication required", "the credential was rejected", or the message of an
    /// `HTTPError(.unauthorized, message:)` the authenticator threw), so the client decodes it
    /// like any documented error. The generated `addRoutes` asks for one per type its routes
    /// document, so a server cannot compile without it; an authenticator's own
    /// ``Authenticator/init(_:unauthorizedBody:verify:)`` comes first where it makes that type.
    public mutating func answerUnauthorized<Body: Encodable & Sendable>(
        with body: @escaping @Sendable (_ reason: String) -> Body
    ) {
        unauthorizedBodies.add(body)
    }

    /// Adds a route anyone may call; its handler never sees a credential.
    public mutating func add<R: DecodableRoute & PublicRoute>(
        _ route: R.Type, handler: @escaping @Sendable (R) async throws -> R.Response
    ) {
        addPublic(route) { route in (try await handler(route), HTTPFields()) }
    }

    /// Adds a route anyone may call whose handler also returns the documented response headers.
    public mutating func add<R: DecodableRoute & PublicRoute>(
        _ route: R.Type, handler: @escaping @Sendable (R) async throws -> RouteReply<R>
    ) {
        addPublic(route) { route in try await Self.parts(of: handler(route)) }
    }

    private mutating func addPublic<R: DecodableRoute & PublicRoute>(
        _ route: R.Type, handler: @escaping @Sendable (R) async throws -> (R.Response, HTTPFields)
    ) {
        let options = options, path = RoutePath(R.pathTemplate), kind = ResponseEncoding.Kind(of: R.Response.self)
        add(route, path: path, isPresented: nil) { request, context in
            try await Self.serve(R.self, path, kind, request, context, options: options) { route in
                try await handler(route)
            }
        }
    }

    /// Adds a route of one scheme: `authenticator` verifies the credential before anything
    /// else; a request without one, or with one it rejects, answers `401`.
    public mutating func add<R: DecodableRoute & AuthenticatedRoute, Verified: Sendable>(
        _ route: R.Type, authenticatedBy authenticator: Authenticator<R.Scheme, Verified>,
        handler: @escaping @Sendable (R, Verified) async throws -> R.Response
    ) {
        addAuthenticated(route, authenticatedBy: authenticator) { route, verified in
            (try await handler(route, verified), HTTPFields())
        }
    }

    /// Adds a route of one scheme whose handler also returns the documented response headers.
    public mutating func add<R: DecodableRoute & AuthenticatedRoute, Verified: Sendable>(
        _ route: R.Type, authenticatedBy authenticator: Authenticator<R.Scheme, Verified>,
        handler: @escaping @Sendable (R, Verified) async throws -> RouteReply<R>
    ) {
        addAuthenticated(route, authenticatedBy: authenticator) { route, verified in
            try await Self.parts(of: handler(route, verified))
        }
    }

    private mutating func addAuthenticated<R: DecodableRoute & AuthenticatedRoute, Verified: Sendable>(
        _ route: R.Type, authenticatedBy authenticator: Authenticator<R.Scheme, Verified>,
        handler: @escaping @Sendable (R, Verified) async throws -> (R.Response, HTTPFields)
    ) {
        let options = options, path = RoutePath(R.pathTemplate), kind = ResponseEncoding.Kind(of: R.Response.self)
        add(route, path: path, isPresented: { authenticator.isPresented(in: $0) }) { request, context in
            guard let verified = try await authenticator.authenticate(request) else {
                throw authenticator.unauthorized("authentication required")
            }
            return try await Self.serve(R.self, path, kind, request, context, options: options) { route in
                try await handler(route, verified)
            }
        }
    }

    /// Adds a route that several schemes may authenticate, or one optionally: the first of
    /// `authenticators` whose credential the request presents verifies it; a request that
    /// presents none answers `401` unless `isOptional`, when the handler gets
    /// ``VerifiedCredentials/none``.
    public mutating func add<R: DecodableRoute>(
        _ route: R.Type, acceptingAnyOf authenticators: [any AnyAuthenticator], isOptional: Bool,
        handler: @escaping @Sendable (R, VerifiedCredentials) async throws -> R.Response
    ) {
        addAccepting(route, acceptingAnyOf: authenticators, isOptional: isOptional) { route, credentials in
            (try await handler(route, credentials), HTTPFields())
        }
    }

    /// Adds a route that several schemes may authenticate, or one optionally, whose handler
    /// also returns the documented response headers.
    public mutating func add<R: DecodableRoute>(
        _ route: R.Type, acceptingAnyOf authenticators: [any AnyAuthenticator], isOptional: Bool,
        handler: @escaping @Sendable (R, VerifiedCredentials) async throws -> RouteReply<R>
    ) {
        addAccepting(route, acceptingAnyOf: authenticators, isOptional: isOptional) { route, credentials in
            try await Self.parts(of: handler(route, credentials))
        }
    }

    private mutating func addAccepting<R: DecodableRoute>(
        _ route: R.Type, acceptingAnyOf authenticators: [any AnyAuthenticator], isOptional: Bool,
        handler: @escaping @Sendable (R, VerifiedCredentials) async throws -> (R.Response, HTTPFields)
    ) {
        let options = options, path = RoutePath(R.pathTemplate), kind = ResponseEncoding.Kind(of: R.Response.self)
        add(route, path: path, isPresented: Self.presence(of: authenticators, isOptional: isOptional)) {
            request, context in
            let credentials = try await Self.verify(request, authenticators, isOptional: isOptional)
            return try await Self.serve(R.self, path, kind, request, context, options: options) { route in
                try await handler(route, credentials)
            }
        }
    }

    /// Whether a request is meant for a route of `authenticators`: it presents one of their
    /// credentials; `nil` (any request) when the credential is optional.
    private static func presence(of authenticators: [any AnyAuthenticator], isOptional: Bool) -> (
        @Sendable (Request) -> Bool
    )? {
        isOptional ? nil : { @Sendable request in authenticators.contains { $0.isPresented(in: request) } }
    }

    /// The credential of the first of `authenticators` whose credential `request` presents;
    /// ``VerifiedCredentials/none`` when it presents none and that is allowed, else a `401`.
    private static func verify(_ request: Request, _ authenticators: [any AnyAuthenticator], isOptional: Bool)
        async throws -> VerifiedCredentials
    {
        var verified: VerifiedCredentials?
        for authenticator in authenticators where authenticator.isPresented(in: request) {
            verified = try await authenticator.authenticateAny(request)
            break
        }
        guard let credentials = verified ?? (isOptional ? VerifiedCredentials.none : nil) else {
            throw authenticators.first?.unauthorized("authentication required")
                ?? AuthenticationFailure(reason: "authentication required", challenge: nil, documentedBody: nil)
        }
        return credentials
    }

    // MARK: Streaming routes

    /// Adds a streaming route anyone may call: its handler returns the elements, which are
    /// sent in the route's stream format as they come (Server-Sent Events, JSON Lines, JSON
    /// text sequences).
    public mutating func addStream<R: DecodableRoute & StreamingRoute & PublicRoute>(
        _ route: R.Type, handler: @escaping @Sendable (R) async throws -> RouteEventStream<R.Element>
    ) where R.Element: Encodable {
        let options = options, path = RoutePath(R.pathTemplate)
        add(route, path: path, isPresented: nil) { request, context in
            try await Self.serveStream(R.self, path, request, context, options: options) { route in
                try await handler(route)
            }
        }
    }

    /// Adds a streaming route of one scheme: `authenticator` verifies the credential before
    /// anything else, as for a route that is not streamed.
    public mutating func addStream<R: DecodableRoute & StreamingRoute & AuthenticatedRoute, Verified: Sendable>(
        _ route: R.Type, authenticatedBy authenticator: Authenticator<R.Scheme, Verified>,
        handler: @escaping @Sendable (R, Verified) async throws -> RouteEventStream<R.Element>
    ) where R.Element: Encodable {
        let options = options, path = RoutePath(R.pathTemplate)
        add(route, path: path, isPresented: { authenticator.isPresented(in: $0) }) { request, context in
            guard let verified = try await authenticator.authenticate(request) else {
                throw authenticator.unauthorized("authentication required")
            }
            return try await Self.serveStream(R.self, path, request, context, options: options) { route in
                try await handler(route, verified)
            }
        }
    }

    /// Adds a streaming route that several schemes may authenticate, or one optionally, as a
    /// route that is not streamed.
    public mutating func addStream<R: DecodableRoute & StreamingRoute>(
        _ route: R.Type, acceptingAnyOf authenticators: [any AnyAuthenticator], isOptional: Bool,
        handler: @escaping @Sendable (R, VerifiedCredentials) async throws -> RouteEventStream<R.Element>
    ) where R.Element: Encodable {
        let options = options, path = RoutePath(R.pathTemplate)
        add(route, path: path, isPresented: Self.presence(of: authenticators, isOptional: isOptional)) {
            request, context in
            let credentials = try await Self.verify(request, authenticators, isOptional: isOptional)
            return try await Self.serveStream(R.self, path, request, context, options: options) { route in
                try await handler(route, credentials)
            }
        }
    }

    private mutating func add<R: DecodableRoute>(
        _ route: R.Type, path: RoutePath, isPresented: (@Sendable (Request) -> Bool)?,
        respond: @escaping @Sendable (Request, Context) async throws -> Response
    ) {
        // Generated routes' methods are HTTP tokens (the generator checks them); a method that
        // is not one could not arrive in a request, so there is nothing to register.
        guard let method = HTTPRequest.Method(R.method.rawValue) else { return }
        endpoints.append(
            Endpoint(
                method: method, path: path.routerPath, isPresented: isPresented,
                mediaType: R.bodyMediaType?.lowercased(),
                unauthorizedBody: R.documentedBody(forStatus: 401).map(ObjectIdentifier.init), respond: respond))
    }

    /// Adds every route to `router`, one endpoint per method and path.
    public func register(on router: some RouterMethods<Context>) {
        var order: [String] = []
        var groups: [String: [Endpoint]] = [:]
        let (bodies, coding) = (unauthorizedBodies, options.coding)
        for var endpoint in endpoints {
            // A missing or rejected credential answers `401`, with the body the route's spec
            // documents for it; the makers are known only now, once every call has been made.
            let (respond, documented) = (endpoint.respond, endpoint.unauthorizedBody)
            endpoint.respond = { request, context in
                do {
                    return try await respond(request, context)
                } catch let failure as AuthenticationFailure {
                    return try failure.response(documenting: documented, bodies: bodies, coding: coding)
                }
            }
            let key = "\(endpoint.method.rawValue) \(endpoint.path)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(endpoint)
        }
        for key in order {
            guard let group = groups[key], let first = group.first else { continue }
            let respond: @Sendable (Request, Context) async throws -> Response
            if group.count == 1 {
                respond = first.respond
            } else {
                // The routes whose body the request's `Content-Type` names (all when none
                // does: one answers 415); among them, authenticated routes first, each taking
                // the requests that present its credentials; the first public one takes the rest.
                respond = { request, context in
                    let mediaType = request.headers[.contentType].map { value in
                        String(value.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(
                            in: .whitespaces
                        ).lowercased()
                    }
                    let matching = group.filter { $0.mediaType == nil || $0.mediaType == mediaType }
                    let candidates = matching.isEmpty ? group : matching
                    let fallback = candidates.first { $0.isPresented == nil } ?? candidates[0]
                    let chosen = candidates.first { $0.isPresented?(request) == true } ?? fallback
                    return try await chosen.respond(request, context)
                }
            }
            router.on(RouterPath(first.path), method: first.method, use: respond)
        }
    }

    // MARK: Serving

    /// Reads the body, decodes `R`, runs `handle` and encodes what it returns or the
    /// documented error it throws.
    private static func serve<R: DecodableRoute>(
        _ route: R.Type, _ path: RoutePath, _ kind: ResponseEncoding.Kind, _ request: Request, _ context: Context,
        options: ServerOptions, handle: (R) async throws -> (R.Response, HTTPFields)
    ) async throws -> Response {
        let decoded: R
        do {
            decoded = try await decode(R.self, path, request, context, options: options)
        } catch let error as RequestDecodingError {
            return try requestError(error, of: R.self, options: options)
        }
        do {
            let (value, headers) = try await handle(decoded)
            var response = try ResponseEncoding.response(for: value, kind: kind, coding: options.coding)
            response.headers.append(contentsOf: headers)
            return response
        } catch let error as any ThrownErrorResponse {
            return try documentedError(error, of: R.self, context, options: options)
        }
    }

    /// Reads the body, decodes `R`, runs `handle` and sends the stream it returns, or the
    /// documented error it throws before returning one.
    private static func serveStream<R: DecodableRoute & StreamingRoute>(
        _ route: R.Type, _ path: RoutePath, _ request: Request, _ context: Context, options: ServerOptions,
        handle: (R) async throws -> RouteEventStream<R.Element>
    ) async throws -> Response {
        let decoded: R
        do {
            decoded = try await decode(R.self, path, request, context, options: options)
        } catch let error as RequestDecodingError {
            return try requestError(error, of: R.self, options: options)
        }
        do {
            return StreamEncoding.response(
                for: try await handle(decoded), format: R.streamFormat, coding: options.coding)
        } catch let error as any ThrownErrorResponse {
            return try documentedError(error, of: R.self, context, options: options)
        }
    }

    /// The route `request` carries, its body read within the limits; a ``RequestDecodingError``
    /// (`400`, `408`, `413` or `415`) when it does not decode.
    private static func decode<R: DecodableRoute>(
        _ route: R.Type, _ path: RoutePath, _ request: Request, _ context: Context,
        options: ServerOptions
    ) async throws -> R {
        let incoming = try await incomingRequest(path, request, context, options: options)
        return try R(request: incoming)
    }

    /// The answer to a request that does not decode: the body `R`'s spec documents for the
    /// status, when the options make one (``ServerOptions/answerRequestErrors(with:)``), else
    /// Hummingbird's.
    private static func requestError<R: Route>(_ error: RequestDecodingError, of route: R.Type, options: ServerOptions)
        throws -> Response
    {
        let status = Int(error.status.code)
        guard let documented = R.documentedBody(forStatus: status),
            let body = options.requestErrorBodies.body(of: ObjectIdentifier(documented), for: error, status: status)
        else { throw HTTPError(error.status, message: error.message) }
        return ResponseEncoding.json(try body.encodedBody(with: options.coding), status: error.status)
    }

    /// A handler's error response: its status and JSON body when `R`'s spec documents them,
    /// else `500 undocumented error`, logged.
    private static func documentedError<R: Route>(
        _ error: any ThrownErrorResponse, of route: R.Type, _ context: Context,
        options: ServerOptions
    ) throws -> Response {
        guard (400...599).contains(error.status), R.documents(error.bodyType, forStatus: error.status) else {
            context.logger.error(
                "\(R.method) \(R.pathTemplate) threw an error response its spec does not document: \(error.status) \(error.bodyType)"
            )
            throw HTTPError(.internalServerError, message: "undocumented error")
        }
        return try ResponseEncoding.json(
            error.encodedBody(with: options.coding), status: HTTPResponse.Status(code: error.status))
    }

    /// A reply's response and its header fields, written.
    private static func parts<R: Route>(of reply: RouteReply<R>) -> (R.Response, HTTPFields) {
        var fields = OutgoingHeaderFields()
        reply.headers.encode(into: &fields)
        return (reply.response, fields.fields)
    }

    /// The parts of `request` a route decoder reads, its body collected within the limits.
    private static func incomingRequest(
        _ path: RoutePath, _ request: Request, _ context: Context,
        options: ServerOptions
    ) async throws -> IncomingRequest {
        let body = try await BodyCollection.body(of: request, options: options)
        var parameters: [String: String] = [:]
        for (registered, template) in path.placeholders {
            if let value = context.parameters.get(registered) { parameters[template] = value }
        }
        var incoming = try IncomingRequest(
            pathParameters: parameters, query: request.uri.query, headers: request.headers,
            body: body, coding: options.coding)
        incoming.maxBodyItems = options.maxBodyItems
        return incoming
    }
}
#endif
