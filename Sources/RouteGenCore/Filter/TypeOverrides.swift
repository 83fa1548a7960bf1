/// The type-override step (`--type-override`, `type-overrides:`): each model an override names
/// is replaced by a type of the app (``TypeOverride``) — the model is not generated, and every
/// type that named it names the app's type — in a spec of either format.
///
/// What an override matches and what replaces it is ``TypeOverrideSet``'s rule, which an OpenAPI
/// document applied to its component keys while it was translated (``AppTypes``), whatever
/// their shape, with its `x-swift-type`s; this step applies it to the models of the loaded specs
/// by name, after renames and before `--include` drops what its routes do not reach (a schema
/// the selection leaves out is still a schema of the specs, as a component is), and reports
/// every override that replaced nothing. ``hiddenAppTypes(in:)`` checks what is generated.
enum TypeOverrides {
    /// Applies `overrides` to the models of `files`, except those a document already applied by
    /// component key (that name may since have been taken by another of its models); the errors:
    /// each override that replaced nothing, with the nearest schema name of `files`.
    static func apply(_ overrides: TypeOverrideSet, to files: inout [SpecFile]) -> [Diagnostic] {
        guard !overrides.isEmpty else { return [] }
        let names = files.flatMap { $0.models.map(\.name.value) + $0.typeOverrides.keys }
        let appliedByDocuments = Set(files.flatMap(\.typeOverrides.keys))
        for override in overrides.deciding where !appliedByDocuments.contains(override.schema) {
            let schema = override.schema
            guard let owner = files.firstIndex(where: { $0.models.contains { $0.name.value == schema } }),
                let model = files[owner].models.first(where: { $0.name.value == schema }),
                let type = overrides.replacement(of: schema, nameAt: model.name.location)
            else { continue }
            for index in files.indices {
                // The models nested in it go with it: they are declared inside its body.
                files[index].models.removeAll { $0.name.value == schema || $0.name.value.hasPrefix(schema + ".") }
                files[index] = files[index].mappingTypeNames { $0 == schema ? type.value : $0 }
            }
            files[owner].typeOverrides[schema] = type
        }
        return overrides.problems(replaced: Set(files.flatMap(\.typeOverrides.keys)), names: names)
    }

    /// An error for each app type whose first name (or an element's, ``SwiftTypeName/leadingNames(_:)``)
    /// a generated model also has: inside the namespace, where the generated code names it, that
    /// model would be found instead.
    static func hiddenAppTypes(in files: [SpecFile]) -> [Diagnostic] {
        let models = Set(files.flatMap { $0.models.map { String($0.name.value.prefix { $0 != "." }) } })
        return files.flatMap { file in
            file.typeOverrides.sorted { $0.key < $1.key }.compactMap { schema, type -> Diagnostic? in
                guard let first = SwiftTypeName.leadingNames(type.value).first(where: models.contains) else {
                    return nil
                }
                return .error(
                    "the app's type \(type.value), which replaces \(schema), would name the generated model \(first) inside the namespace: "
                        + "qualify \(first) with its module (MyApp.\(first))", at: type.location)
            }
        }
    }
}
