import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's `defaultMapping` (and `defaultMapping:` in RouteGen's format): an object whose
/// discriminator is missing or selects no variant decodes as the default variant instead of
/// failing, so a server adding kinds of objects does not break a shipped app.
struct UnionDefaultMappingTests {
    static let notifications =
        header + """
            models:
              Mention: { fields: { kind: String, text: String } }
              OtherNotification: { fields: { kind: String?, summary: String? } }
              Notification:
                oneOf: [Mention, OtherNotification]
                discriminator: kind
                mapping: { mention: Mention }
                defaultMapping: OtherNotification

            """

    @Test func anUnknownOrMissingValueDecodesAsTheDefaultVariant() {
        let code = swiftCode(Self.notifications)
        #expect(
            code.contains(
                """
                        public init(from decoder: any Decoder) throws {
                            let container = try decoder.container(keyedBy: RouteKit.JSONKey.self)
                            switch try container.decodeIfPresent(String.self, forKey: "kind") {
                            case "mention": self = .mention(try Mention(from: decoder))
                            default:
                                self = .otherNotification(try OtherNotification(from: decoder))
                            }
                        }
                """))
        // Whatever value selected it is the caller's: the default variant keeps a stored field.
        #expect(code.contains("public let kind: String?"))
        #expect(code.contains("public var kind: String { \"mention\" }"))
    }

    @Test func withoutADefaultAnUnknownValueStillThrows() {
        let code = swiftCode(
            Self.notifications.replacingOccurrences(of: "    defaultMapping: OtherNotification\n", with: ""))
        #expect(code.contains("let value = try container.decode(String.self, forKey: \"kind\")"))
        #expect(code.contains("throw DecodingError.dataCorruptedError(forKey: \"kind\""))
    }

    @Test func aDefaultMappingNamesAVariantOfAUnionWithADiscriminator() {
        #expect(
            diagnostics(
                Self.notifications.replacingOccurrences(
                    of: "defaultMapping: OtherNotification", with: "defaultMapping: OtherNotifcation"))
                == [
                    "spec.yaml:10:21: error: \"OtherNotifcation\" is not a variant of \"Notification\" (did you mean \"OtherNotification\"?)"
                ])
        let withoutDiscriminator = Self.notifications
            .replacingOccurrences(of: "    discriminator: kind\n", with: "")
            .replacingOccurrences(of: "    mapping: { mention: Mention }\n", with: "")
        #expect(
            diagnostics(withoutDiscriminator) == [
                "spec.yaml:8:5: error: \"defaultMapping\" needs \"discriminator\": it names the variant for the values no variant has"
            ])
    }

    @Test func anOpenAPIDefaultMappingIsReadAndWrittenBack() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Mention: { type: object, properties: { kind: { type: string } } }
                    Invitation: { type: object, properties: { kind: { type: string } } }
                    Other: { type: object, properties: { kind: { type: string } } }
                    Notification:
                      oneOf:
                        - $ref: "#/components/schemas/Mention"
                        - $ref: "#/components/schemas/Invitation"
                      discriminator:
                        propertyName: kind
                        mapping: { mention: "#/components/schemas/Mention" }
                        defaultMapping: Other
                """)
        // The default need not be a member: it is added as a variant, as mapping targets are, and
        // selected by no value of its own.
        #expect(
            spec.contains(
                """
                  Notification:
                    discriminator: kind
                    oneOf:
                      mention: Mention
                      invitation: Invitation
                      other: Other
                    mapping:
                      mention: mention
                      Invitation: invitation
                    defaultMapping: other
                """))
    }

    @Test func aDefaultMappingThatNamesNoSchemaIsReported() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        Mention: { type: object, properties: { kind: { type: string } } }
                        Invitation: { type: object, properties: { kind: { type: string } } }
                        Notification:
                          oneOf: [{ $ref: "#/components/schemas/Mention" }, { $ref: "#/components/schemas/Invitation" }]
                          discriminator: { propertyName: kind, defaultMapping: [Mention] }
                    """)
                == [
                    "api.yaml:10:60: warning: expected \"defaultMapping\" to name a schema, found a sequence: an unknown \"kind\" does not decode"
                ])
    }
}
