/// A generated union: an enum with one case per variant, each holding the variant's value.
package struct UnionModel: Sendable, Hashable {
    /// The Swift type name.
    package var name: String
    /// Doc comment lines.
    package var docLines: [String]
    /// The protocols it conforms to (`Codable`, optionally `Hashable`, `Sendable`).
    package var conformances: [String]
    /// Whether every variant is a scalar or an enum: the union conforms to RouteKit's
    /// `ScalarUnionParameter` and a parameter may have it.
    package var isParameter: Bool
    /// The cases, in the order decoding tries them.
    package var variants: [UnionVariantModel]
    /// How the JSON object names its variant; `nil` when decoding tries each variant in turn.
    package var discriminator: UnionDiscriminatorModel?
    /// Without a discriminator, the message of the error thrown when no variant decodes; `nil`
    /// for a positional union, which is not decoded from JSON.
    package var noMatchMessage: String?
    /// The types declared inside it: the models of the inline schemas it holds, named by the
    /// model stage's nesting step from their full names (`Pet.Owner` inside `Pet`).
    package var nestedTypes: [TypeModel] = []
    /// Whether it is the element of a stream of parts by position (``StreamPartsBuilder``):
    /// made from a part and its position, and sent as a part, rather than JSON.
    package var isPositional = false
    /// With `--examples`, its examples as values of it (``ExampleLiterals``): its `examples`.
    package var examples = ModelExamples()
}

/// One case of a generated union.
package struct UnionVariantModel: Sendable, Hashable {
    /// The case identifier, escaped where needed.
    package var name: String
    /// The associated value's type, which the render stage spells inside the namespace, from
    /// the union's body.
    package var type: TypeReference
    /// Doc comment lines.
    package var docLines: [String]
    /// Whether the case is `indirect` (its value can contain the union again).
    package var isIndirect: Bool
    /// With a discriminator, the values that select this variant (`cat`, `kitty`), unquoted;
    /// empty otherwise, and for the variant `default:` decodes.
    package var discriminatorValues: [String] = []
    /// The discriminator `encode(to:)` writes beside the value, for a variant whose model has no
    /// such field: without it the JSON would not decode again; `nil` for any other variant.
    package var addedDiscriminator: AddedDiscriminator? = nil
    /// Of a positional union: the part the case holds the value of.
    package var part: PositionalPartModel? = nil
}

/// A part of a stream of parts by position (``StreamPartsBuilder``), as a case of its enum
/// holds it: where it comes, its media type and how its body becomes the value.
package struct PositionalPartModel: Sendable, Hashable {
    /// Its position, from 0; `nil` for the parts after the prefix.
    package var position: Int?
    /// The media type it is sent as.
    package var contentType: String
    /// How its body becomes the case's value, and the value its body: JSON, text or bytes.
    package var reading: StreamPartSpec.Reading
}

/// The case of a union that objects with an unknown or missing discriminator decode as.
package struct UnionDefaultCase: Sendable, Hashable {
    /// The case identifier, escaped where needed.
    package var name: String
    /// The associated value's type, which the render stage spells inside the namespace, from
    /// the union's body.
    package var type: TypeReference
}

/// A discriminator a union writes for a variant whose model has no field for it.
package struct AddedDiscriminator: Sendable, Hashable {
    /// The JSON key, unquoted.
    package var key: String
    /// The value that selects the variant, unquoted.
    package var value: String
}

/// The property of a union's JSON object that names its variant.
package struct UnionDiscriminatorModel: Sendable, Hashable {
    /// The JSON key.
    package var key: String
    /// The case an object decodes as when the property is missing or selects no variant
    /// (`defaultMapping`); `nil` when such an object throws.
    package var defaultCase: UnionDefaultCase?
    /// The message of the error thrown for an unknown value: a string literal that
    /// interpolates the decoded `value`.
    package var unknownValueMessage: String
}
