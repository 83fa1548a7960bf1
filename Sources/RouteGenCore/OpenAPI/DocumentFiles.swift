/// `x-routegen-files` at a document's root: the spec files of RouteGen's format a document
/// written by `export-openapi` stands for, each with its models and routes in file order:
///
/// ```yaml
/// x-routegen-files:
///   Accounts.yaml: { models: [Session], routes: [signIn, me] }
///   Taskboard.yaml: { models: [Task, User] }
/// ```
///
/// Generating from the document then writes the files generating from the specs wrote, named
/// and ordered as they were, instead of one file with every declaration: the round trip gives
/// the same Swift byte for byte. Other tools ignore the extension.
enum DocumentFiles {
    /// The extension's key.
    static let key = "x-routegen-files"

    /// `spec`, translated from the document `root` at `documentPath`, split into the files
    /// `x-routegen-files` lists, each at its name beside the document. The first file also holds
    /// the API's name, base URL, doc and auth schemes; a model the list does not name goes with
    /// the model or route it is nested in (`Pet.Owner` with `Pet`), else to the first file, as
    /// does a route it does not name. A name listed twice counts where it is listed first.
    /// `[spec]` without the extension, or when it is not a mapping of relative names (no `..`)
    /// to mappings, which is reported.
    static func split(_ spec: SpecFile, root: YAMLNode, documentPath: String, log: inout OpenAPIDiagnostics)
        -> [SpecFile]
    {
        guard let node = root.value(forKey: key) else { return [spec] }
        guard let entries = node.mapping, !entries.isEmpty else {
            log.warn(
                .malformed,
                "\(key) must map spec file names to their models and routes: the document is read as one spec",
                at: node.location)
            return [spec]
        }
        let folder = documentPath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(
            separator: "/")
        var files: [SpecFile] = []
        var modelFile: [String: Int] = [:]
        var routeFile: [String: Int] = [:]
        for entry in entries {
            guard let name = entry.key.scalar?.value, isRelativeName(name), entry.value.mapping != nil else {
                log.warn(
                    .malformed,
                    "\(key) must map relative spec file names (without \"..\") to mappings of models and routes: the document is read as one spec",
                    at: entry.key.location)
                return [spec]
            }
            let index = files.count
            files.append(SpecFile(path: folder.isEmpty && !documentPath.hasPrefix("/") ? name : folder + "/" + name))
            for model in names(entry.value.value(forKey: "models")) { modelFile[model] = modelFile[model] ?? index }
            for route in names(entry.value.value(forKey: "routes")) { routeFile[route] = routeFile[route] ?? index }
        }
        files[0].api = spec.api
        files[0].baseURL = spec.baseURL
        files[0].servers = spec.servers
        files[0].doc = spec.doc
        files[0].tags = spec.tags
        files[0].authSchemes = spec.authSchemes
        files[0].parameters = spec.parameters
        files[0].typeOverrides = spec.typeOverrides
        let routeTypes = Dictionary(
            spec.routes.map { (SwiftNames.typeName($0.name.value) + "Route", $0.name.value) },
            uniquingKeysWith: { first, _ in first })
        // Listed routes and models in the list's order, then the others in translation order.
        var placedRoutes: [Int: [String: RouteSpec]] = [:]
        var unlistedRoutes: [RouteSpec] = []
        for route in spec.routes {
            if let index = routeFile[route.name.value], placedRoutes[index]?[route.name.value] == nil {
                placedRoutes[index, default: [:]][route.name.value] = route
            } else {
                unlistedRoutes.append(route)
            }
        }
        var placed: [Int: [String: ModelSpec]] = [:]
        var unlisted: [(Int, ModelSpec)] = []
        for model in spec.models {
            if let index = modelFile[model.name.value], placed[index]?[model.name.value] == nil {
                placed[index, default: [:]][model.name.value] = model
            } else {
                let top = String(model.name.value.prefix { $0 != "." })
                let index = modelFile[top] ?? routeTypes[top].flatMap { routeFile[$0] } ?? 0
                unlisted.append((index, model))
            }
        }
        for (offset, entry) in entries.enumerated() {
            files[offset].models = names(entry.value.value(forKey: "models")).compactMap {
                placed[offset]?.removeValue(forKey: $0)
            }
            files[offset].routes = names(entry.value.value(forKey: "routes")).compactMap {
                placedRoutes[offset]?.removeValue(forKey: $0)
            }
        }
        for (index, model) in unlisted { files[index].models.append(model) }
        files[0].routes += unlistedRoutes
        return files
    }

    /// A spec file's name as the extension may give it: relative, without `..`, not empty.
    private static func isRelativeName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("/") && !name.split(separator: "/").contains("..") && !name.contains("\\")
    }

    /// The texts of a list of names; none for anything else.
    private static func names(_ node: YAMLNode?) -> [String] {
        node?.sequence?.compactMap { $0.scalar?.value } ?? []
    }
}
