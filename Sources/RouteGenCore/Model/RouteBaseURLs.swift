/// The servers an API's routes are sent to besides its base URL (a route's `baseURL:`,
/// OpenAPI's `servers` of an operation or path: uploads or sign-in on another host), each a
/// constant of the namespace and a parameter of its `router(…)` factory, so a caller replaces
/// it as it replaces `baseURL`.
///
/// Each is named after the first word of its host that says something
/// (`https://upload.example.com/api` → `uploadBaseURL`; `api` and `www` say nothing), else
/// `serverBaseURL`, numbered where two would share a name or a named server's constant
/// (``NamedBaseURLs``) has it, in the order routes first name them.
struct RouteBaseURLs {
    /// One server: the constant's name, its URL and the routes sent there.
    struct Server {
        var name: String
        var url: String
        var routes: [String]
    }

    /// The servers, in the order routes first name them.
    private(set) var servers: [Server] = []
    /// The index in ``servers`` of each URL.
    private var indices: [String: Int] = [:]

    /// The servers of `files`' routes other than `apiBaseURL`. A route's `baseURL:` that
    /// ``BaseURL`` refuses is an error, as the API's is; so is an `http` one for a route a
    /// credential authenticates while the API's is `https`, which would send the credential
    /// unencrypted. The names in `taken` are the named servers' constants.
    init(files: [SpecFile], apiBaseURL: String?, taken: Set<String>, diagnostics: inout [Diagnostic]) {
        var taken = taken
        for route in files.flatMap(\.routes) {
            guard let url = route.baseURL, url.value != apiBaseURL else { continue }
            if let problem = BaseURL.problem(url.value) {
                diagnostics.append(
                    .error(
                        "the base URL \"\(url.value)\" of route \"\(route.name.value)\" \(problem)", at: url.location))
                continue
            }
            if !route.auth.isEmpty, BaseURL.isDowngrade(url.value, from: apiBaseURL) {
                diagnostics.append(
                    .error(
                        "the base URL \"\(url.value)\" of route \"\(route.name.value)\" is http while the API's is https: its credential would travel unencrypted",
                        at: url.location))
                continue
            }
            if let index = indices[url.value] {
                servers[index].routes.append(route.name.value)
                continue
            }
            let base = Self.word(of: url.value) + "BaseURL"
            var name = base
            var number = 2
            while !taken.insert(name).inserted {
                name = Self.word(of: url.value) + String(number) + "BaseURL"
                number += 1
            }
            indices[url.value] = servers.count
            servers.append(Server(name: name, url: url.value, routes: [route.name.value]))
        }
    }

    /// The name of the constant holding `url`, or `nil` for the API's own base URL.
    func name(of url: String?) -> String? {
        url.flatMap { indices[$0] }.map { servers[$0].name }
    }

    /// The first word of `url`'s host that is not `api` or `www`, as a member name; `server`
    /// for a host of no such word or an IP address.
    private static func word(of url: String) -> String {
        let afterScheme = url.firstRange(of: "://").map { url[$0.upperBound...] } ?? Substring(url)
        let host = afterScheme.prefix { $0 != "/" && $0 != ":" && $0 != "?" && $0 != "#" }
        let labels = host.split(separator: ".").map(String.init)
        guard !labels.isEmpty, !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else { return "server" }
        let meaningful = labels.dropLast(labels.count > 1 ? 1 : 0).first { !["api", "www"].contains($0.lowercased()) }
        guard let word = meaningful, !SwiftNames.words(word).isEmpty else { return "server" }
        return SwiftNames.memberName(word)
    }
}
