import Testing
@testable import RouteGenCore

/// `$ref: "#/$defs/Item"` inside an inline schema that holds its own `$defs`, as pydantic and
/// FastAPI write a model into a response: read in the nearest enclosing `$defs` with a warning,
/// by place (the same text in two schemas may name two definitions); one that resolves nowhere
/// stays an error, suggesting the nearest name of the definitions around it.
struct RelativeDefsTests {
    /// A FastAPI response: the model's schema with the definitions it uses beside it.
    static let pydanticResponse =
        openAPIHeader + """
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200":
                      description: The items.
                      content:
                        application/json:
                          schema:
                            $defs:
                              Item:
                                type: object
                                properties:
                                  name: { type: string }
                                  tag: { $ref: "#/$defs/Tag" }
                                required: [name]
                              Tag: { type: string, enum: [new, old] }
                            type: object
                            properties:
                              items: { type: array, items: { $ref: "#/$defs/Item" } }
                            required: [items]
            """

    @Test func aReferenceIntoTheDefinitionsOfAnEnclosingSchemaIsReadThereWithAWarning() throws {
        let translation = translate(Self.pydanticResponse)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:24:56: warning: reference \"#/$defs/Item\" is read in the \"$defs\" of the schema around it: the document's root, where \"#\" points, has none of that name",
                "api.yaml:19:36: warning: reference \"#/$defs/Tag\" is read in the \"$defs\" of the schema around it: the document's root, where \"#\" points, has none of that name",
            ])
        #expect(translation.diagnostics.allSatisfy { $0.cause == .relativeDefs })
        let spec = SpecWriter.yaml(translation.spec)
        #expect(spec.contains("items: \"[Item]\""), "\(spec)")
        #expect(spec.contains("Item:\n    fields:\n      name: String\n      tag: Tag?"), "\(spec)")
        #expect(spec.contains("Tag:\n    enum:\n      new: new\n      old: old"), "\(spec)")
        // The document generates: nothing is an error.
        let folder = try FixtureFolder(["api.yaml": Self.pydanticResponse])
        defer { folder.remove() }
        let result = try Pipeline.run(specPaths: [folder.path + "/api.yaml"], templates: try TemplateSet.builtin())
        #expect(!result.hasErrors)
        #expect(!result.files.isEmpty)
    }

    @Test func theSameTextInTwoSchemasNamesEachSchemasOwnDefinition() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: getA
                      responses:
                        "200":
                          description: A.
                          content:
                            application/json:
                              schema:
                                $defs: { Item: { type: object, properties: { count: { type: integer } } } }
                                type: object
                                properties: { item: { $ref: "#/$defs/Item" } }
                  /b:
                    get:
                      operationId: getB
                      responses:
                        "200":
                          description: B.
                          content:
                            application/json:
                              schema:
                                $defs: { Item: { type: object, properties: { label: { type: string } } } }
                                type: object
                                properties: { item: { $ref: "#/$defs/Item" } }
                """)
        #expect(spec.contains("Item:\n    fields:\n      count: Int?"), "\(spec)")
        #expect(spec.contains("Item2:\n    fields:\n      label: String?"), "\(spec)")
        #expect(spec.contains("item: Item?") && spec.contains("item: Item2?"), "\(spec)")
    }

    @Test func aReferenceThatResolvesNowhereIsAnErrorSuggestingAnEnclosingName() throws {
        let document =
            openAPIHeader + """
                components:
                  schemas:
                    Order:
                      $defs:
                        LineItem: { type: object, properties: { sku: { type: string } } }
                      type: object
                      properties:
                        lines: { type: array, items: { $ref: "#/$defs/LineItme" } }
                """
        #expect(
            openAPIDiagnostics(document) == [
                "api.yaml:11:46: error: reference \"#/$defs/LineItme\" points at nothing (did you mean \"#/$defs/LineItem\"?)"
            ])
        let folder = try FixtureFolder(["api.yaml": document])
        defer { folder.remove() }
        let result = try Pipeline.run(specPaths: [folder.path + "/api.yaml"], templates: try TemplateSet.builtin())
        #expect(result.hasErrors && result.files.isEmpty)
    }

    @Test func aReferenceTheRootResolvesIsReadAtTheRoot() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Order:
                      $defs:
                        Money: { type: object, properties: { cents: { type: integer } } }
                      type: object
                      properties:
                        total: { $ref: "#/$defs/Money" }
                $defs:
                  Money: { type: string }
                """)
        // `$defs` is no key of an OpenAPI document, but references may point into it.
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:12:1: warning: unknown key \"$defs\" in the document: it is ignored (the keys here are openapi, $self, info, jsonSchemaDialect, servers, paths, webhooks, components, security, tags, externalDocs)"
            ])
        #expect(SpecWriter.yaml(translation.spec).contains("total: String?"))
    }
}
