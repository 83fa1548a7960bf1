import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Models named like the standard library's, Foundation's or RouteKit's types (`Error`, `Task`,
/// `Result`, `Data`) would shadow them inside the namespace; they get `Model` appended, in both
/// spec formats, so `Error` and `Task` keep meaning Swift's own in generated and app code.
@Suite("Reserved type names", .timeLimit(.minutes(5)))
struct ReservedTypeNameTests {
    static let ownFormat = """
        api: Shop
        baseURL: https://shop.example/api
        models:
          Error: { fields: { message: String } }
          Task: { fields: { title: String } }
          Result: { enum: [ok, failed] }
          Data: { fields: { bytes: Int } }
          Job: { fields: { task: Task, result: Result, failure: Error? } }
        routes:
          job: { GET: /job, response: Job, errors: { default: Error } }

        """

    static let openAPI = """
        openapi: 3.1.0
        info: { title: Store }
        servers: [{ url: "https://store.example/api" }]
        paths:
          /job:
            get:
              operationId: job
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Job" } } } }
                default: { description: failed, content: { application/json: { schema: { $ref: "#/components/schemas/Error" } } } }
        components:
          schemas:
            Error: { type: object, required: [message], properties: { message: { type: string } } }
            Task: { type: object, required: [title], properties: { title: { type: string } } }
            Result: { type: string, enum: [ok, failed] }
            Data: { type: object, required: [bytes], properties: { bytes: { type: integer } } }
            Job:
              type: object
              required: [task, result, data]
              properties:
                task: { $ref: "#/components/schemas/Task" }
                result: { $ref: "#/components/schemas/Result" }
                data: { $ref: "#/components/schemas/Data" }

        """

    @Test func reservedModelNamesGetModelAppended() {
        let code = swiftCode(Self.ownFormat)
        #expect(code.contains("public struct ErrorModel: Codable, Sendable {"))
        #expect(code.contains("public struct TaskModel: Codable, Sendable {"))
        #expect(code.contains("public enum ResultModel: String"))
        #expect(code.contains("public struct DataModel: Codable, Sendable {"))
        #expect(code.contains("public let task: TaskModel"))
        #expect(code.contains(".default(ErrorModel.self)"))
        #expect(!code.contains("struct Error:") && !code.contains("struct Task:"))
    }

    @Test func openAPIComponentsFollowTheSameRule() {
        let code = swiftCode(openAPI: Self.openAPI)
        #expect(code.contains("public struct ErrorModel: Codable, Sendable {"))
        #expect(code.contains("public struct TaskModel: Codable, Sendable {"))
        #expect(code.contains("public enum ResultModel: String"))
        #expect(code.contains("public let data: DataModel"))
        #expect(code.contains(".default(ErrorModel.self)"))
    }

    @Test func routeAndSchemeNamesAreNotRenamed() {
        #expect(SwiftNames.typeName("task") + "Route" == "TaskRoute")
        #expect(SwiftNames.declaredTypeName("task") == "TaskModel")
        #expect(SwiftNames.declaredTypeName("Self") == "SelfModel")
        #expect(SwiftNames.declaredTypeName("Tasks") == "Tasks")
    }

    /// The app's own code inside the namespace extension uses `Task`, `Result`, `Error` and
    /// `Data`: with models of those names in both formats, it must still mean Swift's types.
    @Test(arguments: [("Shop.yaml", ownFormat), ("store.yaml", openAPI)])
    func generatedCodeAndAppCodeCompileWithSwiftsOwnTypes(spec: (name: String, text: String)) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-reserved-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let specURL = folder.appendingPathComponent(spec.name)
        try spec.text.write(to: specURL, atomically: true, encoding: .utf8)
        let result = try Pipeline.run(
            specPaths: [specURL.path], templates: try TemplateSet.builtin())
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = try write(result.files, into: folder)
        let namespace = spec.name == "Shop.yaml" ? "Shop" : "Store"
        let app = folder.appendingPathComponent("App.swift")
        try """
        import Foundation
        import RouteKit

        extension \(namespace) {
            static func load() async -> Result<Data, any Error> {
                let task = Task { Data([1]) }
                return .success(await task.value)
            }

            static func describe(_ failure: ErrorModel, _ task: TaskModel, _ result: ResultModel) -> String {
                "\\(failure.message) \\(task.title) \\(result.rawValue)"
            }
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(files + [app], moduleName: "ReservedClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    /// Models named after the types generated code spells (`Nullable` for a nullable field,
    /// `Duration` for a cache lifetime, RouteKit's capability protocols, a multipart file) or
    /// after any public type of the runtime modules get `Model` appended like `Error`, so the
    /// code that uses those types still compiles.
    static let runtimeNames = """
        api: Shop
        baseURL: https://shop.example/api
        models:
          Nullable: { fields: { value: String } }
          Duration: { fields: { seconds: Int } }
          CacheableRoute: { fields: { cached: String } }
          StreamingRoute: { fields: { streamed: String } }
          FilePart: { fields: { file: String } }
          IncomingRequest: { fields: { request: String } }
          StubbedRoutes: { fields: { stub: String } }
          Patch: { fields: { notes: String | null, span: Duration?, route: CacheableRoute? } }
        routes:
          patch: { PATCH: /patch, body: Patch, response: Nullable }
          cached: { GET: /cached, response: Duration, cache: { maxAge: 60 } }
          events: { GET: /events, stream: events StreamingRoute }
          upload: { POST: /upload, multipart: { file: FilePart, about: FilePart? } }

        """

    @Test func modelsNamedLikeRuntimeTypesAreRenamedAndTheCodeCompiles() async throws {
        let result = generate([("Shop.yaml", Self.runtimeNames)])
        #expect(
            result.diagnostics.map(\.description) == [
                "Shop.yaml:8:3: warning: model \"FilePart\" has the name of a built-in type: it is generated as FilePartModel, and \"FilePart\" in types still means the built-in one"
            ])
        let code = result.files.map(\.contents).joined()
        for name in [
            "Nullable", "Duration", "CacheableRoute", "StreamingRoute", "FilePart", "IncomingRequest", "StubbedRoutes",
        ] {
            #expect(code.contains("public struct \(name)Model: Codable, Sendable {"), "\(name)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-reserved-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let checked = try await SwiftTypeChecker.typeCheck(
            try write(result.files, into: folder), moduleName: "RuntimeNamesClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    /// What only generated code uses is RouteKit SPI, spelled with its module: models may take
    /// those names, recursive and union models included, and the code compiles.
    @Test func modelsMayTakeTheNamesOfRouteKitsGeneratedOnlyTypes() async throws {
        let result = generate([
            (
                "Shop.yaml",
                header + """
                    models:
                      JSONKey: { fields: { key: String } }
                      JSONObjectReader: { fields: { reads: Int } }
                      JSONObjectWriter: { fields: { writes: Int } }
                      Indirect: { fields: { name: String, parent: Indirect? } }
                      Choice: { oneOf: [JSONKey, Indirect], discriminator: kind }
                    routes:
                      choice: { GET: /choice, response: Choice }
                    """
            )
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let code = result.files.map(\.contents).joined()
        for name in ["JSONKey", "JSONObjectReader", "JSONObjectWriter", "Indirect"] {
            #expect(code.contains("public struct \(name): Codable, Sendable {"), "\(name)")
        }
        #expect(code.contains("private let _parent: RouteKit.Indirect<Indirect?>"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-spi-names-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let checked = try await SwiftTypeChecker.typeCheck(
            try write(result.files, into: folder), moduleName: "SPINames")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func openAPIComponentsNamedLikeRuntimeTypesAreRenamed() {
        let code = swiftCode(
            openAPI: """
                openapi: 3.1.0
                info: { title: Store }
                servers: [{ url: "https://store.example/api" }]
                paths: {}
                components:
                  schemas:
                    Nullable: { type: object, properties: { value: { type: string } } }
                    Duration: { type: object, properties: { seconds: { type: integer } } }
                    StreamingRoute: { type: object, properties: { streamed: { type: string } } }
                    ServerRoutes: { type: object, properties: { served: { type: string } } }

                """)
        for name in ["Nullable", "Duration", "StreamingRoute", "ServerRoutes"] {
            #expect(code.contains("public struct \(name)Model: Codable, Sendable {"), "\(name)")
        }
    }

    /// A route's type is its name with `Route`: one that is RouteKit's protocol is the spec's to
    /// rename in RouteGen's format, and gets a number in an OpenAPI document, as a taken name does.
    @Test func aRouteWhoseTypeWouldBeARuntimeTypeIsAnErrorOrRenumbered() {
        #expect(
            diagnostics(
                header + """
                    routes:
                      streaming: { GET: /streaming }
                      cacheable: { GET: /cacheable }
                      stream: { GET: /stream }
                    """) == [
                    "spec.yaml:4:3: error: route \"streaming\" becomes the Swift type StreamingRoute, which would hide RouteKit's StreamingRoute in the generated code: rename the route",
                    "spec.yaml:5:3: error: route \"cacheable\" becomes the Swift type CacheableRoute, which would hide RouteKit's CacheableRoute in the generated code: rename the route",
                ])
        let code = swiftCode(
            openAPI: """
                openapi: 3.1.0
                info: { title: Store }
                servers: [{ url: "https://store.example/api" }]
                paths:
                  /public: { get: { operationId: public, responses: { "204": { description: none } } } }

                """)
        #expect(code.contains("public struct Public2Route: PublicRoute"))
    }
}
