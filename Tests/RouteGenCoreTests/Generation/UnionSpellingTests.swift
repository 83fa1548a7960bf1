import Testing

@testable import RouteGenCore

/// A union variant's `encode(to:)` is spelled in the render stage from what the model says:
/// the value, and the discriminator its model has no field for.
struct UnionSpellingTests {
    @Test func aVariantEncodesItsValueAndTheDiscriminatorItsModelLacks() {
        var moved = UnionVariantModel(
            name: "moved", type: "TaskMoved", docLines: [], isIndirect: false, discriminatorPatterns: #""task.moved""#)
        #expect(moved.encodeStatements == ["try value.encode(to: encoder)"])
        moved.addedDiscriminator = AddedDiscriminator(key: "type", value: "task.moved")
        #expect(
            moved.encodeStatements == [
                "try value.encode(to: encoder)", "var container = encoder.container(keyedBy: RouteKit.JSONKey.self)",
                #"try container.encode("task.moved", forKey: "type")"#,
            ])
    }
}
