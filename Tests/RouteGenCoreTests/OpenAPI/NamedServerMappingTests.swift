import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's named servers: each a base-URL constant of the namespace, read as the base
/// URL is (variables at their defaults), and each one the generated code cannot hold left out
/// with a warning at it.
struct NamedServerMappingTests {
    static let document = """
        openapi: 3.2.0
        info: { title: Pets, version: "1" }
        servers:
          - url: https://pets.example/v1/
            name: production
            description: The live service.
          - url: https://{region}.sandbox.pets.example/v1
            name: sandbox
            variables:
              region: { default: eu }
          - url: https://mirror.pets.example/v1
          - url: /relative
            name: local
          - url: https://{zone}.pets.example
            name: zoned
          - url: https://user:secret@pets.example
            name: signed
          - url: https://other.pets.example
            name: Sandbox
          - url: https://dashes.pets.example
            name: "---"
        paths: {}

        """

    static func generated() -> (code: String, diagnostics: [String]) {
        let translation = translate(document)
        let (model, diagnostics) = APIModelBuilder.build([translation.spec], access: .public)
        let code = model.map { Renderer(templates: try! TemplateSet.builtin()).render($0).map(\.contents) } ?? []
        return (code.joined(separator: "\n"), (translation.diagnostics + diagnostics).map(\.description))
    }

    @Test func eachNamedServerIsADocumentedConstantAndTheFirstStaysTheBaseURL() {
        let code = Self.generated().code
        #expect(
            code.contains(
                """
                    public static let baseURL = URL(string: "https://pets.example/v1")!

                    /// The live service.
                    ///
                    /// The spec's "production" server, the default `baseURL`: `router(baseURL:)` takes it.
                    public static let productionBaseURL = URL(string: "https://pets.example/v1")!

                    /// The spec's "sandbox" server: `router(baseURL:)` takes it.
                    public static let sandboxBaseURL = URL(string: "https://eu.sandbox.pets.example/v1")!

                    /// A router for this API;
                """))
        #expect(!code.contains("mirror"))
        #expect(!code.contains("localBaseURL"))
        #expect(!code.contains("zonedBaseURL"))
        #expect(!code.contains("signedBaseURL"))
        #expect(!code.contains("other.pets.example"))
    }

    @Test func aServerLeftOutIsAWarningAtIt() {
        #expect(
            Self.generated().diagnostics == [
                "api.yaml:12:10: warning: the server URL \"/relative\" is relative: the server \"local\" gets no base URL constant",
                "api.yaml:14:10: warning: the server variable \"zone\" has no default: the server \"zoned\" gets no base URL constant",
                "api.yaml:16:10: warning: the server URL \"https://user:secret@pets.example\" holds a user name or password, which must not be part of a base URL: the server \"signed\" gets no base URL constant",
                "api.yaml:19:11: warning: server \"Sandbox\" and server \"sandbox\" at api.yaml:8:11 both become sandboxBaseURL in Swift: this one gets no base URL constant",
                "api.yaml:21:11: warning: server \"---\" has no letter or digit to name a Swift constant: it gets no base URL constant",
            ])
    }

    @Test func theNamedServersAreTranslatedForConvert() {
        let servers = translate(Self.document).spec.servers
        #expect(servers.map(\.name.value) == ["production", "sandbox", "Sandbox", "---"])
        #expect(servers.first?.doc == "The live service.")
        #expect(servers.first?.url.location.description == "api.yaml:4:10")
    }
}
