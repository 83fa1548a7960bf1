/// The base URL of an OpenAPI document: its first server's URL with every `{variable}`
/// replaced by the variable's default.
///
/// The spec format needs an absolute `http(s)` URL; a document without servers, or whose first
/// server is relative (`/api`, meaning "on the host that served this document"), gets
/// `https://localhost` in front with a warning, as the real host is not known: callers pass it
/// to `router(baseURL:)`.
enum ServerURL {
    /// The host used when the document names none.
    static let placeholderHost = "https://localhost"

    /// The base URL from `servers`, located where it is written (at `fallback` when missing).
    static func baseURL(
        _ servers: YAMLNode?, fallback: SourceLocation, log: inout OpenAPIDiagnostics
    ) -> Located<String> {
        guard let first = servers?.sequence?.first, let urlNode = first.value(forKey: "url"),
            let url = urlNode.scalar?.value
        else {
            log.warn(
                .baseURL,
                "the document names no server: the base URL is \(placeholderHost); pass the real one to router(baseURL:)",
                at: servers?.location ?? fallback)
            return Located(placeholderHost, at: servers?.location ?? fallback)
        }
        var text = substitute(url, variables: first.value(forKey: "variables"), at: urlNode.location, log: &log)
        while text.hasSuffix("/") { text.removeLast() }
        if !text.contains("://") {
            log.warn(
                .baseURL,
                "the server URL \"\(url)\" is relative: the base URL is \(placeholderHost)\(text); pass the real one to router(baseURL:)",
                at: urlNode.location)
            text = placeholderHost + (text.hasPrefix("/") || text.isEmpty ? text : "/" + text)
        }
        return Located(text, at: urlNode.location)
    }

    /// `url` with `{name}` replaced by `variables.name.default`; an undeclared variable is
    /// reported and left as written.
    private static func substitute(
        _ url: String, variables: YAMLNode?, at location: SourceLocation, log: inout OpenAPIDiagnostics
    ) -> String {
        guard url.contains("{") else { return url }
        var result = ""
        var rest = Substring(url)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            if let value = variables?.value(forKey: name)?.value(forKey: "default")?.scalar?.value {
                result += value
            } else {
                log.warn(
                    .baseURL, "the server variable \"\(name)\" has no default: it is left in the base URL", at: location
                )
                result += rest[open...close]
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
