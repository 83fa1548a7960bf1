// swift-format-ignore-file
// (Formatted by hand: the docs quote its regions verbatim, laid out for reading there.)
// The Swift of Docs/Client.md, compiled against the generated Taskboard code (the golden files
// in Generated/). Docs/Client.md quotes each region between `// snippet: NAME` and
// `// end snippet` verbatim, less the marker's indentation, and `DocsSnippetsTests` fails when
// the two differ or a region is quoted nowhere. Nothing here is called: these functions would
// talk to the network.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// What the snippets use but do not show: the app around them.
private enum App {
    static let token = "a token from signing in"

    struct SignIn { var token: String; var expiresAt: Date? }
    static let signIn = SignIn(token: "t", expiresAt: nil)

    enum Auth { static func refresh(_ expired: BearerToken) async throws -> BearerToken { expired } }
    static let auth = Auth.self

    @MainActor final class AppState { func showSignIn() {} }
    @MainActor static let appState = AppState()

    static func signedInSession() async throws -> BearerTokenSession {
        BearerTokenSession(token: BearerToken(token), refresh: { $0 })
    }
}

private func signature(of request: URLRequest) -> String { "" }

private func pagination() async throws {
    // snippet: pagination
    let router = Taskboard.router(middleware: [.retry()])
    for try await project in router.items(of: .listProjects(perPage: 20)) {   // GET /projects?page=1, 2, …
        print(project.name)
    }
    // end snippet
}

private func errors() async {
    let router = Taskboard.router()
    // snippet: errors
    do {
        let project = try await router.perform(.project(id: 42))
        print(project.name)
    } catch .unacceptableStatus(_, let failure) where failure.statusCode == 404 {
        print(failure.decodedBody(as: Taskboard.Problem.self)?.message ?? "no such project")
    } catch {
        print(error)                                // a RouteError, naming the route as `GET /projects/{id}`
    }
    // end snippet
}

private func wholeResponse() async throws {
    let member = Taskboard.router().authenticated(Taskboard.MemberAuth.self, with: BearerToken(App.token))
    // snippet: whole-response
    let version = try await member.response(for: .projectVersion(id: 42))
    print(version.status, version.headers.eTag, version.headers.rateLimitRemaining ?? 0, version.body.name)

    switch try await member.perform(.importTask(projectID: 42, body: .init(title: "Imported"))) {
    case .created(let task): print("imported", task.title)          // 201: Task
    case .accepted(let job): print("queued at", job.position)       // 202: ImportJob
    }
    // end snippet
}

@MainActor private func session() async {
    let (signIn, auth, appState) = (App.signIn, App.auth, App.appState)
    let newToken = BearerToken("a new token")
    // snippet: session
    let session = BearerTokenSession(
        token: BearerToken(signIn.token, expiresAt: signIn.expiresAt),
        refresh: { expired in try await auth.refresh(expired) },       // your call to the API
        onEnd: { _ in Task { @MainActor in appState.showSignIn() } }
    )
    let member = Taskboard.router().authenticated(Taskboard.MemberAuth.self, session: session)
    // after signing in again:
    await session.restart(with: newToken)
    // end snippet
    _ = member
}

private func middleware() {
    // snippet: middleware
    let signed = Middleware { request, context, next in
        var request = request
        request.setValue(signature(of: request), forHTTPHeaderField: "X-Signature")
        return try await next(request)
    }
    let router = Taskboard.router(middleware: [.headers(["User-Agent": "Board/3.1"]), .retry(), signed, .logging()])
    // end snippet
    _ = router
}

private func ownSession() {
    // snippet: own-session
    let configuration = URLSessionConfiguration.default
    configuration.httpAdditionalHeaders = ["Accept-Language": "fr"]
    let session = Transport.redirectRefusingSession(configuration: configuration)
    let router = Taskboard.router(transport: .urlSession(session))
    // end snippet
    _ = router
}

// snippet: idempotency
/// Routes the server performs once per `Idempotency-Key`, however often the request arrives —
/// so they are also safe to retry. Specs grant it: `capabilities: [IdempotentRoute]`.
protocol IdempotentRoute: RetryableRoute {}

extension Middleware {
    /// One key per call of an `IdempotentRoute`, the same for each of its retries.
    static let idempotencyKeys = Middleware { request, context, next in
        guard context.capability((any IdempotentRoute).self) != nil else { return try await next(request) }
        var request = request
        request.setValue(UUID().uuidString, forHTTPHeaderField: "Idempotency-Key")
        return try await next(request)
    }
}
// end snippet

private func idempotency() async throws {
    let token = App.token
    // snippet: idempotency-use
    let member = Taskboard.router(middleware: [.idempotencyKeys, .retry()])      // the key outside the retries
        .authenticated(Taskboard.MemberAuth.self, with: BearerToken(token))
    let task = try await member.perform(.createTask(projectID: 1, body: .init(title: "Once")))  // POST, retried safely
    // end snippet
    _ = task
}

private func caching() async throws {
    let session = try await App.signedInSession()
    let cachesFolder = FileManager.default.temporaryDirectory
    // snippet: cache
    let cache = ResponseCache(memoryCapacity: 8 << 20, directory: cachesFolder.appendingPathComponent("Taskboard"))
    let router = Taskboard.router(cache: cache)
    let member = router.authenticated(Taskboard.MemberAuth.self, session: session)   // shares the cache, not the entries
    let project = try await member.perform(.project(id: 42))   // `cache: { maxAge: 60 }`: the next minute costs no request
    // signing out:
    cache.removeAll()
    // end snippet
    _ = project
}
