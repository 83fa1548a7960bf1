/// `--include` in the OpenAPI stage: the operations a ``RouteSelection`` leaves out are dropped
/// before any is translated, after every operation has claimed its route name.
///
/// So a route keeps the name it has without the selection, while an inline schema that several
/// operations share is named after one that is kept, not after one left out (which would leave
/// the kept route's model nested in a route that does not exist), and no warning is given about
/// an operation that is not generated.
enum OperationSelection {
    /// The operations of `operations` that `selection` selects (all of them without one), and the
    /// others as selectors see them, for the nearest name of a selector that selects nothing;
    /// a tag selects the operations of the tags `hierarchy` places under it too.
    static func split(_ operations: [OpenAPIOperation], by selection: RouteSelection?, in hierarchy: TagHierarchy) -> (
        kept: [OpenAPIOperation], omitted: [RouteSelection.Route]
    ) {
        guard let selection else { return (operations, []) }
        var kept: [OpenAPIOperation] = []
        var omitted: [RouteSelection.Route] = []
        for operation in operations {
            let route = self.route(of: operation, in: hierarchy)
            if selection.selects(route) { kept.append(operation) } else { omitted.append(route) }
        }
        return (kept, omitted)
    }

    /// Gives each of `routes` the `tags` and the `operationId` of its operation in `operations`
    /// (same order): what a selector reads after translation (and `convert`, the tags).
    static func tag(_ routes: inout [RouteSpec], of operations: [OpenAPIOperation]) {
        for (index, operation) in zip(routes.indices, operations) {
            routes[index].tags = tags(of: operation)
            routes[index].operationID = operationID(of: operation)
        }
    }

    /// The operation as selectors see it, its tags placed in `hierarchy`.
    private static func route(of operation: OpenAPIOperation, in hierarchy: TagHierarchy) -> RouteSelection.Route {
        RouteSelection.Route(
            name: operation.name.value, method: operation.method.value, path: operation.path.value,
            tags: hierarchy.withAncestors(tags(of: operation)), operationID: operationID(of: operation))
    }

    /// The operation's `operationId` as the document writes it, which a selector may name.
    private static func operationID(of operation: OpenAPIOperation) -> String? {
        operation.node.value(forKey: "operationId")?.scalar?.value
    }

    /// The operation's `tags`, in order, without repeats; a tag that is not text is left out
    /// (tags only group operations).
    private static func tags(of operation: OpenAPIOperation) -> [String] {
        var tags: [String] = []
        for tag in operation.node.value(forKey: "tags")?.sequence?.compactMap(\.scalar?.value) ?? []
        where !tags.contains(tag) {
            tags.append(tag)
        }
        return tags
    }
}
