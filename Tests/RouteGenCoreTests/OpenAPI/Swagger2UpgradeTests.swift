import Foundation
import Testing
import TestSupport

@testable import RouteGenCore

/// Swagger 2.0 documents are read by upgrading their tree to OpenAPI 3.0 (``Swagger2Upgrade``)
/// and translating that: each mapping of Docs/OpenAPI.md's Swagger 2.0 table is checked on the
/// upgraded tree or on what it translates to, and diagnostics still name the 2.0 file's places.
@Suite struct Swagger2UpgradeTests {
    /// The first lines of every snippet: a whole 2.0 document once `paths` or `definitions` follow.
    static let header = """
        swagger: "2.0"
        info: { title: Shop, version: "1" }
        host: shop.example
        basePath: /api

        """

    /// The 3.0 tree `text` upgrades to, and the upgrade's warnings.
    static func upgraded(_ text: String) throws -> (root: YAMLNode, warnings: [String]) {
        let root = try #require(YAMLLoader.load(text, file: "api.yaml").0)
        var upgrade = Swagger2Upgrade(document: root)
        let upgraded = upgrade.document(root)
        return (upgraded, upgrade.warnings.map(\.description))
    }

    /// The node at `path` (keys, or indexes of sequences, split by `>`), or `nil`.
    static func node(_ root: YAMLNode, _ path: String) -> YAMLNode? {
        var node: YAMLNode? = root
        for step in path.split(separator: ">").map(String.init) {
            if let index = Int(step), let items = node?.sequence {
                node = index < items.count ? items[index] : nil
            } else {
                node = node?.value(forKey: step)
            }
        }
        return node
    }

    /// The scalar text at `path`.
    static func text(_ root: YAMLNode, _ path: String) -> String? {
        node(root, path)?.scalar?.value
    }

    // MARK: The document

    @Test func hostBasePathAndSchemesAreTheServerHttpsPreferred() throws {
        let both = try Self.upgraded(Self.header + "schemes: [http, https]\npaths: {}\n").root
        #expect(Self.text(both, "servers>0>url") == "https://shop.example/api")
        #expect(Self.text(both, "openapi") == "3.0.3")
        #expect(both.value(forKey: "swagger") == nil && both.value(forKey: "host") == nil)
        let http = try Self.upgraded(Self.header + "schemes: [http]\npaths: {}\n").root
        #expect(Self.text(http, "servers>0>url") == "http://shop.example/api")
        let relative = try Self.upgraded("swagger: \"2.0\"\ninfo: { title: Shop }\nbasePath: /v1\npaths: {}\n").root
        #expect(Self.text(relative, "servers>0>url") == "/v1")
        let none = try Self.upgraded("swagger: \"2.0\"\ninfo: { title: Shop }\npaths: {}\n").root
        #expect(none.value(forKey: "servers") == nil)
    }

    @Test func sectionsMoveToComponentsAndReferencesFollow() throws {
        let root = try Self.upgraded(
            Self.header + """
                paths:
                  /pets:
                    get:
                      parameters: [{ $ref: "#/parameters/limit" }]
                      responses:
                        "200": { description: ok, schema: { $ref: "#/definitions/Pet" } }
                        default: { $ref: "#/responses/Problem" }
                definitions:
                  Pet: { type: object, properties: { owner: { $ref: "other.yaml#/definitions/Owner" } } }
                parameters:
                  limit: { name: limit, in: query, type: integer }
                  body: { name: pet, in: body, schema: { $ref: "#/definitions/Pet" } }
                responses:
                  Problem: { description: problem }
                """
        ).root
        #expect(Self.node(root, "components>schemas>Pet") != nil)
        #expect(Self.text(root, "components>parameters>limit>schema>type") == "integer")
        #expect(Self.node(root, "components>parameters>body") == nil)
        #expect(
            Self.text(root, "components>requestBodies>body>content>application/json>schema>$ref")
                == "#/components/schemas/Pet")
        #expect(Self.text(root, "components>responses>Problem>description") == "problem")
        #expect(Self.text(root, "paths>/pets>get>parameters>0>$ref") == "#/components/parameters/limit")
        #expect(
            Self.text(root, "paths>/pets>get>responses>200>content>application/json>schema>$ref")
                == "#/components/schemas/Pet")
        #expect(Self.text(root, "paths>/pets>get>responses>default>$ref") == "#/components/responses/Problem")
        #expect(
            Self.text(root, "components>schemas>Pet>properties>owner>$ref") == "other.yaml#/components/schemas/Owner")
        #expect(root.value(forKey: "definitions") == nil && root.value(forKey: "parameters") == nil)
    }

    @Test func referencesInReferencedFilesFollowToo() {
        let spec = converted(
            Self.header + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      parameters: [{ $ref: "shared.yaml#/limit" }]
                      responses:
                        "200": { description: ok, schema: { $ref: "shared.yaml#/definitions/Pet" } }
                """,
            files: [
                "shared.yaml": """
                limit: { name: limit, in: query, type: integer, format: int32 }
                definitions:
                  Pet: { type: object, required: [name], properties: { name: { type: string }, tag: { type: string, x-nullable: true } } }
                """
            ])
        #expect(spec.contains("limit: Int32?"), "\(spec)")
        #expect(spec.contains("Pet:") && spec.contains("name: String"), "\(spec)")
    }

    // MARK: Bodies

    @Test func consumesAndProducesAreTheMediaTypes() throws {
        let root = try Self.upgraded(
            Self.header + """
                consumes: [application/xml]
                produces: [application/xml, application/json]
                paths:
                  /pets:
                    post:
                      consumes: [text/plain]
                      parameters: [{ name: pet, in: body, required: true, schema: { type: string } }]
                      responses:
                        "200": { description: ok, schema: { type: string } }
                    put:
                      parameters: [{ name: pet, in: body, schema: { type: string } }]
                      produces: [text/csv]
                      responses:
                        "200": { description: ok, schema: { type: string } }
                """
        ).root
        let post = try #require(Self.node(root, "paths>/pets>post"))
        #expect(Self.node(post, "requestBody>content")?.mapping?.compactMap(\.keyText) == ["text/plain"])
        #expect(Self.text(post, "requestBody>required") == "true")
        #expect(
            Self.node(post, "responses>200>content")?.mapping?.compactMap(\.keyText)
                == ["application/xml", "application/json"])
        let put = try #require(Self.node(root, "paths>/pets>put"))
        #expect(Self.node(put, "requestBody>content")?.mapping?.compactMap(\.keyText) == ["application/xml"])
        #expect(Self.node(put, "responses>200>content")?.mapping?.compactMap(\.keyText) == ["text/csv"])
        #expect(put.value(forKey: "parameters") == nil && put.value(forKey: "produces") == nil)
    }

    @Test func aBodyParameterIsTheRequestBody() {
        let spec = converted(
            Self.header + """
                paths:
                  /pets:
                    post:
                      operationId: addPet
                      parameters: [{ name: pet, in: body, required: true, schema: { $ref: "#/definitions/Pet" } }]
                      responses: { "201": { description: created } }
                definitions:
                  Pet: { type: object, required: [name], properties: { name: { type: string } } }
                """)
        #expect(spec.contains("body: Pet"), "\(spec)")
    }

    @Test func formFieldsAreAFormBodyOrMultipartWithAFile() throws {
        let form = try Self.upgraded(
            Self.header + """
                paths:
                  /pets/{id}:
                    post:
                      parameters:
                        - { name: id, in: path, required: true, type: string }
                        - { name: name, in: formData, required: true, type: string }
                        - { name: age, in: formData, type: integer }
                      responses: { "200": { description: ok } }
                    put:
                      parameters:
                        - { name: id, in: path, required: true, type: string }
                        - { name: photo, in: formData, type: file }
                      responses: { "200": { description: ok } }
                    patch:
                      consumes: [multipart/form-data]
                      parameters: [{ name: name, in: formData, type: string }]
                      responses: { "200": { description: ok } }
                """
        ).root
        let urlEncoded = "paths>/pets/{id}>post>requestBody>content>application/x-www-form-urlencoded>schema"
        #expect(Self.text(form, urlEncoded + ">properties>age>type") == "integer")
        #expect(Self.text(form, urlEncoded + ">required>0") == "name")
        #expect(Self.node(form, "paths>/pets/{id}>post>parameters")?.sequence?.count == 1)
        let multipart = "paths>/pets/{id}>put>requestBody>content>multipart/form-data>schema>properties>photo"
        #expect(Self.text(form, multipart + ">type") == "string")
        #expect(Self.text(form, multipart + ">format") == "binary")
        #expect(Self.node(form, "paths>/pets/{id}>patch>requestBody>content>multipart/form-data") != nil)
    }

    // MARK: Parameters

    @Test func parameterTypesAreSchemasAndCollectionFormatsStyles() throws {
        let (root, warnings) = try Self.upgraded(
            Self.header + """
                paths:
                  /pets:
                    get:
                      parameters:
                        - { name: csv, in: query, type: array, items: { type: string } }
                        - { name: ssv, in: query, type: array, collectionFormat: ssv, items: { type: string } }
                        - { name: pipes, in: query, type: array, collectionFormat: pipes, items: { type: string } }
                        - { name: multi, in: query, type: array, collectionFormat: multi, items: { type: string } }
                        - { name: tsv, in: query, type: array, collectionFormat: tsv, items: { type: string } }
                        - { name: size, in: query, type: string, enum: [s, m], default: m, allowEmptyValue: true }
                      responses: { "200": { description: ok } }
                """)
        let parameters = try #require(Self.node(root, "paths>/pets>get>parameters")?.sequence)
        func style(_ index: Int) -> String {
            "\(parameters[index].value(forKey: "style")?.scalar?.value ?? "-") \(parameters[index].value(forKey: "explode")?.scalar?.value ?? "-")"
        }
        #expect(
            (0..<5).map(style) == [
                "form false", "spaceDelimited false", "pipeDelimited false", "form true", "form false",
            ])
        #expect(Self.text(parameters[0], "schema>items>type") == "string")
        #expect(Self.text(parameters[5], "schema>default") == "m")
        #expect(Self.node(parameters[5], "schema>enum")?.sequence?.count == 2)
        #expect(Self.text(parameters[5], "allowEmptyValue") == "true")
        #expect(parameters[5].value(forKey: "type") == nil && parameters[1].value(forKey: "collectionFormat") == nil)
        #expect(
            warnings == [
                "api.yaml:13:66: warning: the collection format \"tsv\" cannot be expressed in OpenAPI 3: the items are sent comma-separated (csv)"
            ])
    }

    // MARK: Responses

    @Test func responseSchemasAndHeadersAreTyped() {
        let spec = converted(
            Self.header + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      produces: [application/json]
                      responses:
                        "200":
                          description: ok
                          schema: { type: array, items: { type: string } }
                          headers:
                            x-next: { type: string, description: the next page }
                            X-Rate-Limit: { type: integer, format: int32 }
                """)
        #expect(spec.contains("[String]"), "\(spec)")
        #expect(spec.contains("x-next") && spec.contains("Int32"), "\(spec)")
        let diagnostics = openAPIDiagnostics(
            Self.header + """
                paths:
                  /pets:
                    get:
                      responses:
                        "200": { description: ok, headers: { x-next: { type: string } } }
                """)
        #expect(diagnostics.filter { $0.contains("header") }.isEmpty, "\(diagnostics)")
    }

    // MARK: Security

    @Test func securityDefinitionsAreSecuritySchemes() throws {
        let root = try Self.upgraded(
            Self.header + """
                securityDefinitions:
                  basic: { type: basic }
                  key: { type: apiKey, name: X-Key, in: header }
                  implicit: { type: oauth2, flow: implicit, authorizationUrl: "https://a.example/auth", scopes: { read: Read } }
                  password: { type: oauth2, flow: password, tokenUrl: "https://a.example/token", scopes: {} }
                  application: { type: oauth2, flow: application, tokenUrl: "https://a.example/token", scopes: {} }
                  accessCode: { type: oauth2, flow: accessCode, authorizationUrl: "https://a.example/auth", tokenUrl: "https://a.example/token", scopes: {} }
                security: [{ basic: [] }]
                paths: {}
                """
        ).root
        let schemes = "components>securitySchemes>"
        #expect(
            Self.text(root, schemes + "basic>type") == "http" && Self.text(root, schemes + "basic>scheme") == "basic")
        #expect(Self.text(root, schemes + "key>type") == "apiKey" && Self.text(root, schemes + "key>in") == "header")
        #expect(Self.text(root, schemes + "implicit>flows>implicit>scopes>read") == "Read")
        #expect(Self.text(root, schemes + "password>flows>password>tokenUrl") == "https://a.example/token")
        #expect(Self.node(root, schemes + "application>flows>clientCredentials>tokenUrl") != nil)
        #expect(Self.node(root, schemes + "accessCode>flows>authorizationCode>authorizationUrl") != nil)
        #expect(Self.node(root, schemes + "accessCode>flow") == nil)
        #expect(Self.node(root, "security>0>basic") != nil)
    }

    @Test func aBasicSchemeProtectsItsRoutes() {
        let spec = converted(
            Self.header + """
                securityDefinitions: { basic: { type: basic } }
                security: [{ basic: [] }]
                paths:
                  /me: { get: { operationId: me, responses: { "200": { description: ok } } } }
                """)
        #expect(spec.contains("basic"), "\(spec)")
    }

    // MARK: Schemas

    @Test func xNullableAndAPropertyNameDiscriminatorAreUpgraded() throws {
        let root = try Self.upgraded(
            Self.header + """
                paths: {}
                definitions:
                  Pet:
                    type: object
                    discriminator: kind
                    required: [kind]
                    properties:
                      kind: { type: string }
                      tag: { type: string, x-nullable: true }
                """
        ).root
        #expect(Self.text(root, "components>schemas>Pet>discriminator>propertyName") == "kind")
        #expect(Self.text(root, "components>schemas>Pet>properties>tag>nullable") == "true")
        #expect(Self.node(root, "components>schemas>Pet>properties>tag>x-nullable") == nil)
    }

    // MARK: Diagnostics

    @Test func diagnosticsNameTheSwaggerFilesPlaces() {
        let diagnostics = openAPIDiagnostics(
            Self.header + """
                paths:
                  /pets:
                    get:
                      schemes: [http]
                      parameters:
                        - { name: tags, in: query, type: array, collectionFormat: tsv, items: { type: string } }
                      responses:
                        "200": { description: ok, schema: { $ref: "#/definitions/Missing" } }
                """)
        #expect(
            diagnostics.contains(
                "api.yaml:8:7: warning: Swagger 2.0 operation schemes cannot be expressed: the operation uses the document's server"
            ), "\(diagnostics)")
        #expect(
            diagnostics.contains { $0.hasPrefix("api.yaml:10:67: warning: the collection format \"tsv\"") },
            "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("api.yaml:12:51: error:") }, "\(diagnostics)")
    }

    @Test func otherSwaggerVersionsAreStillErrors() {
        #expect(
            openAPIDiagnostics("swagger: \"1.2\"\ninfo: { title: x }\n") == [
                "api.yaml:1:10: error: Swagger 1.2 documents are not read: RouteGen reads Swagger 2.0 and OpenAPI 3.0, 3.1 and 3.2"
            ])
    }

    // MARK: Generated code

    static let petstore = """
        swagger: "2.0"
        info: { title: Swagger Petstore, version: 1.0.0 }
        host: petstore.swagger.io
        basePath: /v1
        schemes: [http]
        consumes: [application/json]
        produces: [application/json]
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              parameters:
                - { name: limit, in: query, required: false, type: integer, format: int32 }
                - { name: tags, in: query, type: array, items: { type: string } }
              responses:
                "200":
                  description: A paged array of pets
                  headers: { x-next: { type: string } }
                  schema: { $ref: "#/definitions/Pets" }
                default:
                  description: unexpected error
                  schema: { $ref: "#/definitions/Error" }
            post:
              operationId: createPets
              parameters: [{ name: pet, in: body, required: true, schema: { $ref: "#/definitions/Pet" } }]
              responses:
                "201": { description: Null response }
          /pets/{petId}:
            get:
              operationId: showPetById
              parameters: [{ name: petId, in: path, required: true, type: string }]
              responses:
                "200": { description: Expected response, schema: { $ref: "#/definitions/Pet" } }
            post:
              operationId: uploadPhoto
              parameters:
                - { name: petId, in: path, required: true, type: string }
                - { name: photo, in: formData, required: true, type: file }
                - { name: caption, in: formData, type: string }
              responses:
                "204": { description: uploaded }
        definitions:
          Pet:
            type: object
            required: [id, name]
            properties:
              id: { type: integer, format: int64 }
              name: { type: string }
              tag: { type: string, x-nullable: true }
          Pets: { type: array, items: { $ref: "#/definitions/Pet" } }
          Error:
            type: object
            required: [code, message]
            properties:
              code: { type: integer, format: int32 }
              message: { type: string }
        """

    @Test func aPetstoreGeneratesEveryOperationAndTypeChecks() async throws {
        let code = swiftCode(openAPI: Self.petstore)
        for route in ["ListPetsRoute", "CreatePetsRoute", "ShowPetByIdRoute", "UploadPhotoRoute"] {
            #expect(code.contains("struct \(route)"), "\(route) is missing")
        }
        #expect(code.contains("http://petstore.swagger.io/v1"))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swagger2-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Petstore.swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck([file], moduleName: "Petstore")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }
}
