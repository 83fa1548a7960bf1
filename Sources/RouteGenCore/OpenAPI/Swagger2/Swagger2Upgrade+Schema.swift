/// Schemas: 2.0's are 3.0's but for a few spellings, upgraded here wherever one nests.
extension Swagger2Upgrade {
    /// The keys whose value is one schema, a list of schemas or a map of schemas.
    private static let schemaValued: Set = ["items", "additionalProperties", "not"]
    private static let schemaListed: Set = ["allOf", "anyOf", "oneOf"]

    /// The schema `node` upgraded: `x-nullable` is `nullable`, a `discriminator` given as a
    /// property name is `{ propertyName: … }`, `type: file` is a binary string; the schemas it
    /// holds likewise.
    mutating func schema(_ node: YAMLNode) -> YAMLNode {
        guard let pairs = node.mapping else { return node }
        let isFile = node.value(forKey: "type")?.isScalar("file") ?? false
        var upgraded: [YAMLPair] = []
        for pair in pairs {
            guard let key = pair.keyText else {
                upgraded.append(pair)
                continue
            }
            switch key {
            case "x-nullable" where node.value(forKey: "nullable") == nil:
                upgraded.append(YAMLPair(key: .upgradedScalar("nullable", at: pair.key.location), value: pair.value))
            case "discriminator" where pair.value.scalar != nil:
                upgraded.append(
                    YAMLPair(
                        key: pair.key,
                        value: .upgradedMapping([.upgraded("propertyName", pair.value)], at: pair.value.location)))
            case "type" where isFile:
                upgraded.append(YAMLPair(key: pair.key, value: .upgradedScalar("string", at: pair.value.location)))
                upgraded.append(.upgraded("format", .upgradedScalar("binary", at: pair.value.location)))
            case "format" where isFile:
                break
            case let key where Self.schemaValued.contains(key):
                if let items = pair.value.sequence {
                    upgraded.append(
                        YAMLPair(
                            key: pair.key, value: .upgradedSequence(items.map { schema($0) }, at: pair.value.location)))
                } else {
                    upgraded.append(YAMLPair(key: pair.key, value: schema(pair.value)))
                }
            case let key where Self.schemaListed.contains(key):
                let items = (pair.value.sequence ?? []).map { schema($0) }
                upgraded.append(
                    YAMLPair(
                        key: pair.key,
                        value: pair.value.sequence == nil
                            ? pair.value : .upgradedSequence(items, at: pair.value.location)))
            case "properties":
                upgraded.append(YAMLPair(key: pair.key, value: mapValues(pair.value) { $0.schema($1) }))
            default:
                upgraded.append(pair)
            }
        }
        return node.withPairs(upgraded)
    }
}
