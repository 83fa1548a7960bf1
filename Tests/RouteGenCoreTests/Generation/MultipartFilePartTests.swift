import Testing
@testable import RouteGenCore

/// Multipart files with a name and a type: `FilePart` fields, whose caller gives both, and
/// `contentType:` on a file field, which the spec gives.
struct MultipartFilePartTests {
    @Test func filePartsAndContentTypesBecomeTheirCalls() {
        let code = swiftCode(
            header + """
                routes:
                  upload:
                    POST: /uploads
                    multipart:
                      image: { type: FilePart, contentType: image/png }
                      photos: "[FilePart]?"
                      report: { type: Data, contentType: "application/pdf; version=2" }
                """)
        #expect(code.contains("public let image: FilePart"))
        #expect(code.contains("public let photos: [FilePart]?"))
        #expect(code.contains("parts.file(\"image\", image, contentType: \"image/png\")\n"))
        #expect(code.contains("parts.file(\"photos\", photos)\n"))
        #expect(code.contains("parts.file(\"report\", report, contentType: \"application/pdf; version=2\")\n"))
    }

    @Test func aFilePartOutsideAMultipartBodyIsAnError() {
        let found = diagnostics(
            header + """
                models:
                  Doc: { fields: { scan: FilePart } }
                routes:
                  send: { POST: /send, body: "[FilePart]" }
                  find: { GET: /find, query: { file: FilePart? } }
                """)
        let reason =
            "error: FilePart is a file of a multipart body: only fields of \"multipart:\" can have it; Data is bytes anywhere else"
        #expect(found == ["spec.yaml:4:26: \(reason)", "spec.yaml:6:32: \(reason)", "spec.yaml:7:38: \(reason)"])
    }

    @Test func contentTypeGoesOnlyOnMultipartFiles() {
        let found = diagnostics(
            header + """
                routes:
                  a: { POST: /a, multipart: { note: { type: String, contentType: text/markdown } } }
                  b: { POST: /b, form: { file: { type: String, contentType: text/plain } } }
                  c: { POST: /c, multipart: { file: { type: Data, contentType: "image/png\\r\\nX-Evil: 1" } } }
                  d: { POST: /d, multipart: { file: { type: Data, contentType: png } } }
                """)
        #expect(
            found == [
                "spec.yaml:5:48: error: \"contentType\" applies only to multipart fields, whose file parts carry one, and to query parameters and headers sent as JSON",
                "spec.yaml:6:64: error: \"image/png\\r\\nX-Evil: 1\" is not a media type such as image/png",
                "spec.yaml:7:64: error: \"png\" is not a media type such as image/png",
            ])
        let text = diagnostics(
            header + "routes:\n  a: { POST: /a, multipart: { note: { type: String, contentType: text/markdown } } }\n")
        #expect(
            text == [
                "spec.yaml:4:66: error: multipart field \"note\" has type String, but \"contentType\" applies only to file parts (Data or FilePart)"
            ])
    }
}

/// The OpenAPI side: a multipart property of bytes is a `FilePart`, sent with the one content
/// type its `encoding` names.
struct OpenAPIMultipartFilePartTests {
    @Test func binaryPropertiesAreFilePartsWithTheirEncodingsContentType() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /uploads:
                    post:
                      operationId: upload
                      requestBody:
                        content:
                          multipart/form-data:
                            schema:
                              type: object
                              required: [image]
                              properties:
                                image: { type: string, format: binary }
                                extras: { type: array, items: { type: string, format: binary } }
                                note: { type: string }
                            encoding:
                              image: { contentType: image/png }
                              extras: { contentType: "image/png, image/jpeg" }
                      responses: { "204": { description: Done } }
                """)
        #expect(
            spec.contains(
                """
                    multipart:
                      image:
                        type: FilePart
                        contentType: image/png
                      extras: "[FilePart]?"
                      note: String?
                """))
    }
}
