import Testing

@testable import RouteGenCore

/// Examples are read in both formats and checked against their types: a mismatch is one located
/// warning at the example, naming the path inside it.
@Suite struct ExampleCheckTests {
    /// The example warnings of the OpenAPI document `text` (as `api.yaml`), once modelled.
    static func exampleWarnings(openAPI text: String) -> [String] {
        let translation = translate(text)
        let (_, found) = APIModelBuilder.build([translation.spec], access: .public)
        return (translation.diagnostics + found).filter { $0.cause == .examples }.map(\.description)
    }

    static let shop =
        openAPIHeader + """
            paths:
              /carts/{id}:
                get:
                  operationId: getCart
                  parameters:
                    - name: id
                      in: path
                      required: true
                      schema: { type: integer }
                      examples:
                        small: { summary: A small id, value: 7 }
                        wrong: { value: seven }
                    - { name: limit, in: query, schema: { type: integer, format: int32 }, example: 3000000000 }
                  responses:
                    "200":
                      description: ok
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Cart" }
                          examples:
                            ok: { $ref: "#/components/examples/FullCart" }
                            data: { dataValue: { items: [{ sku: A1, price: true }] }, serializedValue: "not JSON" }
                            both: { value: { items: [] }, dataValue: { items: [] } }
                            text: { serializedValue: "items=none" }
                    "404":
                      description: missing
                      content:
                        application/json:
                          schema: { $ref: "#/components/schemas/Problem" }
                          example: { title: 404 }
                put:
                  operationId: putCart
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  requestBody:
                    content:
                      application/json:
                        schema: { $ref: "#/components/schemas/Cart" }
                        examples:
                          bad: { value: { items: [{ sku: A1 }] } }
                          shape: { value: { items: [], shape: { kind: circle, radius: wide } } }
                  responses:
                    "204": { description: done }
            components:
              examples:
                FullCart:
                  summary: Two items
                  value: { items: [{ sku: A1, price: 3 }, { sku: B2, price: "4" }], created: "2024-01-02T03:04:05Z" }
              schemas:
                Cart:
                  type: object
                  required: [items]
                  properties:
                    items: { type: array, items: { $ref: "#/components/schemas/Item" } }
                    state: { type: string, enum: [open, closed], example: shut }
                    created: { type: string, format: date-time, examples: ["2024-01-02", "2024-01-02T03:04:05+01:00"] }
                    shape: { $ref: "#/components/schemas/Shape" }
                  example: { items: [{ sku: A1, price: 1.5 }], state: open, created: "2024-01-02T03:04:05.5Z" }
                Item:
                  type: object
                  required: [sku, price]
                  properties: { sku: { type: string }, price: { type: number } }
                Problem:
                  type: object
                  properties: { title: { type: string }, help: { type: string, format: uri, example: "" } }
                Shape:
                  oneOf: [{ $ref: "#/components/schemas/Circle" }, { $ref: "#/components/schemas/Square" }]
                  discriminator: { propertyName: kind, mapping: { circle: "#/components/schemas/Circle", square: "#/components/schemas/Square" } }
                Circle:
                  type: object
                  required: [kind, radius]
                  properties: { kind: { type: string }, radius: { type: number } }
                Square:
                  type: object
                  required: [kind, side]
                  properties: { kind: { type: string }, side: { type: integer } }
            """

    @Test func aMismatchIsOneWarningAtTheExampleNamingThePathInsideIt() {
        let warnings = Self.exampleWarnings(openAPI: Self.shop)
        let expected = [
            "api.yaml:15:13: warning: examples.wrong.value: expected integer, found string \"seven\"",
            "api.yaml:16:88: warning: example: expected a 32-bit integer, found 3000000000",
            // The `ok` example is a reference: the warning is where the response names it.
            "api.yaml:24:17: warning: examples.ok.value.items[1].price: expected number, found string \"4\"",
            "api.yaml:25:17: warning: examples.data.dataValue.items[0].price: expected number, found true",
            "api.yaml:33:24: warning: example.title: expected string, found number 404",
            "api.yaml:42:15: warning: examples.bad.value.items[0]: missing required property \"price\"",
            // The discriminator picks the variant.
            "api.yaml:43:15: warning: examples.shape.value.shape.radius: expected number, found string \"wide\"",
            "api.yaml:57:63: warning: example: expected one of \"open\", \"closed\", found string \"shut\"",
            "api.yaml:58:64: warning: examples[0]: expected a date-time (ISO 8601), found string \"2024-01-02\"",
            "api.yaml:67:90: warning: example: expected a URL, found string \"\"",
        ]
        for line in expected {
            #expect(warnings.contains(line), "missing: \(line)\n\(warnings.joined(separator: "\n"))")
        }
        // `value` beside `dataValue` is OpenAPI's error; the value is left out, the dataValue checked.
        #expect(
            warnings.contains(
                "api.yaml:26:32: warning: the example \"both\" has \"value\" beside \"dataValue\", which OpenAPI forbids: the value is left out"
            ))
        // Each mismatching example once; the matching ones (small, the model's, the second date), none.
        #expect(warnings.count == expected.count + 1, "\(warnings.joined(separator: "\n"))")
    }

    @Test func examplesAreKeptWithTheirPartsAndPlaces() throws {
        let spec = translate(Self.shop).spec
        let route = try #require(spec.routes.first { $0.name.value == "getCart" })
        let ok = try #require(route.responseExamples.first { $0.status.value == "200" })
        #expect(
            ok.examples.map(\.path) == [
                "examples.ok.value", "examples.data.dataValue", "examples.both.dataValue",
                "examples.text.value",
            ])
        #expect(ok.examples[0].summary == "Two items")
        #expect(ok.examples[1].serializedValue == "not JSON")
        #expect(ok.examples[3].value == nil && ok.examples[3].serializedValue == "items=none")
        #expect(route.pathParameters[0].examples.count == 2)
        let cart = try #require(spec.models.first { $0.name.value == "Cart" })
        #expect(cart.examples.map(\.place) == [.single])
        guard case .object(let fields) = cart.kind else { throw Failure.notAStruct }
        #expect(fields.first { $0.name.value == "created" }?.examples.map(\.place) == [.listed(0), .listed(1)])
        // An inline enum is a model: its example is the model's, not the property's too.
        #expect(fields.first { $0.name.value == "state" }?.examples.isEmpty == true)
    }

    enum Failure: Error { case notAStruct }

    @Test func swaggerParametersKeepTheirXExample() throws {
        let spec = translate(
            """
            swagger: "2.0"
            info: { title: Shop, version: "1" }
            host: shop.example
            paths:
              /items:
                get:
                  operationId: listItems
                  parameters:
                    - { name: limit, in: query, type: integer, x-example: ten }
                  responses:
                    "200":
                      description: ok
                      schema: { type: array, items: { type: string } }
                      examples: { application/json: [a, 2] }
            """
        ).spec
        let route = try #require(spec.routes.first)
        #expect(
            route.query.first?.examples.first?.value
                == .string("ten", at: SourceLocation(file: "api.yaml", line: 9, column: 63)))
        #expect(route.responseExamples.first?.examples.count == 1)
        let (_, found) = APIModelBuilder.build([spec], access: .public)
        #expect(
            found.filter { $0.cause == .examples }.map(\.message).sorted() == [
                "example: expected integer, found string \"ten\"", "example[1]: expected string, found number 2",
            ])
    }

    @Test func routeGenFormatExamplesAreReadAndChecked() throws {
        let text =
            header + """
                models:
                  Price:
                    fields:
                      amount: { type: Double, example: 12.5 }
                      currency: { type: Currency, examples: [EUR, usd] }
                    example: { amount: "12", currency: EUR }
                  Currency: { enum: [EUR, USD] }
                parameters:
                  page: { type: Int, key: page, example: first }
                routes:
                  getPrice:
                    GET: "/prices/{id: Int}"
                    query: { page: $page }
                    response: Price
                    errors: { 404: Price }
                    example: { 404: { amount: 1 } }
                    examples:
                      200:
                        full: { summary: A price, value: { amount: 3, currency: USD } }
                        wrong: { value: { amount: 3, currency: [USD] } }
                      default: [{ amount: 1, currency: EUR }]
                """
        let (file, loadDiagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(loadDiagnostics.isEmpty, "\(loadDiagnostics)")
        let route = try #require(file.routes.first)
        #expect(route.responseExamples.map(\.status.value) == ["404", "200", "default"])
        #expect(route.responseExamples[1].examples.first?.summary == "A price")
        #expect(file.models.first?.examples.first?.place == .single)
        #expect(
            diagnostics(text).filter { $0.contains(": warning: ") } == [
                "spec.yaml:7:51: warning: examples[1]: expected one of \"EUR\", \"USD\", found string \"usd\"",
                "spec.yaml:8:14: warning: example.amount: expected number, found string \"12\"",
                // A shared parameter's example is checked where it is written, once.
                "spec.yaml:11:42: warning: example: expected integer, found string \"first\"",
                "spec.yaml:18:21: warning: example: missing required property \"currency\"",
                "spec.yaml:22:9: warning: examples.wrong.value.currency: expected string, found array",
            ])
    }

    @Test func routeGenFormatExampleMistakesAreErrorsWhereWritten() {
        let found = diagnostics(
            header + """
                routes:
                  getPrice:
                    GET: /prices
                    response: String
                    examples:
                      body: [a]
                      2OO: [b]
                      200: { ok: { value: a, serializedValue: a }, empty: { summary: nothing } }
                  putPrice:
                    PUT: /prices
                    body: String
                    response: String
                    examples: { body: { ok: { valeu: a } } }
                models:
                  Price:
                    fields:
                      amount: { type: Double, exmaples: [1] }
                """)
        #expect(found.contains("spec.yaml:8:7: error: route \"getPrice\" has no body to give examples of"))
        #expect(
            found.contains(
                "spec.yaml:9:7: error: expected \"body\", a status (200, 4XX) or \"default\" as a place of examples of \"getPrice\", found \"2OO\""
            ))
        #expect(
            found.contains(
                "spec.yaml:10:27: error: example \"ok\" has \"value\" beside \"serializedValue\": write one of value, dataValue, serializedValue and externalValue"
            ))
        #expect(
            found.contains(
                "spec.yaml:10:52: error: example \"empty\" needs \"value\" (or dataValue, serializedValue, externalValue)"
            ))
        #expect(found.contains { $0.hasPrefix("spec.yaml:15:31: error: unknown key \"valeu\" in example \"ok\"") })
        #expect(
            found.contains {
                $0.hasPrefix("spec.yaml:19:31: error: unknown key \"exmaples\" in field \"amount\"")
                    && $0.contains("\"examples\"")
            }, "\(found)")
    }

    @Test func aMisspeltExamplesKeyInOpenAPIIsStillReported() {
        let found = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /items:
                    get:
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema: { type: string }
                              exmaples: { a: { value: x } }
                """)
        #expect(
            found.contains(
                "api.yaml:13:15: warning: unknown key \"exmaples\" in a media type (did you mean \"examples\"?): it is ignored"
            ), "\(found)")
    }

    @Test func jsonTextInAStringIsOneFoldedWarningNotAMismatchPerExample() {
        let warnings = Self.exampleWarnings(
            openAPI: openAPIHeader + """
                paths:
                  /items:
                    get:
                      responses:
                        "200":
                          description: ok
                          content:
                            application/json:
                              schema: { type: object, properties: { a: { type: integer } } }
                              examples:
                                one: { value: "{\\"a\\": 1}" }
                                two: { value: "[1]" }
                """)
        #expect(warnings.count == 2)
        #expect(Set(warnings.map { $0.split(separator: ": warning: ").last ?? "" }).count == 1)
    }

    @Test func checkingIsBoundedInDepth() {
        // A value 100 arrays deep against a type 100 arrays deep: checked to 64 levels, then trusted.
        let type = (0..<100).reduce(TypeExpression.named(Located("Int", at: nowhere))) { inner, _ in .array(inner) }
        let value = (0..<100).reduce(ExampleValue.string("deep", at: nowhere)) { inner, _ in
            .array([inner], at: nowhere)
        }
        var field = FieldSpec(name: Located("deep", at: nowhere), type: type)
        field.examples = [ExampleSpec(place: .single, value: value, at: nowhere)]
        var model = ModelSpec(name: Located("Deep", at: nowhere), kind: .object([field]))
        model.examples = []
        var file = SpecFile(path: "spec.yaml")
        file.models = [model]
        #expect(ExampleCheck.check([file]).warnings.isEmpty)
        var shallow = field
        shallow.type = .array(.named(Located("Int", at: nowhere)))
        shallow.examples = [
            ExampleSpec(place: .single, value: .array([.string("x", at: nowhere)], at: nowhere), at: nowhere)
        ]
        file.models = [ModelSpec(name: Located("Shallow", at: nowhere), kind: .object([shallow]))]
        #expect(
            ExampleCheck.check([file]).warnings.map(\.message) == ["example[0]: expected integer, found string \"x\""])
    }

    @Test func formatsAreCheckedCheaply() {
        #expect(ExampleCheck.isDateTime("2024-01-02T03:04:05Z"))
        #expect(ExampleCheck.isDateTime("2024-02-29T23:59:60.123+05:30"))
        #expect(!ExampleCheck.isDateTime("2023-02-29T00:00:00Z"))
        #expect(!ExampleCheck.isDateTime("2024-01-02 03:04:05Z"))
        #expect(!ExampleCheck.isDateTime("2024-01-02T03:04:05"))
        #expect(ExampleCheck.isUUID("123e4567-E89B-12d3-a456-426614174000"))
        #expect(!ExampleCheck.isUUID("123e4567e89b12d3a456426614174000"))
        // Twilio's examples write "" for an unset URL, which `URL` does not decode.
        #expect(ExampleCheck.isURL("https://example.com/a?b=c#d") && ExampleCheck.isURL("/relative"))
        #expect(ExampleCheck.isURL("https://例え.jp/パス"))
        #expect(!ExampleCheck.isURL("") && !ExampleCheck.isURL("https://example.com/a b"))
        #expect(!ExampleCheck.isURL("<https://example.com>"))
        #expect(ExampleValue.isJSONNumber("-1.5e+3") && ExampleValue.isJSONNumber("0"))
        #expect(
            !ExampleValue.isJSONNumber("01") && !ExampleValue.isJSONNumber("1.") && !ExampleValue.isJSONNumber(".5"))
    }
}

private let nowhere = SourceLocation(file: "spec.yaml", line: 1, column: 1)
