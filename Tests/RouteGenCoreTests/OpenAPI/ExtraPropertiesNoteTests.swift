import Testing
@testable import RouteGenCore

/// A model whose `additionalProperties` RouteGen leaves out says so in its documentation, and
/// is not made a `typealias` of a model that differs from it only there.
struct ExtraPropertiesNoteTests {
    static let document = openAPIHeader + """
        paths: {}
        components:
          schemas:
            Closed:
              type: object
              properties: { foo: { type: string } }
              additionalProperties: false
            Open:
              type: object
              properties: { foo: { type: string } }
              additionalProperties: true
            Counts:
              type: object
              properties: { foo: { type: string } }
              additionalProperties: { type: integer }
            Tagged:
              description: Tags beside a name.
              type: object
              properties: { foo: { type: string } }
              additionalProperties: { $ref: "#/components/schemas/Closed" }
            SameAsClosed:
              type: object
              properties: { foo: { type: string } }
        """

    @Test func modelsThatDifferOnlyInWhatIsLeftOutStayApartAndSaySo() {
        let code = swiftCode(openAPI: Self.document)
        #expect(code.contains("""
                /// The JSON may hold any other properties beside these; they are not kept.
                nonisolated public struct Open: Codable, Sendable {
            """))
        #expect(code.contains("""
                /// The JSON may hold other properties (each a JSON integer) beside these; they are not kept.
                nonisolated public struct Counts: Codable, Sendable {
            """))
        #expect(code.contains("""
                /// Tags beside a name.
                ///
                /// The JSON may hold other properties (each a Closed) beside these; they are not kept.
                nonisolated public struct Tagged: Codable, Sendable {
            """))
        #expect(!code.contains("typealias Open ="))
        #expect(!code.contains("typealias Counts ="))
        // A model identical in everything, what it holds included, is still an alias.
        #expect(code.contains("public typealias SameAsClosed = Closed"))
    }
}
