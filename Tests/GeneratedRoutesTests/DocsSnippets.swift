// swift-format-ignore-file
// (Formatted by hand: the docs quote its regions verbatim, laid out for reading there.)
// The client-side Swift of Docs/*.md, compiled against the generated Taskboard code (the golden
// files in Generated/). The docs quote each region between `// snippet: NAME` and
// `// end snippet` verbatim, less the marker's indentation, and `DocsSnippetsTests` fails when
// the two differ or a region is quoted nowhere. Nothing here is called: these functions would
// talk to the network.
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import RouteKitTesting

/// What the snippets use but do not show: the app around them.
private enum Docs {
    static let id = UUID()
    static let movieURL = URL(fileURLWithPath: "/tmp/movie.mp4")
    static let planURL = URL(fileURLWithPath: "/tmp/plan.pdf")
    static let thumbnail = Data([0x89, 0x50])
    static let info = Taskboard.AttachmentInfo(caption: "Plan")
    /// Compressed chunks of a body, as a pipe or a transform yields them.
    static var compressedChunks: AsyncStream<Data> { AsyncStream { $0.finish() } }
    static let problemJSON = Data(#"{"message":"no such task"}"#.utf8)
    static let project = Taskboard.Project(id: 42, name: "Docs", owner: Taskboard.User(id: 1, name: "Ann"), taskCounts: [:])
}

private func show(_ task: Taskboard.TaskModel) {}
private func wait(for job: Taskboard.ImportJob) {}

private func severalSuccessBodies(member: AuthenticatedRouter<Taskboard.MemberAuth>, task: Taskboard.NewTask) async throws {
    // snippet: spec-format-responses
    switch try await member.perform(.importTask(projectID: 7, body: task)) {
    case .created(let task): show(task)
    case .accepted(let job): wait(for: job)
    }
    // end snippet
}

private func responseHeaders(router: APIRouter<Taskboard>) async throws {
    // snippet: spec-format-response-headers
    let version = try await router.response(for: .projectVersion(id: 7))
    print(version.body.name)                                       // a Project
    print(version.headers.eTag)                                    // a String
    print(version.headers.rateLimitRemaining ?? 0)                 // an Int?
    print(version.status, version.headerFields["X-Trace"] ?? "")   // 200; any field, in any case
    // end snippet
}

private func retry() -> APIRouter<Taskboard> {
    // snippet: spec-format-retry
    let router = Taskboard.router(middleware: [.retry()])
    // end snippet
    return router
}

private func pages(router: APIRouter<Taskboard>) async throws {
    // snippet: spec-format-pages
    for try await project in router.items(of: .listProjects(perPage: 20)) { print(project.name) }
    for try await page in router.pages(of: .activity(id: 7)) { print(page.events.count) }
    // end snippet
}

private func perform(router: APIRouter<Taskboard>, member: AuthenticatedRouter<Taskboard.MemberAuth>) async throws {
    // snippet: spec-format-perform
    let projects = try await router.perform(.listProjects(archived: true))
    let user = try await member.perform(.me)    // me: { GET: /me, auth: member, response: User }
    // end snippet
    _ = (projects, user)
}

private func stubs() throws {
    let (project, problemJSON) = (Docs.project, Docs.problemJSON)
    // snippet: testing-stubs
    let stubs = StubbedRoutes()
    try stubs.answer(Taskboard.ProjectRoute.self, with: project)
    stubs.answer(Taskboard.DeleteTaskRoute.self, status: 404, body: problemJSON)
    stubs.fail(Taskboard.ListTasksRoute.self, with: URLError(.notConnectedToInternet), after: .milliseconds(50))
    let router = Taskboard.router(transport: stubs.transport)
    // end snippet
    _ = router
}

private func stubsFromExamples() async throws {
    // snippet: mocking-examples
    let stubs = StubbedRoutes()
    try stubs.answerWithExample(Taskboard.CreateTaskRoute.self)  // the first success example
    try stubs.answerWithExample(Taskboard.ReplaceTaskRoute.self)  // none of its own: Task's example
    try stubs.answerWithExample(Taskboard.RenameTaskRoute.self, status: 422)  // throws NoExample: none
    let member = Taskboard.router(transport: stubs.transport)
        .authenticated(Taskboard.MemberAuth.self, with: BearerToken("preview"))
    let task = try await member.perform(.createTask(projectID: 7, body: .init(title: "Notes")))
    // end snippet
    _ = task
}

private func modelExamples() throws {
    // snippet: mocking-model-examples
    let task = Taskboard.TaskModel.examples.first  // the example Taskboard.yaml documents, as a value
    let event = Taskboard.Event.examples.first  // a union's: the variant its discriminator selects
    let stubs = StubbedRoutes()
    if let task { try stubs.answer(Taskboard.ReplaceTaskRoute.self, with: task) }
    // end snippet
    _ = event
}

private func everyRouteFromExamples() {
    // snippet: mocking-every-route
    let stubs = StubbedRoutes()
    stubs.answerWithExamples(Taskboard.exampleRoutes)  // each route's first success example
    stubs.answer(Taskboard.CreateTaskRoute.self, status: 503)  // a route's own answer wins
    let router = Taskboard.router(transport: stubs.transport)
    // end snippet
    _ = router
}

private func stubsBehindACache(stubs: StubbedRoutes) async throws {
    let project = Docs.project
    // snippet: testing-stubs-cache
    try stubs.answer(Taskboard.ProjectRoute.self, with: project, headers: ["Cache-Control": "max-age=60"])
    let router = Taskboard.router(transport: stubs.transport, cache: ResponseCache())
    _ = try await router.perform(.project(id: 42))
    _ = try await router.perform(.project(id: 42))          // answered by the cache
    // stubs.requests(for: Taskboard.ProjectRoute.self).count == 1
    // end snippet
}

private func uploads(router: AuthenticatedRouter<Taskboard.IntegrationAuth>, member: AuthenticatedRouter<Taskboard.MemberAuth>) async throws {
    let (id, movieURL, planURL, thumbnail, info) = (Docs.id, Docs.movieURL, Docs.planURL, Docs.thumbnail, Docs.info)
    // snippet: uploads-files
    // A binary body (`body: Data` in a spec, `application/octet-stream` in OpenAPI):
    _ = try await router.perform(.uploadAttachment(id: id, body: .file(movieURL)))
    _ = try await router.perform(.uploadAttachment(id: id, body: .data(thumbnail)))   // bytes in memory

    // A multipart `FilePart` field: the part is named after the file unless told otherwise.
    _ = try await member.perform(.attachFile(id: id, file: FilePart(fileURL: planURL, contentType: "application/pdf"), info: info))
    // end snippet
}

/// A hand-written route whose body is a file.
private struct UploadMovieRoute: PublicRoute {
    static var method: HTTPMethod { .put }
    static var pathTemplate: String { "/movies/{id}" }
    let id: UUID
    let fileURL: URL

    // snippet: uploads-hand-written
    func encode(into request: inout RequestParts) {
        request.path("id", id)
        request.fileBody(fileURL, contentType: "video/mp4")
    }
    // end snippet
}

private func uploadsFromASequence(router: AuthenticatedRouter<Taskboard.IntegrationAuth>) async throws {
    let (id, compressedChunks) = (Docs.id, Docs.compressedChunks)
    // snippet: uploads-stream
    _ = try await router.perform(.uploadAttachment(id: id, body: .stream(compressedChunks)))
    // end snippet
}

private func spooling(router: AuthenticatedRouter<Taskboard.IntegrationAuth>) async throws {
    let (id, compressedChunks) = (Docs.id, Docs.compressedChunks)
    // snippet: uploads-spooling
    try await BinaryBody.spooling(compressedChunks) { body in       // any AsyncSequence of Data
        _ = try await router.perform(.uploadAttachment(id: id, body: body))
    }
    // end snippet
}

// Docs/Versioning.md: a switch over RouteError that a new case does not break.
// snippet: route-error-switch
func explain(_ error: RouteError) -> String {
    switch error {
    case .unacceptableStatus(_, let failure): "the server answered \(failure.statusCode)"
    case .transportFailed, .cancelled: "the request did not complete"
    case .invalidRequest, .encodingFailed, .decodingFailed, .notAStream, .sessionEnded:
        "this app has a bug: \(error)"
    @unknown default: "\(error)"
    }
}
// end snippet
