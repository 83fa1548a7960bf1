import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--type-override` (`type-overrides:`, an OpenAPI schema's `x-swift-type`): a schema replaced
/// by a type of the app, which must be `Codable & Sendable`.
@Suite(.timeLimit(.minutes(5)))
struct TypeOverrideTests {
    static let shop = """
        api: Shop
        baseURL: https://shop.example
        models:
          Money: { fields: { cents: Int, currency: Money.Currency } }
          Money.Currency: { enum: [eur, usd] }
          Item: { fields: { id: Int, price: Money, history: "[Money]?" } }
        routes:
          item: { GET: "/items/{id: Int}", response: Item }
          total: { GET: /total, response: Money }

        """

    /// The app's own money type, as a module holding the generated code would declare it.
    static let appMoney = """
        import Foundation

        public struct Amount: Codable, Sendable, Equatable {
            public let cents: Int
        }

        func total(of item: Shop.Item) -> Amount { item.price }

        """

    @Test func aModelIsReplacedEverywhereAndNotGenerated() async throws {
        let run = try PipelineRun(
            [("Shop.yaml", Self.shop)], overrides: [TypeOverride(schema: "Money", swiftType: "Amount")])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        let code = run.code
        #expect(!code.contains("struct Money") && !code.contains("enum Currency"))
        // Generated code names the app's type through one alias, which checks it once.
        #expect(code.contains("public typealias Money = CodableAndSendable<Amount>.Checked"))
        #expect(code.contains("public let price: AppTypes.Money"))
        #expect(code.contains("public let history: [AppTypes.Money]?"))
        #expect(code.contains("public typealias Response = AppTypes.Money"))
        // The generated code compiles warning-free against the app's type, in the app's module.
        let checked = try await run.typeCheck(adding: [("App.swift", Self.appMoney)], moduleName: "ShopApp")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    /// The generated models are `Codable` and `Sendable`, so the app's type must be too: the
    /// compiler says so, at the generated code that uses it.
    @Test func anAppTypeThatIsNotCodableAndSendableDoesNotCompile() async throws {
        let run = try PipelineRun(
            [("Shop.yaml", Self.shop)], overrides: [TypeOverride(schema: "Money", swiftType: "Amount")])
        defer { run.remove() }
        let plain = "public final class Amount { var cents = 0 }\n"
        let checked = try await run.typeCheck(adding: [("App.swift", plain)], moduleName: "ShopApp")
        // One error, at the alias's line, naming the type and the protocol: written as given at
        // every use, the type gave an error at every use (20 for Specs/' Task, 299 in a user's API).
        let errors = checked.errors
        #expect(!errors.isEmpty, "\(checked.output)")
        #expect(
            errors.allSatisfy { $0.text.contains("type 'Amount' does not conform to protocol") }, "\(checked.output)")
        #expect(Set(errors.map { "\($0.file):\($0.line)" }).count == 1, "\(checked.output)")
        let aliasLine = run.result.files.first { $0.name == "Shop.swift" }?.contents.split(
            separator: "\n", omittingEmptySubsequences: false
        ).firstIndex { $0.contains("typealias Money = CodableAndSendable<Amount>") }
        #expect(errors.allSatisfy { $0.file.hasSuffix("/Shop.swift") && $0.line == aliasLine.map { $0 + 1 } })
    }

    @Test func aNameThatMatchesNoSchemaIsAnErrorWithTheNearestName() throws {
        let run = try PipelineRun(
            [("Shop.yaml", Self.shop)],
            overrides: [
                TypeOverride(schema: "Mony", swiftType: "Amount"),
                TypeOverride(
                    schema: "Item", swiftType: "Not a type",
                    at: SourceLocation(file: "routegen.yml", line: 4, column: 1)),
            ])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "routegen.yml:4:1: error: type-overrides: \"Not a type\" is not a Swift type of the app: expected the end of the type, found \"a\"; write one like Money, MyApp.Money, [String: Money] or Money?",
                "<command line>:1:1: error: --type-override \"Mony\" names no schema of the specs (did you mean \"Money\"?)",
            ])
    }

    @Test func anAppTypeAGeneratedModelWouldHideIsAnError() throws {
        let run = try PipelineRun(
            [("Shop.yaml", Self.shop)], overrides: [TypeOverride(schema: "Money", swiftType: "Item.Money")])
        defer { run.remove() }
        #expect(
            run.diagnostics == [
                "Shop.yaml:4:3: error: the app's type Item.Money, which replaces Money, would name the generated model Item inside the namespace: qualify Item with its module (MyApp.Item)"
            ])
    }

    static let openAPI = """
        openapi: 3.1.0
        info: { title: Accounts, version: 1.0.0 }
        servers: [{ url: "https://accounts.example" }]
        paths:
          /accounts/{id}:
            get:
              operationId: getAccount
              parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
              responses: { "200": { description: It., content: { application/json: { schema: { $ref: "#/components/schemas/Account" } } } } }
        components:
          schemas:
            AccountID: { type: string, format: uuid }
            Balance:
              x-swift-type: Amount
              type: object
              properties: { cents: { type: integer } }
            Account:
              type: object
              required: [id, owner]
              properties:
                id: { $ref: "#/components/schemas/AccountID" }
                owner: { $ref: "#/components/schemas/AccountID" }
                balance: { $ref: "#/components/schemas/Balance" }

        """

    /// A component of any shape can be replaced, by key or by its own `x-swift-type`: a `string`
    /// with a format (an ID type) included, which is otherwise written in place as `UUID`.
    @Test func openAPIComponentsOfAnyShapeAreReplaced() async throws {
        let plain = try PipelineRun([("accounts.yaml", Self.openAPI)])
        defer { plain.remove() }
        #expect(plain.code.contains("public let id: UUID"))
        #expect(!plain.code.contains("struct Balance") && plain.code.contains("public let balance: AppTypes.Balance?"))

        let run = try PipelineRun(
            [("accounts.yaml", Self.openAPI)], overrides: [TypeOverride(schema: "AccountID", swiftType: "Identifier")])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(
            run.code.contains("public let id: AppTypes.AccountID")
                && run.code.contains("public let owner: AppTypes.AccountID"))
        let app = """
            import Foundation
            public struct Identifier: Codable, Sendable { public let raw: UUID }
            public struct Amount: Codable, Sendable { public let cents: Int }

            """
        let checked = try await run.typeCheck(adding: [("App.swift", app)], moduleName: "AccountsApp")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    /// RouteGen's format cannot say `x-swift-type`: `convert` keeps the schema as a model, says
    /// so, and `type-overrides:` replaces that model when generating from the converted spec.
    @Test func convertKeepsTheSchemaOfAnXSwiftTypeAsAModel() throws {
        var options = OpenAPIOptions()
        options.readsSwiftTypes = false
        let translation = OpenAPITranslator.translate(Self.openAPI, path: "accounts.yaml", options: options)
        #expect(translation.spec.models.map(\.name.value).contains("Balance"))
        #expect(
            translation.diagnostics.map(\.description) == [
                "accounts.yaml:14:21: warning: x-swift-type cannot be expressed in RouteGen's format: Balance is converted as a model; "
                    + "type-overrides: in routegen.yml (--type-override) replaces it again when generating from the converted spec"
            ])
        let converted = SpecWriter.yaml(translation.spec)
        let run = try PipelineRun(
            [("Accounts.yaml", converted)], overrides: [TypeOverride(schema: "Balance", swiftType: "Amount")])
        defer { run.remove() }
        #expect(run.diagnostics == [])
        #expect(run.code.contains("public let balance: AppTypes.Balance?") && !run.code.contains("struct Balance"))
    }

    @Test func aMalformedXSwiftTypeIsAnErrorWhereItIsWritten() throws {
        let text = Self.openAPI.replacingOccurrences(of: "x-swift-type: Amount", with: "x-swift-type: [Amount]")
        let run = try PipelineRun([("accounts.yaml", text)])
        defer { run.remove() }
        #expect(
            run.diagnostics.filter { $0.contains("error") } == [
                "accounts.yaml:14:21: error: expected \"x-swift-type\" to name a Swift type of the app, like Money or MyApp.Money, found a sequence"
            ])
    }
}
