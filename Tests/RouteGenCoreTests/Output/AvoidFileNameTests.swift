import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// `--avoid-file-name`: a spec's file never takes the name of one of the target's own Swift files,
/// ignoring case, so following the README — one Swift file named after the target, beside a spec
/// of the target's name — cannot clash with a generated file (issue 40). The build plugin names
/// the outputs by ``SpecFileName`` from the same list it passes.
extension CommandLineTests {
    @Test func aSpecsFileAvoidsTheTargetsOwnFiles() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }

        let result = try await ChildProcess.routegen(
            [
                "generate", "Specs", "--output", "Out", "--namespace-file", "RouteGenAPI.swift",
                "--avoid-file-name", "SHOP.swift", "--avoid-file-name", "Shop+Spec.swift",
            ], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted()
        #expect(names == [".routegen-manifest", "RouteGenAPI.swift", "Shop+Spec2.swift", "shop-items.swift"])

        let split = try await ChildProcess.routegen(
            [
                "generate", "Specs", "--output", "Split", "--namespace-file", "RouteGenAPI.swift",
                "--avoid-file-name", "shop.swift", "--model-files", "Specs/Shop.yaml=2",
            ], in: folder)
        #expect(split.status == 0, "\(split.stderr)")
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder + "/Split").sorted() == [
                ".routegen-manifest", "RouteGenAPI.swift", "Shop+Spec+Models1.swift", "Shop+Spec+Models2.swift",
                "Shop+Spec.swift", "shop-items.swift",
            ])
    }

    @Test func avoidingNamesNeedsTheNamespaceFile() async throws {
        let folder = try shopFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = try await ChildProcess.routegen(
            ["generate", "Specs", "--output", "Out", "--avoid-file-name", "Shop.swift"], in: folder)
        #expect(result.status == 64)
        #expect(result.stderr.contains("--avoid-file-name needs --namespace-file"))
    }

    @Test func theRuleThePluginShares() {
        #expect(SpecFileName.name(base: "LoansAPI", avoiding: []) == "LoansAPI.swift")
        #expect(SpecFileName.name(base: "loansapi", avoiding: ["LoansAPI.swift"]) == "loansapi+Spec.swift")
        #expect(SpecFileName.name(base: "Pets", avoiding: ["pets.swift", "PETS+SPEC.swift"]) == "Pets+Spec2.swift")
        #expect(
            SpecFileName.avoided(
                among: ["Catalogue.swift", "LoansAPI.swift", "Other.swift"], bases: ["loansapi", "Books"])
                == ["LoansAPI.swift"])
    }
}
