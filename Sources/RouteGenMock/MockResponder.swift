#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteGenCore
import RouteKit
import RouteKitServer

/// The mock server of `routegen-mock`: answers every operation of a ``MockAPI`` with the
/// examples its spec documents, after checking the request as the generated server does.
///
/// A request goes through the generated server's steps, with its statuses and messages: the
/// path and method (`404`, `405` with `Allow`), the operation among those sharing them (by the
/// body's media type, then the credential presented), the credential (`401` with the scheme's
/// challenge and the body the spec documents for it; any credential will do), the body within
/// ``ServerOptions/maxBodySize`` and ``ServerOptions/bodyTimeout`` (`413`, `408`), then every
/// parameter and the body (`400`, `415`). Then the answer (``MockAnswer``): the lowest success
/// status unless `Prefer: code=` or `Prefer: example=` asks for another, which, when the
/// operation does not document it, is a `501` naming what was asked and what there is.
/// Nothing it reads can make it trap: what does not parse is an answer.
package struct MockResponder: HTTPResponder {
    package typealias Context = BasicRequestContext

    /// The API served.
    package let api: MockAPI
    private let routes: MockRoutes
    /// The bounds of a request's body, and the JSON coding of streams.
    private let options: ServerOptions

    /// A mock server of `api`, reading bodies within `options`' bounds.
    package init(api: MockAPI, options: ServerOptions = ServerOptions()) {
        self.api = api
        self.routes = MockRoutes(api.operations)
        self.options = options
    }

    package func respond(to request: Request, context: Context) async throws -> Response {
        do {
            return try await answer(request)
        } catch let error as RequestDecodingError {
            return try HTTPError(error.status, message: error.message).response(from: request, context: context)
        } catch let error as MockAnswer.Undocumented {
            return try HTTPError(.notImplemented, message: error.message).response(from: request, context: context)
        } catch let error as HTTPError {
            return try error.response(from: request, context: context)
        }
    }

    private func answer(_ request: Request) async throws -> Response {
        let operations: [MockOperation]
        let pathParameters: [String: String]
        switch routes.match(method: request.method.rawValue, path: request.uri.path) {
        case .notFound:
            throw HTTPError(.notFound, message: "no operation of \(api.name) has this path")
        case .wrongMethod(let allowed):
            var headers = HTTPFields()
            headers[.allow] = allowed.joined(separator: ", ")
            throw HTTPError(
                .methodNotAllowed, headers: headers,
                message: "this path is served for \(allowed.joined(separator: ", ")), not \(request.method.rawValue)")
        case .found(let found, let parameters):
            (operations, pathParameters) = (found, parameters)
        }
        // What the request's head presents, read before its body as the generated server reads
        // credentials: a query that does not parse is its `400` here.
        let head = try IncomingRequest(
            pathParameters: pathParameters, query: request.uri.query, headers: request.headers, body: Data(),
            coding: options.coding)
        let operation = try Self.operation(among: operations, for: head)
        if !operation.credentials.isEmpty {
            var presented = false
            for credential in operation.credentials where try credential.isPresented(in: head) {
                presented = true
                break
            }
            if !presented, !operation.credentialIsOptional { return try unauthorized(operation) }
        }
        let incoming = try IncomingRequest(
            pathParameters: pathParameters, query: request.uri.query, headers: request.headers,
            body: try await BodyCollection.body(of: request, options: options), coding: options.coding)
        try MockRequestCheck.check(incoming, against: operation)
        let accepts = operation.stream.map { Self.accepts($0.format, in: request.headers) } ?? false
        let chosen = try MockAnswer.choose(
            for: operation, preference: ResponsePreference(request.headers), acceptsStream: accepts)
        return MockResponseWriting.response(
            chosen, of: operation, withoutBody: request.method == .head, coding: options.coding)
    }

    /// The operation of `operations` (which share a method and path) `request` is for, as the
    /// generated server picks: among those whose body its `Content-Type` names (all when none
    /// does), the first whose credential it presents, else the first anyone may call.
    private static func operation(among operations: [MockOperation], for request: IncomingRequest) throws
        -> MockOperation
    {
        guard let first = operations.first else { throw HTTPError(.notFound) }
        guard operations.count > 1 else { return first }
        let mediaType = request.headers[.contentType].map { value in
            String(value.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
                .lowercased()
        }
        let matching = operations.filter { $0.body == nil || $0.body?.mediaType.lowercased() == mediaType }
        let candidates = matching.isEmpty ? operations : matching
        for candidate in candidates where !candidate.credentials.isEmpty && !candidate.credentialIsOptional {
            // A credential sent twice presents it too: that operation's check answers the `400`.
            let isPresented = candidate.credentials.contains { (try? $0.isPresented(in: request)) ?? true }
            if isPresented { return candidate }
        }
        return candidates.first { $0.credentials.isEmpty || $0.credentialIsOptional } ?? candidates.first ?? first
    }

    /// The `401` of a request that presents no credential `operation` accepts: with the
    /// challenge of its first scheme that has one, and the body its spec documents for `401`
    /// (its own entry, else `default`) when it has an example, else Hummingbird's.
    private func unauthorized(_ operation: MockOperation) throws -> Response {
        var headers = HTTPFields()
        if let challenge = operation.credentials.lazy.compactMap(\.challenge).first {
            headers[.wwwAuthenticate] = challenge
        }
        let documented = operation.responses.first { $0.status == 401 } ?? operation.defaultResponse
        guard let documented, let example = documented.examples.first else {
            throw HTTPError(.unauthorized, headers: headers, message: "authentication required")
        }
        var response = MockResponseWriting.response(
            MockAnswer(status: 401, content: .response(documented, example: example)), of: operation,
            withoutBody: false, coding: options.coding)
        response.headers.append(contentsOf: headers)
        return response
    }

    /// Whether `headers` accept the media type a stream of `format` is sent as.
    private static func accepts(_ format: StreamSpec.Format, in headers: HTTPFields) -> Bool {
        let accepted = headers[values: .accept].flatMap { $0.split(separator: ",") }.map {
            String($0.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
                .lowercased()
        }
        return switch format {
        case .events: accepted.contains("text/event-stream")
        case .lines: accepted.contains { RouteSpec.ItemFraming.lines.isSent(as: $0) }
        case .sequence: accepted.contains { RouteSpec.ItemFraming.sequence.isSent(as: $0) }
        case .parts: accepted.contains("multipart/mixed")
        }
    }
}
#endif
