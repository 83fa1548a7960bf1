import Testing
@testable import RouteGenCore

/// `oneOf:`, `discriminator:`, `mapping:` and `open:` problems, each at its exact place.
struct UnionDiagnosticsTests {
    @Test func shapeProblemsOfUnionModels() {
        let found = diagnostics(
            header + """
                models:
                  Cat: { fields: { name: String } }
                  Both: { fields: { a: Int }, oneOf: [Int] }
                  Mapped: { oneOf: [Cat], mapping: { c: Cat } }
                  Keyed: { fields: { a: Int }, discriminator: k }
                  Scalar: { oneOf: 3 }
                  Long: { oneOf: { a: { type: Cat, dok: x }, b: { doc: y } } }
                  Pet: { oneOf: [Cat], discriminator: kind, mapping: { c: Cat, x: Cats } }
                  Twin: { oneOf: { a: Cat, b: Cat }, discriminator: t, mapping: { x: Cat } }
                  Neither: { doc: Nothing. }
                """)
        #expect(
            found == [
                "spec.yaml:5:31: error: model \"Both\" has both \"fields\" and \"oneOf\"; a model is one or the other",
                "spec.yaml:6:27: error: \"mapping\" needs \"discriminator\": the JSON property whose values it maps",
                "spec.yaml:7:32: error: \"discriminator\" applies only to unions (\"oneOf\")",
                "spec.yaml:8:20: error: expected \"oneOf\" of \"Scalar\" to be a list of types or a mapping of case names to types, found a scalar",
                "spec.yaml:9:36: error: unknown key \"dok\" in variant \"a\" (did you mean \"doc\"?)",
                "spec.yaml:9:49: error: variant \"b\" needs a \"type\"",
                "spec.yaml:10:67: error: \"Cats\" is not a variant of \"Pet\" (did you mean \"Cat\"?)",
                "spec.yaml:11:70: error: \"Cat\" is the type of several variants (a, b); name one by its case name",
                "spec.yaml:12:3: error: model \"Neither\" needs \"fields\" (a struct), \"enum\" (a string enum) or \"oneOf\" (a union)",
            ])
    }

    @Test func misspeltUnionKeysAreSuggested() {
        let found = diagnostics(header + "models:\n  Pet: { oneof: [Int], discriminater: k }\n")
        #expect(
            found == [
                "spec.yaml:4:10: error: unknown key \"oneof\" in model \"Pet\" (did you mean \"oneOf\"?)",
                "spec.yaml:4:24: error: unknown key \"discriminater\" in model \"Pet\" (did you mean \"discriminator\"?)",
                "spec.yaml:4:3: error: model \"Pet\" needs \"fields\" (a struct), \"enum\" (a string enum) or \"oneOf\" (a union)",
            ])
    }

    @Test func discriminatedVariantsMustBeModelsSelectedOnce() {
        let found = diagnostics(
            header + """
                models:
                  Cat: { fields: { name: String } }
                  Level: { enum: [low] }
                  Pet: { oneOf: [Cat, Int, "[Cat]", Level], discriminator: kind }
                  Twin: { oneOf: { a: Cat, b: Cat }, discriminator: t }
                """)
        #expect(
            found == [
                "spec.yaml:6:23: error: variant \"Int\" of \"Pet\" has type Int, but with a discriminator every variant must be a model with fields: \"kind\" is a property of its JSON object",
                "spec.yaml:6:30: error: variant \"CatArray\" of \"Pet\" has type [Cat], but with a discriminator every variant must be a model with fields: \"kind\" is a property of its JSON object",
                "spec.yaml:6:37: error: variant \"Level\" of \"Pet\" has type Level, but with a discriminator every variant must be a model with fields: \"kind\" is a property of its JSON object",
                "spec.yaml:7:28: error: discriminator value \"Cat\" selects both \"a\" and \"b\" of \"Twin\"",
            ])
    }

    @Test func variantsProblems() {
        let found = diagnostics(
            header + """
                models:
                  Empty: { oneOf: [] }
                  Optional: { oneOf: ["Int?", Cow] }
                  Twice: { oneOf: [String, String] }
                  Names: { oneOf: { a-b: Int, aB: String } }
                  Same: { oneOf: { first: Int, second: Int } }
                """)
        #expect(
            found == [
                "spec.yaml:4:3: error: union \"Empty\" has no variants",
                "spec.yaml:5:24: error: variant \"Int\" of \"Optional\" cannot be optional; make the property that holds the union optional instead",
                "spec.yaml:5:31: error: unknown type \"Cow\"",
                "spec.yaml:6:28: error: variant \"String\" becomes the Swift case name string, already used by the variant at spec.yaml:6:20",
                "spec.yaml:7:31: error: variant \"aB\" becomes the Swift case name aB, already used by the variant at spec.yaml:7:21 (from \"a-b\")",
                "spec.yaml:8:32: warning: variant \"second\" of \"Same\" has the same type as \"first\", so it never decodes: the first variant that decodes wins",
            ])
    }

    @Test func openAppliesToEnumsOnlyAndIsABoolean() {
        let found = diagnostics(
            header + """
                models:
                  Struct: { fields: { a: Int }, open: true }
                  Quoted: { enum: [a], open: "true" }
                """)
        #expect(
            found == [
                "spec.yaml:4:33: error: \"open\" applies only to string enums (\"enum\")",
                "spec.yaml:5:30: error: expected \"open\" to be true or false, found \"true\" (quoted, so text)",
            ])
        let taken = diagnostics(header + "models:\n  Taken: { enum: [a, unknown], open: true }\n")
        #expect(
            taken == [
                "spec.yaml:4:22: error: enum case \"unknown\" becomes the Swift case name unknown, which the open enum Taken uses for values it does not list"
            ])
    }

    @Test func unionAndJSONValueHaveNoDefaults() {
        let found = diagnostics(
            header + """
                models:
                  Pet: { oneOf: [Int, String] }
                  A: { fields: { pet: Pet = 1, any: JSONValue = x, maybe: "JSONValue? = null" } }
                """)
        #expect(
            found == [
                "spec.yaml:5:29: error: invalid default for type Pet: \"1\"",
                "spec.yaml:5:49: error: invalid default for JSONValue: \"x\" is not allowed: JSONValue has no default",
            ])
    }

    /// The type is named as the spec writes it, not as Swift spells it.
    @Test func aDefaultsTypeIsNamedInTheSpecsWords() {
        let found = diagnostics(
            header + """
                models:
                  pet-kind: { oneOf: [Int, String] }
                  A: { fields: { kinds: { type: "[pet-kind]?", default: [1] } } }
                """)
        #expect(found.count == 1 && found[0].hasSuffix("error: invalid default for type pet-kind: \"1\""))
    }

    @Test func specsFromOtherFrontEndsAreCheckedToo() {
        // The OpenAPI translator builds `SpecFile` values directly: the model stage checks them.
        let location = SourceLocation(file: "api.json", line: 3, column: 5)
        var file = SpecFile(path: "api.json")
        file.api = Located("Shop", at: location)
        file.baseURL = Located("https://shop.example", at: location)
        let cat = ModelSpec(name: Located("Cat", at: location), kind: .object([]))
        let union = UnionSpec(
            variants: [
                .init(
                    name: Located("cat", at: SourceLocation(file: "api.json", line: 9, column: 7)),
                    type: .named(Located("Cat", at: location)))
            ],
            discriminator: Located("kind", at: location))
        file.models = [cat, ModelSpec(name: Located("Pet", at: location), kind: .union(union))]
        var route = RouteSpec(
            name: Located("r", at: location), method: Located("GET", at: location), path: Located("/r", at: location))
        route.headers = [
            FieldSpec(
                name: Located("X-A", at: SourceLocation(file: "api.json", line: 12, column: 9)),
                type: .named(Located("String", at: location)), style: .pipeDelimited)
        ]
        file.routes = [route]
        let (model, found) = APIModelBuilder.build([file], access: .public)
        #expect(model == nil)
        #expect(
            found.map(\.description) == [
                "api.json:9:7: error: variant \"cat\" of \"Pet\" has no discriminator value; map one to it under \"mapping\"",
                "api.json:12:9: error: header \"X-A\" has style pipeDelimited, but styles apply only to query parameters",
            ])
    }

    @Test func unionThatIsItsOwnVariantNeverFinishesDecoding() {
        let found = diagnostics(
            header + """
                models:
                  A: { oneOf: [Int, B] }
                  B: { oneOf: [String, "A?"] }
                  Fine: { oneOf: [Int, "[Fine]", Wrapper] }
                  Wrapper: { fields: { inner: Fine } }
                """)
        #expect(
            found == [
                "spec.yaml:4:3: error: union \"A\" is a variant of itself (A → B → A), so decoding it would never end; put the recursion inside a model or an array",
                "spec.yaml:5:3: error: union \"B\" is a variant of itself (B → A → B), so decoding it would never end; put the recursion inside a model or an array",
                "spec.yaml:5:25: error: variant \"A\" of \"B\" cannot be optional; make the property that holds the union optional instead",
            ])
    }
}
