/// Capabilities granted by tag: a tag object of the document's `tags` may say
/// `x-routegen-capabilities: [AuditedRoute]`, and every operation with that tag conforms to
/// them, before its own `x-routegen-capabilities` — OpenAPI's way to say "every admin route".
enum TagCapabilities {
    /// Adds to each of `routes` the capabilities of the tags of `operations` (same order), read
    /// from the document's `tags`; a malformed list is reported where it is written.
    static func apply(
        _ tags: YAMLNode?, to routes: inout [RouteSpec], of operations: [OpenAPIOperation],
        log: inout OpenAPIDiagnostics
    ) {
        var reader = SpecReader(diagnostics: [])
        var byTag: [String: [Located<String>]] = [:]
        for tag in tags?.sequence ?? [] {
            guard let name = tag.value(forKey: "name")?.scalar?.value,
                let list = tag.value(forKey: RouteGenExtension.behaviour(.capabilities).name)
            else { continue }
            byTag[name] = reader.readCapabilities(
                list, key: RouteGenExtension.behaviour(.capabilities).name, of: "tag \"\(name)\"")
        }
        for diagnostic in reader.diagnostics {
            log.error(diagnostic.message, at: diagnostic.location)
        }
        guard !byTag.isEmpty else { return }
        for (index, operation) in zip(routes.indices, operations) {
            let tagNames = operation.node.value(forKey: "tags")?.sequence?.compactMap(\.scalar?.value) ?? []
            var granted: [Located<String>] = []
            for name in tagNames.flatMap({ byTag[$0] ?? [] }) + routes[index].capabilities
            where !granted.contains(where: { $0.value == name.value }) {
                granted.append(name)
            }
            routes[index].capabilities = granted
        }
    }
}
