import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// OpenAPI `webhooks` and operation `callbacks`: requests the API sends to its subscriber's
/// server, generated as webhook routes (RouteGen's `webhooks:`), the client routes the API side
/// performs and, with `--server`, the `<API>Webhooks` service the subscriber implements.
///
/// The documents are after the OpenAPI Initiative's own examples (OAI/OpenAPI-Specification,
/// Apache 2.0): `examples/v3.1/webhook-example.yaml` and the Callback Object examples of the
/// 3.1 specification.
struct WebhookMappingTests {
    /// The OAI webhook example, `newPet`, with its `Pet` schema.
    static let webhookExample = """
        openapi: 3.1.0
        info: { title: Webhook Example, version: 1.0.0 }
        servers: [{ url: "https://pets.example" }]
        webhooks:
          newPet:
            post:
              requestBody:
                description: Information about a new pet in the system
                content:
                  application/json:
                    schema:
                      $ref: "#/components/schemas/Pet"
              responses:
                "200":
                  description: Return a 200 status to indicate that the data was received successfully
        components:
          schemas:
            Pet:
              required: [id, name]
              properties:
                id: { type: integer, format: int64 }
                name: { type: string }
                tag: { type: string }
        """

    /// The specification's callback example: `myCallback` at `{$request.query.queryUrl}`; and
    /// `onData` at `{$request.query.callbackUrl}/data`, a literal path after the expression.
    static let callbackExample = """
        openapi: 3.1.0
        info: { title: Callback Example, version: 1.0.0 }
        servers: [{ url: "https://pets.example" }]
        security: [{ key: [] }]
        paths:
          /subscribe:
            post:
              operationId: subscribe
              parameters: [{ name: queryUrl, in: query, required: true, schema: { type: string, format: uri } }]
              responses: { "201": { description: subscription successfully created } }
              callbacks:
                myCallback:
                  '{$request.query.queryUrl}':
                    post:
                      requestBody:
                        description: Callback payload
                        content: { application/json: { schema: { $ref: '#/components/schemas/SomePayload' } } }
                      responses: { "200": { description: callback successfully processed } }
                onData:
                  '{$request.query.callbackUrl}/data':
                    post:
                      security: [{ key: [] }]
                      requestBody: { content: { application/json: { schema: { $ref: '#/components/schemas/SomePayload' } } } }
                      responses: { "202": { description: received } }
        components:
          securitySchemes:
            key: { type: apiKey, in: header, name: X-Signature }
          schemas:
            SomePayload: { type: object, properties: { message: { type: string } } }
        """

    @Test func theOAIWebhookExampleBecomesAWebhookAtItsName() {
        let translation = translate(Self.webhookExample)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics)")
        #expect(
            converted(Self.webhookExample).hasSuffix(
                """
                webhooks:
                  newPet:
                    POST: "/newPet"
                    body: Pet?

                """))
        let route = translation.spec.routes.first
        #expect(route?.isWebhook == true && route?.auth.isEmpty == true)
    }

    @Test func callbacksBecomeWebhooksAtTheirLiteralPathOrTheirName() {
        let translation = translate(Self.callbackExample)
        #expect(translation.diagnostics.isEmpty, "\(translation.diagnostics)")
        let spec = converted(Self.callbackExample)
        // The document's `security` is what the API's clients present: a callback has only its own.
        #expect(
            spec.contains(
                """
                webhooks:
                  myCallback:
                    POST: "/myCallback"
                    body: SomePayload?
                  onData:
                    POST: "/data"
                    auth: key
                    body: SomePayload?
                """), "\(spec)")
        #expect(spec.contains("  subscribe:\n    POST: \"/subscribe\"\n    auth: key\n"))
        #expect(translation.spec.routes.map(\.isWebhook) == [false, true, true])
    }

    @Test func aCallbackExpressionGivesTheLiteralPathAfterItsLastRuntimeExpression() {
        func path(_ expression: String) -> String {
            WebhookItems.path(
                ofCallback: "event",
                expression: Located(expression, at: SourceLocation(file: "api.yaml", line: 1, column: 1))
            ).value
        }
        #expect(path("{$request.query.queryUrl}") == "/event")
        #expect(path("{$request.body#/callbackUrl}/data") == "/data")
        #expect(
            path("http://notificationServer.com?transactionId={$request.body#/id}&email={$request.body#/email}")
                == "/event")
        #expect(path("https://hooks.example/v1/receive?x=1") == "/v1/receive")
        #expect(path("endpoint_url") == "/event")
        #expect(path("{$request.body#/url}/{$request.body#/id}") == "/event")
        #expect(WebhookItems.path(named: "a/b{c}") == "/a-b-c-")
    }

    @Test func aWebhookThatIsNotAPathItemIsReportedWhereItIsWritten() {
        let diagnostics = openAPIDiagnostics(
            """
            openapi: 3.1.0
            info: { title: Hooks }
            servers: [{ url: "https://hooks.example" }]
            webhooks:
              broken: 5
              callbacks: { post: { operationId: ok, responses: { "200": { description: fine } } } }
            """)
        #expect(
            diagnostics == [
                "api.yaml:5:11: warning: expected the path item of the webhook broken to be a mapping, found a scalar: its operations are left out"
            ])
    }

    @Test func ownFormatWebhooksTakeNoFileDefaultsAndAreCheckedLikeRoutes() {
        let (spec, diagnostics) = SpecLoader.load(
            """
            api: Shop
            baseURL: https://shop.example
            auth: { key: { apiKey: X-Key, in: header } }
            defaults: { auth: key, pathPrefix: /v1 }
            routes:
              orders: { GET: /orders }
            webhooks:
              orderShipped: { POST: /shipped, body: { id: Int } }
            """, path: "shop.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec.routes.map(\.path.value) == ["/v1/orders", "/shipped"])
        #expect(spec.routes.map(\.isWebhook) == [false, true] && spec.routes[1].auth.isEmpty)

        let (_, errors) = SpecLoader.load(
            """
            api: Shop
            webhooks:
              orderShipped: { body: { id: Int } }
            """, path: "shop.yaml")
        #expect(
            errors.map(\.description) == [
                "shop.yaml:3:3: error: route \"orderShipped\" needs a method and path, like \"GET: /items\""
            ])
        let (_, notAMapping) = SpecLoader.load("api: Shop\nwebhooks: [orderShipped]\n", path: "shop.yaml")
        #expect(
            notAMapping.map(\.description) == [
                "shop.yaml:2:11: error: expected \"webhooks\" to be a mapping of names, found a sequence"
            ])
    }

    @Test func exportWritesWebhooksAndTheOpenAPIStageReadsThemBack() throws {
        let folder = try FixtureFolder([
            "shop.yaml": """
            api: Shop
            baseURL: https://shop.example
            auth: { signature: { apiKey: X-Signature, in: header } }
            models:
              Order: { fields: { id: Int, note: String? } }
            routes:
              orders: { GET: /orders, response: "[Order]" }
            webhooks:
              orderShipped: { POST: "/hooks/shipped/{id: Int}", auth: signature, body: Order }
              orderPaid: { POST: /orderPaid, body: Order }
            """
        ])
        defer { folder.remove() }
        let (text, diagnostics) = OpenAPIExport.run(specPaths: [folder.path + "/shop.yaml"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let document = try #require(text)
        #expect(
            document.contains("webhooks:\n  orderShipped:\n    x-routegen-path: /hooks/shipped/{id}\n    post:\n"),
            "\(document)")
        #expect(document.contains("  orderPaid:\n    post:\n"))
        let back = OpenAPITranslator.translate(document, path: "shop.openapi.yaml")
        #expect(back.diagnostics.isEmpty, "\(back.diagnostics)")
        let webhooks = back.spec.routes.filter(\.isWebhook)
        #expect(webhooks.map(\.name.value) == ["orderShipped", "orderPaid"])
        #expect(webhooks.map(\.path.value) == ["/hooks/shipped/{id}", "/orderPaid"])
        #expect(webhooks.map { $0.auth.map(\.value) } == [["signature"], []])
    }

    @Test func theWebhookServerAndClientRoutesCompileWarningFree() async throws {
        let translation = translate(
            Self.webhookExample + "\n" + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      responses: { "200": { description: pets, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } } } }
                """)
        let (model, diagnostics) = APIModelBuilder.build(
            [translation.spec], access: .public, routeStyle: RouteStyle(generatesServer: true))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let files = Renderer(templates: try TemplateSet.builtin()).render(try #require(model))
        let server = try #require(files.first { $0.name.hasSuffix("+Server.swift") })
        #expect(server.contents.contains("nonisolated public protocol WebhookExampleWebhooks: Sendable {"))
        #expect(
            server.contents.contains(
                "func newPet(_ route: WebhookExample.NewPetRoute) async throws -> WebhookExample.NewPetRoute.Response"))
        #expect(server.contents.contains("public func addWebhookRoutes<Service: WebhookExampleWebhooks>("))
        #expect(
            !server.contents.contains(
                "func newPet(_ route: WebhookExample.NewPetRoute) async throws -> WebhookExample.NewPetRoute.Response\n}\n\nnonisolated extension RouterMethods {\n    /// Adds every route"
            ))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-webhooks-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The client side alone (the server file needs Hummingbird: the Server package compiles it).
        let client = try write(files.filter { !$0.name.hasSuffix("+Server.swift") }, into: folder)
        let app = folder.appendingPathComponent("App.swift")
        try """
        import Foundation
        import RouteKit

        func notify(_ subscriber: URL) async throws {
            let api = WebhookExample.router(baseURL: subscriber)
            _ = try await api.perform(.newPet(body: WebhookExample.Pet(id: 1, name: "Rex")))
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(client + [app], moduleName: "WebhookClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func theWebhookServerGoldenFilesAreCurrent() async throws {
        let output = "Tests/RouteKitServerTests/Webhooks"
        let check = try await ChildProcess.routegen(
            ["generate", "Tests/WebhookSpecs/webhook-example.yaml", "--server", "--check", "--output", output],
            in: packageRoot.path)
        #expect(
            check.status == 0,
            "\(check.stderr)re-record with: swift run routegen generate Tests/WebhookSpecs/webhook-example.yaml --server --output \(output)"
        )
        let signed = "Tests/RouteKitServerTests/SignedHooks"
        let signedCheck = try await ChildProcess.routegen(
            ["generate", "Tests/WebhookSpecs/signed-hooks.yaml", "--server", "--check", "--output", signed],
            in: packageRoot.path)
        #expect(
            signedCheck.status == 0,
            "\(signedCheck.stderr)re-record with: swift run routegen generate Tests/WebhookSpecs/signed-hooks.yaml --server --output \(signed)"
        )
    }
}
