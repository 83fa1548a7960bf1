import Testing
@testable import RouteGenCore

/// OpenAPI success responses: their headers become the route's response headers, and several
/// statuses with different bodies become `responses:`.
struct ResponseMappingTests {
    let document =
        openAPIHeader + """
            paths:
              /pets:
                post:
                  operationId: createPet
                  responses:
                    "200":
                      description: The pet existed.
                      headers:
                        ETag: { required: true, schema: { type: string } }
                        X-Rate-Limit: { $ref: "#/components/headers/RateLimit" }
                      content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
                    "202":
                      description: Queued.
                      headers:
                        ETag: { required: true, schema: { type: string } }
                        Retry-After: { schema: { type: integer } }
                        Content-Type: { schema: { type: string } }
                      content: { application/json: { schema: { type: object, properties: { position: { type: integer } } } } }
                    "204": { description: Nothing to say. }
              /pets/{id}:
                get:
                  operationId: getPet
                  parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
                  responses:
                    "200":
                      description: A pet.
                      headers:
                        Link: { required: true, schema: { type: array, items: { type: string } } }
                        X-Tags: { schema: { type: object } }
                      content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
                    "203":
                      description: A cached pet.
                      headers: { Link: { required: true, schema: { type: array, items: { type: string } } } }
                      content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
            components:
              schemas:
                Pet: { type: object, properties: { name: { type: string } } }
              headers:
                RateLimit: { description: Requests left., required: true, schema: { type: integer } }
            """

    @Test func headersAndSeveralBodiesInRouteGensFormat() {
        let spec = converted(document)
        #expect(
            spec.contains(
                """
                  createPet:
                    POST: "/pets"
                    responses:
                      200: { type: Pet, doc: The pet existed. }
                      202: { type: CreatePetRoute.ResponseBody202, doc: Queued. }
                      204: { type: none, doc: Nothing to say. }
                    responseHeaders:
                      eTag:
                        type: String?
                        key: ETag
                      xRateLimit:
                        type: Int?
                        doc: Requests left.
                        key: X-Rate-Limit
                      retryAfter:
                        type: Int?
                        key: Retry-After
                """))
        #expect(
            spec.contains(
                """
                  getPet:
                    GET: "/pets/{id}"
                    path:
                      id: Int
                    response: Pet
                    responseHeaders:
                      link:
                        type: "[String]"
                        key: Link
                      xTags:
                        type: String?
                        key: X-Tags
                """))
    }

    @Test func onlyTheHeaderNoFieldCanHoldIsWarnedAbout() {
        let warnings = openAPIDiagnostics(document)
        #expect(
            warnings.contains {
                $0.contains(
                    "the response header \"X-Tags\" has type [String: JSONValue], which one header field cannot hold")
            })
        #expect(!warnings.contains { $0.contains("cannot be expressed") })
        #expect(!warnings.contains { $0.contains("success status") })
    }

    @Test func theGeneratedRouteSwitchesOverItsStatuses() {
        let code = swiftCode(openAPI: document)
        #expect(
            code.contains(
                """
                        nonisolated public enum Response: StatusDependentResponse {
                            /// The pet existed.
                            case ok(Pet)
                            /// Queued.
                            case accepted(CreatePetRoute.ResponseBody202)
                            /// Nothing to say.
                            case noContent
                """))
        // Required by 200 but not documented for 204 (nor 202): a response may lack it.
        #expect(code.contains("self.xRateLimit = fields.decodeIfPresent(forName: \"X-Rate-Limit\")"))
        #expect(code.contains("self.link = try fields.decode(forName: \"Link\")"))
        #expect(code.contains("self.retryAfter = fields.decodeIfPresent(forName: \"Retry-After\")"))
        #expect(!code.contains("Content-Type\")"))
    }

    @Test func convertWritesResponseHeadersByTheirWireNames() {
        let written = SpecWriter.yaml(SpecCompactor.compact(translate(document).spec), shortForms: true)
        #expect(
            written.contains(
                """
                    responses:
                      200: { type: Pet, doc: The pet existed. }
                      202: { type: CreatePetRoute.ResponseBody202, doc: Queued. }
                      204: { type: none, doc: Nothing to say. }
                    responseHeaders: { ETag: String?, X-Rate-Limit: { type: Int?, doc: Requests left. }, Retry-After: Int? }
                """), "\(written)")
    }

    @Test func theSameInlineSchemaForTwoStatusesIsOneBody() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /notes:
                    put:
                      operationId: putNote
                      responses:
                        "200": { description: Replaced., content: { application/json: { schema: { type: object, properties: { id: { type: integer } } } } } }
                        "201": { description: Created., content: { application/json: { schema: { type: object, properties: { id: { type: integer } } } } } }
                """)
        #expect(spec.contains("    PUT: \"/notes\"\n    response: PutNoteRoute.ResponseBody\n"))
        #expect(!spec.contains("responses:"))
    }

    @Test func theWrittenSpecLoadsBackToTheSameRoutes() {
        let translated = translate(document).spec
        let (reloaded, found) = SpecLoader.load(SpecWriter.yaml(translated), path: "api.yaml")
        #expect(found.filter { $0.severity == .error }.isEmpty)
        let routes = reloaded.routes.map {
            (
                $0.responses.map { [$0.status.description, $0.type?.description ?? "none", $0.doc ?? ""] },
                $0.responseHeaders.map { $0.key ?? $0.name.value }
            )
        }
        let original = translated.routes.map {
            (
                $0.responses.map { [$0.status.description, $0.type?.description ?? "none", $0.doc ?? ""] },
                $0.responseHeaders.map { $0.key ?? $0.name.value }
            )
        }
        #expect(routes.map(\.0) == original.map(\.0))
        #expect(routes.map(\.1) == original.map(\.1))
    }
}
