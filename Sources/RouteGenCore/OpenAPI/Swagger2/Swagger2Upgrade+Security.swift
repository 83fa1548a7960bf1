/// Security definitions: 2.0's `basic`, `apiKey` and `oauth2` (one flow each) become 3.0's
/// security schemes; `security` requirements read the same in both.
extension Swagger2Upgrade {
    /// The 3.0 name of each 2.0 OAuth 2 flow.
    static let flows = [
        "implicit": "implicit", "password": "password", "application": "clientCredentials",
        "accessCode": "authorizationCode",
    ]

    /// The security definition `node` upgraded: `basic` is HTTP basic, `apiKey` stays, an
    /// `oauth2` definition's one `flow` is the same flow under `flows`. Another type stays as
    /// written, which the translator reports as a scheme it cannot express.
    mutating func securityScheme(_ node: YAMLNode) -> YAMLNode {
        guard let pairs = node.mapping, let typeNode = node.value(forKey: "type") else { return node }
        switch typeNode.scalar?.value {
        case "basic":
            return node.withPairs(
                pairs.flatMap { pair -> [YAMLPair] in
                    guard pair.keyText == "type" else { return [pair] }
                    return [
                        YAMLPair(key: pair.key, value: .upgradedScalar("http", at: pair.value.location)),
                        .upgraded("scheme", .upgradedScalar("basic", at: pair.value.location)),
                    ]
                })
        case "oauth2":
            let flowNode = node.value(forKey: "flow")
            guard let flowNode, let flow = flowNode.scalar.flatMap({ Self.flows[$0.value] }) else {
                warn(
                    .unsupportedScheme,
                    "the OAuth 2 flow \"\(flowNode?.scalar?.value ?? "")\" is not one of implicit, password, application and accessCode",
                    at: flowNode?.location ?? node.location)
                return node
            }
            let flowKeys: Set = ["authorizationUrl", "tokenUrl", "scopes"]
            var flowPairs = pairs.filter { flowKeys.contains($0.keyText ?? "") }
            if node.value(forKey: "scopes") == nil {
                flowPairs.append(.upgraded("scopes", .upgradedMapping([], at: flowNode.location)))
            }
            var upgraded: [YAMLPair] = []
            for pair in pairs where !flowKeys.contains(pair.keyText ?? "") {
                guard pair.keyText == "flow" else {
                    upgraded.append(pair)
                    continue
                }
                let flowObject = YAMLNode.upgradedMapping(
                    [.upgraded(flow, .upgradedMapping(flowPairs, at: flowNode.location))], at: flowNode.location)
                upgraded.append(.upgraded("flows", flowObject, at: pair.key.location))
            }
            return node.withPairs(upgraded)
        default:
            return node
        }
    }
}
