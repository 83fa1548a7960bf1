import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// Text from outside — a spec's names, docs, keys and values, the spec's file name, a renames
/// file, an OpenAPI title or `--api-name` — must reach generated code only escaped for its
/// place: an injected line (a line break, U+2028, U+2029 or NEL and then code), a closed
/// comment, a quote, a backslash or a bidirectional override must not add a declaration or
/// change how a line reads.
///
/// Each test generates an API twice, once with hostile text in every place that carries text
/// from outside and once with plain text there, and compares what Swift's parser finds in
/// each: the same declarations, kind by kind, in every file. The client files must also
/// type-check warning-free, and no generated line may hold a raw line break other than its
/// end, a control or a bidirectional formatting character.
@Suite("Hostile text", .timeLimit(.minutes(10)))
struct HostileTextTests {
    /// Text that tries to end its line, comment or literal, and to display otherwise than it
    /// compiles; each is followed by a number, so names made from them stay apart.
    static let hostile = [
        "m\nfileprivate let injectedLF = 1\n//",
        "c\r\nfileprivate let injectedCRLF = 1\r//",
        "s\u{2028}fileprivate let injectedLS = 1\u{2029}//",
        "n\u{85}fileprivate let injectedNEL = 1\u{85}//",
        "ends */ fileprivate let injectedBlock = 1 /* opens",
        "a \"quote\" \"\"\" and \\(interpolation) and a backslash \\",
        "\u{202E}reversed\u{2066}isolated\u{2069} \u{200F}marks\u{061C}",
        "\u{0B}tab\u{0C}feed\u{7F}del\u{9B}csi\u{0}nul",
    ]

    /// The `index`th hostile text: one of ``hostile`` and the index.
    static func hostileText(_ index: Int) -> String {
        hostile[index % hostile.count] + " \(index)"
    }

    /// The plain twin of ``hostileText(_:)``.
    static func plainText(_ index: Int) -> String {
        "plain \(index)"
    }

    @Test("a spec's every text, its file name and a renames file reach the code escaped, adding no declaration")
    func specFormat() async throws {
        let hostile = try await generate(fileName: Self.hostileText(99), text: Self.hostileText)
        let plain = try await generate(fileName: Self.plainText(99), text: Self.plainText)
        try await expectSameDeclarations(hostile, plain)
    }

    @Test("an OpenAPI document's every text and --api-name reach the code escaped, adding no declaration")
    func openAPI() async throws {
        let hostile = try await generateOpenAPI(text: Self.hostileText)
        let plain = try await generateOpenAPI(text: Self.plainText)
        try await expectSameDeclarations(hostile, plain)
    }

    @Test("the escapers leave nothing that ends a line or reorders it", arguments: hostile)
    func escapers(_ text: String) {
        for escaped in [SwiftText.commentText(text), SwiftText.stringLiteral(text)] {
            #expect(!escaped.unicodeScalars.contains { $0.isLineBreak || $0.isInvisibleControl }, "\(escaped)")
        }
        #expect(
            docComment(SwiftText.docLines(text)).allSatisfy { line in
                !line.unicodeScalars.contains { $0.isLineBreak || $0.isInvisibleControl }
            })
    }

    /// The generated files (client and server) of the RouteGen-format spec that `text` fills,
    /// saved as `fileName.yaml` and renamed by a renames file `text` fills too, in a folder of
    /// their own; the client files type-checked.
    private func generate(fileName: String, text: (Int) -> String) async throws -> Generated {
        let folder = try temporaryFolder()
        let spec = folder.appendingPathComponent(Self.fileName(fileName) + ".yaml")
        try Self.spec(text).write(to: spec, atomically: true, encoding: .utf8)
        let renamesFile = folder.appendingPathComponent("renames.yaml")
        try """
        Part: \(YAMLText.quoted(text(60)))
        \(YAMLText.quoted(text(40))): \(YAMLText.quoted(text(61)))
        """.write(to: renamesFile, atomically: true, encoding: .utf8)
        let (renames, renameDiagnostics) = SpecRenames.load(contentsOf: renamesFile.path)
        #expect(renameDiagnostics.isEmpty, "\(renameDiagnostics)")
        let result = try Pipeline.run(
            specPaths: [spec.path],
            options: GenerationOptions(routeStyle: RouteStyle(generatesServer: true), renames: renames),
            templates: try TemplateSet.builtin())
        return try await check(result, in: folder)
    }

    /// The generated files of the OpenAPI document that `text` fills, named by `--api-name`.
    private func generateOpenAPI(text: (Int) -> String) async throws -> Generated {
        let folder = try temporaryFolder()
        let document = folder.appendingPathComponent(Self.fileName(text(98)) + ".yaml")
        try Self.document(text).write(to: document, atomically: true, encoding: .utf8)
        let result = try Pipeline.run(
            specPaths: [document.path],
            options: GenerationOptions(
                routeStyle: RouteStyle(generatesServer: true), openAPI: OpenAPIOptions(apiName: text(97))),
            templates: try TemplateSet.builtin())
        return try await check(result, in: folder)
    }

    /// `text` as a file's name: a slash would name a folder, and NUL ends a path.
    static func fileName(_ text: String) -> String {
        String(text.map { $0 == "/" ? "|" : $0 == "\u{0}" ? "0" : $0 })
    }

    /// What one generation gave: each file's declarations, by kind, as Swift's parser counts them.
    private struct Generated {
        var declarations: [[String: Int]]
    }

    /// Writes `result`'s files into `folder`, type-checks the client files, checks every line,
    /// and counts each file's declarations.
    private func check(_ result: Pipeline.Result, in folder: URL) async throws -> Generated {
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors)")
        let files = try write(result.files, into: folder)
        for file in result.files {
            for line in file.contents.split(separator: "\n", omittingEmptySubsequences: false) {
                #expect(
                    !line.unicodeScalars.contains { $0 != "\t" && ($0.isLineBreak || $0.isInvisibleControl) },
                    "\(file.name): \(line.debugDescription)")
            }
        }
        let clientFiles = files.filter { !$0.lastPathComponent.hasSuffix("+Server.swift") }
        let checked = try await SwiftTypeChecker.typeCheck(clientFiles, moduleName: "HostileText")
        #expect(checked.messages.isEmpty, "\(checked.output)")
        var declarations: [[String: Int]] = []
        for file in files {
            let (status, output) = try await SwiftTypeChecker.run(["swiftc", "-dump-parse", file.path])
            #expect(status == 0, "\(output)")
            declarations.append(Self.declarationCounts(in: output))
        }
        return Generated(declarations: declarations)
    }

    private func expectSameDeclarations(_ hostile: Generated, _ plain: Generated) async throws {
        #expect(hostile.declarations.count == plain.declarations.count)
        #expect(hostile.declarations.contains { !$0.isEmpty })
        for (hostileFile, plainFile) in zip(hostile.declarations, plain.declarations) {
            #expect(hostileFile == plainFile)
        }
    }

    /// How many declarations of each kind (`var_decl`, `func_decl`, …) a `-dump-parse` names.
    static func declarationCounts(in dump: String) -> [String: Int] {
        var counts: [String: Int] = [:]
        for line in dump.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("("), let end = trimmed.firstIndex(of: " ") else { continue }
            let kind = trimmed[trimmed.index(after: trimmed.startIndex)..<end]
            if kind.hasSuffix("_decl") { counts[String(kind), default: 0] += 1 }
        }
        return counts
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-hostile-text-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A spec in RouteGen's format with `text(n)` in every place that carries text: names (of
    /// the API, schemes, a model, fields, cases, variants, routes, parameters), docs, keys,
    /// enum values, defaults, discriminator values, deprecation messages, API key names, a
    /// stream's terminator. Models a type names are named as types are written (`Thing`); the
    /// renames file gives `Part` and the route `text(40)` names from `text`.
    static func spec(_ text: (Int) -> String) -> String {
        func q(_ index: Int) -> String { YAMLText.quoted(text(index)) }
        return """
            api: \(q(1))
            baseURL: https://hostile.example
            doc: \(q(2))
            auth:
              \(q(3)): { type: bearer, doc: \(q(4)) }
              \(q(5)): { apiKey: \(q(6)), in: query }
              \(q(7)): { apiKey: "X-Odd'Key#|~", in: header }
              \(q(8)): { all: [\(q(5)), \(q(7))], doc: \(q(9)) }
            models:
              Thing:
                doc: \(q(11))
                deprecated: \(q(12))
                fields:
                  \(q(13)): { type: String, key: \(q(14)), doc: \(q(15)), deprecated: \(q(16)) }
                  \(q(17)): { type: String?, default: \(q(18)) }
                  kind: String
                additional: { type: Int, name: \(q(19)), doc: \(q(20)) }
              Kind:
                doc: \(q(22))
                enum:
                  \(q(23)): { value: \(q(24)), doc: \(q(25)) }
                  \(q(26)): \(q(27))
              Either:
                doc: \(q(28))
                oneOf: { \(q(32)): Thing, \(q(33)): { type: Part, doc: \(q(34)) } }
                discriminator: kind
                mapping: { \(q(29)): \(q(32)), \(q(31)): \(q(33)) }
              Part:
                fields: { kind: String, count: Int }
              \(q(35)):
                doc: \(q(36))
                fields: { \(q(37)): { type: Int, default: 3 } }
            routes:
              \(q(40)):
                GET: "/items/{id: String}"
                summary: \(q(41))
                description: \(q(42))
                deprecated: \(q(43))
                auth: [\(q(3)), \(q(5)), none]
                query:
                  \(q(44)): { type: String?, key: \(q(45)), doc: \(q(46)) }
                  \(q(47)): { type: Kind, default: \(q(24)) }
                headers: { "X-Odd'Header#|~": String? }
                response: Either
              \(q(48)):
                POST: /items
                auth: \(q(8))
                body: Thing
                responses:
                  200: { type: Thing, doc: \(q(49)) }
                  201: { type: Part, doc: \(q(50)) }
              \(q(51)):
                GET: /events
                auth: [\(q(3)), \(q(7))]
                stream: { events: Part, until: \(q(52)) }
            webhooks:
              \(q(53)): { POST: /hooks, body: Part, summary: \(q(54)) }
            """
    }

    /// An OpenAPI document with `text(n)` in every place that carries text: its title, the
    /// descriptions, names of schemas, properties, parameters, security schemes, operation IDs,
    /// enum values.
    static func document(_ text: (Int) -> String) -> String {
        func q(_ index: Int) -> String { YAMLText.quoted(text(index)) }
        return """
            openapi: 3.1.0
            info: { title: \(q(1)), version: \(q(2)), description: \(q(3)) }
            servers: [{ url: "https://hostile.example", description: \(q(4)) }]
            security: [{ \(q(5)): [] }]
            paths:
              /items/{id}:
                get:
                  operationId: \(q(6))
                  summary: \(q(7))
                  description: \(q(8))
                  parameters:
                    - { name: id, in: path, required: true, schema: { type: string }, description: \(q(9)) }
                    - { name: \(q(10)), in: query, schema: { $ref: "#/components/schemas/\(text(11).jsonPointerEscaped)" } }
                  responses:
                    "200":
                      description: \(q(12))
                      content: { application/json: { schema: { $ref: "#/components/schemas/\(text(13).jsonPointerEscaped)" } } }
            components:
              securitySchemes:
                \(q(5)): { type: apiKey, in: query, name: \(q(14)), description: \(q(15)) }
              schemas:
                \(q(11)): { type: string, enum: [\(q(16)), \(q(17))], description: \(q(18)) }
                \(q(13)):
                  type: object
                  description: \(q(19))
                  required: [\(q(20))]
                  properties:
                    \(q(20)): { type: string, description: \(q(21)), default: \(q(22)) }
                    \(q(23)): { type: integer, deprecated: true, description: \(q(24)) }
            """
    }
}

extension String {
    /// The text as a JSON Pointer's reference token (`~` as `~0`, `/` as `~1`), percent-encoded
    /// as a URI fragment, so a `$ref` to a component of this name finds it.
    fileprivate var jsonPointerEscaped: String {
        let token = replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
        return token.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? token
    }
}
