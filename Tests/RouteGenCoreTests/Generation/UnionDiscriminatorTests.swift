import Testing
@testable import RouteGenCore

/// A variant's discriminator is the generator's to fill in: where every union selects the model
/// by one value, the property is a constant the memberwise initializer does not take and encoding
/// writes. An implicit value (the component name) the variant's own schema cannot carry is
/// replaced by the value it can, with a warning, instead of a decoder that never matches.
struct UnionDiscriminatorTests {
    static let events =
        header + """
            models:
              Kind: { enum: [task.created, task.moved] }
              TaskCreated: { fields: { type: String, title: String } }
              TaskMoved: { fields: { kind: Kind?, to: String } }
              Renamed: { fields: { type: String, name: String } }
              Event:
                oneOf: [TaskCreated, Renamed]
                discriminator: type
                mapping: { task.created: TaskCreated, renamed: Renamed, retitled: Renamed }
              Change:
                oneOf: [TaskMoved]
                discriminator: kind
                mapping: { task.moved: TaskMoved }

            """

    @Test func aDiscriminatorFixedByTheUnionIsAConstantTheInitializerDoesNotTake() {
        let code = swiftCode(Self.events)
        #expect(
            code.contains(
                """
                    nonisolated public struct TaskCreated: Codable, Sendable {
                        /// Always "task.created": the value that selects this model in `Event`.
                        public var type: String { "task.created" }
                        public let title: String

                        public init(title: String) {
                            self.title = title
                        }

                        public init(from decoder: any Decoder) throws {
                            let object = try RouteKit.JSONObjectReader(decoder)
                            self.title = try object.decode(forKey: "title")
                        }

                        public func encode(to encoder: any Encoder) throws {
                            var object = RouteKit.JSONObjectWriter(encoder)
                            try object.encode(type, forKey: "type")
                            try object.encode(title, forKey: "title")
                        }
                    }
                """))
        // The union no longer adds it: the variant writes it.
        #expect(code.contains("case .taskCreated(let value): try value.encode(to: encoder)"))
    }

    @Test func anEnumDiscriminatorIsItsCase() {
        let code = swiftCode(Self.events)
        #expect(code.contains("public var kind: Kind? { .taskMoved }"))
        #expect(code.contains("public init(to: String) {"))
    }

    @Test func aVariantSelectedByTwoValuesKeepsItsStoredProperty() {
        let code = swiftCode(Self.events)
        #expect(code.contains("public init(type: String, name: String) {"))
    }

    static let spotify =
        openAPIHeader + """
            paths: {}
            components:
              schemas:
                PlaylistTrackObjectItem:
                  oneOf:
                    - $ref: "#/components/schemas/TrackObject"
                    - $ref: "#/components/schemas/EpisodeObject"
                  discriminator: { propertyName: type }
                TrackObject:
                  type: object
                  required: [type, name]
                  properties:
                    type: { type: string, enum: [track] }
                    name: { type: string }
                EpisodeObject:
                  type: object
                  required: [type]
                  properties:
                    type: { type: string, const: episode }

            """

    @Test func anImplicitValueTheVariantCannotCarryIsReplacedByTheOneItCan() {
        #expect(
            openAPIDiagnostics(Self.spotify) == [
                #"api.yaml:9:11: warning: "type" of TrackObject can only be "track", never its component name, which selects it without a "mapping" entry: "track" selects it"#,
                #"api.yaml:10:11: warning: "type" of EpisodeObject can only be "episode", never its component name, which selects it without a "mapping" entry: "episode" selects it"#,
            ])
        let code = swiftCode(openAPI: Self.spotify)
        #expect(code.contains(#"case "track": self = .trackObject(try TrackObject(from: decoder))"#))
        #expect(code.contains(#"case "episode": self = .episodeObject(try EpisodeObject(from: decoder))"#))
        // The variant's inline one-value enum is a constant of text, and no enum (`InlineConstants`).
        #expect(code.contains(#"public var type: String { "track" }"#))
        #expect(!code.contains("enum TypeModel"))
    }

    @Test func valuesTakenFromTheVariantsThatSelectTwoFallBackToTryingEachVariant() {
        let diagnostics = openAPIDiagnostics(
            Self.spotify
                .replacingOccurrences(of: "enum: [track]", with: "enum: [track, episode]")
                .replacingOccurrences(of: "const: episode", with: "enum: [track, episode]"))
        #expect(
            diagnostics == [
                #"api.yaml:11:38: warning: "type" cannot tell the variants apart: their own schemas allow "track" in two of them and never their component names, so decoding tries each variant in turn"#
            ])
        let code = swiftCode(
            openAPI: Self.spotify
                .replacingOccurrences(of: "enum: [track]", with: "enum: [track, episode]")
                .replacingOccurrences(of: "const: episode", with: "enum: [track, episode]"))
        #expect(code.contains("let container = try decoder.singleValueContainer()"))
    }
}
