import Testing
@testable import RouteGenCore

/// `paths` → routes: parameters, bodies, responses and names, OpenAPI in, spec out.
struct OperationMappingTests {
    @Test func routesAreNamedFromOperationIdsOrMethodAndPath() {
        let spec = translate(
            openAPIHeader + """
                paths:
                  /pets/{petId}/photos:
                    get: { operationId: list_pet-photos, parameters: [{ name: petId, in: path, required: true, schema: { type: string } }], responses: {} }
                    post: { parameters: [{ name: petId, in: path, required: true, schema: { type: string } }], responses: {} }
                  /:
                    get: { responses: {} }
                  /a:
                    get: { operationId: listPetPhotos, responses: {} }
                    trace: { operationId: traceA, responses: {} }
                """)
        #expect(
            spec.spec.routes.map(\.name.value) == [
                "listPetPhotos", "postPetsByPetIdPhotos", "getRoot", "listPetPhotos2",
            ])
        #expect(spec.spec.routes.map(\.method.value) == ["GET", "POST", "GET", "GET"])
        #expect(
            spec.diagnostics.map(\.description) == [
                "api.yaml:12:5: warning: TRACE operations cannot be expressed: this one is left out"
            ])
    }

    /// OpenAPI 3.2's `query` operation and each of `additionalOperations` are routes of their
    /// methods, named like any other; an additional method that cannot be sent, or that repeats
    /// a fixed field's in any case, is reported where it is written and left out, and TRACE is
    /// left out however it is written.
    @Test func queryAndAdditionalOperationsAreRoutesOfTheirMethods() {
        let spec = translate(
            """
            openapi: 3.2.0
            info: { title: Shop }
            servers: [{ url: "https://shop.example/api" }]
            paths:
              /search:
                get: { operationId: search, responses: {} }
                query: { operationId: querySearch, responses: {} }
                additionalOperations:
                  PURGE: { responses: {} }
                  link: { operationId: link, responses: {} }
                  "M S": { responses: {} }
                  POST: { responses: {} }
                  Query: { responses: {} }
                  Trace: { responses: {} }
            """)
        #expect(spec.spec.routes.map(\.name.value) == ["search", "querySearch", "purgeSearch", "link"])
        #expect(spec.spec.routes.map(\.method.value) == ["GET", "QUERY", "PURGE", "link"])
        #expect(
            spec.diagnostics.map(\.description) == [
                "api.yaml:11:7: warning: in additionalOperations, the method \"M S\" is not an HTTP token: use letters, digits and ! # $ % & ' * + - . ^ _ ` | ~; this operation is left out",
                "api.yaml:12:7: warning: the method \"POST\" in additionalOperations has a field of its own in a path item, \"post\", where OpenAPI 3.2 requires it: this operation is left out; move it there",
                "api.yaml:13:7: warning: the method \"Query\" in additionalOperations has a field of its own in a path item, \"query\", where OpenAPI 3.2 requires it: this operation is left out; move it there",
                "api.yaml:14:7: warning: TRACE operations cannot be expressed: this one is left out",
            ])
        #expect(spec.diagnostics.map(\.cause) == [.methods, .methods, .methods, .trace])
    }

    /// A webhook's or callback's path item goes through the same reading: its QUERY and other
    /// methods are webhook routes, named after the webhook and their method.
    @Test func webhooksAndCallbacksHaveTheseMethodsToo() {
        let spec = translate(
            openAPIHeader + """
                paths:
                  /subscriptions:
                    post:
                      operationId: subscribe
                      responses: {}
                      callbacks:
                        changed:
                          "{$request.body#/url}/changes":
                            additionalOperations: { NOTIFY: { responses: {} } }
                webhooks:
                  catalog:
                    query: { responses: {} }
                    additionalOperations: { NOTIFY: { responses: {} } }
                """)
        #expect(spec.spec.routes.map(\.name.value) == ["subscribe", "changed", "queryCatalog", "notifyCatalog"])
        #expect(spec.spec.routes.map(\.method.value) == ["POST", "NOTIFY", "QUERY", "NOTIFY"])
        #expect(spec.spec.routes.map(\.isWebhook) == [false, true, true, true])
        #expect(spec.diagnostics.isEmpty)
    }

    /// `convert` writes both back in RouteGen's format, which loads into the same routes.
    @Test func convertWritesQueryAndOtherMethodsBack() {
        let text = converted(
            openAPIHeader + """
                paths:
                  /books:
                    query: { operationId: searchBooks, responses: {} }
                    additionalOperations: { PROPFIND: { operationId: describeBooks, responses: {} } }
                """)
        #expect(text.contains("  searchBooks:\n    QUERY: \"/books\"\n"))
        #expect(text.contains("  describeBooks:\n    method: \"PROPFIND /books\"\n"))
        let (reloaded, found) = SpecLoader.load("api: Shop\nbaseURL: https://shop.example\n" + text, path: "spec.yaml")
        #expect(found.isEmpty)
        #expect(reloaded.routes.map(\.method.value) == ["QUERY", "PROPFIND"])
    }

    @Test func parametersWithDefaultsAndRenamedPlaceholders() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /Accounts/{AccountSid}/Calls/{id}.json:
                    parameters:
                      - { name: AccountSid, in: path, required: true, schema: { type: string }, description: The account. }
                    get:
                      operationId: ListCall
                      parameters:
                        - { name: id, in: path, required: true, schema: { type: integer, format: int64 } }
                        - { name: id, in: query, schema: { type: string } }
                        - { name: PageSize, in: query, schema: { type: integer, default: 50 } }
                        - { name: StartTime<, in: query, schema: { type: string, format: date-time } }
                        - { name: StartTime>, in: query, schema: { type: string, format: date-time } }
                        - { name: X-Request-ID, in: header, required: true, schema: { type: string, format: uuid } }
                        - { name: Accept, in: header, schema: { type: string } }
                        - { name: session, in: cookie, schema: { type: string } }
                      responses: {}
                """)
        #expect(
            spec == """
                routes:
                  listCall:
                    GET: "/Accounts/{accountSid}/Calls/{id}.json"
                    path:
                      accountSid:
                        type: String
                        doc: The account.
                      id: Int64
                    query:
                      idQuery:
                        type: String?
                        key: id
                      pageSize:
                        type: Int
                        default: 50
                        key: PageSize
                      startTimeBefore:
                        type: Date?
                        key: StartTime<
                      startTimeAfter:
                        type: Date?
                        key: StartTime>
                    headers:
                      xRequestID:
                        type: UUID
                        key: X-Request-ID

                """)
    }

    @Test func queryArrayStylesAndDeepObjects() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /items:
                    get:
                      operationId: listItems
                      parameters:
                        - { name: tag, in: query, schema: { type: array, items: { type: string } } }
                        - { name: ids, in: query, explode: false, schema: { type: array, items: { type: integer } } }
                        - { name: words, in: query, style: spaceDelimited, schema: { type: array, items: { type: string } } }
                        - { name: codes, in: query, style: pipeDelimited, schema: { type: array, items: { type: string } } }
                        - name: filter
                          in: query
                          style: deepObject
                          schema: { type: object, properties: { name: { type: string } } }
                        - name: labels
                          in: query
                          style: deepObject
                          schema: { type: object, additionalProperties: { type: string } }
                      responses: {}
                """)
        #expect(
            spec == """
                models:
                  ListItemsRoute.Filter:
                    fields:
                      name: String?
                routes:
                  listItems:
                    GET: "/items"
                    query:
                      tag: "[String]?"
                      ids:
                        type: "[Int]?"
                        style: form
                        explode: false
                      words:
                        type: "[String]?"
                        style: spaceDelimited
                      codes:
                        type: "[String]?"
                        style: pipeDelimited
                      filter:
                        type: ListItemsRoute.Filter?
                        style: deepObject
                      labels:
                        type: "[String: String]?"
                        style: deepObject

                """)
    }

    /// Body fields claim their names before query parameters, as route parameters are
    /// declared path, body, query, headers.
    @Test func requestBodiesByMediaType() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /json:
                    post:
                      operationId: createNote
                      requestBody:
                        required: true
                        content:
                          text/plain: { schema: { type: string } }
                          application/json:
                            schema: { type: object, required: [text], properties: { text: { type: string } } }
                      responses: {}
                  /form:
                    post:
                      operationId: login
                      parameters: [{ name: user, in: query, schema: { type: string } }]
                      requestBody:
                        required: true
                        content:
                          application/x-www-form-urlencoded:
                            schema:
                              type: object
                              required: [user]
                              properties:
                                user: { type: string }
                                scope: { type: array, items: { type: string } }
                                remember: { type: boolean, default: false }
                  /upload:
                    post:
                      operationId: upload
                      requestBody:
                        content:
                          multipart/form-data:
                            schema:
                              type: object
                              properties:
                                file: { type: string, format: binary }
                                meta: { type: object, properties: { name: { type: string } } }
                  /avatar:
                    put:
                      operationId: putAvatar
                      requestBody: { required: true, content: { image/png: { schema: { type: string, format: binary } } } }
                  /raw:
                    put:
                      operationId: putRaw
                      requestBody: { content: { application/octet-stream: {} } }
                """)
        #expect(
            spec == """
                models:
                  CreateNoteRoute.RequestBody:
                    fields:
                      text: String
                  UploadRoute.Meta:
                    fields:
                      name: String?
                routes:
                  createNote:
                    POST: "/json"
                    body: CreateNoteRoute.RequestBody
                  createNoteText:
                    POST: "/json"
                    body: Data
                    contentType: text/plain
                  login:
                    POST: "/form"
                    form:
                      user: String
                      scope: "[String]?"
                      remember:
                        type: Bool
                        default: false
                    query:
                      userQuery:
                        type: String?
                        key: user
                  upload:
                    POST: "/upload"
                    multipart:
                      file: FilePart?
                      meta: UploadRoute.Meta?
                  putAvatar:
                    PUT: "/avatar"
                    body: Data
                    contentType: image/png
                  putRaw:
                    PUT: "/raw"
                    body: Data?

                """)
    }

    @Test func responsesAndErrorBodies() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      responses:
                        "200":
                          description: Pets.
                          content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } }
                        "404": { $ref: "#/components/responses/NotFound" }
                        "429": { description: Slow down. }
                        "500": { description: Oops., content: { text/plain: { schema: { type: string } } } }
                        default:
                          description: Other.
                          content: { application/json: { schema: { type: object, properties: { message: { type: string } } } } }
                    post:
                      operationId: createPet
                      responses:
                        "201": { description: Created., content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
                        4XX: { $ref: "#/components/responses/NotFound" }
                  /pets/report:
                    get:
                      operationId: report
                      responses:
                        "200": { description: CSV., content: { text/csv: { schema: { type: string } } } }
                  /pets/photo:
                    get:
                      operationId: photo
                      responses:
                        "200": { description: Bytes., content: { image/jpeg: {} } }
                        "204": { description: None. }
                components:
                  schemas:
                    Pet: { type: object, properties: { name: { type: string } } }
                  responses:
                    NotFound:
                      description: Not found.
                      content: { application/problem+json: { schema: { type: object, properties: { detail: { type: string } } } } }
                """)
        #expect(
            spec.contains(
                """
                routes:
                  listPets:
                    GET: "/pets"
                    response: "[Pet]"
                    errors:
                      404: NotFound
                      default: ListPetsRoute.DefaultError
                  createPet:
                    POST: "/pets"
                    response: Pet
                    errors:
                      default: NotFound
                  report:
                    GET: "/pets/report"
                    response: String
                    accept: text/csv
                  photo:
                    GET: "/pets/photo"
                    responses:
                      200: { type: Data, doc: Bytes. }
                      204: { type: none, doc: None. }
                    accept: image/jpeg

                """))
        #expect(spec.contains("  NotFound:\n    fields:\n      detail: String?\n"))
    }

    @Test func securitySchemesAndRequirements() {
        let translation = translate(
            openAPIHeader + """
                security: [{ BearerAuth: [] }]
                components:
                  securitySchemes:
                    BearerAuth: { type: http, scheme: bearer }
                    basic: { type: http, scheme: Basic, description: User and password. }
                    key: { type: apiKey, in: header, name: X-API-Key }
                    token: { type: apiKey, in: query, name: api_key }
                    oauth: { type: oauth2, flows: {} }
                    oidc: { type: openIdConnect, openIdConnectUrl: "https://id.example" }
                    digest: { type: http, scheme: digest }
                    crumb: { type: apiKey, in: cookie, name: session }
                paths:
                  /a: { get: { operationId: usesDefault, responses: {} } }
                  /b: { get: { operationId: isPublic, security: [], responses: {} } }
                  /c: { get: { operationId: usesKey, security: [{ key: [] }], responses: {} } }
                  /d: { get: { operationId: takesEither, security: [{}, { token: [] }, { basic: [] }], responses: {} } }
                  /e: { get: { operationId: needsBoth, security: [{ key: [], token: [] }], responses: {} } }
                  /f: { get: { operationId: usesDigest, security: [{ digest: [] }], responses: {} } }
                  /g: { get: { operationId: usesOAuth, security: [{ oauth: [read] }], responses: {} } }
                """)
        let spec = SpecWriter.yaml(translation.spec)
        #expect(
            spec.contains(
                """
                auth:
                  bearer:
                    type: bearer
                  basic:
                    type: basic
                    doc: User and password.
                  key:
                    apiKey: X-API-Key
                    in: header
                  token:
                    apiKey: api_key
                    in: query
                  oauth:
                    type: bearer
                    doc: "OAuth 2: the app obtains the access token; RouteKit sends it as a bearer token."
                  oidc:
                    type: bearer
                    doc: |-
                      OpenID Connect: the app obtains the access token; RouteKit sends it as a bearer token.
                      - Discovery: https://id.example
                """))
        #expect(
            translation.spec.routes.map { route in
                "\(route.name.value): "
                    + (route.auth.map(\.value) + (route.authIsOptional ? ["none"] : [])).joined(separator: " or ")
            } == [
                "usesDefault: bearer", "isPublic: ", "usesKey: key", "takesEither: token or basic or none",
                "needsBoth: keyToken", "usesDigest: ", "usesOAuth: oauth",
            ])
        #expect(
            spec.contains(
                """
                  takesEither:
                    GET: "/d"
                    auth: [token, basic, none]
                """))
        // Both schemes at once: one scheme sending both credentials.
        #expect(spec.contains("  keyToken:\n    all: [key, token]\n"))
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:13:13: warning: the HTTP authentication scheme \"digest\" of \"digest\" cannot be expressed; routes that require only it are generated as public routes: add the credential with middleware",
                "api.yaml:14:12: warning: an API key in a cookie (\"crumb\") cannot be expressed; routes that require only it are generated as public routes: add the credential with middleware",
            ])
    }

    @Test func baseURLFromTheFirstServerWithVariables() {
        let variables = translate(
            """
            openapi: 3.0.0
            info: { title: Swagger Petstore - OpenAPI 3.0 }
            servers:
              - url: "{scheme}://{region}.api.example/v1/"
                variables:
                  scheme: { default: https }
                  region: { default: eu, enum: [eu, us] }
            """)
        #expect(variables.spec.baseURL?.value == "https://eu.api.example/v1")
        #expect(variables.spec.api?.value == "SwaggerPetstoreOpenAPI30")
        #expect(variables.diagnostics.isEmpty)

        let relative = translate(
            "openapi: 3.0.0\ninfo: { title: x }\nservers: [{ url: /api }]\n", options: OpenAPIOptions(apiName: "Shop"))
        #expect(relative.spec.baseURL?.value == "https://localhost/api")
        #expect(relative.spec.api?.value == "Shop")
        #expect(
            relative.diagnostics.map(\.description) == [
                "api.yaml:3:18: warning: the server URL \"/api\" is relative: the base URL is https://localhost/api; pass the real one to router(baseURL:)"
            ])
    }

    /// A JSON body is stored in `body`, so a parameter of that name takes another one.
    @Test func parametersNamedBodyGiveWayToTheBody() {
        let spec = translate(
            openAPIHeader + """
                paths:
                  /notes/{body}:
                    put:
                      operationId: putNote
                      parameters:
                        - { name: body, in: path, required: true, schema: { type: string } }
                        - { name: body, in: query, schema: { type: string } }
                      requestBody: { content: { application/json: { schema: { type: string } } } }
                      responses: {}
                """
        ).spec
        #expect(spec.routes[0].path.value == "/notes/{body2}")
        #expect(spec.routes[0].pathParameters.map(\.name.value) == ["body2"])
        #expect(spec.routes[0].query.map(\.name.value) == ["bodyQuery"])
        let (model, diagnostics) = APIModelBuilder.build([spec], access: .public)
        #expect(model != nil, "\(diagnostics)")
    }
}
