extension SpecReader {
    /// A route's `auth:`: one scheme name, `none`, or a list of schemes any one of which may
    /// authenticate it, where `none` makes the credential optional. Returns the schemes (empty
    /// for a public route) and whether the route may also be sent without a credential.
    mutating func readRouteAuth(_ node: YAMLNode, route: String) -> (schemes: [Located<String>], optional: Bool) {
        if let scalar = node.scalar, !node.isNull {
            return scalar.value == "none" ? ([], false) : ([Located(scalar.value, at: node.location)], false)
        }
        guard let items = node.sequence, !items.isEmpty else {
            diagnostics.append(
                .error(
                    "expected \"auth\" of \"\(route)\" to be a scheme's name or a list of them, like \"auth: [user, partner]\"",
                    at: node.location))
            return ([], false)
        }
        var schemes: [Located<String>] = []
        var noneAt: SourceLocation?
        for item in items {
            guard let name = item.scalar?.value, !item.isNull else {
                diagnostics.append(
                    .error(
                        "expected a scheme's name in \"auth\" of \"\(route)\", found \(item.kindName)",
                        at: item.location))
                continue
            }
            let first = name == "none" ? noneAt : schemes.first { $0.value == name }?.location
            if let first {
                diagnostics.append(
                    .error(
                        "\"\(name)\" is listed twice in \"auth\" of \"\(route)\" (first at \(first))", at: item.location
                    ))
            } else if name == "none" {
                noneAt = item.location
            } else {
                schemes.append(Located(name, at: item.location))
            }
        }
        return (schemes, noneAt != nil && !schemes.isEmpty)
    }
}
