import Testing
@testable import RouteGenCore

/// `servers:` in RouteGen's format: named servers, each a base-URL constant; the first is the
/// base URL unless `baseURL:` gives it; typos and conflicts are located; `convert` writes them
/// back.
struct NamedServerSpecTests {
    static let spec = """
        api: Pets
        servers:
          production: https://pets.example/v1
          staging:
            url: https://staging.pets.example/v1
            doc: The release candidate.
        routes:
          ping: { GET: /ping }

        """

    @Test func theFirstServerIsTheBaseURLAndEachIsAConstant() {
        let code = swiftCode(Self.spec)
        #expect(
            code.contains(
                """
                    public static let baseURL = URL(string: "https://pets.example/v1")!

                    /// The spec's "production" server, the default `baseURL`: `router(baseURL:)` takes it.
                    public static let productionBaseURL = URL(string: "https://pets.example/v1")!

                    /// The release candidate.
                    ///
                    /// The spec's "staging" server: `router(baseURL:)` takes it.
                    public static let stagingBaseURL = URL(string: "https://staging.pets.example/v1")!

                """))
    }

    @Test func baseURLStaysTheDefaultBesideTheServers() {
        let code = swiftCode(
            """
            api: Pets
            baseURL: https://pets.example/v1
            servers: { sandbox: https://sandbox.pets.example/v1 }
            routes:
              ping: { GET: /ping }
            """)
        #expect(code.contains("public static let baseURL = URL(string: \"https://pets.example/v1\")!"))
        #expect(
            code.contains(
                """
                    /// The spec's "sandbox" server: `router(baseURL:)` takes it.
                    public static let sandboxBaseURL = URL(string: "https://sandbox.pets.example/v1")!
                """))
    }

    @Test func typosAndAServerWithoutURLAreErrorsAtThem() {
        #expect(
            diagnostics(
                """
                api: Pets
                server: { production: https://pets.example }
                servers:
                  staging: { urll: https://staging.pets.example }
                  sandbox: { url: https://sandbox.pets.example, description: The sandbox. }
                  qa: [https://qa.pets.example]
                """) == [
                    "spec.yaml:2:1: error: unknown key \"server\" in a spec file (did you mean \"servers\"?)",
                    "spec.yaml:4:14: error: unknown key \"urll\" in server \"staging\" (did you mean \"url\"?)",
                    "spec.yaml:4:12: error: server \"staging\" has no \"url\": write \"staging: https://…\" or \"staging: { url: https://…, doc: … }\"",
                    "spec.yaml:5:49: error: unknown key \"description\" in server \"sandbox\": a server's documentation goes in \"doc:\"",
                    "spec.yaml:6:7: error: expected server \"qa\" to be a mapping, found a sequence",
                ])
    }

    @Test func aURLTheBaseURLRefusesIsAnErrorAtIt() {
        #expect(
            diagnostics(
                """
                api: Pets
                baseURL: https://pets.example
                servers: { local: /v1, signed: "https://me:pw@pets.example" }
                """) == [
                    "spec.yaml:3:19: error: the URL \"/v1\" of server \"local\" is not an absolute http or https URL",
                    "spec.yaml:3:32: error: the URL \"https://me:pw@pets.example\" of server \"signed\" holds a user name or password, which must not be part of a base URL",
                ])
    }

    @Test func namesOfOneIdentifierAreAWarningAndTheSecondIsLeftOut() {
        let spec = """
            api: Pets
            servers: { eu-west: https://eu.pets.example, euWest: https://west.pets.example, "***": https://x.pets.example }
            """
        let result = generate([("spec.yaml", spec)])
        #expect(
            result.diagnostics.map(\.description) == [
                "spec.yaml:2:46: warning: server \"euWest\" and server \"eu-west\" at spec.yaml:2:12 both become euWestBaseURL in Swift: this one gets no base URL constant",
                "spec.yaml:2:81: warning: server \"***\" has no letter or digit to name a Swift constant: it gets no base URL constant",
            ])
        let code = result.files.map(\.contents).joined()
        #expect(code.contains("public static let euWestBaseURL = URL(string: \"https://eu.pets.example\")!"))
        #expect(!code.contains("west.pets.example"))
    }

    @Test func serversAndABaseURLOfAnotherFileThatDifferAreErrorsAtTheirLines() {
        #expect(
            diagnostics([
                (
                    "a.yaml",
                    "api: Pets\nbaseURL: https://pets.example\nservers: { sandbox: https://sandbox.pets.example }\n"
                ),
                ("b.yaml", "servers: { production: https://prod.pets.example }\n"),
            ]) == [
                "b.yaml:1:12: error: the servers named here differ from those named at a.yaml:3:12: one spec file of the API names its servers",
                "b.yaml:1:24: error: the base URL \"https://prod.pets.example\" differs from \"https://pets.example\" given at a.yaml:2:10",
            ])
    }

    @Test func aRouteServerIsNamedAroundTheNamedServers() {
        let code = swiftCode(
            """
            api: Pets
            servers: { production: https://pets.example, upload: https://files.pets.example }
            routes:
              send: { POST: /files, baseURL: https://upload.pets.example }
            """)
        #expect(code.contains("public static let uploadBaseURL = URL(string: \"https://files.pets.example\")!"))
        #expect(code.contains("public static let upload2BaseURL = URL(string: \"https://upload.pets.example\")!"))
    }

    @Test func convertWritesThemBackSoTheyRoundTrip() {
        let (file, diagnostics) = SpecLoader.load(Self.spec, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        let written = SpecWriter.yaml(file)
        #expect(
            written.hasPrefix(
                """
                api: Pets
                servers:
                  production: https://pets.example/v1
                  staging:
                    url: https://staging.pets.example/v1
                    doc: The release candidate.

                """))
        let (back, backDiagnostics) = SpecLoader.load(written, path: "spec.yaml")
        #expect(backDiagnostics.isEmpty)
        #expect(back.baseURL?.value == "https://pets.example/v1")
        #expect(
            back.servers.map { [$0.name.value, $0.url.value, $0.doc] }
                == file.servers.map { [$0.name.value, $0.url.value, $0.doc] })
    }

    @Test func convertKeepsABaseURLThatIsNotTheFirstServer() {
        let (file, _) = SpecLoader.load(
            "api: Pets\nbaseURL: https://pets.example\nservers: { sandbox: https://sandbox.pets.example }\n",
            path: "spec.yaml")
        #expect(
            SpecWriter.yaml(file).hasPrefix(
                "api: Pets\nbaseURL: https://pets.example\nservers:\n  sandbox: https://sandbox.pets.example\n"))
    }
}
