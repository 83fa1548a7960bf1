/// The base URLs of an OpenAPI document's servers: the document's (its first server's URL) and
/// an operation's or path item's, each with every `{variable}` replaced by the variable's
/// default, and checked by ``BaseURL``, so the generated `URL(string: …)!` never meets text it
/// cannot read.
///
/// The spec format needs an absolute `http(s)` URL; a document without servers, or whose first
/// server is relative (`/api`, meaning "on the host that served this document"), gets
/// `https://localhost` in front with a warning, as the real host is not known: callers pass it
/// to `router(baseURL:)`. An operation's server that cannot be used falls back to the
/// document's base URL, with a warning at it.
enum ServerURL {
    /// The host used when the document names none.
    static let placeholderHost = "https://localhost"

    /// The base URL from `servers`, located where it is written (at `fallback` when missing).
    static func baseURL(
        _ servers: YAMLNode?, fallback: SourceLocation, log: inout OpenAPIDiagnostics
    ) -> Located<String> {
        let advice = "pass the real one to router(baseURL:)"
        guard let first = servers?.sequence?.first, let urlNode = first.value(forKey: "url"),
            let url = urlNode.scalar?.value
        else {
            log.warn(
                .baseURL, "the document names no server: the base URL is \(placeholderHost); \(advice)",
                at: servers?.location ?? fallback)
            return Located(placeholderHost, at: servers?.location ?? fallback)
        }
        var text: String
        switch substitute(url, variables: [first.value(forKey: "variables")]) {
        case .success(let substituted):
            text = substituted
        case .failure(let missing):
            log.warn(
                .baseURL,
                "the server variable \"\(missing.name)\" has no default: the base URL is \(placeholderHost); \(advice)",
                at: urlNode.location)
            return Located(placeholderHost, at: urlNode.location)
        }
        while text.hasSuffix("/") { text.removeLast() }
        if !text.contains("://") {
            log.warn(
                .baseURL,
                "the server URL \"\(url)\" is relative: the base URL is \(placeholderHost)\(text); \(advice)",
                at: urlNode.location)
            text = placeholderHost + (text.hasPrefix("/") || text.isEmpty ? text : "/" + text)
        }
        if let problem = BaseURL.problem(text) {
            log.warn(
                .baseURL, "the server URL \"\(url)\" \(problem): the base URL is \(placeholderHost); \(advice)",
                at: urlNode.location)
            return Located(placeholderHost, at: urlNode.location)
        }
        return Located(text, at: urlNode.location)
    }

    /// The document's servers that have a `name` (OpenAPI 3.2), the first included: each URL
    /// read as the base URL's is, and one that cannot be used as it is (relative, a variable
    /// without a default, a URL ``BaseURL`` refuses) left out with a warning at it, since its
    /// constant would hold a guess. Unnamed servers after the first are alternatives the
    /// generated code has no name for, and are left out as before names existed.
    static func namedServers(_ servers: YAMLNode?, log: inout OpenAPIDiagnostics) -> [ServerSpec] {
        (servers?.sequence ?? []).compactMap { server in
            guard let nameNode = server.value(forKey: "name"), let name = nameNode.scalar?.value,
                let urlNode = server.value(forKey: "url"), let url = urlNode.scalar?.value
            else { return nil }
            let leftOut = "the server \"\(name)\" gets no base URL constant"
            switch substitute(url, variables: [server.value(forKey: "variables")]) {
            case .failure(let missing):
                log.warn(
                    .baseURL, "the server variable \"\(missing.name)\" has no default: \(leftOut)", at: urlNode.location
                )
                return nil
            case .success(var text):
                while text.hasSuffix("/") { text.removeLast() }
                guard text.contains("://") else {
                    log.warn(.baseURL, "the server URL \"\(url)\" is relative: \(leftOut)", at: urlNode.location)
                    return nil
                }
                if let problem = BaseURL.problem(text) {
                    log.warn(.baseURL, "the server URL \"\(url)\" \(problem): \(leftOut)", at: urlNode.location)
                    return nil
                }
                return ServerSpec(
                    name: Located(name, at: nameNode.location), url: Located(text, at: urlNode.location),
                    doc: server.value(forKey: "description")?.scalar?.value)
            }
        }
    }

    /// The base URL the `servers` of a path item or operation name, when it is not
    /// `documentBaseURL`; `nil` for the document's, and, with a warning, for one that cannot be
    /// used (relative, a variable without a default, a URL ``BaseURL`` refuses).
    ///
    /// A variable the server does not declare takes the default of the document's server
    /// variable of the same name (`https://{region}.upload.example.com` under a root server
    /// declaring `region`), as documents write it.
    static func operationBaseURL(
        _ servers: YAMLNode, rootServers: YAMLNode?, documentBaseURL: String, log: inout OpenAPIDiagnostics
    ) -> Located<String>? {
        guard let first = servers.sequence?.first, let urlNode = first.value(forKey: "url"),
            let url = urlNode.scalar?.value
        else { return nil }
        let fallback = "the route uses the document's base URL"
        guard url.firstRange(of: "://") != nil else {
            log.warn(
                .operationServers, "a relative server of a path or operation cannot be expressed: \(fallback)",
                at: servers.location)
            return nil
        }
        let rootVariables = (rootServers?.sequence ?? []).map { $0.value(forKey: "variables") }
        switch substitute(url, variables: [first.value(forKey: "variables")] + rootVariables) {
        case .failure(let missing):
            log.warn(
                .operationServers,
                "the server variable \"\(missing.name)\" has a default neither here nor among the document's servers: \(fallback)",
                at: urlNode.location)
            return nil
        case .success(var text):
            while text.hasSuffix("/") { text.removeLast() }
            if let problem = BaseURL.problem(text) {
                log.warn(.operationServers, "the server URL \"\(url)\" \(problem): \(fallback)", at: urlNode.location)
                return nil
            }
            return text == documentBaseURL ? nil : Located(text, at: urlNode.location)
        }
    }

    /// A `{variable}` of a server URL that none of the `variables` objects gives a default.
    struct MissingVariable: Error {
        var name: String
    }

    /// `url` with `{name}` replaced by the `default` of the first of `variables` that declares
    /// `name`; the first variable none declares fails it.
    private static func substitute(_ url: String, variables: [YAMLNode?]) -> Result<String, MissingVariable> {
        guard url.contains("{") else { return .success(url) }
        var result = ""
        var rest = Substring(url)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            let value = variables.lazy.compactMap { $0?.value(forKey: name)?.value(forKey: "default")?.scalar?.value }
                .first
            guard let value else { return .failure(MissingVariable(name: name)) }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return .success(result + rest)
    }
}
