/// Writes a spec's examples where OpenAPI holds them, so the OpenAPI stage reads them back: a
/// schema's `example` and `examples` list; a parameter's or media type's `example` and Example
/// objects by name.
///
/// A schema has no place for a name or a summary, so a model's or field's named examples are
/// written as values of its `examples` list. A listed example where Example objects belong (a
/// parameter's, a body's, a response's) is named `example1`, `example2`…. `dataValue` and
/// `serializedValue` are OpenAPI 3.2's: a 3.1 document writes a `dataValue` as `value` and leaves
/// a `serializedValue` out with a warning (``OnlyInOpenAPI32``).
struct ExampleExporter {
    /// The version written.
    let version: OpenAPIVersion

    /// The entries of a schema with `examples`.
    func schemaEntries(_ examples: [ExampleSpec]) -> [(key: String, value: ExportNode)] {
        var entries: [(key: String, value: ExportNode)] = []
        if let single = examples.first(where: { $0.place == .single }), let value = single.value {
            entries.append(("example", Self.node(value)))
        }
        let listed = examples.filter { $0.place != .single }.compactMap(\.value)
        if !listed.isEmpty { entries.append(("examples", .sequence(listed.map(Self.node)))) }
        return entries
    }

    /// The entries of a parameter or media type with `examples`.
    func objectEntries(_ examples: [ExampleSpec]) -> [(key: String, value: ExportNode)] {
        var entries: [(key: String, value: ExportNode)] = []
        if let single = examples.first(where: { $0.place == .single }), let value = single.value {
            entries.append(("example", Self.node(value)))
        }
        var named: [(key: String, value: ExportNode)] = []
        for example in examples {
            switch example.place {
            case .single: continue
            case .listed(let index): named.append(("example\(index + 1)", object(example)))
            case .named(let name): named.append((name.value, object(example)))
            }
        }
        if !named.isEmpty { entries.append(("examples", .mapping(named))) }
        return entries
    }

    /// `media` (a media type object) with `examples` added.
    func media(_ media: ExportNode, with examples: [ExampleSpec]) -> ExportNode {
        examples.isEmpty ? media : .mapping(media.entries + objectEntries(examples))
    }

    /// An Example object.
    private func object(_ example: ExampleSpec) -> ExportNode {
        var entries: [(key: String, value: ExportNode)] = []
        if let summary = example.summary { entries.append(("summary", .text(summary))) }
        if let description = example.description { entries.append(("description", .text(description))) }
        if let value = example.value {
            entries.append((example.isDataValue && version == .v3_2 ? "dataValue" : "value", Self.node(value)))
        }
        if let serialized = example.serializedValue, version == .v3_2 {
            entries.append(("serializedValue", .text(serialized)))
        }
        if let external = example.externalValue { entries.append(("externalValue", .text(external))) }
        return .mapping(entries)
    }

    /// The value as written in a document: text quoted where it would read as another kind.
    static func node(_ value: ExampleValue) -> ExportNode {
        switch value {
        case .null: .literal("null")
        case .bool(let flag, _): .literal(flag ? "true" : "false")
        case .number(let text, _): .literal(text)
        case .string(let text, _): .text(text)
        case .array(let items, _): .sequence(items.map(node))
        case .object(let members, _): .mapping(members.map { ($0.key.value, node($0.value)) })
        }
    }

    /// The examples of `files` the export cannot place: those of a response the document writes
    /// no body for.
    static func warnings(_ files: [SpecFile]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for route in files.flatMap(\.routes) {
            for response in route.responseExamples where !hasBody(route, status: response.status.value) {
                warnings.append(
                    .warning(
                        .export,
                        "the examples of status \(response.status.value) of \"\(route.name.value)\" have no response body in OpenAPI to be written with: they are left out",
                        at: response.status.location))
            }
        }
        return warnings
    }

    /// Whether the response `status` of `route` is written with a body.
    private static func hasBody(_ route: RouteSpec, status: String) -> Bool {
        if OperationExporter.isSuccess(status) {
            guard !route.responses.isEmpty else { return route.response != nil }
            return route.responses.contains { String($0.status) == status && $0.type != nil }
        }
        if let key = ResponseStatus(status), key.isRange || key == .default {
            return route.errors.contains { $0.status == nil }
        }
        return route.errors.contains { $0.status.map(String.init) == status }
    }
}
