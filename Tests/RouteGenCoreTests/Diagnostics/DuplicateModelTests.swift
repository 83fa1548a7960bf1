import Foundation
import Testing
@testable import RouteGenCore

/// Two spec files of one run that define a model of one name: an error at the second, whatever
/// the shapes (a later definition with more fields once ended the run with an index out of
/// range), unless both are one definition that two documents reach.
struct DuplicateModelTests {
    static let first = """
        api: Shop
        baseURL: https://shop.example
        models:
          Thing: { fields: { a: String } }
          Kind: { oneOf: { text: String } }
        routes:
          thing: { GET: /thing, response: Thing }

        """

    @Test(arguments: [
        "Thing: { fields: { a: String, b: Int, c: Int } }",
        "Thing: { oneOf: { text: String, number: Int, flag: Bool } }",
        "Thing: { enum: [a, b, c, d] }",
        "Thing: { fields: { a: String } }",
    ])
    func aSecondModelOfANameIsAnErrorWhateverItsShape(second: String) {
        let found = diagnostics([
            ("a.yaml", Self.first),
            ("b.yaml", "models:\n  \(second)\n  Kind: { oneOf: { text: String, number: Int } }\n"),
        ])
        #expect(
            found == [
                "b.yaml:2:3: error: duplicate model \"Thing\" (first at a.yaml:4:3)",
                "b.yaml:3:3: error: duplicate model \"Kind\" (first at a.yaml:5:3)",
            ])
    }

    @Test func aSchemaTwoDocumentsReachInAThirdFileIsOneModel() throws {
        let operation = { (name: String) in
            """
            openapi: 3.1.0
            info: { title: Shop }
            servers: [{ url: "https://shop.example" }]
            paths:
              /\(name):
                get:
                  operationId: \(name)
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { $ref: "common.yaml#/components/schemas/Thing" } } } }

            """
        }
        let folder = try FixtureFolder([
            "one.yaml": operation("one"),
            "two.yaml": operation("two"),
            "common.yaml":
                "components:\n  schemas:\n    Thing: { type: object, properties: { a: { type: string }, owner: { type: object, properties: { name: { type: string } } } } }\n",
        ])
        defer { folder.remove() }
        let result = try Pipeline.run(
            specPaths: [folder.path + "/one.yaml", folder.path + "/two.yaml"], templates: try TemplateSet.builtin())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let code = result.files.map(\.contents).joined()
        #expect(code.components(separatedBy: "struct Thing: Codable").count == 2, "one declaration")
        #expect(code.components(separatedBy: "struct Owner: Codable").count == 2, "and one of its nested model")
        #expect(code.contains("public typealias Response = Thing"))
    }
}
