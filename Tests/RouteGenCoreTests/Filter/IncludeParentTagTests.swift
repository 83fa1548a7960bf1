import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--include` of a tag that others name as their `parent` (OpenAPI 3.2) selects the routes of
/// every tag under it, in RouteGen's format and in an OpenAPI document alike; a hierarchy that
/// names no tag or comes back to itself is reported where it is written.
@Suite(.timeLimit(.minutes(5)))
struct IncludeParentTagTests {
    /// Tags `animals` ⊃ `pets` ⊃ `dogs`, and `wild` beside them; `animals` is on no route.
    static let zoo = """
        api: Zoo
        baseURL: https://zoo.example
        tags:
          animals: { summary: Animals, kind: nav }
          pets: { parent: animals, summary: Pets }
          dogs: { parent: pets }
        routes:
          listDogs: { GET: /dogs, tags: [dogs], response: "[String]" }
          listCats: { GET: /cats, tags: [pets], response: "[String]" }
          listLions: { GET: /lions, tags: [wild], response: "[String]" }

        """

    /// The same API as an OpenAPI 3.2 document.
    static let zooDocument = """
        openapi: 3.2.0
        info: { title: Zoo, version: "1" }
        servers: [{ url: "https://zoo.example" }]
        tags:
          - { name: animals, summary: Animals, kind: nav }
          - { name: pets, parent: animals, summary: Pets }
          - { name: dogs, parent: pets }
        paths:
          /dogs: { get: { operationId: listDogs, tags: [dogs], responses: { "200": { description: OK } } } }
          /cats: { get: { operationId: listCats, tags: [pets], responses: { "200": { description: OK } } } }
          /lions: { get: { operationId: listLions, tags: [wild], responses: { "200": { description: OK } } } }

        """

    /// The route types generated from `spec` (named `name`) with `selector` as `--include`.
    static func routes(_ spec: String, named name: String, including selector: String) throws -> (
        routes: [String], diagnostics: [String]
    ) {
        let run = try PipelineRun([(name, spec)], selection: [selector])
        defer { run.remove() }
        let routes = ["ListDogsRoute", "ListCatsRoute", "ListLionsRoute"].filter { run.code.contains("struct \($0)") }
        return (routes, run.diagnostics)
    }

    @Test(arguments: [("Zoo.yaml", zoo), ("zoo.yaml", zooDocument)])
    func aParentTagSelectsTheRoutesOfEveryTagUnderIt(name: String, spec: String) throws {
        let animals = try Self.routes(spec, named: name, including: "animals")
        #expect(animals.diagnostics == [])
        #expect(animals.routes == ["ListDogsRoute", "ListCatsRoute"])
        #expect(try Self.routes(spec, named: name, including: "pets").routes == ["ListDogsRoute", "ListCatsRoute"])
        #expect(try Self.routes(spec, named: name, including: "dogs").routes == ["ListDogsRoute"])
        #expect(try Self.routes(spec, named: name, including: "wild").routes == ["ListLionsRoute"])
    }

    @Test func aParentNamingNoTagIsAnErrorWithTheNearestName() throws {
        let spec = Self.zoo.replacingOccurrences(of: "parent: animals", with: "parent: aminals")
        let run = try PipelineRun([("Zoo.yaml", spec)])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "Zoo.yaml:5:19: error: the parent \"aminals\" of tag \"pets\" is no tag described here (did you mean \"animals\"?)"
            ])
    }

    @Test func aParentInAnotherSpecFileOfTheRunCounts() throws {
        let run = try PipelineRun(
            [
                (
                    "Zoo.yaml",
                    Self.zoo.replacingOccurrences(of: "  animals: { summary: Animals, kind: nav }\n", with: "")
                ),
                ("Tags.yaml", "tags:\n  animals: { summary: Animals }\n"),
            ], selection: ["animals"])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(run.code.contains("struct ListCatsRoute"))
    }

    @Test func aParentDescribedByAnOpenAPIDocumentOfTheRunCounts() throws {
        // The same API split by format: the RouteGen-format file's `pets` belongs under the
        // document's `animals`, which --include then selects through.
        let document = """
            openapi: 3.2.0
            info: { title: Zoo, version: "1" }
            servers: [{ url: "https://zoo.example" }]
            tags:
              - { name: animals, summary: Animals, kind: nav }
            paths:
              /lions: { get: { operationId: listLions, tags: [animals], responses: { "200": { description: OK } } } }

            """
        let file = """
            api: Zoo
            baseURL: https://zoo.example
            tags:
              pets: { parent: animals, summary: Pets }
            routes:
              listCats: { GET: /cats, tags: [pets], response: "[String]" }

            """
        let run = try PipelineRun([("zoo.yaml", document), ("Pets.yaml", file)], selection: ["animals"])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(run.code.contains("struct ListCatsRoute"))
        #expect(run.code.contains("struct ListLionsRoute"))
    }

    @Test func aCycleIsAnErrorAtTheParentOfItsFirstTag() throws {
        let spec = Self.zoo.replacingOccurrences(
            of: "animals: { summary: Animals, kind: nav }", with: "animals: { parent: dogs }")
        let run = try PipelineRun([("Zoo.yaml", spec)])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "Zoo.yaml:4:22: error: tag \"animals\" is its own ancestor: \"animals\" → \"dogs\" → \"pets\" → \"animals\""
            ])
    }

    @Test func aParentThatIsNotTextAndAMisspeltKeyAreErrors() throws {
        let spec = Self.zoo.replacingOccurrences(of: "parent: animals, summary", with: "parent: [animals], sumary")
        let (_, diagnostics) = SpecLoader.load(spec, path: "Zoo.yaml")
        #expect(
            diagnostics.map(\.description) == [
                "Zoo.yaml:5:30: error: unknown key \"sumary\" in tag \"pets\" (did you mean \"summary\"?)",
                "Zoo.yaml:5:19: error: expected \"parent\" to be text, found a sequence",
            ])
    }

    @Test func anOpenAPIDocumentsHierarchyProblemsAreWarningsThatDropTheParent() {
        let document = Self.zooDocument
            .replacingOccurrences(of: "{ name: pets, parent: animals,", with: "{ name: pets, parent: aminals,")
            .replacingOccurrences(of: "{ name: animals,", with: "{ name: animals, parent: [x],")
            .replacingOccurrences(of: "{ name: dogs, parent: pets }", with: "{ name: dogs, parent: dogs }")
        let translation = translate(document)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:5:30: warning: expected \"parent\" of tag \"animals\" to be the name of a tag, found a sequence: the tag has no parent",
                "api.yaml:6:27: warning: the parent \"aminals\" of tag \"pets\" is no tag described here (did you mean \"animals\"?): the tag has no parent",
                "api.yaml:7:27: warning: tag \"dogs\" is its own ancestor: \"dogs\" → \"dogs\": the tag has no parent",
            ])
        #expect(translation.spec.tags.map { $0.parent?.value } == [nil, nil, nil])
    }
}
