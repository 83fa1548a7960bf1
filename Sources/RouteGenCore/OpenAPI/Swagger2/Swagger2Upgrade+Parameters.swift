/// Path, query and header parameters, and the other places 2.0 types a value by `type` and
/// `format` instead of a schema (form fields, response headers, `items`).
extension Swagger2Upgrade {
    /// The keys of a 2.0 parameter, header or `items` that 3.0 moves into the schema.
    static let schemaKeys: Set = [
        "type", "format", "items", "enum", "default", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "multipleOf",
    ]

    /// The parameter `node` (not a body or form field) upgraded: its type keys as a `schema`
    /// where its `type` was, its `collectionFormat` as the `style` and `explode` that send an
    /// array alike. `allowEmptyValue` and the keys 3.0 shares stay.
    mutating func parameter(_ node: YAMLNode) -> YAMLNode {
        guard let pairs = node.mapping, node.value(forKey: "$ref") == nil else { return node }
        let place = node.value(forKey: "in")?.scalar?.value
        let (schema, rest) = simpleSchema(of: node)
        var upgraded: [YAMLPair] = []
        var schemaWritten = false
        for pair in rest {
            if pair.keyText == "collectionFormat" { continue }
            // The example tools of 2.0 read (2.0 has no parameter example): 3.0's `example`.
            if pair.keyText == "x-example" {
                upgraded.append(.upgraded("example", pair.value, at: pair.key.location))
                continue
            }
            upgraded.append(pair)
        }
        if let schema {
            // Where `type` was, or after the other keys.
            let typeKey = pairs.first { $0.keyText == "type" }?.key.location ?? schema.location
            upgraded.append(.upgraded("schema", schema, at: typeKey))
            schemaWritten = true
        }
        if schemaWritten, node.value(forKey: "type")?.isScalar("array") ?? false {
            upgraded += style(of: node, in: place)
        }
        return node.withPairs(upgraded)
    }

    /// The `style` and `explode` of the array parameter `node` in `place`: `csv` (2.0's default)
    /// is `form` without explode in a query and 3.0's default `simple` in a path or header;
    /// `ssv` and `pipes` are `spaceDelimited` and `pipeDelimited`, `multi` is `form` with
    /// explode. `tsv`, which 3.0 cannot say, warns and is sent as `csv`.
    mutating func style(of node: YAMLNode, in place: String?) -> [YAMLPair] {
        let formatNode = node.value(forKey: "collectionFormat")
        let location = formatNode?.location ?? node.value(forKey: "type")?.location ?? node.location
        var format = formatNode?.scalar?.value ?? "csv"
        if format == "tsv" || !["csv", "ssv", "pipes", "multi"].contains(format) {
            warn(
                .parameterStyles,
                "the collection format \"\(format)\" cannot be expressed in OpenAPI 3: the items are sent comma-separated (csv)",
                at: location)
            format = "csv"
        }
        func pairs(_ style: String, explode: Bool) -> [YAMLPair] {
            [
                .upgraded("style", .upgradedScalar(style, at: location)),
                .upgraded("explode", .upgradedScalar(explode ? "true" : "false", at: location)),
            ]
        }
        guard place == "query" else {
            if format != "csv" {
                warn(
                    .parameterStyles,
                    "the collection format \"\(format)\" cannot be expressed outside a query: the items are sent comma-separated (csv)",
                    at: location)
            }
            return []
        }
        switch format {
        case "ssv": return pairs("spaceDelimited", explode: false)
        case "pipes": return pairs("pipeDelimited", explode: false)
        case "multi": return pairs("form", explode: true)
        default: return pairs("form", explode: false)
        }
    }

    /// The schema a 2.0 parameter, header, form field or `items` describes by its type keys,
    /// and its other pairs; `nil` when it names no type key. `type: file` is a binary string.
    mutating func simpleSchema(of node: YAMLNode) -> (schema: YAMLNode?, rest: [YAMLPair]) {
        var schema: [YAMLPair] = []
        var rest: [YAMLPair] = []
        for pair in node.mapping ?? [] {
            guard let key = pair.keyText, Self.schemaKeys.contains(key) else {
                rest.append(pair)
                continue
            }
            switch key {
            case "items":
                var items = simpleSchema(of: pair.value)
                if let format = pair.value.value(forKey: "collectionFormat"), !format.isScalar("csv") {
                    warn(
                        .parameterStyles,
                        "the collection format of nested items cannot be expressed in OpenAPI 3: they are sent comma-separated (csv)",
                        at: format.location)
                }
                items.rest.removeAll { $0.keyText == "collectionFormat" }
                let itemSchema = items.schema.map { $0.withPairs(($0.mapping ?? []) + items.rest) } ?? pair.value
                schema.append(YAMLPair(key: pair.key, value: itemSchema))
            case "type" where pair.value.isScalar("file"):
                schema.append(YAMLPair(key: pair.key, value: .upgradedScalar("string", at: pair.value.location)))
                schema.append(.upgraded("format", .upgradedScalar("binary", at: pair.value.location)))
            case "format" where node.value(forKey: "type")?.isScalar("file") ?? false:
                break
            default:
                schema.append(pair)
            }
        }
        guard let first = schema.first else { return (nil, rest) }
        return (.upgradedMapping(schema, at: first.value.location), rest)
    }
}
