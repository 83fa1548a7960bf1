import Testing
@testable import RouteGenCore

/// `multipart:` bodies: files, text and JSON parts, by field type.
struct MultipartSnippetTests {
    @Test func partsFollowTheFieldTypes() {
        let code = swiftCode(
            header + """
                models:
                  Meta: { fields: { caption: String?, extra: JSONValue? } }
                  Kind: { enum: [photo, scan] }
                routes:
                  upload:
                    POST: "/albums/{album: Int}/files"
                    multipart:
                      file: Data
                      thumbnails: "[Data]?"
                      description: String?
                      kind: Kind = photo
                      tags: "[String] = []"
                      meta: Meta
                      extras: "[Meta]?"
                      labels: "[String: String]?"
                    query: { notify: Bool = false }
                    response: Meta
                """)
        #expect(
            code.contains(
                """
                        public let album: Int
                        public let file: Data
                        public let thumbnails: [Data]?
                        public let description: String?
                        /// Reads `.photo`, what the server assumes, when it is absent; it is sent only when set.
                        public var kind: Kind { _kind ?? .photo }
                        let _kind: Kind?
                        /// Reads `[]`, what the server assumes, when it is absent; it is sent only when set.
                        public var tags: [String] { _tags ?? [] }
                        let _tags: [String]?
                        public let meta: Meta
                        public let extras: [Meta]?
                        public let labels: [String: String]?
                        /// Reads `false`, what the server assumes, when it is absent; it is sent only when set.
                        public var notify: Bool { _notify ?? false }
                        let _notify: Bool?
                """))
        #expect(
            code.contains(
                """
                        public func encode(into request: inout RequestParts) {
                            request.path("album", album)
                            request.query("notify", _notify)
                            request.multipartBody { parts in
                                parts.file("file", file)
                                parts.file("thumbnails", thumbnails)
                                parts.text("description", description)
                                parts.text("kind", _kind)
                                parts.text("tags", _tags)
                                parts.json("meta", meta)
                                parts.json("extras", extras)
                                parts.json("labels", labels)
                            }
                        }
                """))
        #expect(
            code.contains(
                """
                    public static func upload(
                        album: Int,
                        file: Data,
                        thumbnails: [Data]? = nil,
                        description: String? = nil,
                        kind: Shop.Kind? = nil,
                        tags: [String]? = nil,
                        meta: Shop.Meta,
                        extras: [Shop.Meta]? = nil,
                        labels: [String: String]? = nil,
                        notify: Bool? = nil
                    ) -> Self
                """
            ))
    }
}
