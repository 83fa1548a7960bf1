import Testing

@testable import RouteGenCore

/// Examples survive `convert` (OpenAPI → RouteGen's format → read back) and `export-openapi`
/// (RouteGen's format → OpenAPI → read back), parts and places included.
@Suite struct ExampleRoundTripTests {
    /// Every example of `spec` as the writer spells it, by where it is: what both round trips compare.
    static func examples(of spec: SpecFile) -> [String] {
        var lines: [String] = []
        let spell = { (place: String, examples: [ExampleSpec]) in
            for example in examples {
                lines.append(
                    "\(place) \(example.path) \(example.summary ?? "-") \(example.description ?? "-") "
                        + "\(example.value.map(Self.text) ?? "-") \(example.serializedValue ?? "-") "
                        + (example.externalValue ?? "-"))
            }
        }
        for model in spec.models {
            spell(model.name.value, model.examples)
            if case .object(let fields) = model.kind {
                for field in fields { spell(model.name.value + "." + field.name.value, field.examples) }
            }
        }
        for route in spec.routes {
            for field in route.pathParameters + route.query + route.headers {
                spell(route.name.value + "(" + field.name.value + ")", field.examples)
            }
            spell(route.name.value + " body", route.bodyExamples)
            for response in route.responseExamples {
                spell(route.name.value + " " + response.status.value, response.examples)
            }
        }
        return lines
    }

    /// A value as text, without its locations.
    static func text(_ value: ExampleValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag, _): "\(flag)"
        case .number(let number, _): number
        case .string(let string, _): "\"\(string)\""
        case .array(let items, _): "[" + items.map(text).joined(separator: ",") + "]"
        case .object(let members, _):
            "{" + members.map { "\($0.key.value):" + text($0.value) }.joined(separator: ",") + "}"
        }
    }

    static let document =
        openAPIHeader + """
            paths:
              /carts/{id}:
                put:
                  operationId: putCart
                  parameters:
                    - name: id
                      in: path
                      required: true
                      schema: { type: integer }
                      examples:
                        small: { summary: A small id, description: "Any: id", value: 7 }
                    - { name: note, in: query, schema: { type: string }, example: "12" }
                  requestBody:
                    content:
                      application/json:
                        schema: { $ref: "#/components/schemas/Cart" }
                        example: { items: [], "odd key": null, nested: { deep: [1.5e3, true, "x\\ny"] } }
                  responses:
                    "201":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Cart" }
                          examples:
                            data: { dataValue: { items: [] }, serializedValue: "{\\"items\\":[]}" }
                            far: { externalValue: "https://shop.example/cart.json" }
                    "404":
                      description: missing
                      content:
                        application/json:
                          schema: { type: object, properties: { title: { type: string } } }
                          example: { title: gone }
            components:
              schemas:
                Cart:
                  type: object
                  properties:
                    items: { type: array, items: { type: string }, examples: [[a, b], []] }
                    when: { type: string, format: date-time, example: "2024-01-02T03:04:05Z" }
                  example: { items: [a] }
            """

    @Test func convertKeepsEveryExample() {
        let original = translate(Self.document).spec
        #expect(Self.examples(of: original).count == 10, "\(Self.examples(of: original).joined(separator: "\n"))")
        for shortForms in [false, true] {
            let text = SpecWriter.yaml(original, shortForms: shortForms)
            let (read, diagnostics) = SpecLoader.load(text, path: "spec.yaml")
            #expect(diagnostics.isEmpty, "\(diagnostics)\n\(text)")
            // A route's `example:` comes before its `examples:`: the same examples, by place.
            #expect(Self.examples(of: read).sorted() == Self.examples(of: original).sorted(), "\(text)")
        }
    }

    @Test func exportWritesThemBackIn32AndIn31WithoutSerializedValues() {
        let original = translate(Self.document).spec
        let v32 = OpenAPIExporter.document([original], openAPIVersion: .v3_2)
        #expect(v32.diagnostics.isEmpty, "\(v32.diagnostics)")
        let again = OpenAPITranslator.translate(v32.text, path: "api.yaml") { _ in (nil, []) }.spec
        // The one success response is written as 200, where its examples go.
        #expect(
            Self.examples(of: again)
                == Self.examples(of: original).map { $0.replacingOccurrences(of: "putCart 201", with: "putCart 200") },
            "\(v32.text)")
        #expect(v32.text.contains("dataValue:") && v32.text.contains("serializedValue:"))

        let v31 = OpenAPIExporter.document([original], openAPIVersion: .v3_1)
        #expect(!v31.text.contains("dataValue:") && !v31.text.contains("serializedValue:"), "\(v31.text)")
        #expect(
            v31.diagnostics.map(\.message) == [
                "the serializedValue of an example needs OpenAPI 3.2: it is left out of this 3.1 document; --openapi-version 3.2 writes it"
            ])
        let read31 = OpenAPITranslator.translate(v31.text, path: "api.yaml") { _ in (nil, []) }.spec
        let data = read31.routes.first?.responseExamples.first?.examples.first
        #expect(data?.path == "examples.data.value" && data?.value != nil && data?.serializedValue == nil)
    }

    @Test func examplesOfAResponseWithoutABodyAreReportedByTheExport() {
        var spec = SpecLoader.load(
            header + """
                routes:
                  ping:
                    GET: /ping
                    examples: { 404: [{ title: gone }] }
                """, path: "spec.yaml"
        ).0
        spec.api = Located("Shop", at: SourceLocation(file: "spec.yaml", line: 1, column: 1))
        #expect(
            OpenAPIExporter.document([spec]).diagnostics.map(\.description) == [
                "spec.yaml:6:17: warning: the examples of status 404 of \"ping\" have no response body in OpenAPI to be written with: they are left out"
            ])
    }
}
