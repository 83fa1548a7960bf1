/// Reading `example:` and `examples:` of fields, models and routes, in OpenAPI's shapes: a value;
/// a list of values (a JSON Schema's `examples`) or Example objects by name.
extension SpecReader {
    /// The examples of a field or model: `example`'s value, then those of `examples`.
    mutating func readExamples(example: YAMLNode?, examples: YAMLNode?, of what: String) -> [ExampleSpec] {
        var result: [ExampleSpec] = []
        if let example {
            result.append(ExampleSpec(place: .single, value: ExampleValue(example), at: example.location))
        }
        if let examples { result += readExampleList(examples, of: what) }
        return result
    }

    /// `examples:`: a list of values, or a mapping of Example objects by name.
    mutating func readExampleList(_ node: YAMLNode, of what: String) -> [ExampleSpec] {
        if let items = node.sequence {
            return items.enumerated().map { index, item in
                ExampleSpec(place: .listed(index), value: ExampleValue(item), at: item.location)
            }
        }
        guard node.mapping != nil else {
            diagnostics.append(
                .error(
                    "expected the examples of \(what) to be a mapping of examples by name, or a list of values, found \(node.kindName)",
                    at: node.location))
            return []
        }
        return entries(of: node, what: "the examples of \(what)").compactMap { readExampleObject($0, $1) }
    }

    /// One Example object: `summary`, `description`, and its value as `value`, `dataValue`,
    /// `serializedValue` or `externalValue` (OpenAPI 3.2's keys, which `value` excludes).
    private mutating func readExampleObject(_ name: Located<String>, _ node: YAMLNode) -> ExampleSpec? {
        guard
            let mapping = MappingReader<SpecKeys.Example>(
                node, what: "example \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        let (example, conflict) = ExampleSpec.object(
            named: name, summary: mapping.string(.summary, diagnostics: &diagnostics)?.value,
            description: mapping.string(.description, diagnostics: &diagnostics)?.value, value: mapping[.value],
            dataValue: mapping[.dataValue],
            serializedValue: mapping.string(.serializedValue, diagnostics: &diagnostics)?.value,
            externalValue: mapping.string(.externalValue, diagnostics: &diagnostics)?.value)
        if let conflict {
            diagnostics.append(
                .error(
                    "example \"\(name.value)\" has \"value\" beside \"\(conflict.key)\": write one of value, dataValue, serializedValue and externalValue",
                    at: conflict.at))
        }
        if mapping.given(among: [.value, .dataValue, .serializedValue, .externalValue]).isEmpty {
            diagnostics.append(
                .error(
                    "example \"\(name.value)\" needs \"value\" (or dataValue, serializedValue, externalValue)",
                    at: name.location))
        }
        return example
    }

    /// A route's `example:` (a value by place) and `examples:` (examples by place, as a field's):
    /// each place is `body` or a response status (`200`, `4XX`, `default`).
    mutating func readRouteExamples(example: YAMLNode?, examples: YAMLNode?, into route: inout RouteSpec) {
        var places: [(place: Located<String>, examples: [ExampleSpec])] = []
        for (place, node) in example.map({ entries(of: $0, what: "the example of \"\(route.name.value)\"") }) ?? [] {
            places.append((place, [ExampleSpec(place: .single, value: ExampleValue(node), at: node.location)]))
        }
        for (place, node) in examples.map({ entries(of: $0, what: "the examples of \"\(route.name.value)\"") }) ?? [] {
            places.append((place, readExampleList(node, of: "\"\(place.value)\" of \"\(route.name.value)\"")))
        }
        for (place, found) in places {
            if place.value == "body" {
                if route.body == nil {
                    diagnostics.append(
                        .error("route \"\(route.name.value)\" has no body to give examples of", at: place.location))
                }
                route.bodyExamples += found
            } else if ResponseStatus(place.value) != nil {
                if let index = route.responseExamples.firstIndex(where: { $0.status.value == place.value }) {
                    route.responseExamples[index].examples += found
                } else {
                    route.responseExamples.append(ResponseExamplesSpec(status: place, examples: found))
                }
            } else {
                diagnostics.append(
                    .error(
                        "expected \"body\", a status (200, 4XX) or \"default\" as a place of examples of \"\(route.name.value)\", found \"\(place.value)\"",
                        at: place.location))
            }
        }
    }
}
