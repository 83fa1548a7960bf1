/// How a union's `encode(to:)` is spelled, from what the model says of each variant.
extension UnionVariantModel {
    /// The body of this variant's case in `encode(to:)`, reading the bound `value` and the
    /// `encoder`: the value, then the discriminator its model has no field for.
    var encodeStatements: [String] {
        guard let added = addedDiscriminator else { return ["try value.encode(to: encoder)"] }
        return [
            "try value.encode(to: encoder)",
            "var container = encoder.container(keyedBy: RouteKit.JSONKey.self)",
            "try container.encode(\(SwiftText.stringLiteral(added.value)), forKey: \(SwiftText.stringLiteral(added.key)))",
        ]
    }
}
