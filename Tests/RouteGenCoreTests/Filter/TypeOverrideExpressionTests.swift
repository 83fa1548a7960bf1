import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// A type override is written into generated code as given, so it must be a Swift type
/// expression the generated code can name: names joined by dots, generic arguments, arrays,
/// dictionaries and optionals, and no keyword (`class`, `Self`, `init`, `async`, `Any`, `Type`…),
/// which is an error saying so instead of code that does not compile (issue 40).
@Suite(.timeLimit(.minutes(5)))
struct TypeOverrideExpressionTests {
    @Test(arguments: [
        "Money", "MyApp.Money", "_Money2", "Ñandú", "[Money]", "[String: Money]", "[String : [Money]]", "Money?",
        "[Money?]?", "Tagged<Money>", "MyApp.Tagged<Money, MyApp.USD>.Raw", "Result<[Money], Never>",
    ])
    func aTypeExpressionIsAccepted(_ text: String) {
        #expect(SwiftTypeName.problem(text) == nil)
        #expect(TypeOverride.isValidSwiftType(text))
    }

    @Test(arguments: [
        ("class", "\"class\" is a Swift keyword, not a type name"),
        ("Self", "\"Self\" is a Swift keyword, not a type name"),
        ("init", "\"init\" is a Swift keyword, not a type name"),
        ("protocol", "\"protocol\" is a Swift keyword, not a type name"),
        ("async", "\"async\" is a Swift keyword, not a type name"),
        ("Any", "\"Any\" is a Swift keyword, not a type name"),
        ("Type", "\"Type\" is a Swift keyword, not a type name"),
        ("Money.Type", "\"Type\" is a Swift keyword, not a type name"),
        ("some Money", "\"some\" is a Swift keyword, not a type name"),
        ("[String: inout]", "\"inout\" is a Swift keyword, not a type name"),
        ("Box<self>", "\"self\" is a Swift keyword, not a type name"),
        ("", "expected a type at its end"),
        ("1Money", "expected a type name, found \"1\""),
        ("My App", "expected the end of the type, found \"A\""),
        ("[Money", "expected \"]\" at its end"),
        ("Box<Money", "expected \">\" at its end"),
        ("Money.", "expected a type name at its end"),
        ("Money!", "expected the end of the type, found \"!\""),
        ("Money\nfileprivate let x = 1", "expected the end of the type, found \"\\n\""),
        ("(Int) -> Money", "expected a type name, found \"(\""),
    ])
    func anythingElseIsAProblemSaidPlainly(_ text: String, _ problem: String) {
        #expect(SwiftTypeName.problem(text) == problem)
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: 10_000) + "Money" + String(repeating: "]", count: 10_000)
        #expect(SwiftTypeName.problem(deep) == "nests more than 32 types deep")
    }

    @Test func aKeywordOverrideIsAnErrorNamingTheKeyword() throws {
        let run = try PipelineRun(
            [("Shop.yaml", TypeOverrideTests.shop)],
            overrides: [
                TypeOverride(schema: "Money", swiftType: "class"),
                TypeOverride(
                    schema: "Item", swiftType: "Self", at: SourceLocation(file: "routegen.yml", line: 4, column: 3)),
            ])
        defer { run.remove() }
        let write = "write one like Money, MyApp.Money, [String: Money] or Money?"
        #expect(
            run.diagnostics == [
                "routegen.yml:4:3: error: type-overrides: \"Self\" is not a Swift type of the app: \"Self\" is a Swift keyword, not a type name; \(write)",
                "<command line>:1:1: error: --type-override \"class\" is not a Swift type of the app: \"class\" is a Swift keyword, not a type name; \(write)",
            ])
        #expect(run.result.files.isEmpty)
    }

    /// Generic, collection and optional overrides compile where the generated code uses them.
    @Test func typeExpressionsCompileWhereTheGeneratedCodeNamesThem() async throws {
        let run = try PipelineRun(
            [("Shop.yaml", TypeOverrideTests.shop)],
            overrides: [
                TypeOverride(schema: "Money", swiftType: "ShopApp.Tagged<[String: Amount]>"),
                TypeOverride(schema: "Item", swiftType: "[Amount]?"),
            ])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        let app = """
            public struct Amount: Codable, Sendable { public let cents: Int }
            public struct Tagged<Value: Codable & Sendable>: Codable, Sendable { public let value: Value }

            """
        let checked = try await run.typeCheck(adding: [("App.swift", app)], moduleName: "ShopApp")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func anElementAGeneratedModelWouldHideIsAnError() throws {
        let run = try PipelineRun(
            [("Shop.yaml", TypeOverrideTests.shop)], overrides: [TypeOverride(schema: "Money", swiftType: "[Item]")])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "Shop.yaml:4:3: error: the app's type [Item], which replaces Money, would name the generated model Item inside the namespace: qualify Item with its module (MyApp.Item)"
            ])
    }
}
