// routegen-mock: a mock server of specs, from their examples alone (Docs/Mocking.md).
//
//   swift run --enable-all-traits routegen-mock Specs [--port 4010] [--host 127.0.0.1]
//
// Loads the specs as `routegen validate` does (the same diagnostics; an error stops it), prints
// what it serves, one line per operation, then `serving <API> on http://<host>:<port>` once it
// accepts connections. Its own executable, behind the trait Server, since it serves on
// Hummingbird: the build plugin's `routegen` never makes an app build SwiftNIO.

#if Server
import ArgumentParser
import Foundation
import Hummingbird
import Logging
import RouteGenCore
import RouteGenMock
import RouteKitServer

/// `routegen-mock <specs…> [--port N] [--host 127.0.0.1]`.
@main
struct RouteGenMockCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routegen-mock",
        abstract: "Serve every operation of API specs from their examples, as a mock of the API.",
        discussion: """
            Answers each operation with the lowest success status its spec documents and that \
            status's first example (one synthesized from the type where there is none); \
            `Prefer: code=404` and `Prefer: example=<name>` ask for another. Requests are checked \
            as the generated server checks them (400, 401, 415, 413). Exit status 1 when a spec \
            has an error.
            """,
        version: RouteGenVersion.current
    )

    @Argument(
        help:
            "Spec files (RouteGen's format or OpenAPI), or folders whose *.yaml, *.yml and *.json files are the specs. All of them form one API."
    )
    var specs: [String]

    @Option(help: "The port to listen on; 0 lets the system choose one.")
    var port: Int = 4010

    @Option(help: "The address to listen on: 127.0.0.1 (this machine only), 0.0.0.0 (every interface), ::1.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535, not \(port)") }
    }

    func run() async throws {
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: specs)
        let (api, diagnostics) = MockAPIBuilder.load(specPaths: paths)
        let all = pathDiagnostics + diagnostics
        writeToStandardError(all.map { $0.reportLine + "\n" }.joined())
        guard let api, !all.contains(where: { $0.severity == .error }) else { throw ExitCode.failure }

        writeToStandardOutput(MockListing.lines(of: api).map { $0 + "\n" }.joined())
        var logger = Logger(label: "routegen-mock")
        logger.logLevel = .warning
        // The bounds Docs/Server.md has every server of generated routes set: at most half of
        // `ulimit -n` connections at once, each closed after 30 s without a byte.
        let limits = ConnectionLimits()
        let (host, port, name) = (host, port, api.name)
        let app = Application(
            responder: MockResponder(api: api),
            server: .routeKit(limits),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), availableConnectionsDelegate: limits.availableConnections),
            onServerRunning: { channel in
                let shown = host.contains(":") ? "[\(host)]" : host
                writeToStandardOutput("serving \(name) on http://\(shown):\(channel.localAddress?.port ?? port)\n")
            },
            logger: logger)
        try await app.runService()
    }
}

/// Writes `text` to standard output at once, unbuffered, so a script waiting for the `serving`
/// line sees it as soon as the server accepts connections.
func writeToStandardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

/// Writes `text` to standard error at once.
func writeToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}
#else
import Foundation

/// Without the trait Server (a plain `swift test` builds every target): says how to run it.
@main
enum RouteGenMockCommand {
    static func main() {
        FileHandle.standardError.write(
            Data("routegen-mock needs the trait Server: swift run --enable-all-traits routegen-mock <specs…>\n".utf8))
        exit(1)
    }
}
#endif
