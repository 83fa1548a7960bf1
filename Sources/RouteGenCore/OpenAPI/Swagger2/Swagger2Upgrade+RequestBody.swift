/// Request bodies: 2.0's one `in: body` parameter, or its `in: formData` fields, become 3.0's
/// `requestBody`, with a media type per type the operation `consumes`.
extension Swagger2Upgrade {
    /// The form media types, which `consumes` may name for a body of form fields.
    static let formMediaTypes: Set = ["application/x-www-form-urlencoded", "multipart/form-data"]

    /// The request body of `body` or, without one, of the form fields `form`; `nil` when there
    /// is neither. A body is sent as every type of `consumes` that is no form type
    /// (`application/json` when it names none). Form fields are one object schema, sent as
    /// `multipart/form-data` when `consumes` names it or a field is a file, else as
    /// `application/x-www-form-urlencoded`.
    mutating func requestBody(body: YAMLNode?, form: [YAMLNode], consumes: [String]?) -> YAMLNode? {
        if let body {
            if let field = form.first {
                warn(
                    .requestBodies, "form fields beside a body parameter are left out: an operation has one body",
                    at: field.location)
            }
            var pairs: [YAMLPair] = []
            for pair in body.mapping ?? [] {
                switch pair.keyText {
                case "description", "required": pairs.append(pair)
                case "schema":
                    let types = (consumes ?? []).filter { !Self.formMediaTypes.contains($0) }
                    let schema = self.schema(pair.value)
                    let content = (types.isEmpty ? [Self.defaultMediaType] : types).map { type in
                        YAMLPair.upgraded(
                            type, .upgradedMapping([YAMLPair(key: pair.key, value: schema)], at: pair.value.location),
                            at: pair.key.location)
                    }
                    pairs.append(
                        .upgraded("content", .upgradedMapping(content, at: pair.value.location), at: pair.key.location))
                case let key? where key.hasPrefix("x-"): pairs.append(pair)
                default: break
                }
            }
            return body.withPairs(pairs)
        }
        guard let first = form.first else { return nil }
        return formBody(form, consumes: consumes, at: first.location)
    }

    /// The form fields `form` as one request body, written at `location`.
    private mutating func formBody(_ form: [YAMLNode], consumes: [String]?, at location: SourceLocation) -> YAMLNode {
        var properties: [YAMLPair] = []
        var required: [YAMLNode] = []
        var hasFile = false
        for field in form {
            guard let nameNode = field.value(forKey: "name"), let name = nameNode.scalar?.value else {
                warn(.malformed, "a form field without a name is left out", at: field.location)
                continue
            }
            hasFile = hasFile || (field.value(forKey: "type")?.isScalar("file") ?? false)
            let (schema, rest) = simpleSchema(of: field)
            if field.value(forKey: "type")?.isScalar("array") ?? false {
                let format = field.value(forKey: "collectionFormat")
                if !(format?.isScalar("multi") ?? false) {
                    warn(
                        .parameterStyles,
                        "the form field \"\(name)\" is an array in collection format \"\(format?.scalar?.value ?? "csv")\": it is sent as repeated fields (multi)",
                        at: format?.location ?? field.location)
                }
            }
            var property = (schema?.mapping ?? []) + rest.filter { ["description"].contains($0.keyText) }
            property += rest.filter { $0.keyText?.hasPrefix("x-") ?? false }
            if field.value(forKey: "allowEmptyValue") != nil {
                warn(
                    .malformed, "allowEmptyValue of a form field cannot be expressed: it is left out",
                    at: field.location)
            }
            properties.append(.upgraded(name, .upgradedMapping(property, at: field.location), at: nameNode.location))
            if field.value(forKey: "required")?.isScalar("true") ?? false {
                required.append(.upgradedScalar(name, at: nameNode.location))
            }
        }
        let multipart = hasFile || (consumes ?? []).contains("multipart/form-data")
        let mediaType = multipart ? "multipart/form-data" : "application/x-www-form-urlencoded"
        var schema: [YAMLPair] = [
            .upgraded("type", .upgradedScalar("object", at: location)),
            .upgraded("properties", .upgradedMapping(properties, at: location)),
        ]
        if !required.isEmpty { schema.append(.upgraded("required", .upgradedSequence(required, at: location))) }
        let media = YAMLNode.upgradedMapping(
            [.upgraded("schema", .upgradedMapping(schema, at: location))], at: location)
        var body: [YAMLPair] = [
            .upgraded("content", .upgradedMapping([.upgraded(mediaType, media)], at: location))
        ]
        if !required.isEmpty { body.append(.upgraded("required", .upgradedScalar("true", at: location))) }
        return .upgradedMapping(body, at: location)
    }
}
