import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// References read only files under the entry document's folder (and folders allowed with
/// `--allow-ref-root`), and a file that is not a spec is named in a warning, never quoted.
@Suite(.timeLimit(.minutes(3)))
struct ReferenceTrustTests {
    /// A document in `spec/` whose schema `Order` refers out of its folder in every way there
    /// is, and into a subfolder whose file refers back up, which stays inside.
    static func fixture() throws -> FixtureFolder {
        let folder = try FixtureFolder([
            "spec/parts/item.yaml": "type: object\nproperties: { price: { $ref: \"../common.yaml#/Price\" } }\n",
            "spec/common.yaml": "Price: { type: number }\n",
            "outside/secret.yaml": "token: SECRET-TOKEN-42\n",
            "outside/shared.yaml": "Money: { type: object, properties: { amount: { type: integer } } }\n",
        ])
        try folder.link("spec/link", to: "../outside")
        try folder.write(
            "spec/api.yaml",
            openAPIHeader + """
                components:
                  schemas:
                    Order:
                      type: object
                      properties:
                        up: { $ref: "../outside/secret.yaml#/token" }
                        absolute: { $ref: "\(folder.path)/outside/secret.yaml#/token" }
                        linked: { $ref: "link/secret.yaml#/token" }
                        dotted: { $ref: "parts/../../outside/shared.yaml#/Money" }
                        inside: { $ref: "parts/item.yaml" }
                """)
        return folder
    }

    @Test func referencesOutOfTheDocumentsFolderAreNotRead() throws {
        let folder = try Self.fixture()
        defer { folder.remove() }
        let translation = folder.translate("spec/api.yaml")
        #expect(
            folder.diagnostics(of: translation) == [
                "spec/api.yaml:9:21: warning: reference \"../outside/secret.yaml#/token\" is not followed: only files under spec (the document's folder) are read; --allow-ref-root adds a folder",
                "spec/api.yaml:10:27: warning: reference \"outside/secret.yaml#/token\" is not followed: only files under spec (the document's folder) are read; --allow-ref-root adds a folder",
                "spec/api.yaml:11:25: warning: reference \"link/secret.yaml#/token\" is not followed: only files under spec (the document's folder) are read; --allow-ref-root adds a folder",
                "spec/api.yaml:12:25: warning: reference \"parts/../../outside/shared.yaml#/Money\" is not followed: only files under spec (the document's folder) are read; --allow-ref-root adds a folder",
            ])
        #expect(
            translation.referencedFiles.map { $0.replacing(folder.path + "/", with: "") } == [
                "spec/parts/item.yaml", "spec/common.yaml",
            ])
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                      up: JSONValue?
                      absolute: JSONValue?
                      linked: JSONValue?
                      dotted: JSONValue?
                      inside: Item?
                """))
    }

    @Test func allowedRootsAreReadToo() throws {
        let folder = try Self.fixture()
        defer { folder.remove() }
        let translation = folder.translate(
            "spec/api.yaml", options: OpenAPIOptions(referenceRoots: [folder.path + "/outside"]))
        #expect(
            folder.diagnostics(of: translation) == [
                "spec/api.yaml:9:21: warning: reference \"../outside/secret.yaml#/token\" points at a scalar, not an object: it is not used",
                "spec/api.yaml:10:27: warning: reference \"outside/secret.yaml#/token\" points at a scalar, not an object: it is not used",
                "spec/api.yaml:11:25: warning: reference \"link/secret.yaml#/token\" points at a scalar, not an object: it is not used",
            ])
        #expect(
            SpecWriter.yaml(translation.spec).contains(
                """
                      dotted: Order.Dotted?
                      inside: Item?
                  Order.Dotted:
                    fields:
                      amount: Int?
                """))
    }

    @Test func theCommandLineAllowsARootWithAllowRefRoot() async throws {
        let folder = try Self.fixture()
        defer { folder.remove() }
        let refused = try await ChildProcess.routegen(["validate", "spec/api.yaml"], in: folder.path)
        #expect(refused.status == 0)
        #expect(
            refused.stderr.contains(
                "spec/api.yaml:12:25: warning: reference \"parts/../../outside/shared.yaml#/Money\" is not followed"))
        #expect(!refused.stderr.contains("SECRET"))
        let allowed = try await ChildProcess.routegen(
            ["validate", "spec/api.yaml", "--allow-ref-root", "outside"], in: folder.path)
        #expect(allowed.status == 0)
        #expect(!allowed.stderr.contains("is not followed"))
        #expect(!allowed.stderr.contains("SECRET"))
    }

    @Test func filesThatAreNotSpecsAreNamedNeverQuoted() throws {
        let folder = try FixtureFolder([
            "notes.txt": "The admin password is hunter2, do not share.\n",
            "list.json": "[\"hunter2\"]\n",
            "broken.yaml": "password: [hunter2\n",
            "alias.yaml": "*hunter2\n",
            "config.yaml": "password: hunter2\n",
            "api.yaml": openAPIHeader + """
                components:
                  schemas:
                    Order:
                      type: object
                      properties:
                        notes: { $ref: "notes.txt" }
                        list: { $ref: "list.json" }
                        broken: { $ref: "broken.yaml" }
                        alias: { $ref: "alias.yaml" }
                        value: { $ref: "config.yaml#/password" }
                """,
        ])
        defer { folder.remove() }
        let diagnostics = folder.diagnostics(of: folder.translate("api.yaml"))
        #expect(
            diagnostics == [
                "api.yaml:9:24: warning: cannot use the referenced file notes.txt: its root is a scalar, not a mapping, so it is not part of an OpenAPI document",
                "api.yaml:10:23: warning: cannot use the referenced file list.json: its root is a sequence, not a mapping, so it is not part of an OpenAPI document",
                "broken.yaml:2:1: error: did not find expected ',' or ']' while parsing a flow sequence",
                "api.yaml:11:25: error: cannot use the referenced file broken.yaml: it is not valid YAML or JSON",
                "alias.yaml:1:1: error: the referenced file is not valid YAML or JSON here",
                "api.yaml:12:24: error: cannot use the referenced file alias.yaml: it is not valid YAML or JSON",
                "api.yaml:13:24: warning: reference \"config.yaml#/password\" points at a scalar, not an object: it is not used",
            ])
        #expect(!diagnostics.joined().contains("hunter2"))
    }

    /// A run of several documents fails when a file one of them references does not parse, as
    /// that file generated alone does: the referenced operations vanished from a run that
    /// exited 0 (issue 39).
    @Test func aReferencedFileThatDoesNotParseFailsTheRun() throws {
        let run = try PipelineRun([
            (
                "shop.yaml",
                """
                openapi: 3.1.0
                info: { title: Shop, version: "1" }
                servers: [{ url: "https://shop.example" }]
                paths:
                  /items: { $ref: "parts/items.yaml" }
                  /health: { get: { responses: { "204": { description: up } } } }

                """
            ),
            ("parts/items.yaml", "get:\n  responses: { \"200\": { description: items }\n"),
        ])
        defer { run.remove() }
        #expect(run.result.hasErrors)
        #expect(run.result.files.isEmpty)
        #expect(
            run.diagnostics == [
                "parts/items.yaml:3:1: error: did not find expected ',' or '}' while parsing a flow mapping",
                "shop.yaml:5:19: error: cannot use the referenced file parts/items.yaml: it is not valid YAML or JSON",
                "shop.yaml:5:3: warning: the path item of /items cannot be read: its operations are left out",
            ])
    }
}
