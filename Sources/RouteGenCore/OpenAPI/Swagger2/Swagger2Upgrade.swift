/// Reads a Swagger 2.0 document by rewriting its YAML tree as the equivalent OpenAPI 3.0 tree,
/// which the OpenAPI stage then translates as it translates any other: one translator, and so
/// the same routes, models and diagnostics for both versions.
///
/// The upgrade reuses the document's own nodes, and every node it has to make takes the
/// location of the 2.0 node it comes from, so an error or warning about the upgraded tree still
/// names the line and column of the user's 2.0 file. What 2.0 says that 3.0 cannot (an
/// operation's `schemes`, a `tsv` collection format…) is a located warning here; a key it does
/// not know is left in place, where the translator's ``KeyCheck`` reports it. Nothing is thrown
/// and nothing is dropped without a word. Docs/OpenAPI.md lists the mapping.
struct Swagger2Upgrade {
    /// The document's `consumes`: the media types of a request body an operation does not name.
    let consumes: [String]?
    /// The document's `produces`: the media types of a response an operation does not name.
    let produces: [String]?
    /// The document's `parameters`, as 2.0 writes them, by name: a `$ref` to one is looked up
    /// to learn whether it is a body or a form field, which 3.0 moves out of the parameters.
    let parameters: [String: YAMLNode]
    /// What the upgrade could not map, in the order found.
    var warnings: [Diagnostic] = []

    /// The media type 2.0 implies when no `consumes` or `produces` names one.
    static let defaultMediaType = "application/json"

    /// The OpenAPI version the upgraded tree declares: 3.0's schema rules (`nullable`, boolean
    /// `exclusiveMinimum`) are 2.0's.
    static let upgradedVersion = "3.0.3"

    /// Whether `root` is a Swagger 2.0 document, which ``document(_:)`` upgrades.
    static func reads(_ root: YAMLNode) -> Bool {
        root.value(forKey: "openapi") == nil && root.value(forKey: "swagger")?.scalar?.value == "2.0"
    }

    /// The context of the document `root`.
    init(document root: YAMLNode) {
        consumes = root.value(forKey: "consumes")?.scalarTexts
        produces = root.value(forKey: "produces")?.scalarTexts
        var parameters: [String: YAMLNode] = [:]
        for pair in root.value(forKey: "parameters")?.mapping ?? [] {
            if let name = pair.keyText { parameters[name] = pair.value }
        }
        self.parameters = parameters
    }

    /// Records a warning about what cannot be mapped.
    mutating func warn(_ cause: WarningCause, _ message: String, at location: SourceLocation) {
        warnings.append(.warning(cause, message, at: location))
    }

    /// The document as OpenAPI 3.0, its keys where 2.0 wrote them: `servers` where `host`,
    /// `basePath` or `schemes` came first, `components` where the first of the sections it
    /// gathers came, every `$ref` pointing at the new places.
    mutating func document(_ root: YAMLNode) -> YAMLNode {
        guard let pairs = root.mapping else { return root }
        var upgraded: [YAMLPair] = []
        var serversWritten = false
        var componentsWritten = false
        for pair in pairs {
            switch pair.keyText {
            case "swagger":
                upgraded.append(
                    .upgraded(
                        "openapi", .upgradedScalar(Self.upgradedVersion, at: pair.value.location), at: pair.key.location
                    ))
            case "host", "basePath", "schemes":
                if !serversWritten, let servers = Self.servers(of: root, at: pair.key.location) {
                    upgraded.append(servers)
                }
                serversWritten = true
            case "definitions", "parameters", "responses", "securityDefinitions":
                if !componentsWritten { upgraded.append(components(of: root, at: pair.key.location)) }
                componentsWritten = true
            case "consumes", "produces":
                break
            case "paths":
                upgraded.append(YAMLPair(key: pair.key, value: paths(pair.value)))
            default:
                upgraded.append(pair)
            }
        }
        return Self.rewritingReferences(root.withPairs(upgraded), bodies: bodyParameterNames)
    }

    /// A file a 2.0 document references, upgraded as the part of the document it holds: a
    /// document of its own or its sections (`definitions`, `parameters`, `responses`), a path
    /// item, a parameter, a response or a schema, as its keys say, or a mapping of such parts by
    /// name (a file of shared parameters, as 2.0's own examples write).
    mutating func fragment(_ root: YAMLNode) -> YAMLNode {
        let keys = Set((root.mapping ?? []).compactMap(\.keyText))
        let sections: Set = ["swagger", "definitions", "parameters", "responses", "securityDefinitions", "paths"]
        if keys.contains("swagger") { return document(root) }
        if !keys.isDisjoint(with: sections), let pairs = root.mapping {
            // Sections beside parts of the file's own naming.
            let parts = pairs.map { pair in
                sections.contains(pair.keyText ?? "")
                    ? pair : YAMLPair(key: pair.key, value: part(pair.value) ?? pair.value)
            }
            return document(root.withPairs(parts))
        }
        let upgraded: YAMLNode
        if let part = part(root) {
            upgraded = part
        } else if let pairs = root.mapping, !pairs.isEmpty, pairs.allSatisfy({ $0.value.mapping != nil }) {
            upgraded = root.withPairs(pairs.map { YAMLPair(key: $0.key, value: part($0.value) ?? schema($0.value)) })
        } else {
            upgraded = schema(root)
        }
        return Self.rewritingReferences(upgraded, bodies: bodyParameterNames)
    }

    /// `node` upgraded as the path item, parameter, response or schema its keys show it is;
    /// `nil` when they show none of them.
    private mutating func part(_ node: YAMLNode) -> YAMLNode? {
        let keys = Set((node.mapping ?? []).compactMap(\.keyText))
        let schemaKeys: Set = ["type", "properties", "allOf", "$ref", "items", "additionalProperties", "enum"]
        if !keys.isDisjoint(with: Self.methods) { return pathItem(node).node }
        if keys.contains("in") && keys.contains("name") { return parameter(node) }
        if keys.contains("description") && !keys.isDisjoint(with: ["schema", "headers", "examples"])
            && keys.isDisjoint(with: schemaKeys)
        {
            return response(node, produces: produces)
        }
        if !keys.isDisjoint(with: schemaKeys) { return schema(node) }
        return nil
    }

    /// The names of the document's body parameters, which become `components/requestBodies`.
    var bodyParameterNames: Set<String> {
        Set(parameters.filter { $0.value.value(forKey: "in")?.scalar?.value == "body" }.keys)
    }
}

/// Upgrades the files a 2.0 document references as they are read, so a `$ref` into another
/// file meets 3.0 too; a reference type because the translator's file loader is a closure that
/// keeps it and is called while the translation runs.
final class Swagger2FragmentLoader {
    private var upgrade: Swagger2Upgrade
    private let load: OpenAPITranslator.FileLoader

    init(upgrade: Swagger2Upgrade, load: @escaping OpenAPITranslator.FileLoader) {
        self.upgrade = upgrade
        self.upgrade.warnings = []
        self.load = load
    }

    /// The warnings of the files upgraded so far.
    var warnings: [Diagnostic] { upgrade.warnings }

    /// Reads the file at `path` and upgrades it.
    func callAsFunction(_ path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        let (root, diagnostics) = load(path)
        guard let root, root.mapping != nil else { return (root, diagnostics) }
        return (upgrade.fragment(root), diagnostics)
    }
}
