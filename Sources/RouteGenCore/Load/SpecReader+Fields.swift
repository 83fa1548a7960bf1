/// Reading field maps, type expressions and defaults, which models, routes and shared parameters
/// share.
extension SpecReader {
    /// The fields of a field map; `style:` and `explode:` are read where `allowsStyle`,
    /// `contentType:` where `allowsContentType`, and reported elsewhere.
    /// `name: $shared` is read where `allowsReference` (a route's path, query and headers).
    mutating func readFields(
        _ node: YAMLNode, what: String, allowsStyle: Bool = false, allowsContentType: Bool = false,
        allowsReference: Bool = false
    ) -> [FieldSpec] {
        entries(of: node, what: what).compactMap {
            readField(
                $0, $1, allowsStyle: allowsStyle, allowsContentType: allowsContentType, allowsReference: allowsReference
            )
        }
    }

    mutating func readField(
        _ name: Located<String>, _ node: YAMLNode, allowsStyle: Bool, allowsContentType: Bool = false,
        allowsReference: Bool = false
    ) -> FieldSpec? {
        if let scalar = node.scalar, !node.isNull, scalar.value.hasPrefix("$") {
            return readReference(name, scalar.value, node: node, allowed: allowsReference)
        }
        if let scalar = node.scalar, !node.isNull {
            let split = TypeExpressionParser.splitDefault(scalar.value)
            guard let type = parseType(split.type, node: node) else { return nil }
            var defaultValue: DefaultValue?
            if let text = split.defaultText {
                let location = offset(node, by: split.defaultOffset)
                guard !text.isEmpty else {
                    diagnostics.append(.error("expected a default value after \"=\"", at: location))
                    return nil
                }
                defaultValue = Self.shorthandDefault(text, at: location)
            }
            return FieldSpec(name: name, type: type, defaultValue: defaultValue)
        }
        if node.sequence != nil {
            return typeExpression(node).map { FieldSpec(name: name, type: $0) }
        }
        guard
            let mapping = MappingReader<SpecKeys.Field>(
                node, what: "field \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        guard let typeNode = mapping[.type] else {
            diagnostics.append(.error("field \"\(name.value)\" needs a \"type\"", at: mapping.location))
            return nil
        }
        guard let type = typeExpression(typeNode) else { return nil }
        var field = FieldSpec(
            name: name,
            type: type,
            defaultValue: mapping[.default].map(Self.defaultValue),
            doc: mapping.string(.doc, diagnostics: &diagnostics)?.value,
            key: mapping.string(.key, diagnostics: &diagnostics)?.value,
            style: readStyle(mapping, allowed: allowsStyle),
            contentType: readPartContentType(mapping, allowed: allowsContentType))
        field.deprecated = readDeprecated(mapping[.deprecated])
        field.examples = readExamples(
            example: mapping[.example], examples: mapping[.examples], of: "field \"\(name.value)\"")
        return field
    }

    /// A type written as a scalar (`"[Tag]?"`), or as the flow sequence YAML makes of an
    /// unquoted `[Tag]` or `[String: Int]`.
    mutating func typeExpression(_ node: YAMLNode) -> TypeExpression? {
        switch node.content {
        case .scalar(let scalar) where !node.isNull:
            return parseType(scalar.value, node: node)
        case .sequence(let items) where items.count == 1:
            if let pairs = items[0].mapping, pairs.count == 1 {
                guard pairs[0].key.scalar?.value == "String" else {
                    diagnostics.append(.error("dictionary keys must be String", at: pairs[0].key.location))
                    return nil
                }
                return typeExpression(pairs[0].value).map(TypeExpression.dictionary)
            }
            return typeExpression(items[0]).map(TypeExpression.array)
        default:
            diagnostics.append(
                .error("expected a type such as String, [Tag] or \"[Tag]?\", found \(node.kindName)", at: node.location)
            )
            return nil
        }
    }

    mutating func parseType(_ text: String, node: YAMLNode) -> TypeExpression? {
        switch TypeExpressionParser.parse(text, at: offset(node, by: 0)) {
        case .success(let type): return type
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// The location `columns` characters into a scalar's text (past its opening quote).
    func offset(_ node: YAMLNode, by columns: Int) -> SourceLocation {
        var location = node.location
        location.column +=
            columns + ((node.scalar?.style == .singleQuoted || node.scalar?.style == .doubleQuoted) ? 1 : 0)
        return location
    }

    /// A default written in the long form: a YAML scalar, sequence or empty mapping.
    static func defaultValue(_ node: YAMLNode) -> DefaultValue {
        switch node.content {
        case .scalar(let scalar): .scalar(scalar.value, quoted: scalar.isQuoted, at: node.location)
        case .sequence(let items): .list(items.map(defaultValue), at: node.location)
        case .mapping: .emptyMapping(at: node.location)
        }
    }

    /// A default written after `=`: `1`, `"text"`, `[]`, `[a, b]`, `{}`.
    static func shorthandDefault(_ text: String, at location: SourceLocation) -> DefaultValue {
        if text.count >= 2, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
            return .scalar(String(text.dropFirst().dropLast()), quoted: true, at: location)
        }
        if text == "{}" { return .emptyMapping(at: location) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast()).trimmingSpaces
            let items = inner.isEmpty ? [] : inner.split(separator: ",").map { String($0).trimmingSpaces }
            return .list(items.map { shorthandDefault($0, at: location) }, at: location)
        }
        return .scalar(text, quoted: false, at: location)
    }
}
