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
        let result = try Pipeline.run(specPaths: [specURL.path], access: .public, style: ModelStyle(), templates: try TemplateSet.builtin())
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
}
