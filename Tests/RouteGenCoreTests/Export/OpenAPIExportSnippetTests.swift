import Testing
@testable import RouteGenCore

/// Each mapping of `export-openapi`, on a small spec: the YAML it writes, and that the OpenAPI
/// stage reads it back into a spec that generates the same Swift.
@Suite struct OpenAPIExportSnippetTests {
    /// Expects `fragment` in the export of `spec` and the same Swift from both.
    private func expectExport(
        _ spec: String, contains fragments: String..., sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let document = exportedDocument(spec)
        for fragment in fragments {
            #expect(
                document.contains(fragment), "missing:\n\(fragment)\nin:\n\(document)", sourceLocation: sourceLocation)
        }
        let (original, exported, diagnostics) = roundTrip(spec)
        #expect(diagnostics.map(\.description) == [], sourceLocation: sourceLocation)
        #expect(!original.isEmpty, sourceLocation: sourceLocation)
        #expect(original == exported, sourceLocation: sourceLocation)
    }

    @Test func documentHasInfoAndServer() {
        expectExport(
            "models: { A: { fields: { a: Int } } }",
            contains: """
                openapi: "3.1.0"
                info:
                  title: Shop
                  version: "1.0.0"
                  description: The shop.
                servers:
                  - url: https://shop.example/api
                paths: {}
                """)
    }

    @Test func objectFieldsAreRequiredUnlessOptionalOrDefaulted() {
        expectExport(
            """
            models:
              Item:
                doc: Something for sale.
                fields:
                  id: UUID
                  sku: { type: String, key: SKU, doc: The stock-keeping unit. }
                  ownerID: { type: Int64, key: owner_id }
                  price: Double = 9.5
                  ratio: Float?
                  count: Int32 = 0
            """,
            contains: """
                    Item:
                      type: object
                      description: Something for sale.
                      required: [id, SKU, owner_id]
                      properties:
                        id:
                          type: string
                          format: uuid
                        SKU:
                          type: string
                          description: The stock-keeping unit.
                        owner_id:
                          type: integer
                          format: int64
                          x-swift-name: ownerID
                        price:
                          type: number
                          format: double
                          default: 9.5
                        ratio:
                          type: number
                          format: float
                        count:
                          type: integer
                          format: int32
                          default: 0
                """)
    }

    @Test func scalarsHaveTheirFormats() {
        expectExport(
            """
            models:
              Times: { fields: { day: CalendarDate, at: Date, link: URL, photo: Data, on: Bool, any: JSONValue } }
            """,
            contains: """
                        day:
                          type: string
                          format: date
                        at:
                          type: string
                          format: date-time
                        link:
                          type: string
                          format: uri
                        photo:
                          type: string
                          contentEncoding: base64
                        "on":
                          type: boolean
                        any: {}
                """)
    }

    @Test func nullableIsATypeListOrOneOfWithNull() {
        expectExport(
            """
            models:
              Patch: { fields: { note: String | null, size: Size | null, tags: "[String?]" } }
              Size: { enum: [small, large] }
            """,
            contains: """
                        note:
                          type: [string, "null"]
                        size:
                          oneOf:
                            - $ref: "#/components/schemas/Size"
                            - type: "null"
                        tags:
                          type: array
                          items:
                            type: [string, "null"]
                """)
    }

    @Test func defaultsAreWireValues() {
        expectExport(
            """
            models:
              Prefs: { fields: { size: Size = small, sizes: "[Size] = [large]", labels: "[String: String] = {}", name: String = "1" } }
              Size: { enum: { small: S, large: L } }
            """,
            contains: """
                        size:
                          $ref: "#/components/schemas/Size"
                          default: S
                        sizes:
                          type: array
                          items:
                            $ref: "#/components/schemas/Size"
                          default: [L]
                        labels:
                          type: object
                          additionalProperties:
                            type: string
                          default: {}
                        name:
                          type: string
                          default: "1"
                """)
    }

    @Test func enumsKeepNamesDocsAndOpenness() {
        expectExport(
            """
            models:
              Size:
                enum: { small: S, large: { value: L, doc: The big one. } }
              Level: { enum: { low: 1, high: 3 } }
              Mood: { enum: [happy, sad], open: true }
            """,
            contains: """
                    Size:
                      type: string
                      enum: [S, L]
                      x-enum-varnames: [small, large]
                      x-enum-descriptions: ["", The big one.]
                    Level:
                      type: integer
                      enum: [1, 3]
                      x-enum-varnames: [low, high]
                    Mood:
                      anyOf:
                        - type: string
                          enum: [happy, sad]
                        - type: string
                      x-open-enum: true
                """)
    }

    @Test func signedValuesNeedNoVarnames() {
        expectExport(
            """
            models:
              Reaction: { enum: { _1: "1", minus1: "-1", plus1: "+1" } }
              Vote: { enum: { minus1: -1, plus2: +2 } }
            """,
            contains: """
                    Reaction:
                      type: string
                      enum: ["1", "-1", "+1"]
                    Vote:
                """)
    }

    @Test func aRouteOnAServerOfItsOwnWithAJSONMediaType() {
        expectExport(
            """
            models:
              Patch: { fields: { name: String? } }
            routes:
              patch: { PATCH: /files, baseURL: "https://upload.shop.example/v1", body: Patch, contentType: application/merge-patch+json }
            """,
            contains: """
                        content:
                          application/merge-patch+json:
                            schema:
                              $ref: "#/components/schemas/Patch"
                """,
            """
                  servers:
                    - url: https://upload.shop.example/v1
            """)
    }

    @Test func unionsAreOneOfWithDiscriminator() {
        expectExport(
            """
            models:
              Shape:
                oneOf: [Circle, Square]
                discriminator: kind
                mapping: { circle: Circle, square: Square }
              Circle: { fields: { kind: String, radius: Double } }
              Square: { fields: { kind: String, side: Double } }
              Value:
                oneOf:
                  text: { type: String, doc: Plain text. }
                  shapes: "[Shape]"
            """,
            contains: """
                    Shape:
                      oneOf:
                        - $ref: "#/components/schemas/Circle"
                          x-swift-name: Circle
                        - $ref: "#/components/schemas/Square"
                          x-swift-name: Square
                      discriminator:
                        propertyName: kind
                        mapping:
                          circle: "#/components/schemas/Circle"
                          square: "#/components/schemas/Square"
                """,
            """
                Value:
                  oneOf:
                    - type: string
                      description: Plain text.
                      x-swift-name: text
                    - type: array
                      items:
                        $ref: "#/components/schemas/Shape"
                      x-swift-name: shapes
            """)
    }

    @Test func authSchemesAreSecuritySchemes() {
        expectExport(
            """
            auth:
              member: bearer
              admin: basic
              partner: { apiKey: X-Partner-Key, in: header, doc: A partner's key. }
              signed: { apiKey: sig, in: query }
            routes:
              me: { GET: /me, auth: member }
              audit: { GET: /audit, auth: admin }
              feed: { GET: /feed, auth: partner }
              hook: { POST: /hook, auth: signed }
            """,
            contains: """
                  securitySchemes:
                    member:
                      type: http
                      scheme: bearer
                    admin:
                      type: http
                      scheme: basic
                    partner:
                      type: apiKey
                      in: header
                      name: X-Partner-Key
                      description: A partner's key.
                    signed:
                      type: apiKey
                      in: query
                      name: sig
                """)
    }

    @Test func alternativesAndOptionalAuthAreSecurityRequirements() {
        expectExport(
            """
            auth: { member: bearer, partner: { apiKey: X-Key, in: header } }
            routes:
              item: { GET: /item, auth: [member, partner] }
              featured: { GET: /featured, auth: [member, none] }
              open: { GET: /open }
            """,
            contains: """
                      security:
                        - member: []
                        - partner: []
                """,
            """
                  security:
                    - member: []
                    - {}
            """)
        #expect(!exportedDocument("routes: { open: { GET: /open } }").contains("security"))
    }

    @Test func parametersHaveTheirPlacesAndStyles() {
        expectExport(
            """
            models:
              Filter: { fields: { name: String? } }
            routes:
              items:
                GET: "/items/{kind: String}"
                query:
                  perPage: { type: Int, key: per_page, default: 20, doc: Items per page. }
                  tags: { type: "[String]?", style: form, explode: false }
                  words: { type: "[String]?", style: spaceDelimited }
                  kinds: { type: "[String]?", style: pipeDelimited }
                  filter: { type: Filter?, style: deepObject }
                  ids: "[Int]"
                headers: { X-Request-ID: String?, Accept-Language: String = en }
            """,
            contains: """
                      parameters:
                        - name: kind
                          in: path
                          required: true
                          schema:
                            type: string
                        - name: per_page
                          in: query
                          description: Items per page.
                          schema:
                            type: integer
                            default: 20
                        - name: tags
                          in: query
                          style: form
                          explode: false
                          schema:
                            type: array
                            items:
                              type: string
                        - name: words
                          in: query
                          style: spaceDelimited
                          explode: false
                """,
            """
                    - name: kinds
                      in: query
                      style: pipeDelimited
                      explode: false
            """,
            """
                    - name: filter
                      in: query
                      style: deepObject
                      explode: true
                      schema:
                        $ref: "#/components/schemas/Filter"
                    - name: ids
                      in: query
                      required: true
                      schema:
                        type: array
                        items:
                          type: integer
                    - name: X-Request-ID
                      in: header
                      schema:
                        type: string
                    - name: Accept-Language
                      in: header
                      schema:
                        type: string
                        default: en
            """)
    }

    @Test func requestBodiesByKind() {
        expectExport(
            """
            models:
              Item: { fields: { id: Int } }
            routes:
              create: { POST: /items, body: Item }
              login: { POST: /login, form: { user: String, remember: Bool = false } }
              upload: { PUT: /photo, body: Data, contentType: image/png }
              bytes: { PUT: /bytes, body: Data }
            """,
            contains: """
                      requestBody:
                        required: true
                        content:
                          application/json:
                            schema:
                              $ref: "#/components/schemas/Item"
                """,
            """
                      application/x-www-form-urlencoded:
                        schema:
                          type: object
                          required: [user]
                          properties:
                            user:
                              type: string
                            remember:
                              type: boolean
                              default: false
            """,
            """
                      image/png:
                        schema:
                          type: string
                          format: binary
            """,
            """
                      application/octet-stream:
                        schema:
                          type: string
                          format: binary
            """)
    }

    @Test func multipartFilePartsHaveTheirEncoding() {
        expectExport(
            """
            models:
              Meta: { fields: { id: Int } }
            routes:
              attach:
                POST: /files
                multipart:
                  file: FilePart
                  preview: { type: FilePart?, contentType: image/png }
                  meta: Meta
                  caption: String?
            """,
            contains: """
                          multipart/form-data:
                            schema:
                              type: object
                              required: [file, meta]
                              properties:
                                file:
                                  type: string
                                  format: binary
                                preview:
                                  type: string
                                  format: binary
                                meta:
                                  $ref: "#/components/schemas/Meta"
                                caption:
                                  type: string
                            encoding:
                              preview:
                                contentType: image/png
                """)
    }

    @Test func responsesAndErrorBodiesByStatus() {
        expectExport(
            """
            models:
              Item: { fields: { id: Int } }
              Problem: { fields: { message: String } }
            routes:
              item: { GET: /item, response: Item, errors: { 404: Problem, default: Problem } }
              photo: { GET: /photo, response: Data }
              remove: { DELETE: /item }
            """,
            contains: """
                      responses:
                        "200":
                          description: Success
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Item"
                        "404":
                          description: Status 404
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Problem"
                        default:
                          description: Any other status
                """,
            """
                      content:
                        application/octet-stream:
                          schema:
                            type: string
                            format: binary
            """,
            """
                  responses:
                    "204":
                      description: Success, without content
            """)
    }

    @Test func capabilitiesAreRouteGenExtensions() {
        expectExport(
            """
            models:
              Page: { fields: { items: "[Int]", next: String? } }
            routes:
              items:
                GET: /items
                query: { page: Int = 1, perPage: { type: Int, key: per_page, default: 20 } }
                response: "[Int]"
                paginate: { page: page, size: perPage }
                cache: { maxAge: 60 }
              stream:
                GET: /stream
                query: { after: String? }
                response: Page
                paginate: { cursor: after, next: next, items: items }
                cache: false
              create: { POST: /items, retry: true, capabilities: [IdempotentRoute] }
              old: { GET: /old, deprecated: Use items. }
            """,
            contains: """
                      x-routegen-paginate:
                        page: page
                        size: perPage
                      x-routegen-cache:
                        maxAge: 60
                """,
            """
                  x-routegen-paginate:
                    cursor: after
                    next: next
                    items: items
                  x-routegen-cache: false
            """,
            """
                  x-routegen-retry: true
                  x-routegen-capabilities: [IdempotentRoute]
            """,
            """
                  deprecated: true
                  x-routegen-deprecated: Use items.
            """)
    }

    @Test func twoRoutesOfOnePathKeepTheirSwiftNames() {
        expectExport(
            """
            routes:
              activity: { GET: "/projects/{id: Int}/activity" }
              recentActivity: { GET: "/projects/{id: Int}/activity" }
            """,
            contains: """
                  /projects/{id_recentActivity}/activity:
                    get:
                      operationId: recentActivity
                      parameters:
                        - name: id_recentActivity
                          in: path
                          required: true
                          x-swift-name: id
                """)
        let (_, diagnostics) = exportedDocument([
            ("spec.yaml", exportHeader + "routes:\n  a: { GET: \"/x/{id}\" }\n  b: { GET: \"/x/{key}\" }\n")
        ])
        #expect(
            diagnostics.map(\.description) == [
                "spec.yaml:6:13: warning: the route \"a\" has the same method and path, which OpenAPI cannot hold twice: this one's path parameters are renamed on the wire (/x/{key_b}); tools that compare paths without their parameter names still see one path"
            ])
    }

    @Test func aHeaderOpenAPIIgnoresIsWrittenWithAWarning() {
        let (document, diagnostics) = exportedDocument([
            ("spec.yaml", exportHeader + "routes:\n  a: { GET: /a, headers: { Accept: String = text/plain } }\n")
        ])
        #expect(document.contains("        - name: Accept\n          in: header\n"))
        #expect(
            diagnostics.map(\.description) == [
                "spec.yaml:5:28: warning: OpenAPI ignores a header parameter named Accept: it is written, but tools, and the OpenAPI stage reading the document back, leave it out"
            ])
    }

    @Test func textThatOtherReadersWouldTakeForNumbersIsQuoted() {
        let document = exportedDocument("models: { Version: { doc: \"2024-05-01\", enum: { one: \"1\", inf: .inf } } }")
        #expect(document.contains("description: \"2024-05-01\""))
        #expect(document.contains("enum: [\"1\", \".inf\"]"))
    }

    @Test func anOptionalFieldWithADefaultAllowsNull() {
        expectExport(
            "models: { Options: { fields: { topP: { type: Double?, default: 1 } } } }",
            contains: """
                        topP:
                          type: [number, "null"]
                          format: double
                          default: 1
                """)
    }

    /// Models as `convert` names inline schemas (`Pet.Owner`, `ListPetsRoute.Status`), used
    /// once, are written in place, where the OpenAPI stage gives them those names again; a
    /// nested model used twice stays a component. An inline schema's description documents
    /// both the model and the field, as `convert` wrote them.
    @Test func nestedModelsUsedOnceAreWrittenInPlace() {
        expectExport(
            """
            models:
              Pet: { fields: { owner: { type: Pet.Owner?, doc: Who looks after the pet. }, tags: "[Tag]" } }
              Pet.Owner: { doc: Who looks after the pet., fields: { name: String } }
              Tag: { fields: { color: Tag.Color, shade: Tag.Color? } }
              Tag.Color: { enum: [red, blue] }
              ListPetsRoute.Status: { enum: [available, sold] }
            routes:
              listPets:
                GET: /pets
                query: { status: ListPetsRoute.Status? }
                response: "[Pet]"
            """,
            contains: """
                        owner:
                          type: object
                          description: Who looks after the pet.
                          required: [name]
                """,
            """
                    - name: status
                      in: query
                      schema:
                        type: string
                        enum: [available, sold]
            """,
            """
                    color:
                      $ref: "#/components/schemas/Tag.Color"
            """)
    }

    @Test func multiLineDocsAreLiteralBlocks() {
        expectExport(
            """
            models:
              Note:
                doc: |
                  First line.
                  Second line.
                fields: { text: String }
            """,
            contains: """
                    Note:
                      type: object
                      description: |
                        First line.
                        Second line.
                """)
    }

    /// `body: { … }` is the route's own `Body` struct; `x-routegen-inline-body` keeps it so
    /// instead of a model named after the route (`RequestBody`).
    @Test func anInlineJSONBodyStaysTheRoutesBody() {
        expectExport(
            """
            routes:
              rename: { PATCH: /name, body: { title: String, notes: "String | null" } }
            """,
            contains: """
                      requestBody:
                        required: true
                        content:
                          application/json:
                            schema:
                              type: object
                              required: [title]
                              properties:
                                title:
                                  type: string
                                notes:
                                  type: [string, "null"]
                        x-routegen-inline-body: true
                """)
        let (_, exported, _) = roundTrip("routes: { rename: { PATCH: /name, body: { title: String } } }")
        #expect(
            exported.contains { $0.contains("/// The body of RenameRoute.\n        nonisolated public struct Body") })
    }

    /// A multipart `Data` part is a file part on the wire, as a `FilePart` is;
    /// `x-routegen-data` keeps it `Data` in Swift.
    @Test func aMultipartDataPartStaysData() {
        expectExport(
            """
            routes:
              attach:
                POST: /files
                multipart: { file: FilePart, thumb: { type: Data?, contentType: image/png }, pages: "[Data]" }
            """,
            contains: """
                              properties:
                                file:
                                  type: string
                                  format: binary
                                thumb:
                                  type: string
                                  format: binary
                                  x-routegen-data: true
                                pages:
                                  type: array
                                  items:
                                    type: string
                                    format: binary
                                  x-routegen-data: true
                            encoding:
                              thumb:
                                contentType: image/png
                """)
    }

    /// A model named as Swift reserves (`Task`, which is `TaskModel` in Swift) keeps its spec
    /// name through `x-routegen-name`, which a union's decoding error quotes.
    @Test func aReservedModelNameKeepsItsSpelling() {
        expectExport(
            """
            models:
              Task: { fields: { id: Int } }
              Note: { fields: { text: String } }
              Hit: { oneOf: [Task, Note] }
            """,
            contains: """
                    Task:
                      type: object
                      required: [id]
                      properties:
                        id:
                          type: integer
                      x-routegen-name: Task
                    Note:
                """)
    }

    /// `additional:` is `additionalProperties` beside `properties`: the value's schema, the
    /// member's doc as its `description`, and a name other than `additionalProperties` as
    /// `x-swift-name`, which the OpenAPI stage reads to name the member.
    @Test func additionalPropertiesKeepTheMembersNameAndDoc() {
        expectExport(
            """
            models:
              Labels: { fields: { id: Int }, additional: String }
              Settings:
                fields: { color: String? }
                additional: { type: Int?, name: counts, doc: Counts the server does not know. }
              Open:
                fields: { additionalProperties: Bool }
                additional: { type: JSONValue, name: rest }
            """,
            contains: """
                    Labels:
                      type: object
                      required: [id]
                      properties:
                        id:
                          type: integer
                      additionalProperties:
                        type: string
                    Settings:
                      type: object
                      properties:
                        color:
                          type: string
                      additionalProperties:
                        type: [integer, "null"]
                        description: Counts the server does not know.
                        x-swift-name: counts
                """,
            """
                  additionalProperties:
                    x-swift-name: rest
            """)
        let (_, exported, _) = roundTrip(
            "models: { Settings: { fields: { color: String? }, additional: { type: Int?, name: counts, doc: Counts. } } }"
        )
        #expect(exported.contains { $0.contains("/// Counts.\n        public let counts: ") })
    }

    /// `responses:` writes each success status with its body (none for `none`) and its doc as
    /// `description`; a status without a doc has an empty one, which the OpenAPI stage reads as
    /// no doc, so the `Response` enum's cases come back as they were.
    @Test func severalSuccessStatusesHaveTheirBodies() {
        expectExport(
            """
            models:
              Item: { fields: { id: Int } }
              Job: { fields: { position: Int } }
            routes:
              put:
                PUT: /items
                body: Item
                responses: { 200: { type: Item, doc: Done at once. }, 202: Job, 204: none }
            """,
            contains: """
                      responses:
                        "200":
                          description: Done at once.
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Item"
                        "202":
                          description: ""
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Job"
                        "204":
                          description: ""
                """)
        let (_, exported, _) = roundTrip(
            """
            models: { Item: { fields: { id: Int } }, Job: { fields: { position: Int } } }
            routes: { put: { PUT: /items, responses: { 201: Item, 202: Job } } }
            """)
        #expect(exported.contains { $0.contains("case created(Item)\n            case accepted(Job)") })
    }

    /// `responseHeaders:` are the `headers` of every success response, by wire name: required
    /// unless optional or defaulted, the doc as `description`, the default in the schema,
    /// `x-swift-name` where the wire name would give another Swift name.
    @Test func responseHeadersAreHeadersOfEverySuccessResponse() {
        expectExport(
            """
            models:
              Item: { fields: { id: Int } }
              Job: { fields: { position: Int } }
            routes:
              item:
                GET: /item
                response: Item
                responseHeaders:
                  ETag: String
                  remaining: { type: Int?, key: X-RateLimit-Remaining, doc: Requests left this hour. }
                  Last-Modified: Date?
              queue:
                POST: /queue
                responses: { 201: Item, 202: Job }
                responseHeaders: { Location: URL? }
              touch: { POST: /touch, responseHeaders: { X-Trace: "[String]", X-Retry-In: Int = 5 } }
            """,
            contains: """
                        "200":
                          description: Success
                          headers:
                            ETag:
                              required: true
                              schema:
                                type: string
                            X-RateLimit-Remaining:
                              description: Requests left this hour.
                              x-swift-name: remaining
                              schema:
                                type: integer
                            Last-Modified:
                              schema:
                                type: string
                                format: date-time
                          content:
                """,
            """
                    "201":
                      description: ""
                      headers:
                        Location:
                          schema:
                            type: string
                            format: uri
                      content:
            """,
            """
                    "202":
                      description: ""
                      headers:
                        Location:
            """,
            """
                    "204":
                      description: Success, without content
                      headers:
                        X-Trace:
                          required: true
                          schema:
                            type: array
                            items:
                              type: string
                        X-Retry-In:
                          schema:
                            type: integer
                            default: 5
            """)
    }

    /// A raw body (`body: Data`) is generated as `BinaryBody` (bytes, or a file streamed from
    /// disk); its export, `format: binary` under its content type, comes back as the same.
    @Test func aRawBodyComesBackAsABinaryBody() {
        let spec = "routes: { upload: { PUT: /photo, body: Data, contentType: image/png, retry: false } }"
        expectExport(
            spec,
            contains: """
                      requestBody:
                        required: true
                        content:
                          image/png:
                            schema:
                              type: string
                              format: binary
                """)
        #expect(roundTrip(spec).exported.contains { $0.contains("public let body: BinaryBody") })
    }

    /// Several spec files: `x-routegen-files` lists each with its models and routes, and the
    /// OpenAPI stage splits the document into the same files again, so generating from it
    /// writes the same files, byte for byte.
    @Test func severalSpecFilesComeBackAsTheSameFiles() throws {
        let specs = [
            (
                "Shop.yaml",
                exportHeader
                    + "models: { Item: { fields: { id: Int } }, Task: { fields: { id: Int } } }\nroutes: { item: { GET: /item, response: Item } }\n"
            ),
            (
                "Orders.yaml",
                "models: { Order: { fields: { items: [Item], owner: Order.Owner } }, Order.Owner: { fields: { name: String } } }\nroutes:\n  b: { GET: /b, response: Order }\n  a: { GET: /a }\n  c: { POST: /b, body: { task: Task } }\n"
            ),
        ]
        let document = exportedDocument(specs).text
        #expect(
            document.hasSuffix(
                """
                x-routegen-files:
                  Shop.yaml:
                    models: [Item, Task]
                    routes: [item]
                  Orders.yaml:
                    models: [Order]
                    routes: [b, a, c]

                """))
        let translation = OpenAPITranslator.translate(document, path: "Shop.openapi.yaml")
        #expect(translation.diagnostics.map(\.description) == [])
        #expect(translation.files.map(\.path) == ["Shop.yaml", "Orders.yaml"])
        var files = specs.map { SpecLoader.load($0.1, path: $0.0).0 }
        _ = SharedParameters.resolve(&files)
        let original = generatedContents(files).files
        let exported = generatedContents(translation.files).files
        #expect(original.map(\.name) == ["Shop.swift", "Shop+Spec.swift", "Orders.swift"])
        #expect(exported.map(\.name) == original.map(\.name))
        #expect(exported.map(\.contents) == original.map(\.contents))
    }

    /// A build tool naming outputs by spec path has declared one output per spec: there the
    /// document is not split.
    @Test func aDocumentIsNotSplitWhenOutputsFollowSpecPaths() throws {
        let specs = [
            ("Shop.yaml", exportHeader + "routes: { item: { GET: /item } }\n"),
            ("Orders.yaml", "routes: { order: { GET: /order } }\n"),
        ]
        let document = exportedDocument(specs).text
        let load: OpenAPITranslator.FileLoader = { path in YAMLLoader.load(document, file: path) }
        let split = try Pipeline.run(
            specPaths: ["shop.openapi.yaml"], templates: TemplateSet.builtin(), load: load)
        #expect(split.files.map(\.name) == ["Shop.swift", "Shop+Spec.swift", "Orders.swift"])
        let kept = try Pipeline.run(
            specPaths: ["shop.openapi.yaml"],
            options: GenerationOptions(naming: .specFileNames(namespaceFile: "Shop.swift")),
            templates: TemplateSet.builtin(), load: load)
        #expect(kept.diagnostics.map(\.description) == [])
        #expect(kept.files.map(\.name) == ["Shop.swift", "shop.openapi.swift"])
    }
}
