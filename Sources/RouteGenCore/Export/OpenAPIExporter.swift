/// Writes the specs of one API as an OpenAPI 3.1 (or 3.2) document: the inverse of `convert`, so teams
/// that keep their specs in RouteGen's format can hand documentation tools and contract testers
/// the document they read.
///
/// It takes the specs as the model stage does, every file loaded and shared parameters filled
/// in (``OpenAPIExport`` does both), and writes what the OpenAPI stage reads back into the same
/// routes and models: translating the document and generating from it gives the same Swift,
/// except where [Docs/OpenAPIExport.md](Docs/OpenAPIExport.md) says otherwise. The text depends
/// only on the specs, so it is byte-identical across runs.
package enum OpenAPIExporter {
    /// The document of `files` in OpenAPI `openAPIVersion`, with `version` as `info.version`
    /// (the spec format has no version), and warnings for what it could not write as the specs
    /// say it.
    package static func document(
        _ files: [SpecFile], version: String = "1.0.0", openAPIVersion: OpenAPIVersion = .v3_1
    ) -> (text: String, diagnostics: [Diagnostic]) {
        var diagnostics = openAPIVersion == .v3_1 ? OnlyInOpenAPI32.warnings(files) : []
        diagnostics += ExampleExporter.warnings(files)
        let models = files.flatMap(\.models)
        let schemas = SchemaExporter(models: models, routes: files.flatMap(\.routes), version: openAPIVersion)
        var root: [(key: String, value: ExportNode)] = [("openapi", .text(openAPIVersion.documentVersion))]
        var info: [(key: String, value: ExportNode)] = [
            ("title", .text(files.compactMap(\.api).first?.value ?? "API")), ("version", .text(version)),
        ]
        if let doc = files.compactMap(\.doc).first { info.append(("description", .text(doc))) }
        root.append(("info", .mapping(info)))
        if let servers = ServersExporter.servers(files, version: openAPIVersion) { root.append(("servers", servers)) }
        let tags = files.flatMap(\.tags)
        if !tags.isEmpty { root.append(("tags", TagExporter.tags(tags, version: openAPIVersion))) }
        let routes = files.flatMap(\.routes)
        var combined: [String: [String]] = [:]
        for scheme in files.flatMap(\.authSchemes) {
            if case .all(let parts) = scheme.kind { combined[scheme.name.value] = parts.map(\.value) }
        }
        root.append(
            (
                "paths",
                paths(routes.filter { !$0.isWebhook }, schemas: schemas, combined: combined, diagnostics: &diagnostics)
            ))
        let webhooks = routes.filter(\.isWebhook)
        if !webhooks.isEmpty {
            root.append(("webhooks", Self.webhooks(webhooks, schemas: schemas, combined: combined)))
        }
        var components: [(key: String, value: ExportNode)] = []
        let componentModels = models.filter { !schemas.inlined.contains($0.name.value) }
        if !componentModels.isEmpty {
            components.append(
                ("schemas", .mapping(componentModels.map { ($0.name.value, schemas.namedComponent($0)) })))
        }
        let authSchemes = files.flatMap(\.authSchemes)
        if !authSchemes.isEmpty {
            components.append(
                (
                    "securitySchemes",
                    .mapping(
                        authSchemes.compactMap { scheme in
                            SecurityExporter.scheme(scheme).map { (scheme.name.value, $0) }
                        })
                ))
        }
        if !components.isEmpty { root.append(("components", .mapping(components))) }
        root.append((DocumentFiles.key, fileList(files, inlined: schemas.inlined)))
        return (ExportNode.mapping(root).yaml, diagnostics)
    }

    /// `x-routegen-files`: each spec file by its name beside the others (``SpecNames``), with
    /// its component models and its routes in file order, which the OpenAPI stage reads to
    /// split the document into the same files again, so generating from it writes the same
    /// files in the same order. Models written in place are left out: they come back nested in
    /// what uses them.
    private static func fileList(_ files: [SpecFile], inlined: Set<String>) -> ExportNode {
        let paths = files.map(\.path)
        return .mapping(
            files.map { file in
                var entries: [(key: String, value: ExportNode)] = []
                let models = file.models.map(\.name.value).filter { !inlined.contains($0) }
                if !models.isEmpty { entries.append(("models", .sequence(models.map { .text($0) }))) }
                if !file.routes.isEmpty {
                    entries.append(("routes", .sequence(file.routes.map { .text($0.name.value) })))
                }
                return (SpecNames.name(of: file.path, among: paths), .mapping(entries))
            })
    }

    /// `paths`: one path item per path, in the order routes first use it, each route an
    /// operation under its method. A route whose method and path (placeholder names aside)
    /// another route has gets its placeholders renamed on the wire, since OpenAPI holds one
    /// operation per method and path; its Swift names stay (`x-swift-name`).
    private static func paths(
        _ routes: [RouteSpec], schemas: SchemaExporter, combined: [String: [String]], diagnostics: inout [Diagnostic]
    ) -> ExportNode {
        let exporter = OperationExporter(schemas: schemas, combinedSchemes: combined)
        var items: [(path: String, operations: [(placement: OperationPlacement, node: ExportNode)])] = []
        var taken: [String: String] = [:]
        for route in routes {
            // A method the version has no place for was reported by `OnlyInOpenAPI32`.
            guard let placement = OperationPlacement(route.method.value, version: schemas.version) else { continue }
            let method = route.method.value
            var path = route.path.value
            var renamed: [String: String] = [:]
            let shape = method + " " + Self.shape(of: path)
            if let other = taken[shape] {
                for placeholder in route.placeholders {
                    renamed[placeholder.value] = placeholder.value + "_" + route.name.value
                    path = path.replacing(
                        "{" + placeholder.value + "}", with: "{" + placeholder.value + "_" + route.name.value + "}")
                }
                diagnostics.append(
                    .warning(
                        .export,
                        "the route \"\(other)\" has the same method and path, which OpenAPI cannot hold twice: this one's path parameters are renamed on the wire (\(path)); tools that compare paths without their parameter names still see one path",
                        at: route.path.location))
            } else {
                taken[shape] = route.name.value
            }
            for header in route.headers where ignoredHeaders.contains(SchemaExporter.wireName(header).lowercased()) {
                diagnostics.append(
                    .warning(
                        .export,
                        "OpenAPI ignores a header parameter named \(SchemaExporter.wireName(header)): it is written, but tools, and the OpenAPI stage reading the document back, leave it out",
                        at: header.name.location))
            }
            let operation = exporter.operation(route, placeholderNames: renamed)
            if let index = items.firstIndex(where: { $0.path == path }) {
                items[index].operations.append((placement, operation))
            } else {
                items.append((path, [(placement, operation)]))
            }
        }
        return .mapping(items.map { ($0.path, .mapping(OperationPlacement.pathItem($0.operations))) })
    }

    /// `webhooks`: one path item per webhook, named after it, its operation under its method;
    /// a path other than `/<name>` (where the OpenAPI stage puts a webhook) as the item's
    /// `x-routegen-path`, so it comes back.
    private static func webhooks(_ routes: [RouteSpec], schemas: SchemaExporter, combined: [String: [String]])
        -> ExportNode
    {
        let exporter = OperationExporter(schemas: schemas, combinedSchemes: combined)
        return .mapping(
            routes.compactMap { route in
                guard let placement = OperationPlacement(route.method.value, version: schemas.version) else {
                    return nil
                }
                var item: [(key: String, value: ExportNode)] = []
                if route.path.value != WebhookItems.path(named: route.name.value) {
                    item.append((RouteGenExtension.path.name, .text(route.path.value)))
                }
                item += OperationPlacement.pathItem([(placement, exporter.operation(route, placeholderNames: [:]))])
                return (route.name.value, .mapping(item))
            })
    }

    /// The header parameters OpenAPI says to ignore, since other fields of the document say them.
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    /// A path with every placeholder emptied (`/tasks/{}`): OpenAPI treats paths that differ
    /// only in placeholder names as one.
    static func shape(of path: String) -> String {
        var result = ""
        var inPlaceholder = false
        for character in path {
            if character == "{" {
                inPlaceholder = true
                result.append(character)
            } else if character == "}" {
                inPlaceholder = false
                result.append(character)
            } else if !inPlaceholder {
                result.append(character)
            }
        }
        return result
    }
}
