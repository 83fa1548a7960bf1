/// The path items of an OpenAPI document's `webhooks` and of an operation's `callbacks`, and
/// the path each is received at by the subscriber's server.
///
/// OpenAPI gives a webhook no path (the subscriber registers a URL with the API) and a callback
/// a runtime expression (`{$request.query.queryUrl}`) the API evaluates per request, so the URL
/// is known only at run time: the API side performs the route with a router whose base URL is
/// that URL. The path generated is what the subscriber's server serves it at, under the group
/// the app registers it in: a webhook's `/<name>` (`x-routegen-path` when `export-openapi`
/// wrote another), a callback's literal path after its last runtime expression
/// (`{$request.body#/callbackUrl}/data` → `/data`), else `/<name>`.
enum WebhookItems {
    /// The `name: path item` entries of `webhooks`, each followed when it is a `$ref`; what is
    /// not a path item is reported and left out.
    static func webhooks(_ node: YAMLNode, resolver: inout ReferenceResolver, log: inout OpenAPIDiagnostics) -> [(
        Located<String>, YAMLNode
    )] {
        guard let pairs = node.mapping else {
            if !node.isNull {
                log.warn(
                    .malformed,
                    "expected \"webhooks\" to be a mapping from names to path items, found \(node.kindName): no webhook is generated",
                    at: node.location)
            }
            return []
        }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalar?.value, !name.hasPrefix("x-") else { return nil }
            guard
                let item = OpenAPIOperation.mapping(
                    pair.value, "path item of the webhook \(name)", at: pair.key.location,
                    consequence: "its operations are left out", resolver: &resolver, log: &log)
            else { return nil }
            return (Located(name, at: pair.key.location), item)
        }
    }

    /// The `name: { expression: path item }` entries of an operation's `callbacks`, each callback
    /// object and path item followed when it is a `$ref`.
    static func callbacks(
        _ node: YAMLNode, resolver: inout ReferenceResolver,
        log: inout OpenAPIDiagnostics
    ) -> [(name: Located<String>, expression: Located<String>, item: YAMLNode)] {
        guard let pairs = node.mapping else {
            log.warn(
                .malformed,
                "expected \"callbacks\" to be a mapping from names to callbacks, found \(node.kindName): they are left out",
                at: node.location)
            return []
        }
        var found: [(name: Located<String>, expression: Located<String>, item: YAMLNode)] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.value, !name.hasPrefix("x-"),
                let callback = OpenAPIOperation.mapping(
                    pair.value, "callback \(name)", at: pair.key.location,
                    consequence: "it is left out", resolver: &resolver, log: &log)
            else { continue }
            for entry in callback.mapping ?? [] {
                guard let expression = entry.key.scalar?.value, !expression.hasPrefix("x-"),
                    let item = OpenAPIOperation.mapping(
                        entry.value, "path item of the callback \(name)", at: entry.key.location,
                        consequence: "its operations are left out", resolver: &resolver, log: &log)
                else { continue }
                found.append((Located(name, at: pair.key.location), Located(expression, at: entry.key.location), item))
            }
        }
        return found
    }

    /// `/<name>`, with what a path segment cannot hold as written left to the path's
    /// percent-encoding; `x-routegen-path` of the item when it names a path.
    static func path(ofWebhook name: Located<String>, item: YAMLNode) -> Located<String> {
        if let written = item.value(forKey: RouteGenExtension.path.name), let path = written.scalar?.value,
            path.hasPrefix("/")
        {
            return Located(path, at: written.location)
        }
        return Located(path(named: name.value), at: name.location)
    }

    /// The literal path after the expression's last runtime expression (`{$…}`) or its
    /// scheme and host, without query or fragment; `/<name>` when there is none, or when it
    /// has braces a path template would read as placeholders.
    static func path(ofCallback name: String, expression: Located<String>) -> Located<String> {
        var rest = Substring(expression.value)
        if let end = rest.lastIndex(of: "}"), rest.contains("{$") {
            rest = rest[rest.index(after: end)...]
        }
        if let scheme = rest.range(of: "://") {
            let afterScheme = rest[scheme.upperBound...]
            rest = afterScheme.firstIndex(of: "/").map { afterScheme[$0...] } ?? ""
        }
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            rest = rest[..<end]
        }
        guard rest.hasPrefix("/"), rest.count > 1, !rest.contains("{"), !rest.contains("}") else {
            return Located(path(named: name), at: expression.location)
        }
        return Located(String(rest), at: expression.location)
    }

    /// `/` and the name, with `/` and braces (which would be segments or placeholders) as `-`.
    static func path(named name: String) -> String {
        "/" + String(name.map { $0 == "/" || $0 == "{" || $0 == "}" ? "-" : $0 })
    }
}
