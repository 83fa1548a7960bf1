import Testing
@testable import RouteGenCore

/// `--examples`: which documented examples a route carries (``RouteBuilder/exampleResponses(of:)``),
/// and that none is generated without the option.
@Suite struct ExampleResponsesTests {
    static let spec =
        header + """
            models:
              Item:
                fields: { id: Int, name: String }
                examples: { first: { value: { id: 1, name: "a \\"quoted\\" name" } } }
              Problem: { fields: { message: String } }
            routes:
              item:
                GET: "/items/{id: Int}"
                response: Item
                errors: { 404: Problem, default: Problem }
                examples:
                  404: [{ message: gone }]
                  4XX: [{ message: any client error }]
                  default: [{ message: anything }]
              wrongItem:
                GET: /wrong
                response: Item
                examples: { 200: [{ id: one, name: x }] }
              note: { GET: /note, response: String, examples: { 200: [plain text, 3] } }
              file: { GET: /file, response: Data, examples: { 200: [bytes] } }
            """

    static func examples(of route: String) -> [ExampleResponseModel] {
        let files = [SpecLoader.load(spec, path: "spec.yaml").0]
        let (model, _) = APIModelBuilder.build(files, access: .public, routeStyle: RouteStyle(carriesExamples: true))
        return model?.files.flatMap(\.routes).first { $0.typeName == route }?.examples ?? []
    }

    @Test func routesCarryTheirOwnExamplesThenTheirModels() {
        #expect(
            Self.examples(of: "ItemRoute") == [
                ExampleResponseModel(
                    status: 404, name: nil, contentType: "application/json", body: #"{"message":"gone"}"#),
                ExampleResponseModel(
                    status: 400, name: nil, contentType: "application/json", body: #"{"message":"any client error"}"#),
                ExampleResponseModel(
                    status: 200, name: "first", contentType: "application/json",
                    body: #"{"id":1,"name":"a \"quoted\" name"}"#),
            ])
    }

    @Test func aMismatchedExampleIsWarnedAboutAndLeftOut() {
        let (found, _) = generate([("spec.yaml", Self.spec)], routeStyle: RouteStyle(carriesExamples: true))
        #expect(found.map(\.description).contains { $0.contains("examples[0].id: expected integer, found string") })
        // The route's own example does not match, so the model's answers instead.
        #expect(Self.examples(of: "WrongItemRoute").map(\.name) == ["first"])
    }

    @Test func jsonStringsEscapeWhatJSONRequires() {
        #expect(ExampleValue.jsonString("a\u{1}\n\t\"\\é") == #""a\u0001\n\t\"\\é""#)
    }

    @Test func textIsSentAsTextAndBytesAreLeftOut() {
        #expect(
            Self.examples(of: "NoteRoute") == [
                ExampleResponseModel(status: 200, name: nil, contentType: "text/plain", body: "plain text")
            ])
        #expect(Self.examples(of: "FileRoute").isEmpty)
    }

    @Test func theRouteConformsAndSpellsItsExamplesOnlyWithTheOption() {
        let with = swiftCode(Self.spec, routeStyle: RouteStyle(carriesExamples: true))
        #expect(with.contains("public struct ItemRoute: PublicRoute, RetryableRoute, ExampleRoute {"))
        #expect(with.contains(##"body: #"{"id":1,"name":"a \"quoted\" name"}"#),"##))
        #expect(!with.contains("struct FileRoute: PublicRoute, RetryableRoute, ExampleRoute"))
        let without = swiftCode(Self.spec)
        #expect(!without.contains("ExampleRoute"))
        #expect(!without.contains("exampleResponses"))
    }
}
