import Testing
@testable import RouteGenCore

/// Operations as the authors of large public descriptions write them (issue 31): bodies of
/// several media types, servers and credentials of their own, JSON of other media types. Each
/// reaches the wire as the document says, and generating from the conversion gives the same Swift.
struct AuthoredOperationShapeTests {
    @Test func eachBodyAnOperationAcceptsIsARouteOfItsOwn() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /channels/{id}/messages:
                    post:
                      operationId: createMessage
                      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                      requestBody:
                        content:
                          application/json: { schema: { $ref: "#/components/schemas/Message" } }
                          multipart/form-data:
                            schema:
                              type: object
                              properties:
                                payload_json: { $ref: "#/components/schemas/Message" }
                                files: { type: array, items: { type: string, format: binary } }
                          text/plain: {}
                          application/octet-stream: {}
                          image/*: {}
                      responses: { "204": { description: Sent. } }
                components:
                  schemas:
                    Message: { type: object, properties: { content: { type: string } } }
                """)
        #expect(translation.diagnostics.isEmpty)
        let routes = translation.spec.routes
        #expect(
            routes.map(\.name.value) == [
                "createMessage", "createMessageMultipart", "createMessageText", "createMessageData",
            ])
        #expect(routes.map(\.path.value) == Array(repeating: "/channels/{id}/messages", count: 4))
        #expect(routes.map(\.contentType) == [nil, nil, "text/plain", nil])
        guard case .json? = routes[0].body, case .multipart(let parts, _)? = routes[1].body,
            case .raw? = routes[2].body, case .raw? = routes[3].body
        else {
            Issue.record("bodies: \(routes.map(\.body))")
            return
        }
        #expect(parts.map(\.name.value) == ["payloadJson", "files"])
        #expect(routes.allSatisfy { $0.pathParameters.map(\.name.value) == ["id"] })
    }

    @Test func jsonTypesWithOneSchemaBesideApplicationJSONAreOneBody() {
        let routes = translate(
            openAPIHeader + """
                paths:
                  /pets:
                    post:
                      operationId: addPet
                      requestBody:
                        content:
                          application/json-patch+json: { schema: { $ref: "#/components/schemas/Pet" } }
                          application/json: { schema: { $ref: "#/components/schemas/Pet" } }
                          text/json: { schema: { $ref: "#/components/schemas/Pet" } }
                          application/*+json: { schema: { $ref: "#/components/schemas/Pet" } }
                      responses: { "204": { description: Added. } }
                components:
                  schemas:
                    Pet: { type: object, properties: { name: { type: string } } }
                """
        ).spec.routes
        #expect(routes.map(\.name.value) == ["addPet"])
        #expect(routes.first?.contentType == nil)
    }

    @Test func jsonTypesWithoutApplicationJSONAreBodiesOfTheirOwnSentAsDeclared() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /pods/{name}:
                    patch:
                      operationId: patchPod
                      parameters: [{ name: name, in: path, required: true, schema: { type: string } }]
                      requestBody:
                        content:
                          application/json-patch+json: { schema: { $ref: "#/components/schemas/Patch" } }
                          application/merge-patch+json: { schema: { $ref: "#/components/schemas/Patch" } }
                          application/apply-patch+yaml: { schema: { $ref: "#/components/schemas/Patch" } }
                      responses: { "204": { description: Patched. } }
                  /ranges:
                    post:
                      operationId: postRange
                      requestBody: { content: { application/*+json: { schema: { type: object } } } }
                      responses: { "204": { description: Done. } }
                components:
                  schemas:
                    Patch: { type: object }
                """)
        let routes = translation.spec.routes
        #expect(routes.map(\.name.value) == ["patchPod", "patchPodMergePatch", "patchPodApplyPatch", "postRange"])
        #expect(
            routes.map(\.contentType) == [
                "application/json-patch+json", "application/merge-patch+json", "application/apply-patch+yaml", nil,
            ])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:18:53: warning: a JSON body is sent as application/json, not as the declared media type"
            ])
    }

    @Test func theJSONMediaTypeGoesOnTheWireAndThroughConvert() {
        let document =
            openAPIHeader + """
                paths:
                  /partners/{id}:
                    patch:
                      operationId: updatePartner
                      parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                      requestBody: { content: { application/merge-patch+json: { schema: { type: object, properties: { name: { type: string } } } } } }
                      responses: { "204": { description: Updated. } }
                """
        let code = swiftCode(openAPI: document)
        #expect(code.contains("request.jsonBody(body, contentType: \"application/merge-patch+json\")"), "\(code)")
        #expect(converted(document).contains("    contentType: application/merge-patch+json\n"))
    }

    @Test func serversOfAnOperationOrItsPathAreTheRoutesBaseURL() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /files/content:
                    post:
                      operationId: uploadFile
                      servers: [{ url: "https://{host}.box.example/api/2.0", variables: { host: { default: upload } } }]
                      responses: { "204": { description: Done. } }
                  /oauth2/token:
                    servers: [{ url: "https://account.box.example/api/oauth2" }]
                    post: { operationId: requestToken, responses: { "204": { description: Done. } } }
                    get: { operationId: tokenInfo, servers: [{ url: "https://shop.example/api" }], responses: { "204": { description: Done. } } }
                  /relative:
                    get: { operationId: relative, servers: [{ url: /v3 }], responses: { "204": { description: Done. } } }
                  /plain:
                    get: { operationId: plain, responses: { "204": { description: Done. } } }
                """)
        #expect(
            translation.spec.routes.map(\.baseURL?.value) == [
                "https://upload.box.example/api/2.0", "https://account.box.example/api/oauth2", nil, nil, nil,
            ])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:15:44: warning: a relative server of a path or operation cannot be expressed: the route uses the document's base URL"
            ])
    }

    @Test func routesWithServersOfTheirOwnNameThemInTheNamespace() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                paths:
                  /a: { get: { operationId: a, servers: [{ url: "https://upload.box.example/2.0" }], responses: { "204": { description: Done. } } } }
                  /b: { get: { operationId: b, servers: [{ url: "https://upload.box.example/2.0" }], responses: { "204": { description: Done. } } } }
                  /c: { get: { operationId: c, servers: [{ url: "https://upload.box.example/3.0" }], responses: { "204": { description: Done. } } } }
                  /d: { get: { operationId: d, servers: [{ url: "https://api.example.com" }], responses: { "204": { description: Done. } } } }
                """)
        #expect(
            code.contains(
                """
                    /// The base URL of the server the spec sends `a` and `b` to instead of `baseURL`;
                    /// `router(baseURL:…)` takes another with every other server.
                    public static let uploadBaseURL = URL(string: "https://upload.box.example/2.0")!
                """), "\(code)")
        #expect(code.contains("public static let upload2BaseURL = URL(string: \"https://upload.box.example/3.0\")!"))
        #expect(code.contains("public static let exampleBaseURL = URL(string: \"https://api.example.com\")!"))
        // The servers the spec gives, or every one of them: a caller choosing another environment
        // cannot leave one route at the spec's (issue 40).
        #expect(
            code.contains(
                """
                    public static func router(
                        transport: Transport = .urlSession(),
                """))
        #expect(
            code.contains(
                """
                    public static func router(
                        baseURL: URL,
                        uploadBaseURL: URL,
                        upload2BaseURL: URL,
                        exampleBaseURL: URL,
                        transport: Transport = .urlSession(),
                """))
        #expect(!code.contains("baseURL: URL = baseURL"))
        #expect(code.contains("        .replacingBaseURL(Self.upload2BaseURL, with: upload2BaseURL)\n"))
        #expect(code.contains("public static var baseURL: URL? { Shop.uploadBaseURL }"))
    }

    /// Issue 39: an operation's server using a variable only the document's server declares
    /// made the generated router trap (`URL(string: "https://{region}…")!`).
    @Test func serversTakeTheDocumentsVariablesAndFallBackWhereTheyCannotBeUsed() {
        let translation = translate(
            """
            openapi: 3.1.0
            info: { title: Shop }
            servers:
              - url: "https://{region}.shop.example/api"
                variables: { region: { default: eu, enum: [eu, us] } }
            security: [{ key: [] }]
            paths:
              /a: { get: { operationId: a, servers: [{ url: "https://{region}.upload.shop.example" }], responses: { "204": { description: Done. } } } }
              /b: { get: { operationId: b, servers: [{ url: "https://{zone}.shop.example" }], responses: { "204": { description: Done. } } } }
              /c: { get: { operationId: c, servers: [{ url: "https://user:secret@files.shop.example" }], responses: { "204": { description: Done. } } } }
              /d: { get: { operationId: d, servers: [{ url: "http://files.shop.example" }], responses: { "204": { description: Done. } } } }
              /e: { get: { operationId: e, security: [], servers: [{ url: "http://files.shop.example" }], responses: { "204": { description: Done. } } } }
            components:
              securitySchemes:
                key: { type: apiKey, in: header, name: X-Key }
            """)
        #expect(translation.spec.baseURL?.value == "https://eu.shop.example/api")
        #expect(
            translation.spec.routes.map(\.baseURL?.value) == [
                "https://eu.upload.shop.example", nil, nil, nil, "http://files.shop.example",
            ])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:9:49: warning: the server variable \"zone\" has a default neither here nor among the document's servers: the route uses the document's base URL",
                "api.yaml:10:49: warning: the server URL \"https://user:secret@files.shop.example\" holds a user name or password, which must not be part of a base URL: the route uses the document's base URL",
                "api.yaml:11:49: warning: the server URL \"http://files.shop.example\" is http while the document's is https, and the operation sends a credential: the route uses the document's base URL",
            ])
        let undeclared = translate(
            """
            openapi: 3.1.0
            info: { title: Shop }
            servers: [{ url: "https://{tenant}.shop.example" }]
            paths: {}
            """)
        #expect(undeclared.spec.baseURL?.value == "https://localhost")
        #expect(
            undeclared.diagnostics.map(\.description) == [
                "api.yaml:3:18: warning: the server variable \"tenant\" has no default: the base URL is https://localhost; pass the real one to router(baseURL:)"
            ])
    }

    @Test func baseURLsTheGeneratedCodeCouldNotReadAreErrorsInTheSpecFormat() {
        for (url, problem) in [
            (
                "https://{region}.shop.example",
                "holds a brace (a server variable without a value), which a URL cannot hold unencoded"
            ),
            ("https://user:pw@shop.example", "holds a user name or password, which must not be part of a base URL"),
            ("https://shop.example/a b", "holds a space, which a URL cannot hold unencoded"),
            ("https://shop.example/api?v=1", "has a query or fragment, which a base URL cannot have"),
            ("https://", "has no host"),
            ("ftp://shop.example", "is not an absolute http or https URL"),
        ] {
            #expect(BaseURL.problem(url) == problem, "\(url)")
        }
        #expect(BaseURL.problem("https://shop.example/api/v2") == nil)
        #expect(BaseURL.problem("http://[::1]:8080/api") == nil)
        #expect(BaseURL.problem("https://shop.example/%7Euser") == nil)
    }

    @Test func schemesRequiredTogetherAreOneSchemeOfAllTheirCredentials() {
        let translation = translate(
            openAPIHeader + """
                security: [{ ClientId: [], ClientSecret: [] }]
                paths:
                  /partners:
                    get: { operationId: listPartners, responses: { "204": { description: Done. } } }
                    post:
                      operationId: addPartner
                      security: [{ ClientId: [], ClientSecret: [], Version: [] }, { Bearer: [] }]
                      responses: { "204": { description: Done. } }
                  /cookies:
                    get:
                      operationId: withCookie
                      security: [{ Bearer: [], Session: [] }]
                      responses: { "204": { description: Done. } }
                components:
                  securitySchemes:
                    Bearer: { type: http, scheme: bearer }
                    ClientId: { type: apiKey, in: header, name: X-Client-Id }
                    ClientSecret: { type: apiKey, in: header, name: X-Client-Secret }
                    Version: { type: apiKey, in: query, name: version }
                    Session: { type: apiKey, in: cookie, name: session }
                """)
        let combined = translation.spec.authSchemes.compactMap { scheme -> String? in
            guard case .all(let parts) = scheme.kind else { return nil }
            return scheme.name.value + ": " + parts.map(\.value).joined(separator: ", ")
        }
        #expect(
            combined == [
                "clientIdClientSecret: clientId, clientSecret",
                "clientIdClientSecretVersion: clientId, clientSecret, version",
            ])
        #expect(
            translation.spec.routes.map { $0.auth.map(\.value) } == [
                ["clientIdClientSecret"], ["clientIdClientSecretVersion", "bearer"], ["bearer"],
            ])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:23:14: warning: an API key in a cookie (\"Session\") cannot be expressed; routes that require only it are generated as public routes: add the credential with middleware",
                "api.yaml:15:32: warning: the scheme \"Session\" required together with others cannot be sent: add its credential with middleware",
            ])
    }

    @Test func aSchemeOfSeveralCredentialsConvertsAndGeneratesTheSame() throws {
        let document =
            openAPIHeader + """
                paths:
                  /partners:
                    post:
                      operationId: addPartner
                      security: [{ ClientId: [], ClientSecret: [] }]
                      servers: [{ url: "https://partners.shop.example" }]
                      requestBody: { content: { application/merge-patch+json: { schema: { type: object } } } }
                      responses: { "204": { description: Done. } }
                components:
                  securitySchemes:
                    ClientId: { type: apiKey, in: header, name: X-Client-Id }
                    ClientSecret: { type: apiKey, in: header, name: X-Client-Secret }
                """
        let translation = translate(document)
        let written = SpecWriter.yaml(translation.spec)
        #expect(written.contains("  clientIdClientSecret:\n    all: [clientId, clientSecret]\n"), "\(written)")
        #expect(written.contains("    baseURL: https://partners.shop.example\n"), "\(written)")
        let (reloaded, diagnostics) = SpecLoader.load(written, path: "api.yaml")
        #expect(diagnostics.isEmpty)
        let templates = try TemplateSet.builtin()
        let direct = try #require(APIModelBuilder.build([translation.spec], access: .public).0)
        let fromConversion = try #require(APIModelBuilder.build([reloaded], access: .public).0)
        #expect(Renderer(templates: templates).render(fromConversion) == Renderer(templates: templates).render(direct))
        let code = Renderer(templates: templates).render(direct).map(\.contents).joined()
        #expect(code.contains("public enum ClientIdClientSecretAuth: CombinedAuthentication {"))
        #expect(
            code.contains(
                """
                        public static func parts(of credential: Credential) -> [CredentialPart] {
                            [
                                CredentialPart(ClientIdAuth.self, credential.clientId),
                                CredentialPart(ClientSecretAuth.self, credential.clientSecret),
                            ]
                        }
                """), "\(code)")
        #expect(code.contains("public typealias Scheme = ClientIdClientSecretAuth"))
    }
}
