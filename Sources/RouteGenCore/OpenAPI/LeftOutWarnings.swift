/// `--include` in the OpenAPI stage, once the document is translated: nothing the selection left
/// out may warn.
///
/// ``OperationSelection`` keeps the operations left out from being translated, but some of the
/// document is read whatever the selection: every operation is named first (and its parameters
/// and responses checked), every component schema is translated in document order, and
/// ``KeyCheck`` reads every component. So a warning is dropped when it is located in a component
/// or in an operation left out, and in nothing a kept route reaches: the kept operations (with
/// their path items' parameters), the models the kept routes reach by ``RouteFilter``'s rule (a
/// nested model with its parent), the document's own parts outside `paths`, `webhooks` and
/// `components`, whatever those refer to by `$ref` (as the translation resolved it), and the
/// security schemes their requirements name. Errors stay: a document that cannot be read is not
/// read for part of it either.
enum LeftOutWarnings {
    /// Drops from `log` the warnings about what is reached from `omitted` alone.
    static func drop(
        from log: inout OpenAPIDiagnostics, root: YAMLNode, kept: [OpenAPIOperation], omitted: [OpenAPIOperation],
        keptModels: [YAMLNode], resolver: ReferenceResolver
    ) {
        var leftOut: Set<SourceLocation> = []
        for operation in omitted {
            leftOut.insert(operation.method.location)
            collect(operation.node, into: &leftOut)
            for parameter in operation.sharedParameters { collect(parameter, into: &leftOut) }
        }
        let components = root.value(forKey: "components")
        for kind in components?.mapping ?? [] {
            for entry in kind.value.mapping ?? [] {
                leftOut.insert(entry.key.location)
                collect(entry.value, into: &leftOut)
            }
        }
        guard !leftOut.isEmpty else { return }
        let reached = reach(root: root, kept: kept, keptModels: keptModels, resolver: resolver)
        log.dropWarnings { leftOut.contains($0.location) && !reached.contains($0.location) }
    }

    /// Every place in `node`, keys included, without following references.
    private static func collect(_ node: YAMLNode, into places: inout Set<SourceLocation>) {
        var pending = [node]
        var visited: Set<SourceLocation> = []
        while let next = pending.popLast() {
            places.insert(next.location)
            // A YAML alias repeats a node: each is walked once.
            guard next.scalar == nil, visited.insert(next.location).inserted else { continue }
            switch next.content {
            case .scalar: break
            case .sequence(let items): pending += items
            case .mapping(let pairs):
                for pair in pairs {
                    places.insert(pair.key.location)
                    pending.append(pair.value)
                }
            }
        }
    }

    /// Every place the kept routes reach, keys included, following resolved references and the
    /// security schemes requirements name.
    private static func reach(
        root: YAMLNode, kept: [OpenAPIOperation], keptModels: [YAMLNode], resolver: ReferenceResolver
    ) -> Set<SourceLocation> {
        var reached: Set<SourceLocation> = []
        var visited: Set<SourceLocation> = []
        var pending: [YAMLNode] = keptModels
        for operation in kept {
            reached.insert(operation.method.location)
            reached.insert(operation.path.location)
            pending.append(operation.node)
            pending += operation.sharedParameters
        }
        for pair in root.mapping ?? [] where !["paths", "webhooks", "components"].contains(pair.key.scalar?.value) {
            reached.insert(pair.key.location)
            pending.append(pair.value)
        }
        let schemes = root.value(forKey: "components")?.value(forKey: "securitySchemes")?.mapping ?? []
        while let node = pending.popLast() {
            reached.insert(node.location)
            guard node.scalar == nil, visited.insert(node.location).inserted else { continue }
            if let items = node.sequence {
                pending += items
                continue
            }
            for pair in node.mapping ?? [] {
                reached.insert(pair.key.location)
                pending.append(pair.value)
                switch pair.key.scalar?.value {
                case "$ref":
                    if let text = pair.value.scalar?.value,
                        let target = resolver.resolved(text, at: pair.value.location)
                    {
                        reached.insert(target.nameLocation)
                        pending.append(target.node)
                    }
                case "security":
                    // A requirement names its schemes by key: `security: [{ apiKey: [] }]`.
                    let named = Set(
                        (pair.value.sequence ?? []).flatMap { $0.mapping ?? [] }.compactMap(\.key.scalar?.value))
                    for scheme in schemes where named.contains(scheme.key.scalar?.value ?? "") {
                        reached.insert(scheme.key.location)
                        pending.append(scheme.value)
                    }
                default: break
                }
            }
        }
        return reached
    }
}
