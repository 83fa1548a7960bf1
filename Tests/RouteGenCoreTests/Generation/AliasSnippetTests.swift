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

    /// A nested twin is the alias of a top-level model or of a twin inside the same model, never
    /// of one nested in another model: naming that one would keep the other model, and all it
    /// holds, in an app that never uses it (Docs/Benchmarks.md, "Binary size").
    @Test func aNestedRepeatIsTheAliasOnlyOfATwinItsOwnModelKeepsAlive() {
        let code = swiftCode(
            header + """
                models:
                  Level: { enum: [low, high] }
                  Order: { fields: { status: Order.Status, priority: Order.Priority, grade: Order.Grade } }
                  Order.Status: { enum: [open, closed] }
                  Order.Priority: { enum: [open, closed] }
                  Order.Grade: { enum: [low, high] }
                  Invoice: { fields: { status: Invoice.Status } }
                  Invoice.Status: { enum: [open, closed] }
                """)
        #expect(code.contains("        public typealias Priority = Order.Status\n"), "inside the same model")
        #expect(code.contains("        public typealias Grade = Level\n"), "a top-level twin")
        #expect(
            code.components(separatedBy: "public enum Status: String").count == 3,
            "Invoice declares its own Status rather than naming Order's")
        #expect(!code.contains("typealias Status"))
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
