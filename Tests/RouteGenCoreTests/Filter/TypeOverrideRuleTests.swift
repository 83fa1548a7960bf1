import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// One rule (``TypeOverrideSet``) says what a type override matches and what replaces it, for an
/// OpenAPI component while it is translated and for a model of either format by name (issue 42).
/// Before it, the two paths differed: an override an OpenAPI document applied was never checked
/// for being a Swift type (its text was written into the generated code), and with `--include`
/// an override of a model the selection leaves out was an error in RouteGen's format alone.
@Suite(.timeLimit(.minutes(5)))
struct TypeOverrideRuleTests {
    static let place = SourceLocation(file: "routegen.yml", line: 3, column: 5)
    static let name = SourceLocation(file: "Shop.yaml", line: 4, column: 3)

    @Test func theLastOverrideOfASchemaDecidesAtItsPlaceElseAtTheName() {
        let overrides = TypeOverrideSet([
            TypeOverride(schema: "Money", swiftType: "Old", at: Self.place),
            TypeOverride(schema: "Item", swiftType: "Product"),
            TypeOverride(schema: "Money", swiftType: "Amount", at: .commandLine(column: 30)),
        ])
        #expect(
            overrides.replacement(of: "Money", nameAt: Self.name) == Located("Amount", at: .commandLine(column: 30)))
        #expect(overrides.replacement(of: "Item", nameAt: Self.name) == Located("Product", at: Self.name))
        #expect(overrides.replacement(of: "money", nameAt: Self.name) == nil)
        #expect(overrides.deciding.map(\.swiftType) == ["Amount", "Product"])
    }

    @Test func anOverrideWhoseTypeIsNoSwiftTypeReplacesNothingAndIsAnError() {
        let overrides = TypeOverrideSet([TypeOverride(schema: "Money", swiftType: "not a type", at: Self.place)])
        #expect(overrides.replacement(of: "Money", nameAt: Self.name) == nil)
        #expect(
            overrides.problems(replaced: [], names: ["Money"]).map(\.description) == [
                "routegen.yml:3:5: error: type-overrides: \"not a type\" is not a Swift type of the app: expected the end of the type, found \"a\"; write one like Money, MyApp.Money, [String: Money] or Money?"
            ])
    }

    /// It was written into the generated code as given: `CodableAndSendable<not a type>`.
    @Test func anOpenAPIComponentsOverrideIsCheckedForBeingASwiftType() throws {
        let run = try PipelineRun(
            [("accounts.yaml", TypeOverrideTests.openAPI)],
            overrides: [TypeOverride(schema: "AccountID", swiftType: "not a type")])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "<command line>:1:1: error: --type-override \"not a type\" is not a Swift type of the app: expected the end of the type, found \"a\"; write one like Money, MyApp.Money, [String: Money] or Money?"
            ])
        #expect(run.result.files.isEmpty)
    }

    /// A `routegen.yml` written for the whole API still applies when `include:` narrows it, in
    /// both formats; an app type nothing generated uses gets no alias.
    @Test func anOverrideOfASchemaTheSelectionLeavesOutIsNoErrorAndDeclaresNothing() throws {
        let shop = TypeOverrideTests.shop.replacingOccurrences(
            of: "routes:\n",
            with: "  Other: { fields: { note: String } }\nroutes:\n  other: { GET: /other, response: Other }\n")
        let run = try PipelineRun(
            [("Shop.yaml", shop)], selection: ["item"],
            overrides: [
                TypeOverride(schema: "Other", swiftType: "Note"), TypeOverride(schema: "Money", swiftType: "Amount"),
            ])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(run.code.contains("typealias Money = CodableAndSendable<Amount>.Checked"))
        #expect(!run.code.contains("Note") && !run.code.contains("Other"))

        let document = try PipelineRun(
            [("accounts.yaml", TypeOverrideTests.openAPI)], selection: ["getAccount"],
            overrides: [TypeOverride(schema: "Unused", swiftType: "Nothing")])
        defer { document.remove() }
        #expect(
            document.diagnostics == [
                "<command line>:1:1: error: --type-override \"Unused\" names no schema of the specs"
            ])
        let unreached = TypeOverrideTests.openAPI.replacingOccurrences(
            of: "    AccountID:",
            with: "    Unused: { type: object, properties: { a: { type: string } } }\n    AccountID:")
        let narrowed = try PipelineRun(
            [("accounts.yaml", unreached)], selection: ["getAccount"],
            overrides: [TypeOverride(schema: "Unused", swiftType: "Nothing")])
        defer { narrowed.remove() }
        #expect(narrowed.diagnostics == [])
        #expect(!narrowed.code.contains("Nothing") && narrowed.code.contains("typealias Balance"))
    }
}
