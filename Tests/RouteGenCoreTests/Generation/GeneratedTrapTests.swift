import Foundation
import Testing
@testable import RouteGenCore

/// Generated code never traps on a value the generator did not check (issue 39): the golden
/// sets, and every real description when `ROUTEGEN_REAL_SPECS` names their folder, hold no force
/// unwrap, `try!`, `as!` or `fatalError` but those of literals the generator read with the same
/// initializer, `URL(string: "…")!` of a base URL or an example among them (``TrapScanner``).
struct GeneratedTrapTests {
    /// The checked-in generated code: Specs/, the Petstore and shapes sets, the webhook sets.
    static let goldenFolders = [
        "Tests/GeneratedRoutesTests/Generated", "Tests/GeneratedRoutesTests/Petstore",
        "Tests/GeneratedRoutesTests/Shapes", "Tests/RouteKitServerTests/Webhooks",
        "Tests/RouteKitServerTests/SignedHooks",
    ]

    @Test func theScannerFindsEveryKindOfTrap() {
        let source = """
            let a = b!
            let c: Int! = 3
            let d = try! decode()
            let e = f as! Int
            fatalError("no")
            let g = URL(string: "https://{region}.example.com")!
            let h = URL(string: "https://example.com/a b")!
            let i = UUID(uuidString: "not a UUID")!, j = Data(base64Encoded: "%%")!
            let k = CalendarDate(year: 2023, month: 2, day: 29)!
            """
        #expect(TrapScanner.traps(in: source).map(\.line) == [1, 2, 3, 4, 5, 6, 7, 8, 8, 9])
    }

    @Test func checkedBaseURLsNegationsCommentsAndTextAreNoTraps() {
        let source = """
            static let baseURL = URL(string: "https://api.example.com/v2")!
            let id = UUID(uuidString: "5F0C6E2A-8D3B-4C1E-9A7F-2B4D6E8F0A1C")!, day = CalendarDate(year: 2024, month: 2, day: 29)!
            let bytes = Data(base64Encoded: "aGk=")!
            if a != b, !flag { return !done }
            // a comment may say x! or fatalError(
            /* and x! here */
            let message = "Stop! \\(name)!"
            let raw = #"try! "quoted"!"#
            let text = \"""
                x!
                \"""
            """
        #expect(TrapScanner.traps(in: source) == [])
    }

    @Test func theGoldenFilesHoldNoUncheckedTrap() throws {
        for folder in Self.goldenFolders {
            let url = packageRoot.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
            #expect(!names.isEmpty, "\(folder)")
            for name in names {
                let source = try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
                #expect(TrapScanner.traps(in: source) == [], "\(folder)/\(name)")
            }
        }
    }

    /// The real descriptions of `ROUTEGEN_REAL_SPECS` and its `corpus/` (as
    /// `Scripts/compile-real-specs.sh` names them), generated with the server.
    @Test(.enabled(if: LargeRealSpecs.available), .timeLimit(.minutes(10)))
    func theRealDescriptionsGenerateNoUncheckedTrap() throws {
        var options = GenerationOptions()
        options.routeStyle.generatesServer = true
        for path in try Self.realDescriptions() {
            let result = try Pipeline.run(specPaths: [path], options: options, templates: try TemplateSet.builtin())
            #expect(!result.hasErrors, "\(path): \(result.diagnostics.filter { $0.severity == .error }.prefix(3))")
            for file in result.files {
                #expect(TrapScanner.traps(in: file.contents) == [], "\(path): \(file.name)")
            }
        }
    }

    /// Every OpenAPI 3 description of the real-spec folder and its corpus: the single files,
    /// DigitalOcean's multi-file root, the OpenAPI Initiative's 3.x examples and the museum.
    static func realDescriptions() throws -> [String] {
        guard let folder = LargeRealSpecs.folder else { return [] }
        let manager = FileManager.default
        func documents(in folder: String) -> [String] {
            ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted()
                .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
                .map { folder + "/" + $0 }
        }
        let corpus = folder + "/corpus"
        let examples = corpus + "/oai-examples"
        return documents(in: folder) + documents(in: corpus)
            + [corpus + "/digitalocean/specification/DigitalOcean-public.v2.yaml", examples + "/museum.yaml"]
            + ["v3.0", "v3.1", "v3.2"].flatMap { documents(in: examples + "/" + $0) }.filter { $0.hasSuffix(".yaml") }
    }
}
