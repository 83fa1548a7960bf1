import Foundation
import Testing
@testable import RouteGenCore

/// OpenAPI documents through every stage: the Swift they generate, and the same Swift from
/// their conversion to RouteGen's format.
struct OpenAPIGenerationTests {
    static let document = """
        openapi: 3.0.3
        info: { title: Pet Shop, description: Pets for sale. }
        servers: [{ url: "https://{region}.shop.example/v1", variables: { region: { default: eu } } }]
        security: [{ ApiKeyAuth: [] }]
        paths:
          /pets:
            get:
              operationId: list-pets
              summary: Lists pets.
              security: []
              parameters:
                - { name: status, in: query, schema: { type: string, enum: [available, sold], default: available } }
                - { name: tags, in: query, explode: false, schema: { type: array, items: { type: string } } }
              responses:
                "200": { description: Pets., content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } } }
                default: { description: Problem., content: { application/json: { schema: { $ref: "#/components/schemas/Problem" } } } }
            post:
              operationId: addPet
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
              responses:
                "201": { description: Added., content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
          /pets/{petId}:
            delete:
              operationId: deletePet
              parameters: [{ name: petId, in: path, required: true, schema: { type: integer, format: int64 } }]
              responses: { "204": { description: Deleted. } }
        components:
          securitySchemes:
            ApiKeyAuth: { type: apiKey, in: header, name: X-API-Key }
          schemas:
            Pet:
              type: object
              required: [name]
              properties:
                id: { type: integer, format: int64, readOnly: true }
                name: { type: string }
                born: { type: string, format: date-time, nullable: true }
                owner: { type: object, properties: { email: { type: string } } }
            Problem:
              type: object
              properties: { message: { type: string } }
        """

    @Test func generatesTypedRoutesAndModels() {
        let code = swiftCode(openAPI: Self.document)
        #expect(code.contains("nonisolated public enum PetShop {"))
        #expect(code.contains("\"https://eu.shop.example/v1\""))
        #expect(
            code.contains(
                "public enum ApiKeyAuth: APIKeyAuthentication {\n        public typealias API = PetShop\n        public static let location: APIKeyLocation = .header(\"X-API-Key\")"
            ))
        #expect(
            code.contains(
                """
                        public let id: Int64?
                        public let name: String
                        public let born: Nullable<Date>?
                        public let owner: Owner?
                """))
        #expect(
            code.contains(
                """
                            try object.encodeIfPresent(owner, forKey: "owner")
                        }

                        nonisolated public struct Owner: Codable, Sendable {
                """))
        #expect(
            code.contains(
                """
                    /// Lists pets.
                    nonisolated public struct ListPetsRoute: PublicRoute, RetryableRoute {
                        public typealias API = PetShop
                        public typealias Response = [Pet]
                """))
        // `status` has `default: available`: what the server assumes, sent only when the caller sets it.
        #expect(
            code.contains(
                "public var status: ListPetsRoute.Status { _status ?? .available }\n        let _status: ListPetsRoute.Status?"
            ))
        #expect(code.contains("request.query(\"status\", _status)"))
        #expect(
            code.contains(
                "public static func listPets(status: PetShop.ListPetsRoute.Status? = nil, tags: [String]? = nil) -> Self"
            ))
        #expect(code.contains("nonisolated public struct AddPetRoute: AuthenticatedRoute {"))
        #expect(code.contains("public typealias Scheme = ApiKeyAuth"))
        #expect(code.contains("public static var pathTemplate: String { \"/pets/{petId}\" }"))
        #expect(code.contains("[.default(Problem.self)]"))
    }

    @Test func generatesTheSameFromItsConversion() throws {
        let translation = translate(Self.document)
        let (reloaded, diagnostics) = SpecLoader.load(SpecWriter.yaml(translation.spec), path: "api.yaml")
        #expect(diagnostics.isEmpty)
        let templates = try TemplateSet.builtin()
        let direct = try #require(APIModelBuilder.build([translation.spec], access: .public).0)
        let converted = try #require(APIModelBuilder.build([reloaded], access: .public).0)
        #expect(Renderer(templates: templates).render(converted) == Renderer(templates: templates).render(direct))
    }

    /// An OpenAPI document and a spec in RouteGen's format form one API: the spec adds a route
    /// that uses the document's models. The file the document references is read once, as part
    /// of it; found among the specs, it gets an empty output of its own.
    @Test func mixesWithSpecsOfTheOwnFormat() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-openapi-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder + "/common", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.document.replacingOccurrences(
            of: "$ref: \"#/components/schemas/Problem\"", with: "$ref: \"common/problem.json\""
        )
        .write(toFile: folder + "/api.yaml", atomically: true, encoding: .utf8)
        try #"{"type": "object", "properties": {"message": {"type": "string"}}}"#
            .write(toFile: folder + "/common/problem.json", atomically: true, encoding: .utf8)
        try "routes:\n  petCount: { GET: /pets/count, response: Int, errors: { default: Problem } }\n"
            .write(toFile: folder + "/extra.yaml", atomically: true, encoding: .utf8)
        let (paths, pathDiagnostics) = Pipeline.specPaths(for: [
            folder + "/api.yaml", folder + "/extra.yaml", folder + "/common",
        ])
        #expect(pathDiagnostics.isEmpty)
        #expect(
            paths.map { $0.replacingOccurrences(of: folder, with: "") } == [
                "/api.yaml", "/extra.yaml", "/common/problem.json",
            ])
        let result = try Pipeline.run(specPaths: paths, templates: try TemplateSet.builtin())
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files.map(\.name).sorted() == ["Api.swift", "Extra.swift", "PetShop.swift", "Problem.swift"])
        #expect(result.files.first { $0.name == "Problem.swift" }?.contents.contains("extension PetShop") == false)
    }
}
