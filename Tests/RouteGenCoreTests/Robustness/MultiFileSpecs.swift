import TestSupport

/// Random APIs spread over several spec files, for the multi-file property test: RouteGen specs
/// and OpenAPI documents that define schemas, shared parameters and responses under the same
/// few names, with different shapes, and use them from each other's files (by name, or by
/// `$ref` into another file).
///
/// Half the runs are *coherent*: each name is defined by one file of a format that can hold it
/// and used only where it exists, so the API should generate (and, through `$ref`s into other
/// documents, two documents reach the same definition). The others are *free*: any file may
/// define any name in any shape and use any name, wherever it is defined (or not) — the
/// collisions, dangling references and mismatches real multi-file descriptions have.
///
/// Every choice comes from the seeded generator, so a failing case is reproduced by its seed.
struct MultiFileSpecs {
    private var random: SeededGenerator
    /// The names every file draws its models, parameters and responses from.
    private static let models = ["Thing", "Pet", "Owner", "Tag"]
    private static let parameters = ["limit", "cursor", "requestID"]
    private static let responses = ["Ok", "Problem"]

    /// Whether this run is coherent (see the type's comment).
    private(set) var isCoherent = false
    /// The files, by index: whether each is an OpenAPI document.
    private var isOpenAPI: [Bool] = []
    /// In a coherent run, the file that defines each name (`nil` when no file of a format that
    /// can hold it exists).
    private var owners: [String: Int] = [:]

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// Two to four files, `f0.yaml`…, each in either format.
    mutating func files() -> [(name: String, text: String)] {
        let count = Int.random(in: 2...4, using: &random)
        isCoherent = chance(0.5)
        isOpenAPI = (0..<count).map { _ in chance(0.5) }
        let all = Array(0..<count)
        let documents = all.filter { isOpenAPI[$0] }
        for name in Self.models { owners[name] = pick(all) }
        for name in Self.responses { owners[name] = documents.isEmpty ? nil : pick(documents) }
        // A shared parameter of RouteGen's format or a document's component parameter: one name, one file.
        for name in Self.parameters { owners[name] = pick(all) }
        let names = all.map { "f\($0).yaml" }
        return all.map { index in
            (names[index], isOpenAPI[index] ? openAPI(index, names: names) : ownFormat(index))
        }
    }

    /// The names of `pool` file `index` defines: in a coherent run those it owns, else some.
    private mutating func defined(_ pool: [String], by index: Int) -> [String] {
        isCoherent ? pool.filter { owners[$0] == index } : some(pool)
    }

    /// The names of `pool` file `index` may use: in a coherent run those defined by a file it
    /// can reach (`reachable`), else any.
    private func usable(_ pool: [String], reachable: (Int) -> Bool) -> [String] {
        isCoherent ? pool.filter { owners[$0].map(reachable) ?? false } : pool
    }

    // MARK: RouteGen's format

    private mutating func ownFormat(_ index: Int) -> String {
        var text = "api: \(isCoherent || chance(0.95) ? "Shop" : "Store")\nbaseURL: https://shop.example\n"
        let parameters = defined(Self.parameters, by: index)
        if !parameters.isEmpty {
            text += "parameters:\n" + parameters.map { "  \($0): \(ownParameter())\n" }.joined()
        }
        // RouteGen's format uses any file's models by name, and an OpenAPI document's object schemas are models.
        let models = usable(Self.models) { _ in true }
        let modelNames = defined(Self.models, by: index)
        if !modelNames.isEmpty {
            text += "models:\n" + modelNames.map { "  \($0): \(ownModel(models: models))\n" }.joined()
        }
        let shared = usable(Self.parameters) { !self.isOpenAPI[$0] }
        text += "routes:\n"
        for route in 0..<Int.random(in: 1...3, using: &random) {
            var entries = ["GET: /f\(index)/r\(route)"]
            let used = shared.filter { _ in chance(0.5) }
            if !used.isEmpty {
                entries.append("query: { " + used.map { "\($0): $\($0)" }.joined(separator: ", ") + " }")
            }
            if chance(0.8) { entries.append("response: \(ownType(models: models, inObject: false))") }
            if chance(0.4), !models.isEmpty { entries.append("errors: { 404: \(pick(models)) }") }
            text += "  r\(index)x\(route): { " + entries.joined(separator: ", ") + " }\n"
        }
        return text
    }

    private mutating func ownParameter() -> String {
        switch Int.random(in: 0..<(isCoherent ? 3 : 4), using: &random) {
        case 0: "Int"
        case 1: "{ type: Int, default: 20 }"
        case 2: "{ type: String?, key: X-Request-ID }"
        default: "\(pick(Self.models))?"
        }
    }

    private mutating func ownModel(models: [String]) -> String {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return "{ enum: [\(((isCoherent ? ["a"] : []) + some(["b", "c"])).joined(separator: ", "))] }"
        case 1:
            // Unions of models can hold themselves; a coherent run's hold text and numbers.
            let variants =
                isCoherent ? ["text: String", "number: Int"] : some(Self.models).map { "\($0.lowercased()): \($0)" }
            return "{ oneOf: { " + variants.joined(separator: ", ") + " } }"
        default:
            let fields = (0..<Int.random(in: 0...5, using: &random)).map {
                "p\($0): \(ownType(models: models, inObject: true))"
            }
            return "{ fields: { " + fields.joined(separator: ", ") + " } }"
        }
    }

    private mutating func ownType(models: [String], inObject: Bool) -> String {
        let choice = Int.random(in: 0..<7, using: &random)
        if models.isEmpty || (choice == 5 && !inObject && isCoherent) { return "String" }
        switch choice {
        case 0: return "String"
        case 1: return "Int?"
        case 2: return "[\(pick(models))]"
        case 3: return "\(pick(models))?"
        case 4: return "\"[String: \(pick(models))]\""
        case 5: return "String | null"
        default: return pick(models)
        }
    }

    // MARK: OpenAPI

    private mutating func openAPI(_ index: Int, names: [String]) -> String {
        var text = "openapi: 3.1.0\ninfo: { title: \(isCoherent || chance(0.95) ? "Shop" : "Store") }\n"
        text += "servers: [{ url: \"https://shop.example\" }]\npaths:\n"
        // A document reaches only documents' components.
        let reachable = { (owner: Int) in self.isOpenAPI[owner] }
        let parameters = usable(Self.parameters, reachable: reachable)
        let responses = usable(Self.responses, reachable: reachable)
        for route in 0..<Int.random(in: 1...3, using: &random) {
            text += "  /o\(index)/r\(route):\n    get:\n      operationId: o\(index)x\(route)\n"
            let used = parameters.filter { _ in chance(0.5) }
            if !used.isEmpty {
                text += "      parameters:\n"
                text += used.map {
                    "        - { $ref: \"\(reference("parameters", $0, from: index, names: names))\" }\n"
                }.joined()
            }
            text += "      responses:\n"
            if chance(0.7), !responses.isEmpty {
                text +=
                    "        \"200\": { $ref: \"\(reference("responses", pick(responses), from: index, names: names))\" }\n"
            }
            if chance(0.4), !responses.isEmpty {
                text +=
                    "        \"404\": { $ref: \"\(reference("responses", pick(responses), from: index, names: names))\" }\n"
            }
            text += "        default: { description: anything }\n"
        }
        let models = usable(Self.models, reachable: reachable)
        text += "components:\n"
        text += section(
            "schemas",
            defined(Self.models, by: index).map { name in
                // A coherent run's components are objects: models that RouteGen's specs can use by name.
                "\(name): \(schema(models: models, from: index, names: names, depth: isCoherent ? -1 : 0))"
            })
        text += section(
            "parameters",
            defined(Self.parameters, by: index).map { name in
                "\(name): { name: \(name), in: \(chance(0.7) ? "query" : "header"), schema: \(isCoherent ? "{ type: integer }" : schema(models: models, from: index, names: names, depth: 1)) }"
            })
        text += section(
            "responses",
            defined(Self.responses, by: index).map { name in
                "\(name): { description: \(name), content: { application/json: { schema: \(schema(models: models, from: index, names: names, depth: 1)) } } }"
            })
        return text
    }

    /// `key:` of components with `entries`, one a line.
    private func section(_ key: String, _ entries: [String]) -> String {
        entries.isEmpty ? "  \(key): {}\n" : "  \(key):\n" + entries.map { "    \($0)\n" }.joined()
    }

    /// A reference to the `kind` component `name` from file `index`: to its owner in a coherent
    /// run; else to this document or another file of the run (of either format, with or without it).
    private mutating func reference(_ kind: String, _ name: String, from index: Int, names: [String]) -> String {
        let file: Int
        if isCoherent, let owner = owners[name] {
            file = owner
        } else {
            file = chance(0.6) ? index : Int.random(in: 0..<names.count, using: &random)
        }
        return (file == index ? "" : names[file]) + "#/components/\(kind)/\(name)"
    }

    /// A schema; `depth` -1 is an object at the top.
    private mutating func schema(models: [String], from index: Int, names: [String], depth: Int) -> String {
        let choice =
            depth < 0 ? 8 : depth > 1 ? Int.random(in: 0..<3, using: &random) : Int.random(in: 0..<9, using: &random)
        switch choice {
        case 0: return "{ type: string }"
        case 1: return "{ type: [integer, \"null\"] }"
        case 2 where !models.isEmpty:
            return "{ $ref: \"\(reference("schemas", pick(models), from: index, names: names))\" }"
        case 2: return "{ type: boolean }"
        case 3: return "{ type: string, enum: [\((["a"] + some(["b", "c"])).joined(separator: ", "))] }"
        case 4: return "{ type: array, items: \(schema(models: models, from: index, names: names, depth: depth + 1)) }"
        case 5:
            return
                "{ type: object, additionalProperties: \(schema(models: models, from: index, names: names, depth: depth + 1)) }"
        case 6:
            let members = (0..<Int.random(in: 1...3, using: &random)).map { _ in
                schema(models: models, from: index, names: names, depth: depth + 1)
            }
            return "{ oneOf: [\(members.joined(separator: ", "))] }"
        default:
            // An object without properties is a dictionary: a top-level one has some, to be a model.
            let properties = (0..<Int.random(in: depth < 0 ? 1...5 : 0...5, using: &random)).map {
                "p\($0): \(schema(models: models, from: index, names: names, depth: max(depth, 0) + 1))"
            }
            let required = properties.indices.filter { _ in chance(0.5) }.map { "p\($0)" }
            return
                "{ type: object, required: [\(required.joined(separator: ", "))], properties: { \(properties.joined(separator: ", ")) } }"
        }
    }

    // MARK: Choices

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items[Int.random(in: 0..<items.count, using: &random)]
    }

    /// A random subset of `names`, in their order.
    private mutating func some(_ names: [String]) -> [String] {
        names.filter { _ in chance(0.5) }
    }
}
