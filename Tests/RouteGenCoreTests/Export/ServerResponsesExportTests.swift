import Testing
@testable import RouteGenCore

/// What Schemathesis found the export leaving out or saying otherwise than the generated
/// server answers (Scripts/schemathesis.sh, Docs/Server.md): each response as the server sends
/// it, and the same Swift generated from the export as from the spec.
@Suite struct ServerResponsesExportTests {
    /// The Swift of `spec` and of its export translated back, expected equal.
    private func expectSameSwift(_ spec: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let (original, exported, diagnostics) = roundTrip(spec)
        #expect(diagnostics.map(\.description) == [], sourceLocation: sourceLocation)
        #expect(!original.isEmpty, sourceLocation: sourceLocation)
        #expect(original == exported, sourceLocation: sourceLocation)
    }

    private static let routes = """
        auth: { member: bearer }
        models:
          Item: { fields: { name: String } }
          Problem: { fields: { message: String } }
        routes:
          ping: { GET: /ping }
          item: { GET: "/items/{id: Int}", response: Item }
          create: { POST: /items, body: Item, response: Item, auth: member }
          replace: { PUT: "/items/{id: Int}", body: Item, response: Item, auth: member, errors: { 401: Problem, default: Problem } }
        """

    /// The `400`, `401`, `413` and `415` RouteKitServer answers before a handler runs, which
    /// Schemathesis reported as undocumented statuses.
    @Test func errorsTheServerAnswersItselfAreDocumented() {
        let document = exportedDocument(Self.routes)
        let serverError = """
                      content:
                        application/json:
                          schema:
                            type: object
                            required: [error]
                            properties:
                              error:
                                type: object
                                required: [message]
                                properties:
                                  message:
                                    type: string
                      x-routegen-server-error: true
            """
        // A route without parameters, body or credential: none.
        #expect(
            document.contains(
                """
                      operationId: ping
                      responses:
                        "204":
                          description: Success, without content
                  /items/{id}:
                """))
        // Parameters: 400 only.
        #expect(
            document.contains(
                """
                        "400":
                          description: The request does not decode into the route
                """ + "\n" + serverError + """

                        put:
                    """))
        // A body and a credential: all four, the body's two after the 401.
        for (status, description) in [
            ("401", "The credential is missing or rejected"), ("413", "The body is larger than the server accepts"),
            ("415", "The body is not of the route's media type"),
        ] {
            #expect(
                document.contains(
                    """
                            "\(status)":
                              description: \(description)
                    """ + "\n" + serverError))
        }
        #expect(document.components(separatedBy: "x-routegen-server-error: true").count - 1 == 1 + 4 + 3)
    }

    /// A status the route documents keeps its own body; the server's are added beside a
    /// `default`, which would otherwise claim them with the route's error type.
    @Test func documentedStatusesKeepTheirBodies() {
        let document = exportedDocument(Self.routes)
        #expect(
            document.contains(
                """
                        "401":
                          description: Status 401
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Problem"
                        default:
                          description: Any other status
                          content:
                            application/json:
                              schema:
                                $ref: "#/components/schemas/Problem"
                        "400":
                          description: The request does not decode into the route
                """))
    }

    /// A route with a `default` body may answer its `401` with it (an authenticator made with
    /// `unauthorizedBody:`), or with the server's: Schemathesis found the one-schema `401`
    /// wrong once `taskboard-server` documented its `401`s.
    @Test func unauthorizedBesideADefaultIsEither() {
        let document = exportedDocument(
            """
            auth: { member: bearer }
            models: { Problem: { fields: { message: String } } }
            routes:
              purge: { DELETE: /items, auth: member, errors: { default: Problem } }
            """)
        #expect(
            document.contains(
                """
                        "401":
                          description: The credential is missing or rejected
                          content:
                            application/json:
                              schema:
                                anyOf:
                                  - $ref: "#/components/schemas/Problem"
                                  - type: object
                                    required: [error]
                """))
    }

    /// The OpenAPI stage skips the server's errors: no error body, no model, the same Swift.
    @Test func serverErrorsAddNothingToTheGeneratedSwift() {
        expectSameSwift(Self.routes)
    }

    /// A `String` response is sent as `text/plain` (Schemathesis: undocumented content type).
    @Test func textResponseIsPlainText() {
        let spec = "routes: { allowed: { OPTIONS: /items, response: String } }"
        #expect(
            exportedDocument(spec).contains(
                """
                        "200":
                          description: Success
                          content:
                            text/plain:
                              schema:
                                type: string
                """))
        expectSameSwift(spec)
    }

    /// An open enum accepts values it does not list, as the generated code does
    /// (Schemathesis: a response with an unknown role violated the schema).
    @Test func openEnumAcceptsAnyString() {
        let spec = "models: { Role: { enum: [owner, viewer], open: true }, Member: { fields: { role: Role } } }"
        #expect(
            exportedDocument(spec).contains(
                """
                    Role:
                      anyOf:
                        - type: string
                          enum: [owner, viewer]
                        - type: string
                      x-open-enum: true
                """))
        expectSameSwift(spec)
    }
}
