import Foundation
import Testing
import TestSupport

/// README.md's code cannot drift from code that compiles: every ```swift block of the README is
/// introduced by a `<!-- snippet: PATH -->` or `<!-- snippet: PATH#NAME -->` line and must be
/// identical to that file (a file CI builds) or to the region `NAME` of it (`// snippet: NAME` …
/// `// end snippet`, less the marker's indentation). `ReadmeSnippets.swift`, compiled by this
/// target against the generated Taskboard code, holds the client's regions, each of which must
/// be quoted; the server's block is a region of RouteKitServerTests' `DocsSnippets.swift`. A block
/// of another language may be quoted the same way (Docs/Plugins.md quotes the example's
/// `routegen.yml`, under `DocsSnippetsTests`).
@Suite("README snippets", .timeLimit(.minutes(3)))
struct ReadmeSnippetsTests {
    static let readmePath = "README.md"
    static let snippetsPath = "Tests/GeneratedRoutesTests/ReadmeSnippets.swift"

    @Test("every quoted block of the README is identical to the code it quotes")
    func quotedBlocksMatchTheirSources() throws {
        let blocks = try Self.readmeBlocks()
        #expect(!blocks.filter { $0.quote != nil }.isEmpty, "README.md quotes nothing")
        for block in blocks {
            guard let quote = block.quote else { continue }
            let source = try Self.source(of: quote)
            let difference = Self.firstDifference(block.text, source)
            #expect(
                difference == nil,
                "README.md:\(block.line): the block differs from \(quote): \(difference ?? "")"
            )
        }
    }

    @Test("every Swift block of the README quotes compiled code")
    func everySwiftBlockIsQuoted() throws {
        for block in try Self.readmeBlocks() where block.language == "swift" {
            #expect(
                block.quote != nil,
                "README.md:\(block.line): a ```swift block without a <!-- snippet: … --> line before it")
        }
    }

    @Test("every snippet of ReadmeSnippets.swift is quoted by the README")
    func everySnippetIsQuoted() throws {
        let quoted = Set(try Self.readmeBlocks().compactMap(\.quote))
        for name in try Self.regionNames(in: Self.snippetsPath) {
            #expect(quoted.contains("\(Self.snippetsPath)#\(name)"), "snippet \(name) is not in README.md")
        }
    }

    @Test("a snippet that drifts is reported")
    func driftIsDetected() throws {
        let source = try Self.source(of: "\(Self.snippetsPath)#tour")
        let drifted = source.replacingOccurrences(of: "project(id: 42)", with: "project(id: 43)")
        #expect(Self.firstDifference(drifted, source) != nil)
        #expect(Self.firstDifference(source, source) == nil)
    }

    // MARK: - Reading the README and the sources

    struct Block {
        /// The 1-based line of the opening fence.
        var line: Int
        var language: String
        var text: String
        /// `PATH` or `PATH#NAME` from a `<!-- snippet: … -->` line right before the fence.
        var quote: String?
        /// `PATH` from an `<!-- excerpt: … -->` line right before the fence (`DocsSnippetsTests`).
        var excerpt: String?
    }

    static func read(_ path: String) throws -> String {
        try String(contentsOf: SwiftTypeChecker.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced code blocks of README.md, less the indentation of their fence (in a list).
    static func readmeBlocks() throws -> [Block] {
        try blocks(in: readmePath)
    }

    /// The fenced code blocks of the Markdown file `path`, less the indentation of their fence.
    static func blocks(in path: String) throws -> [Block] {
        let lines = try read(path).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            let indent = lines[index].prefix(while: { $0 == " " }).count
            let line = lines[index].dropFirst(indent)
            guard line.hasPrefix("```"), line.count > 3 else { index += 1; continue }
            let language = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            var quote: String?
            var excerpt: String?
            if index > 0 {
                let previous = lines[index - 1].trimmingCharacters(in: .whitespaces)
                func marker(_ name: String) -> String? {
                    guard previous.hasPrefix("<!-- \(name):"), previous.hasSuffix("-->") else { return nil }
                    return previous.dropFirst("<!-- \(name):".count).dropLast("-->".count).trimmingCharacters(
                        in: .whitespaces)
                }
                quote = marker("snippet")
                excerpt = marker("excerpt")
            }
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(
                    String(lines[index].dropFirst(min(indent, lines[index].prefix(while: { $0 == " " }).count))))
                index += 1
            }
            blocks.append(
                Block(
                    line: index - body.count, language: language, text: body.joined(separator: "\n"), quote: quote,
                    excerpt: excerpt))
            index += 1
        }
        return blocks
    }

    /// The whole file `PATH` (without its final newline), or its region `NAME`.
    static func source(of quote: String) throws -> String {
        let parts = quote.split(separator: "#", maxSplits: 1).map(String.init)
        let text = try read(parts[0])
        guard parts.count == 2 else {
            return text.hasSuffix("\n") ? String(text.dropLast()) : text
        }
        let lines = text.components(separatedBy: "\n")
        guard
            let start = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// snippet: \(parts[1])" }
            ),
            let end = lines[start...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// end snippet" })
        else {
            throw SnippetError(description: "\(parts[0]) has no region \(parts[1])")
        }
        let indent = String(lines[start].prefix(while: { $0 == " " }))
        return try lines[(start + 1)..<end].map { line in
            if line.isEmpty { return line }
            guard line.hasPrefix(indent) else {
                throw SnippetError(description: "\(parts[0]): a line of \(parts[1]) is indented less than its marker")
            }
            return String(line.dropFirst(indent.count))
        }.joined(separator: "\n")
    }

    static func regionNames(in path: String) throws -> [String] {
        try read(path).components(separatedBy: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("// snippet: ") ? String(trimmed.dropFirst("// snippet: ".count)) : nil
        }
    }

    /// `nil` when the texts are equal, else the first line that differs in each.
    static func firstDifference(_ readme: String, _ source: String) -> String? {
        let (a, b) = (readme.components(separatedBy: "\n"), source.components(separatedBy: "\n"))
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : "(end of block)"
            let right = index < b.count ? b[index] : "(end of source)"
            if left != right {
                return "line \(index + 1) of the block is\n  \(left)\nbut the source has\n  \(right)"
            }
        }
        return nil
    }

    struct SnippetError: Error, CustomStringConvertible {
        var description: String
    }
}
