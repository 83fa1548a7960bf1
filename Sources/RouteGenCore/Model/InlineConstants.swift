/// The one-value enums declared inside a model that only required fields of models use —
/// what an OpenAPI document's inline `type: { type: string, enum: [code_interpreter] }` becomes
/// (OpenAI's tools, messages and list objects): each such field is a constant,
/// `var type: String { "code_interpreter" }`, which encoding writes and decoding checks, and the
/// enum is not declared.
///
/// An enum of one case per field is what a generated module spends much of its build on for
/// nothing a caller can choose: openai's 216 of them (`TypeModel`, `Object`, `Role`…), each with
/// its raw value, coding, hashing and `CaseIterable` conformances, were 29% of the time the
/// compiler takes to emit the module, which every incremental build waits for
/// (Docs/Benchmarks.md, issue 44). A top-level enum (a component, a model of the concise format's
/// `models:`) is the author's type and stays one; so does a nested one anything else uses — a
/// parameter, a union, an optional field, a field with a default — since those need the type.
/// Nested is the test rather than "written in place" so that a converted spec
/// (`routegen convert`, which writes inline schemas as nested models) generates the same code.
struct InlineConstants {
    /// The one value of each enum left undeclared, by the enum's model name.
    let values: [String: String]

    /// The constants of `files`.
    init(_ files: [SpecFile]) {
        var candidates: [String: String] = [:]
        for model in files.flatMap(\.models) {
            guard SwiftNames.parentName(model.name.value) != nil, !model.isOpen, !model.hasIntegerValues,
                case .enumeration(let cases) = model.kind, cases.count == 1
            else { continue }
            candidates[model.name.value] = cases[0].rawValue
        }
        guard !candidates.isEmpty else {
            values = [:]
            return
        }
        // Any use but a required model field's own type keeps the enum.
        var needed: Set<String> = []
        func need(_ type: TypeExpression?) { needed.formUnion(type?.names ?? []) }
        for file in files {
            for route in file.routes {
                route.fields.map(\.type).forEach(need)
                route.types.forEach(need)
            }
            file.parameters.map(\.type).forEach(need)
            for model in file.models {
                need(model.additionalProperties?.valueType)
                switch model.kind {
                case .object(let fields):
                    for field in fields {
                        if case .named = field.type, field.defaultValue == nil { continue }
                        need(field.type)
                    }
                case .union(let union): union.variants.map(\.type).forEach(need)
                case .enumeration: break
                }
            }
        }
        values = candidates.filter { !needed.contains($0.key) }
    }
}
