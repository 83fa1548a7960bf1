/// `host`, `basePath` and `schemes`: 2.0 names one server in three parts, 3.0 by its URL.
extension Swagger2Upgrade {
    /// The `servers` pair of `root`, written at `location`: `https` when the document lists it
    /// (a client should not downgrade), else the first scheme listed; without a `host` the URL is
    /// the relative `basePath`, which the translator warns about as of any relative server.
    /// `nil` when the document names neither a host nor a base path.
    static func servers(of root: YAMLNode, at location: SourceLocation) -> YAMLPair? {
        let host = root.value(forKey: "host")
        let basePath = root.value(forKey: "basePath")
        guard host != nil || basePath != nil else { return nil }
        let schemes = root.value(forKey: "schemes")?.scalarTexts ?? []
        let scheme = schemes.contains("https") ? "https" : schemes.first { $0 == "http" } ?? "https"
        var path = basePath?.scalar?.value ?? ""
        if !path.isEmpty, !path.hasPrefix("/") { path = "/" + path }
        let url: String
        if let hostName = host?.scalar?.value {
            url = "\(scheme)://\(hostName)\(path)"
        } else {
            url = path.isEmpty ? "/" : path
        }
        let urlLocation = host?.location ?? basePath?.location ?? location
        let server = YAMLNode.upgradedMapping(
            [.upgraded("url", .upgradedScalar(url, at: urlLocation))], at: urlLocation)
        return .upgraded("servers", .upgradedSequence([server], at: urlLocation), at: location)
    }
}
