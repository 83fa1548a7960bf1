/// Reading an `auth:` scheme of a spec file.
extension SpecReader {
    mutating func readAuthScheme(_ name: Located<String>, _ node: YAMLNode) -> AuthSchemeSpec? {
        if let scalar = node.scalar {
            switch scalar.value {
            case "bearer": return AuthSchemeSpec(name: name, kind: .bearer)
            case "basic": return AuthSchemeSpec(name: name, kind: .basic)
            default:
                diagnostics.append(
                    .error(
                        "unknown auth scheme \"\(scalar.value)\": use bearer, basic or { apiKey: NAME, in: header|query }"
                            + Suggestion.didYouMean(scalar.value, among: ["bearer", "basic"]),
                        at: node.location))
                return nil
            }
        }
        guard
            let mapping = MappingReader<SpecKeys.Auth>(
                node, what: "auth scheme \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        let doc = mapping.string(.doc, diagnostics: &diagnostics)?.value
        if let all = mapping[.all] {
            let parts =
                all.sequence?.compactMap { item in item.scalar.map { Located($0.value, at: item.location) } } ?? []
            guard parts.count >= 2, parts.count == all.sequence?.count else {
                diagnostics.append(
                    .error(
                        "\"all\" lists the schemes whose credentials are sent together: a list of two or more scheme names",
                        at: all.location))
                return nil
            }
            return AuthSchemeSpec(name: name, kind: .all(parts), doc: doc)
        }
        if let keyName = mapping.string(.apiKey, diagnostics: &diagnostics) {
            let place = mapping.string(.in, diagnostics: &diagnostics)
            switch place?.value ?? "header" {
            case "header":
                if let problem = HeaderName.problem(keyName.value) {
                    diagnostics.append(.error(problem, at: keyName.location))
                }
                return AuthSchemeSpec(name: name, kind: .apiKeyHeader(keyName.value), doc: doc)
            case "query": return AuthSchemeSpec(name: name, kind: .apiKeyQuery(keyName.value), doc: doc)
            case let other:
                diagnostics.append(
                    .error(
                        "an API key goes in \"header\" or \"query\", not \"\(other)\"",
                        at: place?.location ?? mapping.location))
                return nil
            }
        }
        switch mapping.string(.type, diagnostics: &diagnostics) {
        case let type? where type.value == "bearer": return AuthSchemeSpec(name: name, kind: .bearer, doc: doc)
        case let type? where type.value == "basic": return AuthSchemeSpec(name: name, kind: .basic, doc: doc)
        case let type?:
            diagnostics.append(
                .error("unknown auth type \"\(type.value)\": use bearer or basic, or apiKey: NAME", at: type.location))
        case nil:
            diagnostics.append(
                .error(
                    "auth scheme \"\(name.value)\" needs \"type: bearer\", \"type: basic\" or \"apiKey: NAME\"",
                    at: mapping.location))
        }
        return nil
    }
}
