/// What the doc comment of an OAuth 2 or OpenID Connect scheme says about obtaining a token.
///
/// RouteKit sends the token; the app obtains it, so the generated scheme documents where: each
/// flow of `flows` with its endpoints and scopes (OpenAPI 3.2's `deviceAuthorization` among
/// them), 3.2's `oauth2MetadataUrl`, and OpenID Connect's discovery URL. Endpoints are quoted
/// as the document writes them; the doc comment is the only place they go.
enum OAuthFlowNote {
    /// The flows in the order OpenAPI lists them, with the name a reader knows each by.
    private static let flows: [(key: String, name: String)] = [
        ("authorizationCode", "Authorization code"), ("deviceAuthorization", "Device authorization"),
        ("clientCredentials", "Client credentials"), ("password", "Password"), ("implicit", "Implicit"),
    ]
    /// A flow's endpoint keys, with the words that introduce each.
    private static let endpoints: [(key: String, label: String)] = [
        ("authorizationUrl", "authorize at"), ("deviceAuthorizationUrl", "device code at"),
        ("tokenUrl", "token at"), ("refreshUrl", "refresh at"),
    ]

    /// The note for the scheme `node` of OpenAPI type `type` (`oauth2` or `openIdConnect`).
    static func note(for node: YAMLNode, type: String) -> String {
        let kind = type == "oauth2" ? "OAuth 2" : "OpenID Connect"
        var lines = ["\(kind): the app obtains the access token; RouteKit sends it as a bearer token."]
        let flowNodes = node.value(forKey: "flows")
        for (key, name) in flows {
            guard let flow = flowNodes?.value(forKey: key) else { continue }
            let parts = endpoints.compactMap { endpoint in
                flow.value(forKey: endpoint.key)?.scalar.map { "\(endpoint.label) \($0.value)" }
            }
            let scopes = (flow.value(forKey: "scopes")?.mapping ?? []).compactMap { $0.key.scalar?.value }
            let scopeText = scopes.isEmpty ? "" : "; scopes: " + scopes.map { "`\($0)`" }.joined(separator: ", ")
            lines.append(
                "- \(name): " + (parts.isEmpty ? "no endpoint given" : parts.joined(separator: ", ")) + scopeText)
        }
        for (key, label) in [("oauth2MetadataUrl", "Server metadata"), ("openIdConnectUrl", "Discovery")] {
            if let url = node.value(forKey: key)?.scalar?.value { lines.append("- \(label): \(url)") }
        }
        return lines.joined(separator: "\n")
    }
}
