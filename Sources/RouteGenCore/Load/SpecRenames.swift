/// A renames file (`routegen generate --renames Renames.yml`, `renames:` in `routegen.yml`): new
/// names for the models, routes and properties of documents the user does not own, so an
/// OpenAPI description can be regenerated from its vendor's copy without editing it.
///
/// ```yaml
/// IncomingPhoneNumber.AssignedAddOn: AddOn   # a model: its new own name; nested ones follow
/// list_all_the_pets_v2: listPets             # a route, by its name
/// Pet.owner_id: ownerID                      # a property of a model; the wire name stays its key
/// Status.inProgress: working                 # a case of an enum or union
/// ```
///
/// A key is a name as `routegen convert` writes it (for an OpenAPI document, the generated
/// Swift name). Renames apply to the loaded specs, before validation, so every later stage sees
/// only the new names. A rename that names nothing, or whose new name another model, route,
/// property or case of its scope has, is an error at its place in the renames file.
package struct SpecRenames: Sendable {
    /// One entry: the name as written and the new name, each where the file writes it.
    struct Entry: Sendable {
        let old: Located<String>
        let new: Located<String>
    }

    let entries: [Entry]

    /// Reads the renames file at `path`: a mapping of names to names. Problems are errors at
    /// their place in it.
    package static func load(contentsOf path: String) -> (SpecRenames, [Diagnostic]) {
        let (root, loaded) = YAMLLoader.load(contentsOf: path, displayPath: path)
        var diagnostics = loaded
        guard let root else { return (SpecRenames(entries: []), diagnostics) }
        guard let pairs = root.mapping else {
            diagnostics.append(
                .error(
                    "expected a renames file to be a mapping of names to new names, found \(root.kindName)",
                    at: root.location))
            return (SpecRenames(entries: []), diagnostics)
        }
        var entries: [Entry] = []
        for pair in pairs {
            guard let old = pair.key.scalar?.value, let new = pair.value.scalar?.value, !new.isEmpty, !new.contains(".")
            else {
                diagnostics.append(
                    .error("expected \"name: newName\", the new name one name without dots", at: pair.key.location))
                continue
            }
            entries.append(Entry(old: Located(old, at: pair.key.location), new: Located(new, at: pair.value.location)))
        }
        return (SpecRenames(entries: entries), diagnostics)
    }

    /// Applies every rename to `files`; returns the errors. Every key names a declaration as the
    /// specs have it, so those inside another (`Pet.Owner`, `Pet.ownerId`) are renamed before it
    /// (`Pet`), which then carries them along; otherwise in the file's order.
    ///
    /// `leftOut` are the routes `--include` left out of an OpenAPI document before translating it:
    /// a rename of one of them, or of a model nested in one, renames nothing and is no error, so
    /// a renames file written for the whole API applies to a part of it.
    package func apply(to files: inout [SpecFile], leftOut: [String] = []) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let depth = { (entry: Entry) in entry.old.value.filter { $0 == "." }.count }
        let leftOutTypes = Set(leftOut.map { SwiftNames.typeName($0) + "Route" })
        for entry in entries.enumerated().sorted(by: { (depth($0.element), $1.offset) > (depth($1.element), $0.offset) }
        ).map(\.element) {
            let name = entry.old.value
            let isLeftOut = leftOut.contains(name) || leftOutTypes.contains(String(name.prefix { $0 != "." }))
            if let problem = Self.apply(entry, to: &files), !isLeftOut {
                diagnostics.append(.error(problem, at: entry.old.location))
            }
        }
        return diagnostics.sorted { $0.location < $1.location }
    }

    /// Applies one rename; the problem when it names nothing or collides.
    private static func apply(_ entry: Entry, to files: inout [SpecFile]) -> String? {
        let old = entry.old.value
        let models = Set(files.flatMap { $0.models.map(\.name.value) })
        let routes = Set(files.flatMap { $0.routes.map(\.name.value) })
        if models.contains(old) {
            let new = SwiftNames.parentName(old).map { $0 + "." + entry.new.value } ?? entry.new.value
            guard !models.contains(new) else { return "rename \"\(old)\": \(new) is already the name of another model" }
            renameTypes(from: old, to: new, in: &files)
            return nil
        }
        if routes.contains(old) {
            let new = entry.new.value
            guard !routes.contains(new) else { return "rename \"\(old)\": \(new) is already the name of another route" }
            for fileIndex in files.indices {
                for routeIndex in files[fileIndex].routes.indices
                where files[fileIndex].routes[routeIndex].name.value == old {
                    files[fileIndex].routes[routeIndex].name.value = new
                }
            }
            renameTypes(from: SwiftNames.typeName(old) + "Route", to: SwiftNames.typeName(new) + "Route", in: &files)
            return nil
        }
        if let model = SwiftNames.parentName(old), models.contains(model) {
            let member = SwiftNames.innermostName(old)
            return renameMember(member, of: model, to: entry.new.value, in: &files)
        }
        return "rename \"\(old)\" names no model, route, property or case (\"<Model>.<member>\")"
    }

    /// Renames the property, enum case or union case `member` of `model`; the wire name of a
    /// property stays its `key`, an enum case's raw value stays.
    private static func renameMember(_ member: String, of model: String, to new: String, in files: inout [SpecFile])
        -> String?
    {
        let quoted = "rename \"\(model).\(member)\": "
        for fileIndex in files.indices {
            for modelIndex in files[fileIndex].models.indices
            where files[fileIndex].models[modelIndex].name.value == model {
                switch files[fileIndex].models[modelIndex].kind {
                case .object(var fields):
                    guard let index = fields.firstIndex(where: { $0.name.value == member }) else {
                        return quoted + "\(model) has no property \(member)"
                    }
                    if fields.contains(where: { $0.name.value == new }) {
                        return quoted + "\(model) already has a property \(new)"
                    }
                    fields[index].key = fields[index].key ?? member
                    fields[index].name.value = new
                    files[fileIndex].models[modelIndex].kind = .object(fields)
                case .enumeration(var cases):
                    guard let index = cases.firstIndex(where: { $0.name.value == member }) else {
                        return quoted + "\(model) has no case \(member)"
                    }
                    if cases.contains(where: { $0.name.value == new }) {
                        return quoted + "\(model) already has a case \(new)"
                    }
                    cases[index].name.value = new
                    files[fileIndex].models[modelIndex].kind = .enumeration(cases)
                case .union(var union):
                    guard let index = union.variants.firstIndex(where: { $0.name.value == member }) else {
                        return quoted + "\(model) has no case \(member)"
                    }
                    if union.variants.contains(where: { $0.name.value == new }) {
                        return quoted + "\(model) already has a case \(new)"
                    }
                    union.variants[index].name.value = new
                    files[fileIndex].models[modelIndex].kind = .union(union)
                }
                return nil
            }
        }
        return nil
    }

    /// Renames the model `old` and those nested in it, and every type that names them.
    private static func renameTypes(from old: String, to new: String, in files: inout [SpecFile]) {
        func renamed(_ name: String) -> String {
            if name == old { return new }
            if name.hasPrefix(old), name.dropFirst(old.count).first == "." { return new + name.dropFirst(old.count) }
            return name
        }
        for fileIndex in files.indices {
            files[fileIndex] = files[fileIndex].mappingTypeNames(renamed)
        }
    }
}
