import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Enums of integers: unquoted integer values in RouteGen's format, `type: integer` with `enum`
/// in OpenAPI. They become `Int`-backed enums, closed or open, sent as their numbers.
@Suite("Integer enums", .timeLimit(.minutes(5)))
struct IntegerEnumTests {
    static let spec = """
        api: Shop
        baseURL: https://shop.example/api
        models:
          Level:
            doc: How urgent.
            enum: { low: 1, normal: 2, high: { value: 3, doc: Drop everything. } }
          Code: { enum: { ok: 0, gone: -1 }, open: true }
          Item: { fields: { level: Level = high, code: Code?, label: String } }
        routes:
          items: { GET: /items, query: { level: Level?, levels: "[Level]?" }, response: [Item] }

        """

    @Test func unquotedIntegerValuesMakeAnIntEnum() {
        let code = swiftCode(Self.spec)
        #expect(
            code.contains(
                """
                    /// How urgent.
                    nonisolated public enum Level: Int, Codable, Hashable, Sendable, CaseIterable, IntegerEnumParameter {
                        case low = 1
                        case normal = 2
                        /// Drop everything.
                        case high = 3
                    }
                """))
        #expect(
            code.contains(
                "nonisolated public enum Code: RawRepresentable, Codable, Hashable, Sendable, IntegerEnumParameter {"))
        #expect(code.contains("case unknown(Int)"))
        #expect(code.contains("public init(rawValue: Int) {"))
        #expect(code.contains("        case -1: self = .gone"))
        #expect(code.contains("public var rawValue: Int {"))
        #expect(code.contains("public var level: Level { _level ?? .high }"))
    }

    @Test func theGeneratedEnumsCompileAndTravelAsNumbers() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-int-enum-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let generated = generate([("Shop.yaml", Self.spec)])
        #expect(generated.diagnostics.isEmpty)
        let files = try write(generated.files, into: folder)
        let app = folder.appendingPathComponent("App.swift")
        try """
        import Foundation
        import RouteKit

        func check() throws -> [Shop.Item] {
            let level: Shop.Level = .high
            let number: Int = level.rawValue
            _ = (number, Shop.Code(rawValue: 7), RequestParts.text(of: Shop.Level.low))
            _ = Shop.ItemsRoute(level: .normal, levels: [.low, .high])
            return try JSONDecoder().decode([Shop.Item].self, from: Data(#"[{"level": 1, "code": 5, "label": "x"}]"#.utf8))
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(files + [app], moduleName: "ShopClient")
        #expect(checked.messages.isEmpty, "\(checked.output)")
    }

    @Test func mixedValuesAndNumberListsSayHowToWriteThem() {
        let mixed = diagnostics(header + "models:\n  Level: { enum: { low: 1, high: \"3\" } }\n")
        #expect(
            mixed == [
                "spec.yaml:4:34: error: enum case \"high\" of \"Level\" has the value \"3\", but other cases have integers: give every case an integer, or quote them all for a string enum"
            ])
        let list = diagnostics(header + "models:\n  Level: { enum: [1, 2] }\n")
        #expect(
            list == [
                "spec.yaml:4:19: error: enum case 1 of \"Level\" is a number: an integer enum names its cases, as in \"enum: { low: 1, high: 2 }\"; quote the values of a string enum",
                "spec.yaml:4:22: error: enum case 2 of \"Level\" is a number: an integer enum names its cases, as in \"enum: { low: 1, high: 2 }\"; quote the values of a string enum",
            ])
        let quoted = swiftCode(header + "models:\n  Level: { enum: { low: \"1\", high: \"3\" } }\n")
        #expect(quoted.contains("enum Level: String,"))
        let duplicate = diagnostics(header + "models:\n  Level: { enum: { low: 1, lowest: 01 } }\n")
        #expect(
            duplicate == [
                "spec.yaml:4:28: error: enum case \"lowest\" has the raw value \"1\", already used by the enum case at spec.yaml:4:20 (from \"low\")"
            ])
    }

    @Test func openAPIIntegerEnumsAreNamedFromTheirValuesOrVarnames() {
        let document =
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Level: { type: integer, format: int32, enum: [1, 2, -1] }
                    Named: { type: integer, enum: [10, 20], x-enum-varnames: [ten, twenty] }
                """
        let spec = converted(document)
        #expect(
            spec.contains(
                """
                  Level:
                    enum:
                      value1: 1
                      value2: 2
                      minus1: -1
                """))
        #expect(
            spec.contains(
                """
                  Named:
                    enum:
                      ten: 10
                      twenty: 20
                """))
        let code = swiftCode(openAPI: document)
        #expect(
            code.contains(
                "nonisolated public enum Level: Int, Codable, Hashable, Sendable, CaseIterable, IntegerEnumParameter {")
        )
        #expect(code.contains("case minus1 = -1"))
    }
}
