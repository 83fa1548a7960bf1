import Testing
@testable import RouteGenCore

/// `paths`, path items and operations of an unexpected shape are reported where they are
/// written, never dropped without a word; extensions (`x-…`) and unknown keys stay silent.
struct PathsShapeTests {
    @Test func pathsThatAreNotAMappingAreReported() {
        #expect(
            openAPIDiagnostics(openAPIHeader + "paths: [/pets]\n") == [
                "api.yaml:4:8: warning: expected \"paths\" to be a mapping from paths to path items, found a sequence: no route is generated"
            ])
    }

    @Test func pathKeysThatAreNotPathsAreReported() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /ok: { get: { operationId: ok, responses: { "204": { description: Done. } } } }
                  "": { get: { operationId: empty, responses: { "204": { description: Done. } } } }
                  pets: { get: { operationId: relative, responses: { "204": { description: Done. } } } }
                  42: { get: { operationId: number, responses: { "204": { description: Done. } } } }
                  ? [a, b]
                  : { get: { operationId: complex, responses: { "204": { description: Done. } } } }
                  x-internal: { note: an extension is not a path }
                """)
        #expect(translation.spec.routes.map(\.name.value) == ["ok"])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:6:3: warning: the empty path \"\" cannot be expressed: its operations are left out",
                "api.yaml:7:3: warning: the path \"pets\" does not start with \"/\": its operations are left out",
                "api.yaml:8:3: warning: the path \"42\" does not start with \"/\": its operations are left out",
                "api.yaml:9:5: warning: expected a path to be text, found a sequence: its operations are left out",
            ])
    }

    @Test func pathItemsAndOperationsThatAreNotMappingsAreReported() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /text: just text
                  /list: [a, b]
                  /ops:
                    summary: Operations.
                    x-owner: shop
                    get: nope
                    post: [a]
                    put: { operationId: put, responses: { "204": { description: Done. } } }
                  /missing: { $ref: "#/components/pathItems/Nope" }
                  /gone:
                    get: { $ref: "#/components/operations/Nope" }
                """)
        #expect(translation.spec.routes.map(\.name.value) == ["put"])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:5:10: warning: expected the path item of /text to be a mapping, found a scalar: its operations are left out",
                "api.yaml:6:10: warning: expected the path item of /list to be a mapping, found a sequence: its operations are left out",
                "api.yaml:10:10: warning: expected the GET operation of /ops to be a mapping, found a scalar: it is left out",
                "api.yaml:11:11: warning: expected the POST operation of /ops to be a mapping, found a sequence: it is left out",
                "api.yaml:13:21: error: reference \"#/components/pathItems/Nope\" points at nothing",
                "api.yaml:13:3: warning: the path item of /missing cannot be read: its operations are left out",
                "api.yaml:15:18: error: reference \"#/components/operations/Nope\" points at nothing",
                "api.yaml:15:5: warning: the GET operation of /gone cannot be read: it is left out",
            ])
    }

    @Test func parameterListsAndResponsesThatCannotBeReadAreReported() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /a:
                    parameters: { $ref: "#/components/x-parameters" }
                    get:
                      operationId: getA
                      parameters: { name: limit, in: query }
                      responses: { $ref: "#/components/x-responses" }
                  /b:
                    get: { operationId: getB, responses: [ok] }
                """)
        #expect(translation.spec.routes.map(\.name.value) == ["getA", "getB"])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:6:17: warning: expected \"parameters\" to be a list, found a mapping: its parameters are left out (2 places; the first is here)",
                "api.yaml:10:26: warning: a \"$ref\" in place of all responses is not followed: write one per status; they are left out",
                "api.yaml:12:42: warning: expected \"responses\" to be a mapping from statuses to responses, found a sequence: they are left out",
            ])
    }
}

/// A `#fragment` that tells operations of one path apart (`/files/{file_id}#get_shared_link`, as
/// large descriptions write to give one path several GETs): never sent, so dropped from the path
/// with a warning, while the operation keeps a name of its own.
struct PathFragmentTests {
    static let document =
        openAPIHeader + """
            paths:
              /files/{file_id}:
                get:
                  operationId: getFile
                  parameters: [{ name: file_id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: Done. } }
              /files/{file_id}#get_shared_link:
                get:
                  operationId: get_files_id#get_shared_link
                  parameters:
                    - { name: file_id, in: path, required: true, schema: { type: string } }
                    - { name: fields, in: query, required: true, schema: { type: string } }
                  responses: { "204": { description: Done. } }
              "/files/{file_id}#add_shared_link":
                put:
                  parameters: [{ name: file_id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: Done. } }
            """

    @Test func theFragmentIsDroppedFromThePathAndTheRouteKeepsItsOwnName() {
        let translation = translate(Self.document)
        #expect(
            translation.spec.routes.map(\.name.value) == [
                "getFile", "getFilesIdGetSharedLink", "putFilesByFileIdAddSharedLink",
            ])
        #expect(translation.spec.routes.map(\.path.value) == ["/files/{fileId}", "/files/{fileId}", "/files/{fileId}"])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:10:19: warning: a path's fragment (\"#…\") is never sent: it is left out of the route's path (2 places; the first is here)"
            ])
        #expect(translation.diagnostics.map(\.cause) == [.pathFragments])
    }

    @Test func aFragmentAloneIsNoPathAndBracesInItAreNoPlaceholders() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /a#{b}:
                    get: { operationId: a, responses: { "204": { description: Done. } } }
                """)
        #expect(translation.spec.routes.map(\.path.value) == ["/a"])
        #expect(translation.spec.routes.first?.pathParameters.isEmpty == true)
    }

    @Test func aQuestionMarkIsStillAnError() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    paths:
                      /a?b#c:
                        get: { operationId: a, responses: { "204": { description: Done. } } }
                    """
            ).contains { $0.contains("error:") })
    }
}
