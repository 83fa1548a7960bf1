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
        // `event` can only be `run.created`: a constant, which the initializer does not take.
        #expect(
            code.contains(
                "        nonisolated public struct RunCreated: Codable, Sendable {\n            /// Always `\"run.created\"`, the one value the spec allows: sent, and checked when received.\n            public var event: String { \"run.created\" }\n"
            ))
        #expect(code.contains("public init(id: String? = nil) {\n                self.id = id\n"))
        #expect(!code.contains("enum Event: String"))
    }
}
