import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--include` (`include:`): the selected routes and what they reach are generated, nothing else;
/// a selector that selects nothing is an error at its place.
@Suite(.timeLimit(.minutes(5)))
struct IncludeTests {
    /// A spec in RouteGen's format: two tagged routes and an untagged one, each using its own
    /// models, a shared parameter and an auth scheme.
    static let shop = """
        api: Shop
        baseURL: https://shop.example
        auth:
          member: bearer
          partner: { type: apiKey, in: header, apiKey: X-Key }
        parameters:
          page: { type: Int?, key: page }
          locale: { type: String?, key: locale }
        models:
          Item: { fields: { id: Int, price: Price, detail: Item.Detail? } }
          Item.Detail: { fields: { text: String } }
          Price: { fields: { cents: Int, currency: Currency } }
          Currency: { enum: [eur, usd] }
          Order: { fields: { id: Int, items: "[Item]" } }
          Invoice: { fields: { id: Int } }
          Report: { fields: { lines: "[String]" } }
        routes:
          listItems: { GET: /items, tags: [catalog], query: { page: $page }, response: "[Item]" }
          placeOrder: { POST: /orders, tags: [orders, checkout], body: Order, response: Order, auth: member }
          orderInvoice: { GET: "/orders/{id: Int}/invoice", response: Invoice, auth: partner }
          report: { GET: /report, query: { locale: $locale }, response: Report }

        """

    @Test func aTagKeepsItsRoutesAndWhatTheyReach() throws {
        let run = try PipelineRun([("Shop.yaml", Self.shop)], selection: ["catalog"])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        let code = run.code
        for kept in [
            "struct ListItemsRoute", "struct Item:", "struct Detail:", "struct Price:", "enum Currency:",
            "page: Int? = nil",
        ] {
            #expect(code.contains(kept), "\(kept)")
        }
        for dropped in [
            "PlaceOrderRoute", "OrderInvoiceRoute", "ReportRoute", "struct Order", "struct Invoice", "struct Report",
            "MemberAuth", "PartnerAuth", "locale",
        ] {
            #expect(!code.contains(dropped), "\(dropped)")
        }
    }

    @Test func aRouteNameAPathAndAMethodWithAPathSelect() throws {
        for (selector, route) in [
            ("orderInvoice", "OrderInvoiceRoute"), ("/orders/{id}/invoice", "OrderInvoiceRoute"),
            ("GET /report", "ReportRoute"), ("checkout", "PlaceOrderRoute"),
        ] {
            let run = try PipelineRun([("Shop.yaml", Self.shop)], selection: [selector])
            defer { run.remove() }
            #expect(run.diagnostics == [], "\(selector)")
            let routes = run.code.split(separator: "\n").filter { $0.contains("Route: ") }
            #expect(routes.count == 1 && routes[0].contains(route), "\(selector): \(routes)")
        }
        let both = try PipelineRun([("Shop.yaml", Self.shop)], selection: ["orders", "report"])
        defer { both.remove() }
        #expect(both.code.contains("struct PlaceOrderRoute") && both.code.contains("struct ReportRoute"))
        #expect(both.code.contains("MemberAuth") && !both.code.contains("PartnerAuth") && both.code.contains("locale"))
        #expect(!both.code.contains("ListItemsRoute"))
    }

    @Test func aSelectorThatSelectsNothingIsAnErrorWithTheNearestName() throws {
        let run = try PipelineRun([("Shop.yaml", Self.shop)], selection: ["catalogue", "POST /items", "/order"])
        defer { run.remove() }
        #expect(run.result.files.isEmpty)
        #expect(
            run.diagnostics == [
                "<command line>:1:1: error: --include \"catalogue\" selects no route: no route of the specs has that name, tag or path (did you mean \"catalog\"?)",
                "<command line>:1:1: error: --include \"POST /items\" selects no route: no route of the specs has that name, tag or path",
                "<command line>:1:1: error: --include \"/order\" selects no route: no route of the specs has that name, tag or path (did you mean \"/orders\"?)",
            ])
    }

    /// Each spec keeps its file, empty when nothing in it is selected or reached: a build tool
    /// declared one output per spec.
    @Test func aSpecWithNothingSelectedKeepsAnEmptyFile() throws {
        let other =
            "models:\n  Note: { fields: { text: String } }\nroutes:\n  notes: { GET: /notes, response: \"[Note]\" }\n"
        let run = try PipelineRun([("Shop.yaml", Self.shop), ("Notes.yaml", other)], selection: ["catalog"])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        let notes = try #require(run.result.files.first { $0.name == "Notes.swift" })
        #expect(!notes.contents.contains("struct"))
    }

    static let openAPI = """
        openapi: 3.1.0
        info: { title: Pets, version: 1.0.0 }
        servers: [{ url: "https://pets.example" }]
        tags: [{ name: pets }, { name: admin }]
        paths:
          /pets/{petId}:
            parameters:
              - { name: petId, in: path, required: true, schema: { type: string } }
              - { name: view, in: query, schema: { type: string, enum: [full, brief] } }
            get:
              operationId: getPet
              tags: [pets]
              responses: { "200": { description: A pet., content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } } }
            delete:
              operationId: deletePet
              tags: [admin]
              parameters: [{ name: reason, in: query, schema: { type: string, enum: [sold, lost] } }]
              responses: { "204": { description: Gone. } }
          /audit:
            get:
              operationId: audit
              tags: [admin]
              responses: { "200": { description: Entries., content: { application/json: { schema: { $ref: "#/components/schemas/Audit" } } } } }
        components:
          schemas:
            Pet: { type: object, required: [name], properties: { name: { type: string }, owner: { $ref: "#/components/schemas/Owner" } } }
            Owner: { type: object, properties: { name: { type: string } } }
            Audit: { type: object, properties: { entries: { type: array, items: { type: string } } } }

        """

    /// An OpenAPI document's operations are selected by tag before translation: the shared
    /// path-level enum is named after the kept operation, which it would not be after the first
    /// of the path item, and the models of left-out operations are not generated.
    @Test func openAPIOperationsAreSelectedBeforeTheyAreTranslated() async throws {
        let whole = try PipelineRun([("pets.yaml", Self.openAPI)])
        defer { whole.remove() }
        // Unfiltered, the path item's `view` enum is nested in the first route of the item, and
        // the second route uses it from there.
        #expect(whole.code.contains("struct GetPetRoute") && whole.code.contains("public let view: GetPetRoute.View?"))

        let admin = try PipelineRun([("pets.yaml", Self.openAPI)], selection: ["admin"])
        defer { admin.remove() }
        #expect(admin.diagnostics == [])
        let code = admin.code
        #expect(
            code.contains("struct DeletePetRoute") && code.contains("struct AuditRoute")
                && code.contains("struct Audit:"))
        #expect(!code.contains("GetPetRoute") && !code.contains("struct Pet") && !code.contains("struct Owner"))
        // Filtered, it is nested in the first route that is kept.
        #expect(code.contains("public let view: DeletePetRoute.View?") && !code.contains("GetPetRoute.View"))
        let checked = try await admin.typeCheck(moduleName: "PetsClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func anOpenAPISelectorThatSelectsNothingSuggestsFromEveryOperation() throws {
        let run = try PipelineRun([("pets.yaml", Self.openAPI)], selection: ["pets", "deletePets"])
        defer { run.remove() }
        #expect(
            run.diagnostics.filter { $0.contains("error") } == [
                "<command line>:1:1: error: --include \"deletePets\" selects no route: no route of the specs has that name, tag or path (did you mean \"deletePet\"?)"
            ])
    }

    /// Renames are written for the whole API: one of a route left out, or of a model nested in
    /// it, renames nothing and is no error.
    @Test func renamesOfLeftOutRoutesAreNoError() throws {
        let run = try PipelineRun(
            [("pets.yaml", Self.openAPI)], selection: ["getPet"],
            renames: "deletePet: removePet\nDeletePetRoute.Reason: RemovalReason\nPet.name: title\naudit: auditLog\n")
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(run.code.contains("public let title: String"))
        let typo = try PipelineRun([("pets.yaml", Self.openAPI)], selection: ["getPet"], renames: "getPets: fetchPet\n")
        defer { typo.remove() }
        #expect(
            typo.diagnostics.contains {
                $0.hasPrefix("renames.yml:1:1: error: rename \"getPets\" names no model, route")
            })
    }

    /// A route's tags are part of both formats: RouteGen's `tags:` loads and converts back, an
    /// OpenAPI operation's `tags` become the route's, and `export-openapi` writes them.
    @Test func tagsRoundTripThroughConvertAndExport() throws {
        let (loaded, diagnostics) = SpecLoader.load(Self.shop, path: "Shop.yaml")
        #expect(diagnostics.isEmpty)
        #expect(loaded.routes.map(\.tags) == [["catalog"], ["orders", "checkout"], [], []])
        let written = SpecWriter.yaml(loaded)
        #expect(written.contains("    tags: [orders, checkout]\n"))
        #expect(SpecLoader.load(written, path: "Shop.yaml").0.routes.map(\.tags) == loaded.routes.map(\.tags))

        let translated = OpenAPITranslator.translate(Self.openAPI, path: "pets.yaml")
        #expect(translated.spec.routes.map(\.tags) == [["pets"], ["admin"], ["admin"]])
        let exported = exportedDocument("routes:\n  a: { GET: /a, tags: [x, y] }\n")
        #expect(exported.contains("      operationId: a\n      tags: [x, \"y\"]\n"), "\(exported)")
        #expect(OpenAPITranslator.translate(exported, path: "shop.yaml").spec.routes.map(\.tags) == [["x", "y"]])
        let bad = SpecLoader.load(header + "routes:\n  a: { GET: /a, tags: { x: 1 } }\n", path: "spec.yaml").1
        #expect(
            bad.map(\.description) == [
                "spec.yaml:4:23: error: expected \"tags\" of \"a\" to be a list of names, like [chat], found a mapping"
            ])
    }
}
