import Testing
@testable import RouteGenCore

/// Declarations that would be generated twice but for their names become type aliases.
struct AliasSnippetTests {
    @Test func aRepeatedModelBecomesATypeAliasOfTheFirst() {
        let code = swiftCode(
            header + """
                models:
                  Creator: { fields: { id: String, kind: String = user } }
                  Updater: { fields: { id: String, kind: String = user } }
                  Owner: { fields: { id: String, kind: String = owner } }
                  Level: { enum: [low, high] }
                  Priority: { enum: [low, high] }
                """)
        #expect(code.contains("public struct Creator: Codable"))
        #expect(code.contains("    public typealias Updater = Creator\n"))
        #expect(code.contains("public struct Owner: Codable"), "a different default is a different model")
        #expect(code.contains("    public typealias Priority = Level\n"))
        #expect(!code.contains("struct Updater"))
    }

    @Test func modelsThatNameThemselvesStayApart() {
        let code = swiftCode(
            header + """
                models:
                  Node: { fields: { parent: Node? } }
                  Tree: { fields: { parent: Tree? } }
                """)
        #expect(code.contains("public struct Node: Codable"))
        #expect(code.contains("public struct Tree: Codable"))
        #expect(!code.contains("typealias"))
    }
}
