import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Inline schemas become types nested in the model or route that declares them, so a name says
/// only what its scope does not: `Order.Line`, not `OrderLinesItem`.
@Suite("Nested type names", .timeLimit(.minutes(5)))
struct NestedTypeNameTests {
    static let document =
        openAPIHeader + """
            paths:
              /orders/{id}:
                put:
                  operationId: updateOrder
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: integer } }
                    - { name: mode, in: query, schema: { type: string, enum: [fast, safe] } }
                  requestBody:
                    required: true
                    content: { application/json: { schema: { type: object, properties: { note: { type: string } } } } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: object, properties: { order: { $ref: "#/components/schemas/Order" } } } } } }
                    "404": { description: missing, content: { application/json: { schema: { type: object, properties: { reason: { type: string } } } } } }
            components:
              schemas:
                Order:
                  type: object
                  properties:
                    lines: { type: array, items: { type: object, properties: { sku: { type: string } } } }
                    status: { type: array, items: { type: string, enum: [open, closed] } }
                    type: { type: string, enum: [retail, wholesale] }
                    item: { type: object, properties: { x: { type: string } } }
                    customer: { type: object, properties: { name: { type: string }, address: { type: object, properties: { city: { type: string } } } } }
                    line: { $ref: "#/components/schemas/Line" }
                Line:
                  type: object
                  properties:
                    sku: { type: string }

            """

    @Test func inlineSchemasAreNamedByTheirPlaceInsideTheirParent() {
        let spec = converted(Self.document)
        #expect(
            spec.contains(
                """
                  Order:
                    fields:
                      lines: "[Order.Line]?"
                      status: "[Order.StatusItem]?"
                      type: Order.TypeModel?
                      item: Order.ItemModel?
                      customer: Order.Customer?
                      line: Line?
                """))
        #expect(spec.contains("  Order.Customer.Address:\n"))
    }

    @Test func aRoutesInlineSchemasAreNestedInTheRoute() {
        let spec = converted(Self.document)
        #expect(
            spec.contains(
                """
                    body: UpdateOrderRoute.RequestBody
                    query:
                      mode: UpdateOrderRoute.Mode?
                    response: UpdateOrderRoute.ResponseBody
                    errors:
                      404: UpdateOrderRoute.Error404
                """))
    }

    /// Inside `Order` the nested `Line` hides the top-level one, so code names that one from the
    /// namespace; the model's own nested types are named from the model; the nested twin of a
    /// top-level model is the alias, not the other way round.
    @Test func aNestedNameThatHidesATopLevelOneIsSpelledFromTheNamespace() {
        let code = swiftCode(openAPI: Self.document)
        #expect(code.contains("        public let lines: [Line]?\n"))
        #expect(code.contains("        public let line: Shop.Line?\n"))
        #expect(code.contains("        public typealias Line = Shop.Line\n"))
        #expect(code.contains("        public let customer: Customer?\n"))
        #expect(code.contains("            public let address: Address?\n"))
        #expect(code.contains("        public typealias Response = UpdateOrderRoute.ResponseBody\n"))
        #expect(
            code.contains(
                """
                    public static func updateOrder(
                        id: Int,
                        body: Shop.UpdateOrderRoute.RequestBody,
                        mode: Shop.UpdateOrderRoute.Mode? = nil
                    ) -> Self
                """
            ))
    }

    @Test func nestedCodeCompiles() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-nested-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let specURL = folder.appendingPathComponent("shop.yaml")
        try Self.document.write(to: specURL, atomically: true, encoding: .utf8)
        let result = try Pipeline.run(
            specPaths: [specURL.path], templates: try TemplateSet.builtin())
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = try write(result.files, into: folder)
        let app = folder.appendingPathComponent("App.swift")
        try """
        import RouteKit

        func describe(_ order: Shop.Order) -> String? {
            let line: Shop.Order.Line? = order.lines?.first
            let kind: Shop.Order.TypeModel? = order.type
            return [line?.sku, kind?.rawValue, order.customer?.address?.city, order.line?.sku].compactMap { $0 }.first
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(files + [app], moduleName: "NestedClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func namesArePluralsMadeSingularOnlyWhereTheyReadAsPlurals() {
        #expect(SwiftNames.singular("VectorStores") == "VectorStore")
        #expect(SwiftNames.singular("Entries") == "Entry")
        #expect(SwiftNames.singular("Boxes") == "Box")
        #expect(SwiftNames.singular("Status") == nil)
        #expect(SwiftNames.singular("Address") == nil)
        #expect(SwiftNames.singular("Analysis") == nil)
        // Issue 39: `statuses` gave `Statuse`, `timeSeries` `TimeSery`.
        #expect(SwiftNames.singular("Statuses") == "Status")
        #expect(SwiftNames.singular("Bonuses") == "Bonus")
        #expect(SwiftNames.singular("Causes") == "Cause")
        #expect(SwiftNames.singular("TimeSeries") == nil)
        #expect(SwiftNames.singular("Species") == nil)
        #expect(SwiftNames.nestedTypeName("type") == "TypeModel")
        #expect(SwiftNames.nestedTypeName("item") == "ItemModel")
    }
}
