import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// The generated code for `Specs/` is checked in as `Tests/GeneratedRoutesTests/Generated`:
/// it is the golden file set, generated once with `--server`; three test targets compile its
/// client files and RouteKitServerTests all of it (through symlinks). It is generated with
/// `--hashable-models` and `--examples`, so the opt-in declarations are compiled and compared by
/// the tests that perform it; Petstore's golden files keep the defaults. Re-record it deliberately with
/// `swift run routegen generate Specs --hashable-models --examples --server --output
/// Tests/GeneratedRoutesTests/Generated`, which the comparison runs with `--check`.
@Suite(.timeLimit(.minutes(3)))
struct GoldenFilesTests {
    /// The model declarations the Taskboard golden files are generated with.
    static let style = ModelStyle(hashable: true)

    static let golden = packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/Generated").path

    /// Runs the built `routegen` in the package root, as the re-record commands of Docs/Testing.md run,
    /// without this process changing its working directory (tests run in parallel).
    func routegen(_ arguments: [String]) async throws -> ChildProcess.Outcome {
        try await ChildProcess.routegen(arguments, in: packageRoot.path)
    }

    /// Generates from the absolute paths of `Specs/`, in process.
    func generateSpecs(server: Bool = false) throws -> Pipeline.Result {
        let (paths, diagnostics) = Pipeline.specPaths(for: [packageRoot.appendingPathComponent("Specs").path])
        #expect(diagnostics.isEmpty)
        return try Pipeline.run(
            specPaths: paths,
            options: GenerationOptions(
                style: Self.style, routeStyle: RouteStyle(generatesServer: server, carriesExamples: true)),
            templates: try TemplateSet.builtin())
    }

    /// The golden folder's Swift files.
    func swiftFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
    }

    @Test func generatedCodeMatchesTheGoldenFiles() async throws {
        let result = try generateSpecs(server: true)
        #expect(result.diagnostics.isEmpty)
        #expect(result.files.map(\.name).sorted() == (try swiftFiles(in: Self.golden)))
        let check = try await routegen([
            "generate", "Specs", "--hashable-models", "--examples", "--server", "--check", "--output",
            "Tests/GeneratedRoutesTests/Generated",
        ])
        #expect(
            check.status == 0,
            "\(check.stderr)re-record with: swift run routegen generate Specs --hashable-models --examples --server --output Tests/GeneratedRoutesTests/Generated"
        )
    }

    /// One golden set serves the client's targets and the server's because `--server` only adds
    /// its file: the client files are byte for byte those generated without it.
    @Test func theServerOnlyAddsItsFile() throws {
        let client = try generateSpecs().files
        let both = try generateSpecs(server: true).files
        #expect(both.filter { !$0.name.hasSuffix("+Server.swift") } == client)
        #expect(both.map(\.name).filter { $0.hasSuffix("+Server.swift") } == ["Taskboard+Server.swift"])
    }

    /// The golden files of the shapes real descriptions are written in (`Tests/ShapeSpecs`),
    /// checked in as `Tests/GeneratedRoutesTests/Shapes` (with `--server`) and compiled and
    /// performed by that target and RouteKitServerTests.
    @Test func shapesMatchItsGoldenFiles() async throws {
        let check = try await routegen([
            "generate", "Tests/ShapeSpecs/shapes.yaml", "--server", "--check", "--output",
            "Tests/GeneratedRoutesTests/Shapes",
        ])
        #expect(
            check.status == 0,
            "\(check.stderr)re-record with: swift run routegen generate Tests/ShapeSpecs/shapes.yaml --server --output Tests/GeneratedRoutesTests/Shapes"
        )
    }

    /// The OpenAPI golden files: the code generated from the real Petstore description (bundled
    /// in `Tests/RealSpecs`) with `--server`, checked in as `Tests/GeneratedRoutesTests/Petstore`
    /// and compiled and performed by that target and RouteKitServerTests.
    @Test func petstoreMatchesItsGoldenFiles() async throws {
        let spec = packageRoot.appendingPathComponent("Tests/RealSpecs/petstore.yaml").path
        let result = try Pipeline.run(
            specPaths: [spec], options: GenerationOptions(routeStyle: RouteStyle(generatesServer: true)),
            templates: try TemplateSet.builtin())
        #expect(!result.hasErrors)
        let folder = packageRoot.appendingPathComponent("Tests/GeneratedRoutesTests/Petstore").path
        #expect(result.files.map(\.name).sorted() == (try swiftFiles(in: folder)))
        let check = try await routegen([
            "generate", "Tests/RealSpecs/petstore.yaml", "--server", "--check", "--output",
            "Tests/GeneratedRoutesTests/Petstore",
        ])
        #expect(
            check.status == 0,
            "\(check.stderr)re-record with: swift run routegen generate Tests/RealSpecs/petstore.yaml --server --output Tests/GeneratedRoutesTests/Petstore"
        )
    }

    /// A server generated with `--access internal` (`Tests/ShapeSpecs/ledger.yaml`), checked in as
    /// `Tests/RouteKitServerTests/InternalLedger`, which that target compiles beside the public
    /// sets: the server side writes the access the run asks for, as the client side does.
    @Test func anInternalServerMatchesItsGoldenFilesAndSaysPublicNowhere() async throws {
        let output = "Tests/RouteKitServerTests/InternalLedger"
        let arguments = [
            "generate", "Tests/ShapeSpecs/ledger.yaml", "--server", "--access", "internal", "--output", output,
        ]
        let check = try await routegen(arguments + ["--check"])
        #expect(
            check.status == 0, "\(check.stderr)re-record with: swift run routegen \(arguments.joined(separator: " "))")
        let folder = packageRoot.appendingPathComponent(output).path
        for name in try swiftFiles(in: folder) {
            let text = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
            #expect(!text.contains("public "), "\(name) declares something public")
        }
        let server = try String(contentsOfFile: folder + "/Ledger+Server.swift", encoding: .utf8)
        #expect(server.contains("extension Ledger.AddEntryRoute.Response: EncodableStatusDependentResponse"))
        #expect(server.contains("extension Ledger.AddEntryRoute.ResponseHeaders: EncodableHeaders"))
        #expect(server.contains("extension Ledger.RateLimitRemainingHeaders: EncodableHeaders"))
    }

    @Test func theItemStreamsMatchTheirGoldenFiles() async throws {
        let arguments = [
            "generate", "Tests/StreamSpecs/item-streams.yaml", "--server", "--output",
            "Tests/RouteKitServerTests/ItemStreams",
        ]
        let check = try await routegen(arguments + ["--check"])
        #expect(
            check.status == 0, "\(check.stderr)re-record with: swift run routegen \(arguments.joined(separator: " "))")
    }

    /// OpenAPI 3.2's `query` operation and `additionalOperations`, a golden set of
    /// RouteKitServerTests alone (`MethodRoutesEndToEndTests`).
    @Test func theMethodsServerMatchesItsGoldenFiles() async throws {
        let arguments = [
            "generate", "Tests/ShapeSpecs/methods.yaml", "--server", "--output", "Tests/RouteKitServerTests/Methods",
        ]
        let check = try await routegen(arguments + ["--check"])
        #expect(
            check.status == 0, "\(check.stderr)re-record with: swift run routegen \(arguments.joined(separator: " "))")
        let routes = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/RouteKitServerTests/Methods/Methods.swift"),
            encoding: .utf8)
        #expect(routes.contains("public static var method: HTTPMethod { .query }"))
        #expect(routes.contains(#"public static var method: HTTPMethod { .init(rawValue: "LOCK") }"#))
    }

    @Test func outputIsByteIdenticalAcrossRuns() throws {
        let first = try generateSpecs().files
        let second = try generateSpecs().files
        #expect(first == second)
        #expect(first.count == 4)
    }

    @Test func everyFileNamesItsSpecAndSaysItIsGenerated() throws {
        for file in try generateSpecs().files {
            let lines = file.contents.split(separator: "\n", maxSplits: 2)
            #expect(lines[0].hasPrefix("// Generated by routegen from "))
            #expect(
                !lines[0].dropFirst(2).contains("/"),
                "specs are named from their folder, not by the path they were passed as")
            #expect(lines[1] == "// Do not edit: edit the spec and run routegen again.")
        }
    }

    @Test func templateContextMatchesItsGoldenDump() async throws {
        let dump = try await routegen(["generate", "Specs", "--hashable-models", "--examples", "--print-context"])
        #expect(dump.status == 0, "\(dump.stderr)")
        let golden = try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/RouteGenCoreTests/Golden/Taskboard.context.txt"),
            encoding: .utf8)
        #expect(
            dump.stdout == golden,
            "re-record with: swift run routegen generate Specs --hashable-models --examples --print-context > Tests/RouteGenCoreTests/Golden/Taskboard.context.txt"
        )
    }
}
