import Foundation
import Testing
import TestSupport

/// The Swift of Docs/*.md cannot drift from code that compiles, as README.md's cannot
/// (`ReadmeSnippetsTests`): every ```swift block is introduced by one of
///
/// - `<!-- snippet: PATH#NAME -->` or `<!-- snippet: PATH -->`: the region `NAME` of `PATH` (or the whole file),
///   verbatim. The regions live in files a build compiles against real generated code: `DocsSnippets.swift` and
///   `ClientSnippets.swift` (Docs/Client.md's) here (the Taskboard goldens), in `Tests/RouteKitServerTests/` (the
///   generated server) and `Tests/RouteKitAsyncHTTPClientTests/` (that transport), and `Tests/RealSpecs/Snippets/`,
///   which `Scripts/compile-real-specs.sh` compiles against the real descriptions' code.
/// - `<!-- excerpt: PATH -->`: lines of `PATH` — generated code, a manifest — shown with lines
///   left out: each stretch between lines that are only `…` appears in `PATH` as consecutive
///   lines, with one indentation of its own, in order.
@Suite("Docs snippets", .timeLimit(.minutes(3)))
struct DocsSnippetsTests {
    /// The files whose regions the docs quote; each region must be quoted somewhere.
    static let snippetFiles = [
        "Tests/GeneratedRoutesTests/DocsSnippets.swift",
        "Tests/GeneratedRoutesTests/ClientSnippets.swift",
        "Tests/RouteKitServerTests/DocsSnippets.swift",
        "Tests/RouteKitAsyncHTTPClientTests/DocsSnippets.swift",
        "Tests/RealSpecs/Snippets/openai.swift",
    ]

    /// `Docs/*.md`, by path from the package root.
    static func docs() throws -> [String] {
        try FileManager.default.contentsOfDirectory(
            atPath: SwiftTypeChecker.packageRoot.appendingPathComponent("Docs").path
        )
        .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }

    @Test("every Swift block of Docs/*.md quotes compiled code or excerpts generated code")
    func everySwiftBlockIsQuoted() throws {
        for doc in try Self.docs() {
            for block in try ReadmeSnippetsTests.blocks(in: doc) where block.language == "swift" {
                #expect(
                    block.quote != nil || block.excerpt != nil,
                    "\(doc):\(block.line): a ```swift block without a <!-- snippet: … --> or <!-- excerpt: … --> line before it"
                )
            }
        }
    }

    @Test("every quoted block is identical to the region it quotes")
    func quotedBlocksMatchTheirSources() throws {
        var quoted = 0
        for doc in try Self.docs() {
            for block in try ReadmeSnippetsTests.blocks(in: doc) {
                guard let quote = block.quote else { continue }
                quoted += 1
                let difference = ReadmeSnippetsTests.firstDifference(
                    block.text, try ReadmeSnippetsTests.source(of: quote))
                #expect(difference == nil, "\(doc):\(block.line): the block differs from \(quote): \(difference ?? "")")
            }
        }
        #expect(quoted > 0)
    }

    @Test("every excerpt's stretches appear in its file, in order")
    func excerptsAreInTheirFiles() throws {
        var excerpts = 0
        for doc in try Self.docs() {
            for block in try ReadmeSnippetsTests.blocks(in: doc) {
                guard let path = block.excerpt else { continue }
                excerpts += 1
                let problem = Self.excerptProblem(block.text, in: try ReadmeSnippetsTests.read(path))
                #expect(problem == nil, "\(doc):\(block.line): the excerpt of \(path) \(problem ?? "")")
            }
        }
        #expect(excerpts > 0)
    }

    @Test("every region of the docs' snippet files is quoted by a doc")
    func everyRegionIsQuoted() throws {
        let quoted = Set(try Self.docs().flatMap { try ReadmeSnippetsTests.blocks(in: $0) }.compactMap(\.quote))
        for file in Self.snippetFiles {
            for name in try ReadmeSnippetsTests.regionNames(in: file) {
                #expect(quoted.contains("\(file)#\(name)"), "\(file): region \(name) is quoted by no doc")
            }
        }
    }

    @Test("an excerpt that drifts from its file is reported, one that matches is not")
    func driftIsDetected() {
        let file = "struct A {\n    let a: Int\n    let b: Int\n\n    func f() {}\n}\n"
        #expect(Self.excerptProblem("struct A {\n…\n    func f() {}\n}", in: file) == nil)
        #expect(Self.excerptProblem("let a: Int\nlet b: Int", in: file) == nil, "a stretch may sit deeper in the file")
        #expect(Self.excerptProblem("struct A {\n    let b: Int", in: file) != nil, "lines left out without …")
        #expect(Self.excerptProblem("func f() {}\n…\nlet a: Int", in: file) != nil, "out of order")
        #expect(Self.excerptProblem("let a: Double", in: file) != nil)
    }

    /// `nil` when each stretch of `excerpt` (between lines that are only `…`) appears in `file`
    /// as consecutive lines indented alike, after the previous one; else what is wrong.
    static func excerptProblem(_ excerpt: String, in file: String) -> String? {
        let lines = file.components(separatedBy: "\n")
        var stretches: [[String]] = [[]]
        for line in excerpt.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                stretches.append([])
            } else {
                stretches[stretches.count - 1].append(line)
            }
        }
        var start = 0
        for stretch in stretches where !stretch.isEmpty {
            guard let found = (start..<lines.count).first(where: { matches(stretch, lines, at: $0) }) else {
                return "has no stretch starting \"\(stretch[0])\" after line \(start)"
            }
            start = found + stretch.count
        }
        return nil
    }

    /// Whether `stretch` is `lines` from `index` on, each with the same indentation added.
    private static func matches(_ stretch: [String], _ lines: [String], at index: Int) -> Bool {
        guard index + stretch.count <= lines.count, let first = stretch.first, lines[index].hasSuffix(first) else {
            return false
        }
        let indent = String(lines[index].dropLast(first.count))
        guard indent.allSatisfy({ $0 == " " }) else { return false }
        return zip(stretch, lines[index...]).allSatisfy { shown, line in
            shown.isEmpty ? line.isEmpty : line == indent + shown
        }
    }
}
