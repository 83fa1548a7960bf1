/// The type-override step (`--type-override`, `type-overrides:`): each model it names is
/// replaced by a type of the app (``TypeOverride``) — the model is not generated, and every
/// type that named it names the app's type — in a spec of either format.
///
/// An OpenAPI document applied the overrides of its component schemas while it was translated
/// (``AppTypes``), whatever their shape, and its `x-swift-type`s; this step applies the rest to
/// the models of the loaded specs by name, after renames, and checks them all: an override that
/// names no schema is an error where it is written, with the nearest model name, and so is an
/// app type that a generated model of the same name would hide inside the namespace.
enum TypeOverrides {
    /// Applies `overrides` to `files` (the last of several for one schema wins); the errors.
    static func apply(_ overrides: [TypeOverride], to files: inout [SpecFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let appliedByDocuments = Set(files.flatMap(\.typeOverrides.keys))
        var seen: Set<String> = []
        for override in overrides.reversed()
        where seen.insert(override.schema).inserted && !appliedByDocuments.contains(override.schema) {
            let location = override.location ?? .commandLine(column: 1)
            let option = location.isCommandLine ? "--type-override" : "type-overrides:"
            if let problem = SwiftTypeName.problem(override.swiftType) {
                diagnostics.append(
                    .error(
                        "\(option) \(SwiftText.stringLiteral(override.swiftType)) is not a Swift type of the app: \(problem); write one like Money, MyApp.Money, [String: Money] or Money?",
                        at: location))
                continue
            }
            guard let owner = files.firstIndex(where: { $0.models.contains { $0.name.value == override.schema } }),
                let model = files[owner].models.first(where: { $0.name.value == override.schema })
            else {
                let names = files.flatMap { $0.models.map(\.name.value) + $0.typeOverrides.keys }
                diagnostics.append(
                    .error(
                        "\(option) \"\(override.schema)\" names no schema of the specs"
                            + Suggestion.didYouMean(override.schema, among: names),
                        at: location))
                continue
            }
            let schema = override.schema
            for index in files.indices {
                // The models nested in it go with it: they are declared inside its body.
                files[index].models.removeAll { $0.name.value == schema || $0.name.value.hasPrefix(schema + ".") }
                files[index] = files[index].mappingTypeNames { $0 == schema ? override.swiftType : $0 }
            }
            files[owner].typeOverrides[schema] = Located(
                override.swiftType, at: override.location ?? model.name.location)
        }
        return diagnostics + hiddenAppTypes(in: files)
    }

    /// An error for each app type whose first name (or an element's, ``SwiftTypeName/leadingNames(_:)``)
    /// a generated model also has: inside the namespace, where the generated code names it, that
    /// model would be found instead.
    private static func hiddenAppTypes(in files: [SpecFile]) -> [Diagnostic] {
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
