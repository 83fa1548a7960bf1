import Foundation
import Testing
@testable import RouteGenCore

/// Keys OpenAPI does not define are reported where they are written, with the nearest defined
/// key suggested: a warning, except a near miss of a key that says who may call an operation
/// or what must be sent, which is an error. A schema's unknown keywords are annotations: only
/// near misses of known ones are reported.
struct UnknownKeyTests {
    /// What a new user wrote: the operation looked public and `name` optional, without a word.
    static let misspeltSecurityAndRequired =
        openAPIHeader + """
            paths:
              /pets:
                post:
                  operationId: addPet
                  secuirty: [{ key: [] }]
                  requestBody:
                    required: true
                    content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
                  responses: { "204": { description: Added. } }
            components:
              securitySchemes:
                key: { type: apiKey, in: header, name: X-Key }
              schemas:
                Pet:
                  type: object
                  properties: { name: { type: string } }
                  requird: [name]
            """

    @Test func aMisspeltSecurityOrRequiredIsAnErrorAndNothingIsGenerated() throws {
        #expect(
            openAPIDiagnostics(Self.misspeltSecurityAndRequired) == [
                "api.yaml:8:7: error: unknown key \"secuirty\" in an operation (did you mean \"security\"?): ignoring it could widen access or drop a requirement",
                "api.yaml:20:7: error: unknown keyword \"requird\" in a schema (did you mean \"required\"?): ignoring it could widen access or drop a requirement",
            ])
        let folder = try FixtureFolder(["api.yaml": Self.misspeltSecurityAndRequired])
        defer { folder.remove() }
        let result = try Pipeline.run(specPaths: [folder.path + "/api.yaml"], templates: try TemplateSet.builtin())
        #expect(result.hasErrors && result.files.isEmpty)
    }

    @Test func nearMissesOfKeysThatSayWhoMayCallOrWhatMustBeSentAreErrors() {
        let errors = openAPIDiagnostics(
            openAPIHeader + """
                secrity: [{ key: [] }]
                paths:
                  /pets/{id}:
                    parameter: [{ name: id, in: path, required: true, schema: { type: string } }]
                    put:
                      operationId: putPet
                      parameters: [{ nme: q, in: query, schema: { type: string } }, { name: r, inn: query }]
                      requestbody: { content: { application/json: { schema: { type: object } } } }
                      responses: { "204": { description: Done. } }
                    patch:
                      operationId: patchPet
                      Parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                      requestBody:
                        requred: true
                        content:
                          application/json:
                            schema:
                              type: object
                              properties: { name: { typ: string, requierd: [a] } }
                              propertes: {}
                              additonalProperties: false
                              allof: []
                              nulable: true
                              readonly: true
                              writeonly: true
                              onOf: []
                              anyof: []
                              discrimnator: { propertyName: kind }
                              itms: { type: string }
                      responses: { "204": { description: Done. } }
                components:
                  securitySchemes:
                    key: { tye: apiKey, inn: header, nam: X-Key }
                """
        ).filter { $0.contains(" error: ") }.map { line in
            // The key and its suggestion: `secuirty` → `security`.
            let quoted = line.split(separator: "\"")
            return "\(quoted[1]) → \(quoted[3])"
        }
        #expect(
            errors == [
                "secrity → security", "parameter → parameters", "requestbody → requestBody", "nme → name", "inn → in",
                "Parameters → parameters", "requred → required", "propertes → properties",
                "additonalProperties → additionalProperties", "allof → allOf", "nulable → nullable",
                "readonly → readOnly", "writeonly → writeOnly", "onOf → oneOf", "anyof → anyOf",
                "discrimnator → discriminator", "itms → items", "typ → type", "requierd → required", "tye → type",
                "inn → in", "nam → name",
            ])
    }

    @Test func otherUnknownKeysAreWarningsWithTheNearestKey() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /pets:
                    get:
                      operationId: listPets
                      summry: Lists pets.
                      produces: [application/json]
                      parameters: [{ name: limit, in: query, descripton: How many., schema: { type: integer } }]
                      responses:
                        "200":
                          descriptin: The pets.
                          content:
                            application/json:
                              schema: { type: array, items: { type: string, exampel: Rex, maxLenght: 20 } }
                              exmaple: [Rex]
                tags: [{ name: pets, descriptoin: Pets. }]
                """)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:8:7: warning: unknown key \"summry\" in an operation (did you mean \"summary\"?): it is ignored",
                "api.yaml:9:7: warning: unknown key \"produces\" in an operation: it is ignored (the keys here are tags, summary, description, externalDocs, operationId, parameters, requestBody, responses, callbacks, deprecated, security, servers)",
                "api.yaml:10:46: warning: unknown key \"descripton\" in a parameter (did you mean \"description\"?): it is ignored",
                "api.yaml:13:11: warning: unknown key \"descriptin\" in a response (did you mean \"description\"?): it is ignored",
                "api.yaml:17:15: warning: unknown key \"exmaple\" in a media type (did you mean \"example\"?): it is ignored",
                "api.yaml:16:61: warning: unknown keyword \"exampel\" in a schema (did you mean \"examples\"?): it is ignored",
                "api.yaml:16:75: warning: unknown keyword \"maxLenght\" in a schema (did you mean \"maxLength\"?): it is ignored",
                "api.yaml:18:22: warning: unknown key \"descriptoin\" in a tag (did you mean \"description\"?): it is ignored",
            ])
        #expect(translation.diagnostics.allSatisfy { $0.cause == .unknownKey })
    }

    /// Every kind of object is reached where the document puts it: inline, through a `$ref`,
    /// under `components`, `webhooks` and `callbacks`.
    @Test func everyKindOfObjectIsChecked() {
        let found = openAPIDiagnostics(
            """
            openapi: 3.1.0
            info:
              titl: Shop
              contact: { emal: shop@example.com }
              license: { name: MIT, identifer: MIT }
            servers:
              - url: "https://{region}.shop.example"
                descriptio: Production.
                variables: { region: { defualt: eu } }
            externalDocs: { urll: "https://shop.example/docs" }
            tags: [{ name: pets, externalDoc: { url: "https://shop.example/pets" } }]
            paths:
              /pets/{id}:
                summry: One pet.
                parameters: [{ $ref: "#/components/parameters/Id" }]
                post:
                  operationID: addPet
                  requestBody:
                    descripton: The pet.
                    content:
                      multipart/form-data:
                        schema: { $ref: "#/components/schemas/Pet" }
                        itemschema: {}
                        examples: { one: { valu: { name: Rex } } }
                        encoding: { photo: { contentTyp: image/png, headers: { X-Part: { explod: false } } } }
                  callbacks:
                    adopted:
                      "{$request.body#/callbackUrl}":
                        post:
                          sumary: Adopted.
                          responses: { "204": { description: Received. } }
                  responses:
                    "201":
                      description: Added.
                      lnks: {}
                      links: { owner: { operationid: getOwner } }
            webhooks:
              petAdded:
                post:
                  descriptin: A pet was added.
                  responses: { "204": { description: Received. } }
            components:
              schemass: {}
              parameters:
                Id: { name: id, in: path, required: true, stye: simple, schema: { type: string } }
              schemas:
                Pet:
                  type: object
                  properties: { name: { type: string, xml: { wraped: true } } }
                  discriminator: { propertyNam: name }
              securitySchemes:
                oauth:
                  type: oauth2
                  bearerformat: JWT
                  flows:
                    implict: {}
                    clientCredentials: { tokenURL: "https://shop.example/token", scopes: {} }
            """
        ).filter { $0.contains(" unknown key") }.map { line in
            let quoted = line.split(separator: "\"")
            return "\(quoted[1]) → \(quoted.count > 3 ? quoted[3] : "nothing")"
        }
        #expect(
            found == [
                "titl → title", "emal → email", "identifer → identifier", "descriptio → description",
                "defualt → default", "urll → url", "externalDoc → externalDocs", "summry → summary", "stye → style",
                "operationID → operationId", "descripton → description", "itemschema → itemSchema", "wraped → wrapped",
                "propertyNam → propertyName", "valu → value", "contentTyp → contentType", "explod → explode",
                "sumary → summary", "lnks → links", "operationid → operationId", "descriptin → description",
                "schemass → schemas", "bearerformat → bearerFormat", "implict → implicit", "tokenURL → tokenUrl",
            ])
    }

    @Test func extensionsAnnotationsAndTheKeysOfEveryVersionAreKnown() {
        let translation = translate(
            """
            openapi: 3.2.0
            $self: https://shop.example/openapi.yaml
            jsonSchemaDialect: https://spec.openapis.org/oas/3.1/dialect/base
            info: { title: Shop, summary: A shop., license: { name: MIT, identifier: MIT }, x-logo: shop.png }
            servers: [{ url: "https://shop.example/api", name: production, x-region: eu }]
            paths:
              /pets:
                query:
                  operationId: queryPets
                  requestBody: { content: { application/json: { schema: { type: object } } } }
                  responses: { "204": { description: Done. } }
                additionalOperations:
                  COPY: { operationId: copyPets, responses: { "204": { description: Done. } } }
                get:
                  operationId: listPets
                  parameters: [{ in: querystring, name: filter, content: { application/x-www-form-urlencoded: { schema: { type: object } } } }]
                  x-internal: true
                  responses:
                    "200":
                      summary: The pets.
                      description: The pets, one JSON text per line.
                      content:
                        application/jsonl:
                          itemSchema:
                            type: object
                            properties: { name: { type: string, x-order: 1, deprecated: true, myAnnotation: 3 } }
                            discriminator: { propertyName: name, defaultMapping: Other }
                            xml: { name: pet, nodeType: element }
                          examples:
                            rex: { dataValue: { name: Rex }, serializedValue: "{\\"name\\":\\"Rex\\"}" }
            components:
              securitySchemes:
                oauth:
                  type: oauth2
                  oauth2MetadataUrl: https://shop.example/.well-known/oauth-authorization-server
                  deprecated: false
                  flows:
                    deviceAuthorization:
                      deviceAuthorizationUrl: https://shop.example/device
                      tokenUrl: https://shop.example/token
                      scopes: {}
              mediaTypes:
                Pets: { schema: { type: array } }
            tags: [{ name: pets, summary: Pets, parent: animals, kind: nav }, { name: animals }]
            x-anything: { secuirty: ignored }
            """)
        let unknown = translation.diagnostics.filter {
            $0.cause == .unknownKey || $0.message.hasPrefix("unknown key")
        }
        #expect(unknown.isEmpty, "\(unknown)")
    }

    @Test func eachKeyIsReportedOnceAtItsPlaceHoweverOftenItsObjectIsReached() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    paths:
                      /a:
                        get:
                          operationId: getA
                          responses: { "200": { $ref: "#/components/responses/Pet" } }
                      /b:
                        get:
                          operationId: getB
                          responses: { "200": { $ref: "#/components/responses/Pet" } }
                    components:
                      responses:
                        Pet:
                          description: A pet.
                          content: { application/json: { schema: { $ref: "pet.yaml" } } }
                    """, files: ["pet.yaml": "type: object\nproperties: { name: { type: string } }\nrequird: [name]\n"])
                == [
                    "pet.yaml:3:1: error: unknown keyword \"requird\" in a schema (did you mean \"required\"?): ignoring it could widen access or drop a requirement"
                ])
    }

    /// `--include` promises that nothing left out warns: an operation it leaves out is not
    /// checked, the others are.
    @Test func anOperationIncludeLeavesOutIsNotChecked() {
        let document =
            openAPIHeader + """
                paths:
                  /pets:
                    get: { operationId: listPets, summry: Pets., responses: { "204": { description: Done. } } }
                    post: { operationId: addPet, secuirty: [], responses: { "204": { description: Done. } } }
                """
        let selection = RouteSelection([RouteSelection.Selector("listPets")])
        #expect(
            openAPIDiagnostics(document, selection: selection) == [
                "api.yaml:6:35: warning: unknown key \"summry\" in an operation (did you mean \"summary\"?): it is ignored"
            ])
        #expect(openAPIDiagnostics(document).count == 2)
    }

    @Test func besideARefOnlyItsSummaryAndDescriptionAreRead() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    paths:
                      /pets:
                        get:
                          operationId: listPets
                          parameters: [{ $ref: "#/components/parameters/Limit", description: How many., required: true }]
                          responses: { "204": { description: Done. } }
                    components:
                      parameters:
                        Limit: { name: limit, in: query, schema: { type: integer } }
                    """) == [
                    "api.yaml:8:85: warning: unknown key \"required\" in a reference: it is ignored (the keys here are $ref, summary, description)"
                ])
    }

    /// The rule is the user's to know: which near misses stop generation.
    @Test func theOpenAPIGuideNamesEveryKeyWhoseNearMissIsAnError() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("Docs/OpenAPI.md"), encoding: .utf8)
        guard let section = doc.range(of: "## Unknown keys") else {
            Issue.record("Docs/OpenAPI.md has no section \"Unknown keys\"")
            return
        }
        let rest = doc[section.upperBound...]
        let rule = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
        let critical =
            OpenAPIKeys.Document.critical.map(\.rawValue) + OpenAPIKeys.PathItem.critical.map(\.rawValue)
            + OpenAPIKeys.Operation.critical.map(\.rawValue) + OpenAPIKeys.Parameter.critical.map(\.rawValue)
            + OpenAPIKeys.RequestBody.critical.map(\.rawValue) + OpenAPIKeys.SecurityScheme.critical.map(\.rawValue)
            + OpenAPIKeys.Schema.critical.map(\.rawValue)
        for key in critical {
            #expect(rule.contains("`\(key)`"), "the section \"Unknown keys\" of Docs/OpenAPI.md does not name \(key)")
        }
        #expect(rule.contains("`unknown-key`") && rule.contains("`x-`"))
    }

    /// A response key that is no status was ignored without a word (`20O`), or read as one it
    /// is not (`0200` as 200, `600` as an error status): each is reported where it is written
    /// and left out, and the operation keeps its other responses.
    @Test func aResponseKeyThatIsNoStatusIsReportedAndLeftOut() {
        let text =
            openAPIHeader + """
                paths:
                  /a:
                    get:
                      operationId: getA
                      responses:
                        "20O": { description: A typo., content: { application/json: { schema: { type: string } } } }
                        "0200": { description: Zero., content: { application/json: { schema: { type: string } } } }
                        "600": { description: Past 599. }
                        "6XX": { description: No such class. }
                        "4xx": { description: Any client error. }
                        "201": { description: Made., content: { application/json: { schema: { type: integer } } } }
                        x-note: { description: An extension. }
                """
        let translation = translate(text)
        let ignored = [("20O", 9), ("0200", 10), ("600", 11), ("6XX", 12)].map { key, line in
            "api.yaml:\(line):9: warning: response key \"\(key)\" is no status (three digits 100–599, 1XX–5XX or default): the response is ignored"
        }
        #expect(translation.diagnostics.map(\.description) == ignored)
        let route = translation.spec.routes.first
        #expect(route?.response?.description == "Int")
    }

    @Test(
        "a response key is a status, a class or default; nothing else is",
        arguments: [
            ("200", ResponseStatus.code(200)), ("599", .code(599)), ("100", .code(100)), ("4XX", .range(4)),
            ("2xx", .range(2)), ("default", .default),
        ])
    func responseStatuses(text: String, status: ResponseStatus) {
        #expect(ResponseStatus(text) == status)
    }

    @Test(arguments: ["20O", "0200", "600", "099", "6XX", "0XX", "2XXX", "20", "", "Default", "+20", "2X0"])
    func notResponseStatuses(text: String) {
        #expect(ResponseStatus(text) == nil)
    }
}
