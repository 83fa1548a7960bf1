/// Responses: 2.0 gives a response one `schema` and the operation's `produces` its types; 3.0
/// gives it `content` by media type, and types its headers by a schema.
extension Swagger2Upgrade {
    /// The response `node` upgraded: its `schema` as the `content` of each type of `produces`
    /// (`application/json` when none is named), with its `examples` of those types; its
    /// `headers` typed by a schema.
    mutating func response(_ node: YAMLNode, produces: [String]?) -> YAMLNode {
        guard let pairs = node.mapping, node.value(forKey: "$ref") == nil else { return node }
        let types = (produces ?? []).isEmpty ? [Self.defaultMediaType] : produces ?? []
        let examples = node.value(forKey: "examples")
        var upgraded: [YAMLPair] = []
        for pair in pairs {
            switch pair.keyText {
            case "schema":
                let schema = self.schema(pair.value)
                let content = types.map { type in
                    var media = [YAMLPair(key: pair.key, value: schema)]
                    if let example = examples?.value(forKey: type) {
                        media.append(.upgraded("example", example))
                    }
                    return YAMLPair.upgraded(
                        type, .upgradedMapping(media, at: pair.value.location), at: pair.key.location)
                }
                upgraded.append(
                    .upgraded("content", .upgradedMapping(content, at: pair.value.location), at: pair.key.location))
            case "headers":
                upgraded.append(YAMLPair(key: pair.key, value: mapValues(pair.value) { $0.header($1) }))
            case "examples":
                let unused = (pair.value.mapping ?? []).filter { !types.contains($0.keyText ?? "") }
                if node.value(forKey: "schema") == nil || !unused.isEmpty {
                    warn(
                        .malformed,
                        "response examples of a media type the operation does not produce, or without a schema, are left out",
                        at: pair.key.location)
                }
            default:
                upgraded.append(pair)
            }
        }
        return node.withPairs(upgraded)
    }

    /// The response header `node` upgraded: its type keys as a `schema`; a `collectionFormat`
    /// other than `csv` (3.0's `simple`) warns.
    mutating func header(_ node: YAMLNode) -> YAMLNode {
        guard node.mapping != nil, node.value(forKey: "$ref") == nil else { return node }
        let (schema, rest) = simpleSchema(of: node)
        var upgraded: [YAMLPair] = []
        for pair in rest {
            if pair.keyText == "collectionFormat" {
                if !pair.value.isScalar("csv") {
                    warn(
                        .parameterStyles,
                        "the collection format \"\(pair.value.scalar?.value ?? "")\" of a header cannot be expressed: the items are read comma-separated (csv)",
                        at: pair.value.location)
                }
                continue
            }
            upgraded.append(pair)
        }
        if let schema { upgraded.append(.upgraded("schema", schema)) }
        return node.withPairs(upgraded)
    }
}
