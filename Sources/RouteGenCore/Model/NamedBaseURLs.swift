/// The servers an API names (``ServerSpec``: `servers:`, OpenAPI 3.2's Server Object `name`),
/// each a base-URL constant of the namespace beside `baseURL`: `staging` → `stagingBaseURL`.
///
/// A member `<name>BaseURL` rather than a nested `Servers.staging`: the namespace nests the
/// route and model types, so a type `Servers` could meet a model of that name, while a member
/// name meets only the other base-URL constants, which ``RouteBaseURLs`` names around these.
/// It reads as the argument it is (`router(baseURL: Pets.stagingBaseURL)`) and is found by
/// completing `Pets.` beside `baseURL` and `uploadBaseURL`.
///
/// The servers come from the one spec file that names them; a name whose identifier another
/// took, or that has no letter or digit, is left out with a warning, as OpenAPI documents do
/// write `Prod` and `prod` (the first is kept).
struct NamedBaseURLs {
    /// One server's constant: its name and the server.
    struct Server {
        var name: String
        var spec: ServerSpec
    }

    /// The constants, in spec order.
    private(set) var servers: [Server] = []

    /// The constants' names: taken for the route servers' constants.
    var names: Set<String> { Set(servers.map(\.name)) }

    /// The named servers of `files`. Their URLs are checked as the base URL's are (an error, as
    /// the spec format reports one; the OpenAPI stage has left out the URLs it cannot use), but
    /// for the one that is the base URL, which ``SymbolTable`` checks.
    init(files: [SpecFile], apiBaseURL: String?, diagnostics: inout [Diagnostic]) {
        let declaring = files.filter { !$0.servers.isEmpty }
        guard let first = declaring.first?.servers else { return }
        for other in declaring.dropFirst() where !Self.same(other.servers, first) {
            diagnostics.append(
                .error(
                    "the servers named here differ from those named at \(first[0].name.location): one spec file of the API names its servers",
                    at: other.servers[0].name.location))
        }
        var claimed: [String: ServerSpec] = [:]
        for server in first {
            if server.url.value != apiBaseURL, let problem = BaseURL.problem(server.url.value) {
                diagnostics.append(
                    .error(
                        "the URL \"\(server.url.value)\" of server \"\(server.name.value)\" \(problem)",
                        at: server.url.location))
                continue
            }
            let words = SwiftNames.words(server.name.value)
            guard !words.isEmpty else {
                diagnostics.append(
                    .warning(
                        .baseURL,
                        "server \"\(server.name.value)\" has no letter or digit to name a Swift constant: it gets no base URL constant",
                        at: server.name.location))
                continue
            }
            let name = SwiftNames.memberName(fromWords: words) + "BaseURL"
            if let other = claimed[name] {
                diagnostics.append(
                    .warning(
                        .baseURL,
                        "server \"\(server.name.value)\" and server \"\(other.name.value)\" at \(other.name.location) both become \(name) in Swift: this one gets no base URL constant",
                        at: server.name.location))
                continue
            }
            claimed[name] = server
            servers.append(Server(name: name, spec: server))
        }
    }

    /// Whether two files name the same servers: the same names, URLs and docs, in order.
    private static func same(_ one: [ServerSpec], _ other: [ServerSpec]) -> Bool {
        one.map { [$0.name.value, $0.url.value, $0.doc] } == other.map { [$0.name.value, $0.url.value, $0.doc] }
    }
}
