/// `defaults:` — what every route of the file has unless it says otherwise.
extension SpecReader {
    /// Reads `defaults: { auth:, errors:, headers:, pathPrefix: }`. The routes read after it get
    /// them (``SpecDefaults``); each value is checked here, once, where it is written.
    mutating func readDefaults(_ node: YAMLNode) -> SpecDefaults? {
        guard let mapping = MappingReader(node, what: "\"defaults\"", known: SpecLoader.defaultsKeys, diagnostics: &diagnostics) else { return nil }
        var defaults = SpecDefaults()
        if let auth = mapping["auth"] {
            let (schemes, optional) = readRouteAuth(auth, route: "defaults")
            defaults.auth = schemes
            defaults.authIsOptional = optional
        }
        if let errors = mapping["errors"] {
            defaults.errors = readErrors(errors, route: "defaults")
        }
        if let headers = mapping["headers"] {
            defaults.headers = readFields(headers, what: "headers of \"defaults\"", allowsReference: true)
            checkHeaderNames(defaults.headers, declaredIn: headers)
        }
        if let prefix = mapping.string("pathPrefix", diagnostics: &diagnostics), let node = mapping["pathPrefix"] {
            defaults.pathPrefix = readPathPrefix(prefix, node: node)
        }
        return defaults
    }

    /// A path prefix: literal path text, percent-encoded like a route's, that starts with `/` and
    /// does not end with one (each route's path starts with its own). Placeholders are the
    /// routes' to declare, since a prefix has no parameters of its own.
    private mutating func readPathPrefix(_ prefix: Located<String>, node: YAMLNode) -> Located<String>? {
        guard let parsed = parsePath(prefix.value, node: node) else { return nil }
        if let placeholder = parsed.placeholders.first {
            diagnostics.append(.error(
                "a path prefix cannot hold the placeholder {\(placeholder.value)}: declare it in each route's path", at: placeholder.location))
            return nil
        }
        guard !parsed.path.hasSuffix("/") else {
            diagnostics.append(.error("a path prefix does not end with \"/\": each route's path starts with one, like \"pathPrefix: /admin\"", at: prefix.location))
            return nil
        }
        return Located(parsed.path, at: prefix.location)
    }
}
