/// One operation under `paths`, found and named before anything is translated, so route names
/// are claimed before model names.
struct OpenAPIOperation {
    /// The route name: from `operationId`, else from the method and path.
    var name: Located<String>
    /// The method, upper-cased, where its key is written.
    var method: Located<String>
    /// The path as written, where its key is written.
    var path: Located<String>
    /// Whether the path key is quoted, which moves its text one column right of its location.
    var pathIsQuoted: Bool
    /// The operation object.
    var node: YAMLNode
    /// The parameters the path item declares for all its operations.
    var sharedParameters: [YAMLNode]

    /// The methods OpenAPI defines, in the order routes are generated. `trace` has no
    /// `HTTPMethod` in RouteKit and is reported instead.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    /// Every operation of `paths`, in document order, each with a unique route name whose
    /// `<Name>Route` type is free. `servers` of a path or operation are reported unless they
    /// name the document's `baseURL` again.
    static func all(in paths: YAMLNode?, baseURL: String, typeNames: inout TypeNameAllocator, resolver: inout ReferenceResolver,
                    log: inout OpenAPIDiagnostics) -> [OpenAPIOperation] {
        func checkServers(_ servers: YAMLNode?) {
            guard let servers else { return }
            var ignored = OpenAPIDiagnostics()
            if ServerURL.baseURL(servers, fallback: servers.location, log: &ignored).value != baseURL {
                log.warnGrouped("servers of a path or operation cannot be expressed: every route uses the document's base URL", at: servers.location)
            }
        }
        var routeNames = MemberNameAllocator()
        var operations: [OpenAPIOperation] = []
        for pair in paths?.mapping ?? [] {
            guard let path = pair.key.scalar?.value, path.hasPrefix("/") else { continue }
            guard let (item, _) = resolver.dereference(pair.value, log: &log) else { continue }
            checkServers(item.value(forKey: "servers"))
            let shared = item.value(forKey: "parameters")?.sequence ?? []
            for method in item.mapping ?? [] {
                guard let methodName = method.key.scalar?.value, methods.contains(methodName), method.value.mapping != nil else { continue }
                if methodName == "trace" {
                    log.warn("TRACE operations cannot be expressed: this one is left out", at: method.key.location)
                    continue
                }
                checkServers(method.value.value(forKey: "servers"))
                let idNode = method.value.value(forKey: "operationId")
                let candidate = idNode?.scalar?.value ?? fallbackName(method: methodName, path: path)
                var name = routeNames.claim(candidate)
                while typeNames.isTaken(SwiftNames.typeName(name) + "Route") {
                    name = routeNames.claim(name)
                }
                typeNames.reserve(SwiftNames.typeName(name) + "Route")
                operations.append(OpenAPIOperation(
                    name: Located(name, at: idNode?.location ?? method.key.location),
                    method: Located(methodName.uppercased(), at: method.key.location),
                    path: Located(path, at: pair.key.location),
                    pathIsQuoted: pair.key.scalar?.isQuoted ?? false,
                    node: method.value,
                    sharedParameters: shared))
            }
        }
        return operations
    }

    /// A name for an operation without `operationId`: `GET /pets/{petId}/photos` →
    /// `getPetsByPetIdPhotos`.
    static func fallbackName(method: String, path: String) -> String {
        let words = path.split(separator: "/").map { segment -> String in
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                return "By" + SwiftNames.typeName(String(segment.dropFirst().dropLast()))
            }
            return SwiftNames.typeName(String(segment))
        }
        return method + (words.isEmpty ? "Root" : words.joined())
    }
}
