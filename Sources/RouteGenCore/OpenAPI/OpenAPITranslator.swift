/// The OpenAPI stage: turns an OpenAPI 3.0, 3.1 or 3.2 document's YAML tree into the ``SpecFile``
/// RouteGen's own loader would produce for the equivalent spec, so validation, modelling and
/// rendering work unchanged.
///
/// What the spec format cannot express becomes a warning at its place with a fallback
/// (`JSONValue`, `String`, a public route…); only what cannot be used at all (an unsupported
/// version, a path or header name no request could carry) is an error.
package enum OpenAPITranslator {
    /// Reads a referenced file's YAML tree; diagnostics name the path as given.
    package typealias FileLoader = (_ path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic])

    /// What translating one document produced.
    package struct Translation: Sendable {
        /// The equivalent spec.
        package var spec: SpecFile
        /// The spec files the document stands for: ``spec`` alone, or ``spec`` split as the
        /// document's `x-routegen-files` says (`export-openapi` writes it for the files it read),
        /// each named beside the document, so generating writes the files they would.
        package var files: [SpecFile]
        /// Warnings, and errors when the document cannot be used.
        package var diagnostics: [Diagnostic]
        /// The other files its references read, as paths relative to where the command runs:
        /// parts of this document, not specs of their own.
        package var referencedFiles: [String]
        /// The operations `--include` left out, as its selectors see them.
        package var omittedRoutes: [RouteSelection.Route] = []
    }

    /// Whether `root` is an OpenAPI (or Swagger) document rather than a spec of RouteGen's own
    /// format: a mapping with an `openapi` (or `swagger`) key.
    package static func isOpenAPIDocument(_ root: YAMLNode) -> Bool {
        root.value(forKey: "openapi") != nil || root.value(forKey: "swagger") != nil
    }

    /// Translates the document `root`, read from `path`, reading files it references with
    /// `load` (only under the folder of `path` and `options.referenceRoots`).
    ///
    /// `selection` (`--include`) and `typeOverrides` (`--type-override`) are the run's own, which
    /// apply to specs of both formats (``GenerationOptions``); they are read here too because what
    /// they leave out of a document is never translated: an operation the selection leaves out
    /// (``OperationSelection``, by the same ``RouteSelection/selects(_:)`` as ``RouteFilter``) and
    /// a component an app type replaces (``AppTypes``, by the same ``TypeOverrideSet`` rule as
    /// ``TypeOverrides``) warn about nothing and name nothing.
    package static func translate(
        _ root: YAMLNode, path: String, options: OpenAPIOptions = OpenAPIOptions(),
        selection: RouteSelection? = nil, typeOverrides: TypeOverrideSet = TypeOverrideSet(),
        load: @escaping FileLoader = { YAMLLoader.load(contentsOf: $0, displayPath: $0) }
    ) -> Translation {
        // A Swagger 2.0 document is read as the OpenAPI 3.0 tree it upgrades to, made of its own
        // located nodes, and so are the files it references.
        var root = root
        var load = load
        var fragments: Swagger2FragmentLoader?
        var upgradeWarnings: [Diagnostic] = []
        if Swagger2Upgrade.reads(root) {
            var upgrade = Swagger2Upgrade(document: root)
            root = upgrade.document(root)
            upgradeWarnings = upgrade.warnings
            let loader = Swagger2FragmentLoader(upgrade: upgrade, load: load)
            fragments = loader
            load = { loader($0) }
        }
        var spec = SpecFile(path: path)
        let roots = ReferenceRoots(documentPath: path, allowed: options.referenceRoots)
        var schemas = SchemaTranslator(
            resolver: ReferenceResolver(root: root, path: path, roots: roots, load: load), options: options)
        for warning in upgradeWarnings { schemas.log.add(warning) }
        guard checkVersion(root, log: &schemas.log) else {
            return Translation(spec: spec, files: [spec], diagnostics: schemas.log.all, referencedFiles: [])
        }
        schemas.resolver.readSelf(of: root, at: path, log: &schemas.log)
        let start = SourceLocation(file: path, line: 1, column: 1)

        let info = root.value(forKey: "info")
        let title = info?.value(forKey: "title")
        let apiName = SwiftNames.declaredTypeName(
            options.apiName ?? title?.scalar?.value ?? SwiftNames.fileBaseName(path))
        if options.apiName == nil, title?.scalar == nil {
            schemas.log.warn(
                .apiName, "the document has no info.title: the API is named \(apiName) after the file",
                at: info?.location ?? start)
        }
        spec.api = Located(apiName, at: title?.location ?? start)
        schemas.typeNames.reserveNamespace(apiName)
        spec.doc = info?.value(forKey: "description")?.scalar?.value ?? title?.scalar?.value
        let baseURL = ServerURL.baseURL(root.value(forKey: "servers"), fallback: start, log: &schemas.log)
        spec.baseURL = baseURL
        spec.servers = ServerURL.namedServers(root.value(forKey: "servers"), log: &schemas.log)

        let components = root.value(forKey: "components")
        // Components are named first, so a route's or scheme's type (`<Name>Route`, `<Name>Auth`)
        // never takes a name the document gave a schema.
        let componentSchemas = components?.value(forKey: "schemas")?.mapping ?? []
        schemas.declareComponents(componentSchemas, overrides: typeOverrides)
        var security = SecurityTranslator(
            components?.value(forKey: "securitySchemes"), global: root.value(forKey: "security"),
            typeNames: &schemas.typeNames, resolver: &schemas.resolver, log: &schemas.log)
        let found = OpenAPIOperation.all(
            in: root.value(forKey: "paths"), webhooks: root.value(forKey: "webhooks"), baseURL: baseURL.value,
            rootServers: root.value(forKey: "servers"), typeNames: &schemas.typeNames, resolver: &schemas.resolver,
            log: &schemas.log)
        spec.tags = TagObjects.read(root.value(forKey: "tags"), log: &schemas.log)
        let (operations, omitted) = OperationSelection.split(found, by: selection, in: TagHierarchy(spec.tags))
        security.declareCombinations(in: operations, typeNames: &schemas.typeNames, log: &schemas.log)
        // In document order, as the model stage declares them and `convert` writes them.
        spec.authSchemes = security.schemes.sorted { $0.name.location < $1.name.location }
        schemas.translateComponents(componentSchemas)
        spec.routes = operations.map {
            OperationTranslator.route(for: $0, baseURL: baseURL.value, schemas: &schemas, security: security)
        }
        OperationSelection.tag(&spec.routes, of: operations)
        TagCapabilities.apply(root.value(forKey: "tags"), to: &spec.routes, of: operations, log: &schemas.log)
        // Last, so it follows the references the translation resolved and no others.
        let left = omitted.isEmpty ? [] : Set(found.map(\.node.location)).subtracting(operations.map(\.node.location))
        KeyCheck.check(root, resolver: schemas.resolver, leavingOut: left, log: &schemas.log)
        spec.models = schemas.models
        if !omitted.isEmpty {
            // The models the kept routes reach, which the filter keeps.
            let reached = SpecReach([spec]).models
            LeftOutWarnings.drop(
                from: &schemas.log, root: root, kept: operations,
                omitted: found.filter { left.contains($0.node.location) },
                keptModels: reached.sorted().compactMap { schemas.node(ofModel: $0) }, resolver: schemas.resolver)
        }
        spec.typeOverrides = schemas.appTypes.applied
        for warning in fragments?.warnings ?? [] { schemas.log.add(warning) }
        let files = DocumentFiles.split(spec, root: root, documentPath: path, log: &schemas.log)
        return Translation(
            spec: spec, files: files, diagnostics: schemas.log.all,
            referencedFiles: schemas.resolver.referencedFiles, omittedRoutes: omitted)
    }

    /// Parses and translates OpenAPI text as if read from `path`: YAML problems and the
    /// translation's diagnostics together.
    package static func translate(
        _ text: String, path: String, options: OpenAPIOptions = OpenAPIOptions(),
        selection: RouteSelection? = nil, typeOverrides: TypeOverrideSet = TypeOverrideSet(),
        load: @escaping FileLoader = { YAMLLoader.load(contentsOf: $0, displayPath: $0) }
    ) -> Translation {
        let (root, diagnostics) = YAMLLoader.load(text, file: path)
        guard let root, !diagnostics.contains(where: { $0.severity == .error }) else {
            return Translation(
                spec: SpecFile(path: path), files: [SpecFile(path: path)], diagnostics: diagnostics, referencedFiles: []
            )
        }
        var translation = translate(
            root, path: path, options: options, selection: selection, typeOverrides: typeOverrides, load: load)
        translation.diagnostics = diagnostics + translation.diagnostics
        return translation
    }

    /// Accepts 3.0, 3.1 and 3.2 (and later 3.x, read as 3.2, with a warning); anything else is an
    /// error (Swagger 2.0 never comes here: it was upgraded to 3.0 first).
    private static func checkVersion(_ root: YAMLNode, log: inout OpenAPIDiagnostics) -> Bool {
        if let swagger = root.value(forKey: "swagger"), root.value(forKey: "openapi") == nil {
            log.error(
                "Swagger \(swagger.scalar?.value ?? "") documents are not read: RouteGen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2",
                at: swagger.location)
            return false
        }
        guard let versionNode = root.value(forKey: "openapi"), let version = versionNode.scalar?.value else {
            log.error("expected \"openapi\" to be a version such as 3.1.0", at: root.location)
            return false
        }
        if ["3.0", "3.1", "3.2"].contains(where: { version == $0 || version.hasPrefix($0 + ".") }) { return true }
        if version.hasPrefix("3.") {
            log.warn(.version, "OpenAPI \(version) is read as 3.2", at: versionNode.location)
            return true
        }
        log.error(
            "OpenAPI \(version) is not supported: RouteGen reads OpenAPI 3.0, 3.1 and 3.2", at: versionNode.location)
        return false
    }
}
