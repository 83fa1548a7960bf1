// swift-format-ignore-file
// (Formatted by hand: the docs quote its regions verbatim, laid out for reading there.)
// The Swift of Docs/AsyncHTTPClientTransport.md, compiled against the generated Taskboard code
// (Generated/, the root package's golden files). The doc quotes each region between
// `// snippet: NAME` and `// end snippet` verbatim, less the marker's indentation, and the root
// package's `DocsSnippetsTests` fails when the two differ. Nothing here is called: it would talk
// to the network.
#if AsyncHTTPClient
import Foundation
// snippet: ahc-imports
import RouteKit
import RouteKitAsyncHTTPClient
// end snippet

/// What the snippet uses but does not show: the app around it.
private enum App {
    static let key = "an integration's key"
    static let token = "a token from signing in"
    static let id = UUID()
    static let fileURL = URL(fileURLWithPath: "/tmp/attachment.png")
    static let movieURL = URL(fileURLWithPath: "/tmp/movie.mp4")
    static var chunks: AsyncStream<Data> { AsyncStream { $0.finish() } }
    static let info = Taskboard.AttachmentInfo(caption: "Clip")
}

private func transport() async throws {
    let (key, token, id, fileURL, movieURL, info) = (App.key, App.token, App.id, App.fileURL, App.movieURL, App.info)
    let (compressedChunks, encodedFrames) = (App.chunks, App.chunks)
    // snippet: ahc-routes
    let router = Taskboard.router(transport: .asyncHTTPClient())
    let integration = router.authenticated(Taskboard.IntegrationAuth.self, with: APIKey(key))
    let member = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken(token))

    // Downloads: read from the connection only as fast as the file is written.
    try await integration.download(.downloadAttachment(id: id), to: fileURL)

    // Uploads from a file: read a chunk at a time on SwiftNIO's blocking-I/O pool.
    _ = try await integration.perform(.uploadAttachment(id: id, body: .file(movieURL)))

    // Uploads from an async sequence: each chunk goes out as the sequence yields it.
    _ = try await integration.perform(.uploadAttachment(id: id, body: .stream(compressedChunks)))

    // A multipart file part from an async sequence: the form goes out as the sequence yields.
    _ = try await member.perform(.attachFile(id: id, file: FilePart(chunks: encodedFrames, filename: "clip.mp4"), info: info))
    // end snippet
}
#endif
