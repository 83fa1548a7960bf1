import Testing
@testable import RouteGenCore

/// Inline union members are named from what they hold — title, discriminator value, single
/// property — and by their position only when nothing else names them; their models are nested
/// in the union, so the name says only that.
struct UnionVariantNameTests {
    static let inlineVariants =
        openAPIHeader + """
            paths: {}
            components:
              schemas:
                Event:
                  oneOf:
                    - { type: object, required: [event], properties: { event: { type: string, enum: [run.created] }, id: { type: string } } }
                    - { type: object, title: Heartbeat, properties: { at: { type: string } } }
                    - { type: object, properties: { message: { type: string } } }
                    - { type: object, properties: { a: { type: string }, b: { type: string } } }
                    - { type: string }

            """

    @Test func inlineVariantsAreNamedFromWhatTheyHoldAndByPositionOnlyLast() {
        let code = swiftCode(openAPI: Self.inlineVariants)
        #expect(
            code.contains(
                """
                        case runCreated(RunCreated)
                        case heartbeat(Heartbeat)
                        case message(Message)
                        case option4(Option4)
                        case string(String)
                """))
        // `event` can only be `run.created`: filled in by the initializer, which takes only `id`.
        #expect(
            code.contains(
                "        nonisolated public struct RunCreated: Codable, Sendable {\n            /// Always `.runCreated`, the one value the spec allows: filled in, and sent.\n            public let event: Event\n"
            ))
        #expect(code.contains("public init(id: String? = nil) {\n                self.event = .runCreated\n"))
        #expect(code.contains("            nonisolated public enum Event: String, Codable"))
    }
}
