import Testing
@testable import RouteGenCore

/// `components/schemas` → models: OpenAPI in, the equivalent spec (in RouteGen's format) out,
/// one test per mapping rule.
struct SchemaMappingTests {
    @Test func objectWithRequiredOptionalAndDocumentedProperties() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Pet:
                      description: A pet.
                      type: object
                      required: [id, name]
                      properties:
                        id: { type: integer, format: int64, description: The id. }
                        name: { type: string }
                        tag: { type: string }
                """)
        #expect(
            spec == """
                models:
                  Pet:
                    doc: A pet.
                    fields:
                      id:
                        type: Int64
                        doc: The id.
                      name: String
                      tag: String?

                """)
    }

    @Test(arguments: [
        ("{ type: string }", "String"),
        ("{ type: string, format: date-time }", "Date"),
        ("{ type: string, format: date }", "CalendarDate"),
        ("{ type: string, format: uuid }", "UUID"),
        ("{ type: string, format: uri }", "URL"),
        ("{ type: string, format: binary }", "Data"),
        ("{ type: string, format: byte }", "Data"),
        ("{ type: string, contentEncoding: base64 }", "Data"),
        ("{ type: string, format: email }", "String"),
        ("{ type: integer }", "Int"),
        ("{ type: integer, format: int32 }", "Int32"),
        ("{ type: integer, format: int64 }", "Int64"),
        ("{ type: number }", "Double"),
        ("{ type: number, format: float }", "Float"),
        ("{ type: number, format: double }", "Double"),
        ("{ type: boolean }", "Bool"),
        ("{ type: integer, enum: [1, 2] }", "A.V"),  // an integer enum is a model, nested in its place
        ("{}", "JSONValue"),
        ("{ type: array }", "[JSONValue]"),
        ("{ type: array, items: { type: string } }", "[String]"),
        ("{ type: object }", "[String: JSONValue]"),
        ("{ additionalProperties: true }", "[String: JSONValue]"),
        ("{ type: object, additionalProperties: { type: integer } }", "[String: Int]"),
        ("{ type: object, additionalProperties: { type: array, items: { type: number } } }", "[String: [Double]]"),
    ])
    func formatsAndContainers(schema: String, type: String) {
        let spec = translate(
            openAPIHeader
                + "components:\n  schemas:\n    A:\n      type: object\n      required: [v]\n      properties:\n        v: \(schema)\n"
        ).spec
        guard case .object(let fields)? = spec.models.first?.kind else {
            Issue.record("no object model: \(spec.models)")
            return
        }
        #expect(fields.map(\.type.description) == [type])
    }

    @Test func nullableIn30AndTypeListsIn31MakeOptionalFields() {
        let spec = converted(
            """
            openapi: 3.0.3
            info: { title: Shop }
            components:
              schemas:
                A:
                  type: object
                  required: [a, b, c, d]
                  properties:
                    a: { type: string, nullable: true }
                    b: { type: [string, "null"] }
                    c: { type: [array, "null"], items: { type: [integer, "null"] } }
                    d: { oneOf: [{ $ref: "#/components/schemas/B" }, { type: "null" }] }
                    e: { allOf: [{ $ref: "#/components/schemas/B" }], nullable: true, description: Wrapped. }
                B: { type: object, properties: { x: { type: string } } }
            """)
        #expect(
            spec.contains(
                """
                      a: String?
                      b: String?
                      c: "[Int?]?"
                      d: B?
                      e:
                        type: B | null
                        doc: Wrapped.
                """))
    }

    @Test func enumsAreNamedFromTheirValuesAndStayUnique() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Kind:
                      type: string
                      enum: [cat, BIG_DOG, $nake, public, "", in-progress, in_progress, null]
                    Level:
                      type: string
                      enum: [low, high]
                      x-enum-varnames: [minimum, maximum]
                """)
        #expect(
            spec == """
                models:
                  Kind:
                    enum:
                      cat: cat
                      bigDog: BIG_DOG
                      nake: $nake
                      public: public
                      empty: ""
                      inProgress: in-progress
                      inProgress2: in_progress
                  Level:
                    enum:
                      minimum: low
                      maximum: high

                """)
    }

    @Test func openEnumsAreOptIn() {
        let document =
            openAPIHeader + """
                components:
                  schemas:
                    Closed: { type: string, enum: [a] }
                    Open: { type: string, enum: [a, unknown], x-open-enum: true }
                    Shut: { type: string, enum: [a], x-open-enum: false }
                    Extensible: { type: string, x-extensible-enum: [a, b] }
                    Model:
                      anyOf:
                        - type: string
                        - type: string
                          enum: [gpt-4o, gpt-4o-mini]
                """
        let byDefault = translate(document).spec.models.map { "\($0.name.value): \($0.isOpen)" }
        #expect(byDefault == ["Closed: false", "Open: true", "Shut: false", "Extensible: true", "Model: true"])
        let allOpen = translate(document, options: OpenAPIOptions(openEnums: true)).spec.models.map {
            "\($0.name.value): \($0.isOpen)"
        }
        #expect(allOpen == ["Closed: true", "Open: true", "Shut: false", "Extensible: true", "Model: true"])
        #expect(
            converted(document).contains(
                """
                  Open:
                    open: true
                    enum:
                      a: a
                      unknown2: unknown
                """))
        #expect(
            converted(document).contains(
                """
                  Model:
                    open: true
                    enum:
                      gpt4o: gpt-4o
                      gpt4oMini: gpt-4o-mini
                """))
    }

    @Test func allOfMergesPropertiesAndRequiredLists() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Base:
                      type: object
                      required: [id]
                      properties: { id: { type: string }, note: { type: string } }
                    Dog:
                      allOf:
                        - $ref: "#/components/schemas/Base"
                        - type: object
                          required: [bark]
                          properties: { bark: { type: boolean }, note: { type: integer } }
                        - required: [note]
                """)
        #expect(
            spec.contains(
                """
                  Dog:
                    fields:
                      id: String
                      note: Int
                      bark: Bool
                """))
    }

    @Test func oneOfBecomesAUnionWithDiscriminatorValues() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Cat: { type: object, properties: { kind: { type: string } } }
                    Dog: { type: object, properties: { kind: { type: string } } }
                    Bird: { type: object, properties: { kind: { type: string } } }
                    Pet:
                      oneOf:
                        - $ref: "#/components/schemas/Cat"
                        - $ref: "#/components/schemas/Dog"
                      discriminator:
                        propertyName: kind
                        mapping:
                          cat: "#/components/schemas/Cat"
                          kitty: "#/components/schemas/Cat"
                          bird: Bird
                    Value:
                      anyOf:
                        - type: string
                        - type: array
                          items: { type: string }
                        - type: object
                          properties: { raw: { type: string } }
                """)
        #expect(
            spec.contains(
                """
                  Pet:
                    discriminator: kind
                    oneOf:
                      cat: Cat
                      dog: Dog
                      bird: Bird
                    mapping:
                      cat: cat
                      kitty: cat
                      Dog: dog
                      bird: bird
                  Value:
                    oneOf:
                      string: String
                      stringArray: "[String]"
                      raw: Value.Raw
                  Value.Raw:
                    fields:
                      raw: String?
                """))
    }

    @Test func inlineSchemasGetNamesFromTheirPlace() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Order:
                      type: object
                      properties:
                        status: { type: string, enum: [open, closed] }
                        lines:
                          type: array
                          items:
                            type: object
                            properties: { sku: { type: string } }
                        extras:
                          type: object
                          additionalProperties:
                            type: object
                            properties: { note: { type: string } }
                        method: { type: string, format: http-method, enum: [GET, POST] }
                        fallbackMethod: { type: string, format: http-method, enum: [GET, POST] }
                """)
        #expect(
            spec == """
                models:
                  Order:
                    fields:
                      status: Order.Status?
                      lines: "[Order.Line]?"
                      extras: "[String: Order.ExtrasValue]?"
                      method: HttpMethod?
                      fallbackMethod: HttpMethod?
                  Order.Status:
                    enum:
                      open: open
                      closed: closed
                  Order.Line:
                    fields:
                      sku: String?
                  Order.ExtrasValue:
                    fields:
                      note: String?
                  HttpMethod:
                    enum:
                      get: GET
                      post: POST

                """)
    }

    /// `Data` is reserved, so the model becomes `DataModel`; components are named first, so
    /// `DataRoute` keeps its name and the route `Data` becomes `data2`; `Shop` is the API.
    @Test func namesThatSwiftCannotTakeAreMadeUniqueIdentifiers() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /x:
                    get: { operationId: Data, responses: { "204": { description: none } } }
                components:
                  schemas:
                    Data: { type: object, properties: { x: { type: string } } }
                    DataRoute: { type: object, properties: { x: { type: string } } }
                    Account.Sid: { type: object, properties: { x: { type: string } } }
                    account_sid: { type: object, properties: { x: { type: string } } }
                    Shop: { type: object, properties: { x: { type: string } } }
                    Fields:
                      type: object
                      properties:
                        x-api-key: { type: string }
                        2fa: { type: boolean }
                        class: { type: string }
                        self: { type: string }
                        self-harm: { type: string }
                        self_harm: { type: string }
                        X-EARLY-ACCESS: { type: string }
                """)
        #expect(
            spec.hasPrefix(
                """
                models:
                  DataModel:
                    fields:
                      x: String?
                  DataRoute:
                    fields:
                      x: String?
                  AccountSid:
                    fields:
                      x: String?
                  AccountSid2:
                    fields:
                      x: String?
                  Shop2:
                    fields:
                      x: String?
                  Fields:
                    fields:
                      xApiKey:
                        type: String?
                        key: x-api-key
                      _2fa:
                        type: Bool?
                        key: 2fa
                      class: String?
                      self_:
                        type: String?
                        key: self
                      selfHarm:
                        type: String?
                        key: self-harm
                      selfHarm2:
                        type: String?
                        key: self_harm
                      xEarlyAccess:
                        type: String?
                        key: X-EARLY-ACCESS
                """))
    }

    @Test func recursiveSchemasReferToTheirModel() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Node:
                      type: object
                      properties:
                        next: { $ref: "#/components/schemas/Node" }
                        children: { type: array, items: { $ref: "#/components/schemas/Node" } }
                    Tree:
                      oneOf:
                        - $ref: "#/components/schemas/Tree"
                        - type: string
                    Nested:
                      type: array
                      items: { $ref: "#/components/schemas/Nested" }
                    UsesNested:
                      type: object
                      properties: { n: { $ref: "#/components/schemas/Nested" } }
                """)
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                  Node:
                    fields:
                      next: Node?
                      children: "[Node]?"
                  Tree:
                    oneOf:
                      string: String
                  UsesNested:
                    fields:
                      "n": "[JSONValue]?"
                """))
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:13:11: warning: a union cannot be one of its own variants: this member is left out",
                "api.yaml:17:22: warning: \"#/components/schemas/Nested\" contains itself without an object in between: generated as JSONValue",
            ])
    }

    @Test func defaultsAreCheckedAgainstTheirType() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Level: { type: string, enum: [low, high], default: low }
                    Query:
                      type: object
                      properties:
                        page: { type: integer, default: 1 }
                        size: { type: integer, format: int32, default: "20" }
                        ratio: { type: number, default: 0.5 }
                        sort: { type: string, default: "-created" }
                        on: { type: boolean, default: true }
                        tags: { type: array, items: { type: string }, default: [a, b] }
                        level: { $ref: "#/components/schemas/Level" }
                        other: { $ref: "#/components/schemas/Level", default: medium }
                        since: { type: string, format: date-time, default: "2024-01-02T03:04:05Z" }
                        bad: { type: integer, default: many }
                        options: { type: object, properties: { a: { type: string } }, default: { a: x } }
                        maybe: { type: string, nullable: true, default: null }
                """)
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                  Query:
                    fields:
                      page:
                        type: Int
                        default: 1
                      size:
                        type: Int32
                        default: 20
                      ratio:
                        type: Double
                        default: 0.5
                      sort:
                        type: String
                        default: "-created"
                      "on":
                        type: Bool
                        default: true
                      tags:
                        type: "[String]"
                        default: ["a", "b"]
                      level:
                        type: Level
                        default: "low"
                      other: Level?
                      since:
                        type: Date
                        default: "2024-01-02T03:04:05Z"
                      bad: Int?
                      options: Query.Options?
                      maybe: String | null
                """))
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:17:63: warning: the default \"medium\" is not a valid Level: it is left out",
                "api.yaml:19:40: warning: the default \"many\" is not a valid Int: it is left out",
                "api.yaml:20:80: warning: a default for an object, a union, binary data or any JSON value cannot be expressed: it is left out",
            ])
    }

    @Test func readOnlyAndWriteOnlyPropertiesAreNeverRequired() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    User:
                      type: object
                      required: [id, name, password]
                      properties:
                        id: { type: string, readOnly: true }
                        name: { type: string }
                        password: { type: string, writeOnly: true }
                """)
        #expect(spec.contains("      id: String?\n      name: String\n      password: String?\n"))
    }

    @Test func additionalPropertiesBesidePropertiesAreKeptWithoutAWarning() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Tags:
                      type: object
                      properties: { name: { type: string } }
                      additionalProperties: { type: string }
                    Closed:
                      type: object
                      properties: { name: { type: string } }
                      additionalProperties: false
                """)
        #expect(translation.spec.models.map(\.name.value) == ["Tags", "Closed"])
        #expect(translation.spec.models.map { $0.additionalProperties?.valueType.description } == ["String", nil])
        #expect(translation.diagnostics.isEmpty)
    }
}
