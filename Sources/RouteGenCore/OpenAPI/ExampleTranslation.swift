/// Examples: a schema's `example` and `examples` list; a parameter's, header's or media type's
/// `example` and `examples` by name, each an Example object or a `$ref` to one
/// (`components/examples`). Kept as ``ExampleSpec`` values for the model stage to check and
/// the writers to write back; `externalValue` is kept as written, never fetched.
extension SchemaTranslator {
    /// The examples written on the schema `node` itself (a `$ref`'s siblings too, never its
    /// target's): `example`, then each value of `examples`, JSON Schema's list.
    mutating func schemaExamples(_ node: YAMLNode) -> [ExampleSpec] {
        guard node.mapping != nil else { return [] }
        var result: [ExampleSpec] = []
        if let example = node.value(forKey: "example") {
            result.append(ExampleSpec(place: .single, value: ExampleValue(example), at: example.location))
        }
        guard let examples = node.value(forKey: "examples") else { return result }
        guard let items = examples.sequence else {
            log.warn(
                .examples, "a schema's \"examples\" is a list of values, found \(examples.kindName): it is left out",
                at: examples.location)
            return result
        }
        for (index, item) in items.enumerated() {
            result.append(ExampleSpec(place: .listed(index), value: ExampleValue(item), at: item.location))
        }
        return result
    }

    /// The examples of the parameter, header or media type `node`: `example`, then the Example
    /// objects of `examples` by name, references followed.
    mutating func objectExamples(_ node: YAMLNode) -> [ExampleSpec] {
        var result: [ExampleSpec] = []
        if let example = node.value(forKey: "example") {
            result.append(ExampleSpec(place: .single, value: ExampleValue(example), at: example.location))
        }
        guard let examples = node.value(forKey: "examples") else { return result }
        guard let pairs = examples.mapping else {
            log.warn(
                .examples,
                "expected \"examples\" to be a mapping of Example objects by name, found \(examples.kindName): it is left out",
                at: examples.location)
            return result
        }
        for pair in pairs {
            guard let name = pair.key.scalar?.value, !name.hasPrefix("x-"),
                let (object, _) = dereference(pair.value)
            else { continue }
            guard object.mapping != nil else {
                log.warn(
                    .examples,
                    "expected the example \"\(name)\" to be an Example object (value, summary…), found \(object.kindName): it is left out",
                    at: pair.value.location)
                continue
            }
            // One without a value of any kind (its keys misspelt, which KeyCheck reports) says nothing.
            guard
                (["value"] + ExampleSpec.excludedBesideValue).contains(where: {
                    object.value(forKey: $0) != nil
                })
            else { continue }
            let text = { (key: String) in object.value(forKey: key)?.scalar?.value }
            let (example, conflict) = ExampleSpec.object(
                named: Located(name, at: pair.key.location), summary: text("summary"), description: text("description"),
                value: object.value(forKey: "value"), dataValue: object.value(forKey: "dataValue"),
                serializedValue: text("serializedValue"), externalValue: text("externalValue"))
            if let conflict {
                log.warn(
                    .examples,
                    "the example \"\(name)\" has \"value\" beside \"\(conflict.key)\", which OpenAPI forbids: the value is left out",
                    at: conflict.at)
            }
            result.append(example)
        }
        return result
    }
}
