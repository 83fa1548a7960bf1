import Foundation
import Testing

/// RouteGenCore's folders are its stages and what they share, and data flows one way through
/// them: a folder may use the types of the folders before it in ``FolderOrderTests/order`` and
/// never those after it (ARCHITECTURE.md: The map). This walks the sources, so a helper put in a
/// late stage and used by an early one fails here, naming the file and the type.
@Suite struct FolderOrderTests {
    /// The order ARCHITECTURE.md draws, first to last.
    static let order = [
        "Diagnostics", "Text", "Parallel", "YAML", "Spec", "Load", "OpenAPI", "Convert", "Filter", "Validate",
        "Model", "Render", "Output", "Pipeline", "Export", "Mock",
    ]

    static let sources = packageRoot.appendingPathComponent("Sources/RouteGenCore")

    /// Every Swift file of a stage folder: its folder and its code without comments or string literals.
    static func files() throws -> [(path: String, folder: String, code: String)] {
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") && $0.contains("/") }.sorted().map { path in
            let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
            return (path, String(path.prefix { $0 != "/" }), code(of: text))
        }
    }

    /// `text` without `//` comments and without the contents of one-line string literals, so a
    /// type named in a doc comment or a message is not a use.
    static func code(of text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var kept = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if !inString && character == "/" && previous == "/" {
                    kept.removeLast()
                    break
                }
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString { kept.append(character) }
                previous = character
            }
            return kept
        }.joined(separator: "\n")
    }

    /// The types each file declares at its top level, by name, with the declaring folder.
    static func declarations(in files: [(path: String, folder: String, code: String)]) -> [String: String] {
        let declaration =
            /^(?:(?:public|package|internal|private|fileprivate|indirect|final) +)*(?:enum|struct|class|protocol|typealias|actor) +([A-Z][A-Za-z0-9_]*)/
            .anchorsMatchLineEndings()
        var owners: [String: String] = [:]
        for file in files {
            for match in file.code.matches(of: declaration) { owners[String(match.output.1)] = file.folder }
        }
        return owners
    }

    @Test func everyFolderIsAStageOfTheOrder() throws {
        let folders = Set(try Self.files().map(\.folder))
        #expect(folders == Set(Self.order), "folders not in the order: \(folders.subtracting(Self.order).sorted())")
    }

    @Test func noFolderUsesATypeOfALaterOne() throws {
        let files = try Self.files()
        let owners = Self.declarations(in: files)
        #expect(owners["SwiftNames"] == "Text" && owners["Pipeline"] == "Pipeline", "the declarations were not found")
        let rank = Dictionary(uniqueKeysWithValues: Self.order.enumerated().map { ($1, $0) })
        let word = /\b[A-Z][A-Za-z0-9_]*/
        var uses: [String] = []
        for file in files {
            let used = Set(file.code.matches(of: word).map { String($0.output) })
            for name in used.sorted() {
                guard let owner = owners[name], let from = rank[file.folder], let to = rank[owner], to > from else {
                    continue
                }
                uses.append("\(file.path) uses \(name) of \(owner)/")
            }
        }
        #expect(uses.isEmpty, "uses against the order:\n\(uses.joined(separator: "\n"))")
    }

    /// The folders that are no stage: what the stages share, and the wiring.
    static let shared: Set = ["Diagnostics", "Text", "Parallel", "Spec", "Pipeline"]

    /// ARCHITECTURE.md's map draws the stages and this order: it must name the folders there are,
    /// so that its count, its diagram and the sources cannot disagree again ("six stages" beside
    /// nine, issue 42).
    @Test func theArchitectureMapDrawsTheFoldersThereAre() throws {
        let map = try String(contentsOf: packageRoot.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        let blocks = map.components(separatedBy: "```").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        let folder = try Regex("([A-Z][A-Za-z]+)/", as: (Substring, Substring).self)
        func folders(in block: String) -> [String] { block.matches(of: folder).map { String($0.output.1) } }

        let drawnOrder = try #require(blocks.first { $0.contains("Diagnostics/ Text/ Parallel/") })
        #expect(
            folders(in: drawnOrder) == Self.order, "ARCHITECTURE.md's order of folders is not FolderOrderTests.order")
        let diagram = try #require(blocks.first { $0.contains("YAMLLoader") })
        let stages = Set(folders(in: diagram))
        #expect(stages.isDisjoint(with: Self.shared) && stages.union(Self.shared) == Set(Self.order))
        #expect(map.contains("has sixteen folders. Eleven are stages") && Self.order.count == 16 && stages.count == 11)
    }

    /// The check itself finds a use against the order.
    @Test func aUseOfALaterFolderIsFound() {
        let code = Self.code(of: "let x = SwiftNames.typeName(\"Pipeline\") // Pipeline\nlet y = APIModel.self")
        let used = Set(code.matches(of: /\b[A-Z][A-Za-z0-9_]*/).map { String($0.output) })
        #expect(used == ["SwiftNames", "APIModel"])
    }
}
