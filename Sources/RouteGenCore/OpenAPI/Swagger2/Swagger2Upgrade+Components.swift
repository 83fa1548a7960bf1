/// The document's reusable sections, which 3.0 gathers under `components`.
extension Swagger2Upgrade {
    /// The `components` pair of `root`, written at `location`: `definitions` as `schemas`,
    /// `parameters` as `parameters` (a body parameter as `requestBodies`, a form field inlined
    /// where it is used, since 3.0 has no component for one), `responses` and
    /// `securityDefinitions` as `securitySchemes`.
    mutating func components(of root: YAMLNode, at location: SourceLocation) -> YAMLPair {
        var sections: [YAMLPair] = []
        if let definitions = root.value(forKey: "definitions") {
            sections.append(.upgraded("schemas", mapValues(definitions) { $0.schema($1) }))
        }
        if let parameters = root.value(forKey: "parameters") {
            var plain: [YAMLPair] = []
            var bodies: [YAMLPair] = []
            for pair in parameters.mapping ?? [] {
                switch pair.value.value(forKey: "in")?.scalar?.value {
                case "body":
                    if let body = requestBody(body: pair.value, form: [], consumes: consumes) {
                        bodies.append(YAMLPair(key: pair.key, value: body))
                    }
                case "formData": break
                default: plain.append(YAMLPair(key: pair.key, value: parameter(pair.value)))
                }
            }
            if !plain.isEmpty { sections.append(.upgraded("parameters", parameters.withPairs(plain))) }
            if !bodies.isEmpty { sections.append(.upgraded("requestBodies", parameters.withPairs(bodies))) }
        }
        if let responses = root.value(forKey: "responses") {
            let produces = self.produces
            sections.append(.upgraded("responses", mapValues(responses) { $0.response($1, produces: produces) }))
        }
        if let schemes = root.value(forKey: "securityDefinitions") {
            sections.append(.upgraded("securitySchemes", mapValues(schemes) { $0.securityScheme($1) }))
        }
        return .upgraded("components", .upgradedMapping(sections, at: location), at: location)
    }

    /// `node`'s values upgraded by `upgrade`; with `extensions`, its `x-` keys are extensions,
    /// kept as they are (in an operation's `responses`, not in maps of names such as `headers`).
    mutating func mapValues(
        _ node: YAMLNode, extensions: Bool = false, _ upgrade: (inout Swagger2Upgrade, YAMLNode) -> YAMLNode
    ) -> YAMLNode {
        guard let pairs = node.mapping else { return node }
        return node.withPairs(
            pairs.map { pair in
                if extensions, pair.keyText?.hasPrefix("x-") ?? false { return pair }
                return YAMLPair(key: pair.key, value: upgrade(&self, pair.value))
            })
    }
}
