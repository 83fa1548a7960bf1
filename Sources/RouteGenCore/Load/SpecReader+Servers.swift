extension SpecReader {
    /// One entry of `servers:`: `staging: https://…`, or `staging: { url: https://…, doc: … }`
    /// to document it. The URL is checked with the base URL's rules by the model stage
    /// (``NamedBaseURLs``), which knows whether it is the API's base URL too.
    mutating func readServer(_ name: Located<String>, _ node: YAMLNode) -> ServerSpec? {
        if let scalar = node.scalar {
            return ServerSpec(name: name, url: Located(scalar.value, at: node.location))
        }
        guard
            let mapping = MappingReader<SpecKeys.Server>(
                node, what: "server \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        let doc = mapping.string(.doc, diagnostics: &diagnostics)?.value
        guard let url = mapping.string(.url, diagnostics: &diagnostics) else {
            if mapping[.url] == nil {
                diagnostics.append(
                    .error(
                        "server \"\(name.value)\" has no \"url\": write \"\(name.value): https://…\" or \"\(name.value): { url: https://…, doc: … }\"",
                        at: node.location))
            }
            return nil
        }
        return ServerSpec(name: name, url: url, doc: doc)
    }
}
