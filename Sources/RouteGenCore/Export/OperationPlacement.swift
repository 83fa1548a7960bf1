/// Where a route's operation goes in its path item: under the method's own field (`get`, and
/// 3.2's `query`), or, for any other method, under 3.2's `additionalOperations` by the method
/// as sent. A 3.1 document has neither for QUERY and other methods: such a route is left out of
/// it, with a warning at its method (``OnlyInOpenAPI32``).
enum OperationPlacement: Equatable {
    /// The path item's field for the method, lower-cased (`get`, `query`).
    case field(String)
    /// An entry of `additionalOperations`, the method as sent (`PROPFIND`, `Purge`).
    case additional(String)

    /// The placement of `method` in a document of `version`; `nil` when that version has none.
    init?(_ method: String, version: OpenAPIVersion) {
        if let keyed = MethodName.keyedMethod(matching: method), keyed == method {
            guard keyed != SpecKeys.Route.queryMethod.rawValue || version == .v3_2 else { return nil }
            self = .field(keyed.lowercased())
        } else {
            guard version == .v3_2 else { return nil }
            self = .additional(method)
        }
    }

    /// A path item's operations, each in its place: the fields in order, then
    /// `additionalOperations` holding the others.
    static func pathItem(_ operations: [(placement: OperationPlacement, node: ExportNode)]) -> [(
        key: String, value: ExportNode
    )] {
        var fields: [(key: String, value: ExportNode)] = []
        var additional: [(key: String, value: ExportNode)] = []
        for (placement, node) in operations {
            switch placement {
            case .field(let key): fields.append((key, node))
            case .additional(let method): additional.append((method, node))
            }
        }
        return additional.isEmpty ? fields : fields + [("additionalOperations", .mapping(additional))]
    }
}
