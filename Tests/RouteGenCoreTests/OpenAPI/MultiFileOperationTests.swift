import Foundation
import Testing
@testable import RouteGenCore

/// A description split the way large public ones are: every operation is a `$ref` to its own
/// file under `resources/`, which refers to parameters, request bodies, responses, headers and
/// models of `common/`, each reference relative to the file that holds it.
struct MultiFileOperationTests {
    static let files: [String: String] = [
        "openapi.yaml": """
        openapi: 3.0.0
        info: { title: Things, version: "2.0" }
        servers: [{ url: "https://api.things.example/v2" }]
        security: [{ bearer_auth: [] }]
        paths:
          /things:
            get: { $ref: "resources/things/list_things.yml" }
            post: { $ref: "resources/things/create_thing.yml" }
          /things/{id}:
            get: { $ref: "resources/things/get_thing.yml" }
            delete: { $ref: "resources/things/delete_thing.yml" }
          /things/{id}/parts:
            $ref: "resources/things/parts.yml"
        components:
          securitySchemes:
            bearer_auth: { type: http, scheme: bearer }
        """,
        "resources/things/list_things.yml": """
        operationId: things_list
        summary: List all things
        tags: [Things]
        parameters:
          - $ref: "../../common/parameters.yml#/per_page"
          - $ref: "parameters.yml#/thing_kind"
        responses:
          "200": { $ref: "responses/all_things.yml" }
          "401": { $ref: "../../common/responses/unauthorized.yml" }
          default: { $ref: "../../common/responses/unexpected_error.yml" }
        x-codeSamples:
          - $ref: "examples/curl/things_list.yml"
        """,
        "resources/things/create_thing.yml": """
        operationId: things_create
        summary: Create a thing
        parameters: [{ $ref: "../../common/parameters.yml#/idempotency_key" }]
        requestBody: { $ref: "../../common/request_bodies/thing_create.yml" }
        responses:
          "201": { $ref: "responses/one_thing.yml" }
          "422": { $ref: "../../common/responses/unprocessable.yml" }
        """,
        "resources/things/get_thing.yml": """
        operationId: things_get
        parameters: [{ $ref: "parameters.yml#/thing_id" }]
        responses:
          "200": { $ref: "responses/one_thing.yml" }
          "404": { $ref: "../../common/responses/not_found.yml" }
        """,
        "resources/things/delete_thing.yml": """
        operationId: things_delete
        parameters: [{ $ref: "parameters.yml#/thing_id" }]
        responses:
          "204": { $ref: "../../common/responses/no_content.yml" }
          "404": { $ref: "../../common/responses/not_found.yml" }
        """,
        "resources/things/parts.yml": """
        parameters: [{ $ref: "parameters.yml#/thing_id" }]
        get: { $ref: "list_parts.yml" }
        """,
        "resources/things/list_parts.yml": """
        operationId: things_list_parts
        responses:
          "200":
            description: The parts.
            content: { application/json: { schema: { type: array, items: { $ref: "models/part.yml" } } } }
        """,
        "resources/things/parameters.yml": """
        thing_id: { in: path, name: id, required: true, schema: { type: integer } }
        thing_kind: { in: query, name: kind, schema: { $ref: "models/kind.yml" } }
        """,
        "resources/things/responses/all_things.yml": """
        description: All things.
        headers:
          ratelimit-limit: { $ref: "../../../common/headers.yml#/ratelimit-limit" }
        content:
          application/json:
            schema:
              type: object
              properties:
                things: { type: array, items: { $ref: "../models/thing.yml" } }
                total: { type: integer }
        """,
        "resources/things/responses/one_thing.yml": """
        description: One thing.
        content: { application/json: { schema: { $ref: "../models/thing.yml" } } }
        """,
        "resources/things/models/thing.yml": """
        type: object
        required: [id, name]
        properties:
          id: { type: integer }
          name: { type: string }
          kind: { $ref: "kind.yml" }
        """,
        "resources/things/models/kind.yml": "type: string\nenum: [widget, gadget]\n",
        "resources/things/models/part.yml": "type: object\nproperties: { label: { type: string } }\n",
        "resources/things/models/thing_create.yml":
            "type: object\nrequired: [name]\nproperties: { name: { type: string } }\n",
        "resources/things/examples/curl/things_list.yml":
            "lang: cURL\nsource: curl https://api.things.example/v2/things\n",
        "common/parameters.yml": """
        per_page: { in: query, name: per_page, schema: { type: integer, default: 20 } }
        idempotency_key: { in: header, name: Idempotency-Key, required: true, schema: { type: string } }
        """,
        "common/headers.yml": "ratelimit-limit: { description: Requests per hour., schema: { type: integer } }\n",
        "common/request_bodies/thing_create.yml": """
        required: true
        content: { application/json: { schema: { $ref: "../../resources/things/models/thing_create.yml" } } }
        """,
        "common/responses/unauthorized.yml": """
        description: Unauthorized.
        headers:
          ratelimit-limit: { $ref: "../headers.yml#/ratelimit-limit" }
        content: { application/json: { schema: { $ref: "../models/error.yml" } } }
        """,
        "common/responses/unexpected_error.yml":
            "description: Unexpected.\ncontent: { application/json: { schema: { $ref: \"../models/error.yml\" } } }\n",
        "common/responses/unprocessable.yml":
            "description: Invalid.\ncontent: { application/json: { schema: { $ref: \"../models/error.yml\" } } }\n",
        "common/responses/not_found.yml":
            "description: Not found.\ncontent: { application/json: { schema: { $ref: \"../models/error.yml\" } } }\n",
        "common/responses/no_content.yml": "description: Done.\n",
        "common/models/error.yml": """
        type: object
        required: [id, message]
        properties: { id: { type: string }, message: { type: string } }
        """,
    ]

    @Test func operationsInOtherFilesBecomeWholeRoutes() throws {
        let folder = try FixtureFolder(Self.files)
        defer { folder.remove() }
        let translation = folder.translate("openapi.yaml")
        #expect(folder.diagnostics(of: translation) == [])
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                routes:
                  thingsList:
                    GET: "/things"
                    tags: [Things]
                    summary: List all things
                    auth: bearer
                    query:
                      perPage:
                        type: Int
                        default: 20
                        key: per_page
                      kind: Kind?
                    response: AllThings
                    responseHeaders:
                      ratelimitLimit:
                        type: Int?
                        doc: Requests per hour.
                        key: ratelimit-limit
                    errors:
                      401: ErrorModel
                      default: ErrorModel
                  thingsCreate:
                    POST: "/things"
                    summary: Create a thing
                    auth: bearer
                    body: ThingCreate
                    headers:
                      idempotencyKey:
                        type: String
                        key: Idempotency-Key
                    response: Thing
                    errors:
                      422: ErrorModel
                  thingsGet:
                    GET: "/things/{id}"
                    auth: bearer
                    path:
                      id: Int
                    response: Thing
                    errors:
                      404: ErrorModel
                  thingsDelete:
                    DELETE: "/things/{id}"
                    auth: bearer
                    path:
                      id: Int
                    errors:
                      404: ErrorModel
                  thingsListParts:
                    GET: "/things/{id}/parts"
                    auth: bearer
                    path:
                      id: Int
                    response: "[Part]"
                """))
    }

    @Test func theWholePipelineGeneratesFromTheSplitDescription() throws {
        let folder = try FixtureFolder(Self.files)
        defer { folder.remove() }
        let result = try Pipeline.run(
            specPaths: [folder.path + "/openapi.yaml"], templates: try TemplateSet.builtin())
        #expect(!result.hasErrors)
        let code = result.files.map(\.contents).joined(separator: "\n")
        #expect(
            code.contains(
                "public struct ThingsGetRoute: AuthenticatedRoute, RetryableRoute {\n        public typealias API = Things\n        public typealias Response = Thing\n"
            ))
        #expect(
            code.contains(
                "public struct ThingsListRoute: AuthenticatedRoute, RetryableRoute {\n        public typealias API = Things\n        public typealias Response = AllThings\n"
            ))
        #expect(code.contains("public static func thingsGet(id: Int) -> Self"))
        #expect(
            code.contains("public static func thingsCreate(body: Things.ThingCreate, idempotencyKey: String) -> Self"))
        #expect(code.contains("public static var pathTemplate: String { \"/things/{id}/parts\" }"))
    }

    @Test func anOperationWhoseFileOrNodeIsMissingIsAnError() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /things:
                    get: { $ref: "resources/things/list_things.yml" }
                    post: { $ref: "resources/things/create_thing.yml#/nope" }
                """, files: ["resources/things/create_thing.yml": "operationId: things_create\n"])
        #expect(translation.spec.routes.isEmpty)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:6:18: error: the referenced file resources/things/list_things.yml does not exist",
                "api.yaml:6:5: warning: the GET operation of /things cannot be read: it is left out",
                "api.yaml:7:19: error: reference \"resources/things/create_thing.yml#/nope\" points at nothing",
                "api.yaml:7:5: warning: the POST operation of /things cannot be read: it is left out",
            ])
    }
}
