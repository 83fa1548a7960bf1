import Testing
@testable import RouteGenCore

/// `convert` puts a short block on one flow line only where the line means the same and reads well.
struct FlowFoldingTests {
    @Test func aShortBlockBecomesOneFlowLine() {
        let text = "models:\n  PetStats:\n    fields:\n      count: Int\n      name: String?\n"
        #expect(
            FlowFolding.fold(text, width: 120) == "models:\n  PetStats: { fields: { count: Int, name: String? } }\n")
    }

    @Test func topLevelKeysStayBlocks() {
        let text = "defaults:\n  auth: member\n"
        #expect(FlowFolding.fold(text, width: 120) == text)
    }

    @Test func aBlockScalarNeverFolds() {
        let text = "models:\n  A:\n    doc: |\n      One line.\n\n      Another.\n    fields:\n      a: Int\n"
        #expect(
            FlowFolding.fold(text, width: 120)
                == "models:\n  A:\n    doc: |\n      One line.\n\n      Another.\n    fields: { a: Int }\n")
    }

    /// `One, two` is one plain scalar in a block and two entries in a flow mapping.
    @Test func aValueThatFlowWouldReadDifferentlyKeepsItsBlock() {
        let text = "models:\n  A:\n    doc: One, two\n    fields:\n      a: Int\n"
        #expect(FlowFolding.fold(text, width: 120) == "models:\n  A:\n    doc: One, two\n    fields: { a: Int }\n")
    }

    @Test func aLineOverTheWidthKeepsItsBlock() {
        let text = "models:\n  A:\n    fields:\n      first: String\n      second: String\n"
        #expect(FlowFolding.fold(text, width: 45) == "models:\n  A:\n    fields: { first: String, second: String }\n")
        #expect(FlowFolding.fold(text, width: 44) == text)
    }

    /// Three levels of braces read worse than the lines they save.
    @Test func nestingStopsAtTwoLevels() {
        let text = "models:\n  A:\n    fields:\n      id: { type: Int, doc: The id. }\n"
        #expect(
            FlowFolding.fold(text, width: 120) == "models:\n  A:\n    fields: { id: { type: Int, doc: The id. } }\n")
        #expect(FlowFolding.nesting("a: { b: \"{[\", c: [d] }") == 2)
    }
}
