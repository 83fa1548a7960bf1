extension SpecReader {
    /// `querystring: { filter: SearchFilter }`: the route's whole query string as one value
    /// (OpenAPI 3.2's `in: querystring`), a mapping of one field, as `query:` is of several, so
    /// that it reads and writes as any other parameter; its long form's `contentType:` names the
    /// media type it is serialized as (`application/x-www-form-urlencoded` when left out). The
    /// query string is that one value, so a route cannot also have `query:` parameters.
    mutating func readQueryString(_ node: YAMLNode, route: String, hasQuery: Bool) -> FieldSpec? {
        guard let pairs = node.mapping, !pairs.isEmpty else {
            diagnostics.append(
                .error(
                    "expected the querystring parameter of \"\(route)\" as its name and type, like \"querystring: { filter: SearchFilter }\", found \(node.kindName)",
                    at: node.location))
            return nil
        }
        let fields = entries(of: node, what: "the querystring parameter of \"\(route)\"")
        for (name, _) in fields.dropFirst() {
            diagnostics.append(
                .error(
                    "route \"\(route)\" has more than one querystring parameter; the query string is one value",
                    at: name.location))
        }
        if hasQuery {
            diagnostics.append(
                .error(
                    "route \"\(route)\" has both \"query\" and \"querystring\"; the query string is either query parameters or one value",
                    at: node.location))
        }
        guard let (name, value) = fields.first else { return nil }
        return readField(name, value, allowsStyle: false, allowsContentType: true)
    }
}
