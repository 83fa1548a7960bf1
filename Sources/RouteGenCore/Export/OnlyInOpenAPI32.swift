/// What a spec says that only OpenAPI 3.2 has words for: a 3.1 export leaves each out with a
/// warning where the spec says it, naming `--openapi-version 3.2`, rather than dropping it
/// unsaid or writing a key 3.1 tools reject.
enum OnlyInOpenAPI32 {
    /// The warnings of a 3.1 export of `files`.
    static func warnings(_ files: [SpecFile]) -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        for model in files.flatMap(\.models) {
            guard case .union(let union) = model.kind, let defaultVariant = union.defaultVariant else { continue }
            warnings.append(
                .warning(
                    .export,
                    "the default variant of \"\(model.name.value)\" (defaultMapping) needs OpenAPI 3.2: it is left out of this 3.1 document; --openapi-version 3.2 writes it",
                    at: defaultVariant.location))
        }
        if let named = files.first(where: { !$0.servers.isEmpty })?.servers.first {
            warnings.append(
                .warning(
                    .export,
                    "the names of the servers need OpenAPI 3.2: this 3.1 document writes their URLs and docs without them; --openapi-version 3.2 writes them",
                    at: named.name.location))
        }
        for route in files.flatMap(\.routes) {
            if OperationPlacement(route.method.value, version: .v3_1) == nil {
                warnings.append(
                    .warning(
                        .export,
                        "the \(route.method.value) route \"\(route.name.value)\" needs OpenAPI 3.2 (a QUERY operation or additionalOperations): it is left out of this 3.1 document; --openapi-version 3.2 writes it",
                        at: route.method.location))
            }
            if let part = route.stream?.prefix.first {
                warnings.append(
                    .warning(
                        .export,
                        "the prefix parts of the stream of \"\(route.name.value)\" need OpenAPI 3.2 (prefixEncoding): this 3.1 document leaves them out and reads every part as the parts after them; --openapi-version 3.2 writes them",
                        at: part.name.location))
            }
            if let querystring = route.querystring {
                warnings.append(
                    .warning(
                        .export,
                        "the querystring parameter \"\(querystring.name.value)\" of \"\(route.name.value)\" needs OpenAPI 3.2 (in: querystring): it is left out of this 3.1 document; --openapi-version 3.2 writes it",
                        at: querystring.name.location))
            }
        }
        for example in allExamples(files) where example.serializedValue != nil {
            warnings.append(
                .warning(
                    .export,
                    "the serializedValue of an example needs OpenAPI 3.2: it is left out of this 3.1 document; --openapi-version 3.2 writes it",
                    at: example.location))
        }
        for tag in files.flatMap(\.tags) {
            let fields = TagExporter.onlyIn32(tag)
            guard !fields.isEmpty else { continue }
            warnings.append(
                .warning(
                    .export,
                    "the \(ListedText.listing(fields, .and)) of tag \"\(tag.name.value)\" need\(fields.count == 1 ? "s" : "") OpenAPI 3.2: left out of this 3.1 document; --openapi-version 3.2 writes \(fields.count == 1 ? "it" : "them")",
                    at: tag.name.location))
        }
        return warnings
    }

    /// Every example of `files`: of models, fields, parameters, bodies and responses.
    private static func allExamples(_ files: [SpecFile]) -> [ExampleSpec] {
        var examples: [ExampleSpec] = []
        for file in files {
            for model in file.models {
                examples += model.examples
                if case .object(let fields) = model.kind { examples += fields.flatMap(\.examples) }
            }
            for route in file.routes {
                let fields = route.pathParameters + route.query + route.headers
                examples += fields.flatMap(\.examples) + route.bodyExamples + route.responseExamples.flatMap(\.examples)
            }
        }
        return examples
    }
}
