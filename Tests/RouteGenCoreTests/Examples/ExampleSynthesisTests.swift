import Testing
@testable import RouteGenCore

/// ``ExampleSynthesis``: the smallest value of a type, as JSON text, for a route whose spec
/// documents no success example.
@Suite struct ExampleSynthesisTests {
    static let spec =
        header + """
            models:
              Pet:
                fields:
                  id: UUID
                  name: String
                  born: CalendarDate
                  seen: Date
                  home: URL
                  nickname: String?
                  size: Size = small
                  kind: Kind
                  level: Level
                  tags: "[String]"
                  extra: "[String: Int]"
                  owner: Owner
              Size: { enum: [small, large] }
              Kind: { enum: { cat: CAT, dog: DOG } }
              Level: { enum: { low: 1, high: 3 } }
              Owner: { fields: { name: String, friends: "[Owner]", best: Owner? } }
              Loop: { fields: { next: Loop } }
              Shape:
                oneOf: [Circle, Square]
                discriminator: kind
                mapping: { circle: Circle, square: Square }
              Circle: { fields: { kind: String, radius: Double } }
              Square: { fields: { kind: String, side: Int } }
            routes:
              pet: { GET: /pet, response: Pet }
              shape: { GET: /shape, response: Shape }
              loop: { GET: /loop, response: Loop }
            """

    static func synthesized(_ model: String) -> String? {
        var diagnostics: [Diagnostic] = []
        let file = SpecLoader.load(spec, path: "spec.yaml").0
        let symbols = SymbolTable(files: [file], diagnostics: &diagnostics)
        return ExampleSynthesis(symbols: symbols).json(for: .named(Located(model, at: file.models[0].name.location)))
    }

    @Test func requiredFieldsOnlyEachInItsFormat() {
        #expect(
            Self.synthesized("Pet")
                == #"{"id":"00000000-0000-0000-0000-000000000000","name":"name","born":"2026-01-01","#
                + #""seen":"2026-01-01T00:00:00Z","home":"https://example.com","kind":"CAT","level":1,"#
                + #""tags":["tags"],"extra":{},"owner":{"name":"name","friends":[]}}"#)
    }

    @Test func aDiscriminatedUnionIsItsFirstVariantWithItsValue() {
        #expect(Self.synthesized("Shape") == #"{"kind":"circle","radius":0}"#)
    }

    @Test func aTypeThatRequiresItselfHasNoValue() {
        #expect(Self.synthesized("Loop") == nil)
        #expect(Self.synthesized("Nothing") == nil)
    }
}
