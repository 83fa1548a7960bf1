/// How a union's decoding and `encode(to:)` are spelled, from what the model says of each
/// variant; and, for the enum of a stream's parts by position, how each part is read and sent.
extension UnionVariantModel {
    /// The `case` patterns of the discriminator values that select it (`"cat", "kitty"`); empty
    /// when none does.
    var discriminatorPatterns: String {
        discriminatorValues.map(SwiftText.stringLiteral).joined(separator: ", ")
    }

    /// Of a positional union: the expression making the value from the part's `body`.
    var partRead: String {
        switch part?.reading {
        case .json?: "try coding.decoder.decode(\(type.spelling).self, from: body)"
        case .text?: "try RouteKit.PartBody.text(body)"
        case .bytes?: "body"
        case nil: ""
        }
    }

    /// Of a positional union: the `(contentType, body)` the part holding `value` is sent as.
    var partWrite: String {
        guard let part else { return "" }
        let literal = SwiftText.stringLiteral(part.contentType)
        return switch part.reading {
        case .json: "(\(literal), try coding.encoder.encode(value))"
        case .text: "(\(literal), Data(value.utf8))"
        case .bytes: "(\(literal), value)"
        }
    }

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

extension PositionalPartModel {
    /// The `switch index` label of its position: `case 0`, or `default` for the parts after the
    /// prefix.
    var label: String { position.map { "case \($0)" } ?? "default" }
}
