/// `defaults:` — what every route of the file has unless it says otherwise.
extension SpecReader {
    /// Reads `defaults: { auth:, errors:, headers:, pathPrefix: }`. The routes read after it get
    /// them (``SpecDefaults``); each value is checked here, once, where it is written.
    mutating func readDefaults(_ node: YAMLNode) -> SpecDefaults? {
        guard
            let mapping = MappingReader<SpecKeys.Defaults>(node, what: "\"defaults\"", diagnostics: &diagnostics)
        else { return nil }
        var defaults = SpecDefaults()
        if let auth = mapping[.auth] {
            let (schemes, optional) = readRouteAuth(auth, route: "defaults")
            defaults.auth = schemes
            defaults.authIsOptional = optional
        }
        if let errors = mapping[.errors] {
            let (bodies, removed) = readErrors(errors, route: "defaults")
            defaults.errors = bodies
            for status in removed {
                diagnostics.append(
                    .error(
                        "\"none\" removes a default error body from one route; the defaults themselves give a type for each status, like \"\(status.value.map(String.init) ?? "default"): Problem\"",
                        at: status.location))
            }
        }
        if let headers = mapping[.headers] {
            defaults.headers = readFields(
                headers, what: "headers of \"defaults\"", allowsContentType: true, allowsReference: true)
            checkHeaderNames(defaults.headers, declaredIn: headers)
        }
        if let prefix = mapping.string(.pathPrefix, diagnostics: &diagnostics), let node = mapping[.pathPrefix] {
            defaults.pathPrefix = readPathPrefix(prefix, node: node)
        }
        return defaults
    }

    /// Reports each `status: none` of a route that removes nothing: `none` takes away the body
    /// the file's defaults give that status, so without one it is a mistake, not a no-op.
    mutating func checkRemovedErrors(_ removed: [Located<Int?>], defaults: SpecDefaults?) {
        for status in removed where !(defaults?.errors.contains { $0.status == status.value } ?? false) {
            let name = status.value.map(String.init) ?? "default"
            diagnostics.append(
                .error(
                    "\"\(name): none\" removes the error body the file's defaults give \(name), and they give none; delete the line",
                    at: status.location))
        }
    }

    /// A path prefix: literal path text, percent-encoded like a route's, that starts with `/` and
    /// does not end with one (each route's path starts with its own). Placeholders are the
    /// routes' to declare, since a prefix has no parameters of its own.
    private mutating func readPathPrefix(_ prefix: Located<String>, node: YAMLNode) -> Located<String>? {
        guard let parsed = parsePath(prefix.value, node: node) else { return nil }
        if let placeholder = parsed.placeholders.first {
            diagnostics.append(
                .error(
                    "a path prefix cannot hold the placeholder {\(placeholder.value)}: declare it in each route's path",
                    at: placeholder.location))
            return nil
        }
        guard !parsed.path.hasSuffix("/") else {
            diagnostics.append(
                .error(
                    "a path prefix does not end with \"/\": each route's path starts with one, like \"pathPrefix: /admin\"",
                    at: prefix.location))
            return nil
        }
        return Located(parsed.path, at: prefix.location)
    }
}
