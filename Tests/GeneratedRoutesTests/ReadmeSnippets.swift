// swift-format-ignore-file
// (Formatted by hand: the docs quote its regions verbatim, laid out for reading there.)
// The Swift snippets of README.md, compiled against the generated Taskboard code (the golden
// files in Generated/). README.md quotes each region between `// snippet: NAME` and
// `// end snippet` verbatim, less the marker's indentation, and `ReadmeSnippetsTests` fails when
// the two differ. Edit a snippet here, then paste it into the README (or the other way round).
// The rest of the client's Swift is Docs/Client.md's, in ClientSnippets.swift.
// Nothing here is called: these functions would talk to the network.

// snippet: imports
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
// end snippet

/// What the snippets use but do not show: the app around them.
private enum App {
    static let token = "a token from signing in"
}

private func tour() async throws {
    let token = App.token
    // snippet: tour
    let router = Taskboard.router()                 // Taskboard.baseURL, RouteKit's own URLSession

    // A public route: any router of Taskboard performs it (not another API's: that does not compile).
    let project = try await router.perform(.project(id: 42))          // Taskboard.Project

    // An authenticated route: only a router holding a MemberAuth credential performs it.
    let member = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken(token))
    let task = try await member.perform(.createTask(projectID: 1, body: .init(title: "Write the docs", priority: .high)))
    let me = try await member.perform(.me)          // a route without parameters is a static property

    // The URLRequest without sending it; `await`, because a session may refresh the token first.
    let request = try await member.request(for: .me)

    // router.perform(.createTask(…)) does not compile: a router without a credential cannot open it.
    // end snippet
    _ = (project, task, me, request)
}

private func streams() async throws {
    let token = App.token
    let fileURL = URL(fileURLWithPath: "/tmp/attachment.png")
    // snippet: streams
    let member = Taskboard.router().authenticated(Taskboard.MemberAuth.self, with: BearerToken(token))

    // stream: events Activity — each Server-Sent Event decoded as it arrives; leaving the loop
    // (or cancelling its task) cancels the request.
    for try await activity in member.stream(.liveActivity(id: 42)) {
        print(activity.summary)
        if activity.summary.hasPrefix("archived") { break }
    }

    // response: Data — written into the file as it arrives, never held whole.
    let integration = Taskboard.router().authenticated(Taskboard.IntegrationAuth.self, with: APIKey("key"))
    try await integration.download(.downloadAttachment(id: UUID()), to: fileURL)
    // end snippet
}
