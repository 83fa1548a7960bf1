extension SpecReader {
    /// `additional:` of a model: the type of the JSON keys it does not declare (`additional:
    /// JSONValue`), or the long form that also names the member and documents it (`additional:
    /// { type: Int, name: counts, doc: … }`). Only a struct (`fields:`) has one.
    mutating func readAdditionalProperties(_ model: MappingReader<SpecKeys.Model>, kind: SpecKeys.Model)
        -> AdditionalPropertiesSpec?
    {
        guard let key = model.keyNode(.additional), let node = model[.additional] else { return nil }
        guard kind == .fields else {
            diagnostics.append(
                .error(
                    "\"additional\" applies only to structs (\"fields\"), whose undeclared JSON keys it keeps",
                    at: key.location))
            return nil
        }
        let defaultName = Located(AdditionalPropertiesSpec.defaultName, at: key.location)
        guard node.mapping != nil else {
            return typeExpression(node).map { AdditionalPropertiesSpec(name: defaultName, valueType: $0) }
        }
        guard
            let mapping = MappingReader<SpecKeys.Additional>(node, what: "\"additional\"", diagnostics: &diagnostics)
        else { return nil }
        guard let typeNode = mapping[.type] else {
            diagnostics.append(
                .error(
                    "\"additional\" needs a \"type\", the type of each value (JSONValue for any JSON)",
                    at: mapping.location))
            return nil
        }
        guard let type = typeExpression(typeNode) else { return nil }
        let name = mapping.string(.name, diagnostics: &diagnostics)
        if let name, name.value.isEmpty {
            diagnostics.append(
                .error("\"name\" of \"additional\" is the member's name and cannot be empty", at: name.location))
            return nil
        }
        return AdditionalPropertiesSpec(
            name: name ?? defaultName,
            valueType: type,
            doc: mapping.string(.doc, diagnostics: &diagnostics)?.value)
    }
}
