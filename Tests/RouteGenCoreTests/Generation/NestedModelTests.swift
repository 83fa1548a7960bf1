import Testing
@testable import RouteGenCore

/// In RouteGen's format a model named `<Model>.<Name>`, where `<Model>` is a model (or
/// `<Name>Route` a route) of the same file, is declared inside it; any other dotted name is one
/// whole name, as before.
struct NestedModelTests {
    static let spec = """
        api: Shop
        baseURL: https://shop.example/api
        models:
          Pet:
            fields: { owner: Pet.Owner?, category: Category }
          Pet.Owner:
            fields: { email: String }
          Category:
            fields: { name: String }
          Pet.Category:
            enum: [dog, cat]
          api.v2010.account:
            fields: { sid: String }
          ListPetsRoute.Filter:
            enum: [all, mine]
        routes:
          listPets: { GET: /pets, query: { filter: ListPetsRoute.Filter? }, response: "[Pet]" }

        """

    @Test func aModelNamedAfterItsParentIsDeclaredInside() {
        let code = swiftCode(Self.spec)
        #expect(
            code.contains(
                """
                        nonisolated public struct Owner: Codable, Sendable {
                """))
        #expect(code.contains("        public let owner: Owner?\n        public let category: Shop.Category\n"))
        #expect(code.contains("        nonisolated public enum Category: String"))
        #expect(code.contains("    nonisolated public struct ApiV2010Account: Codable, Sendable {"))
        #expect(code.contains("        public let filter: ListPetsRoute.Filter?\n"))
        #expect(code.contains("        nonisolated public enum Filter: String"))
    }

    @Test func aNestedModelCannotTakeTheNamespacesName() {
        let result = generate([
            (
                "spec.yaml",
                """
                api: Shop
                baseURL: https://shop.example/api
                models:
                  Pet: { fields: { name: String } }
                  Pet.Shop: { fields: { name: String } }

                """
            )
        ])
        #expect(
            result.diagnostics.map(\.description) == [
                #"spec.yaml:5:3: error: model "Pet.Shop" is nested as Shop, the name of the API namespace, which generated code spells types from; give it another name"#
            ])
    }
}
