/// Reading a model: its fields, its enum cases and the `deprecated:` that models, fields and
/// routes share.
extension SpecReader {
    mutating func readModel(_ name: Located<String>, _ node: YAMLNode) -> ModelSpec? {
        guard
            let model = MappingReader<SpecKeys.Model>(
                node, what: "model \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        let doc = model.string(.doc, diagnostics: &diagnostics)?.value
        let kinds = model.given(among: SpecKeys.Model.kinds)
        guard let kind = kinds.first, let kindNode = model[kind] else {
            diagnostics.append(
                .error(
                    "model \"\(name.value)\" needs \"fields\" (a struct), \"enum\" (a string enum) or \"oneOf\" (a union)",
                    at: name.location))
            return nil
        }
        for extra in kinds.dropFirst() {
            diagnostics.append(
                .error(
                    "model \"\(name.value)\" has both \"\(kind.rawValue)\" and \"\(extra.rawValue)\"; a model is one or the other",
                    at: model.location(of: extra)))
        }
        for key in [SpecKeys.Model.discriminator, .mapping] where kind != .oneOf {
            if let keyNode = model.keyNode(key) {
                diagnostics.append(
                    .error("\"\(key.rawValue)\" applies only to unions (\"oneOf\")", at: keyNode.location))
            }
        }
        var isOpen = false
        if let open = model[.open] {
            if kind == .enum {
                isOpen = readBool(open, key: "open") ?? false
            } else {
                diagnostics.append(
                    .error("\"open\" applies only to string enums (\"enum\")", at: model.location(of: .open)))
            }
        }
        let additional = readAdditionalProperties(model, kind: kind)
        let deprecated = readDeprecated(model[.deprecated])
        guard kinds.count == 1 else { return nil }
        var spec: ModelSpec
        switch kind {
        case .fields:
            spec = ModelSpec(
                name: name, kind: .object(readFields(kindNode, what: "fields of \"\(name.value)\"")), doc: doc,
                additionalProperties: additional)
        case .enum:
            let (cases, integers) = readCases(kindNode, model: name.value)
            spec = ModelSpec(
                name: name, kind: .enumeration(cases), doc: doc, isOpen: isOpen, hasIntegerValues: integers)
        default:
            guard let union = readUnion(model, name: name, node: kindNode) else { return nil }
            spec = ModelSpec(name: name, kind: .union(union), doc: doc)
        }
        spec.deprecated = deprecated
        spec.examples = readExamples(
            example: model[.example], examples: model[.examples], of: "model \"\(name.value)\"")
        return spec
    }

    /// `deprecated:` of a route, model or field: a plain `true` is `""`, a plain `false` (or no
    /// key) `nil`, anything else the message — so a quoted `"true"` is a message, as it reads.
    func readDeprecated(_ node: YAMLNode?) -> String? {
        guard let deprecated = node?.scalar else { return nil }
        switch deprecated.value {
        case "true" where !deprecated.isQuoted: return ""
        case "false" where !deprecated.isQuoted: return nil
        default: return deprecated.value
        }
    }

    /// The cases of `enum:`, and whether its values are integers: every value an unquoted
    /// integer (`{ low: 1, high: 3 }`) makes an integer enum; some but not all is an error.
    mutating func readCases(_ node: YAMLNode, model: String) -> (cases: [EnumCaseSpec], integers: Bool) {
        if let items = node.sequence {
            let cases = items.compactMap { item -> EnumCaseSpec? in
                guard let scalar = item.scalar else {
                    diagnostics.append(.error("expected an enum case, found \(item.kindName)", at: item.location))
                    return nil
                }
                if Self.isIntegerValue(item) {
                    diagnostics.append(
                        .error(
                            "enum case \(scalar.value) of \"\(model)\" is a number: an integer enum names its cases, as in \"enum: { low: 1, high: 2 }\"; quote the values of a string enum",
                            at: item.location))
                    return nil
                }
                return EnumCaseSpec(name: Located(scalar.value, at: item.location), rawValue: scalar.value)
            }
            return (cases, false)
        }
        var integerValues: [YAMLNode] = []
        var otherValues: [(name: Located<String>, node: YAMLNode?)] = []
        let cases = entries(of: node, what: "the enum of \"\(model)\"").compactMap { name, value -> EnumCaseSpec? in
            if let scalar = value.scalar, !value.isNull {
                if Self.isIntegerValue(value) { integerValues.append(value) } else { otherValues.append((name, value)) }
                return EnumCaseSpec(name: name, rawValue: scalar.value)
            }
            guard
                let mapping = MappingReader<SpecKeys.EnumCase>(
                    value, what: "enum case \"\(name.value)\"", diagnostics: &diagnostics)
            else { return nil }
            if let valueNode = mapping[.value], Self.isIntegerValue(valueNode) {
                integerValues.append(valueNode)
            } else {
                otherValues.append((name, mapping[.value]))
            }
            return EnumCaseSpec(
                name: name,
                rawValue: mapping.string(.value, diagnostics: &diagnostics)?.value ?? name.value,
                doc: mapping.string(.doc, diagnostics: &diagnostics)?.value)
        }
        if !integerValues.isEmpty, let other = otherValues.first {
            let shown = other.node?.scalar.map { "\"\($0.value)\"" } ?? "its name"
            diagnostics.append(
                .error(
                    "enum case \"\(other.name.value)\" of \"\(model)\" has the value \(shown), but other cases have integers: give every case an integer, or quote them all for a string enum",
                    at: other.node?.location ?? other.name.location))
        }
        return (cases, !integerValues.isEmpty && otherValues.isEmpty)
    }

    /// An unquoted scalar that is a 64-bit integer: what makes an enum's values integers.
    private static func isIntegerValue(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return Int64(scalar.value) != nil
    }
}
