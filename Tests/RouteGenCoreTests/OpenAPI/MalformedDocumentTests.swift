import Testing
@testable import RouteGenCore

/// The translator never crashes and never fails a usable document: every node of a real
/// document replaced, one at a time, by a scalar or an empty mapping — the shapes a hand-edited
/// document gets wrong — still translates, with warnings at most, but for the one error a
/// replacement may cause: a reference to what it removed (or a `$ref` made to name a file
/// that does not exist) points at nothing.
struct MalformedDocumentTests {
    @Test func everyNodeOfPetstoreReplacedStillTranslates() throws {
        let (parsed, _) = YAMLLoader.load(contentsOf: bundledSpec("petstore.yaml"), displayPath: "petstore.yaml")
        let root = try #require(parsed)
        var paths: [(path: [PathStep], isScalar: Bool)] = []
        collectNodes(root, at: [], into: &paths)
        #expect(paths.count > 700)
        for (path, isScalar) in paths where path.first != .key("openapi") {
            let replacements: [YAMLNode.Content] =
                isScalar ? [.mapping([])] : [.scalar(YAMLScalar(value: "x")), .mapping([])]
            for replacement in replacements {
                let mutated = replacing(path[...], in: root, with: replacement)
                let translation = OpenAPITranslator.translate(mutated, path: "petstore.yaml") { path in
                    (nil, [.error("no other files", at: SourceLocation(file: path, line: 1, column: 1))])
                }
                let errors = translation.diagnostics.filter {
                    $0.severity == .error && !pointsAtWhatWasReplaced($0, path)
                }
                #expect(errors.isEmpty, "\(path): \(errors)")
            }
        }
    }

    /// Whether `diagnostic` is a reference to nothing that the replacement at `path` made: a
    /// pointer through the replaced node, or the replaced `$ref` text naming a missing file.
    private func pointsAtWhatWasReplaced(_ diagnostic: Diagnostic, _ path: [PathStep]) -> Bool {
        if path.last == .key("$ref") { return diagnostic.message == "the referenced file x does not exist" }
        guard diagnostic.message.hasPrefix("reference \"#/"), diagnostic.message.contains("\" points at nothing"),
            let pointer = diagnostic.message.dropFirst("reference \"#".count).split(separator: "\"").first,
            let segments = JSONPointer(fragment: String(pointer))?.segments
        else { return false }
        let steps = path.map { step in
            switch step {
            case .key(let key): key
            case .index(let index): String(index)
            }
        }
        return segments.starts(with: steps)
    }

    enum PathStep: Equatable {
        case key(String)
        case index(Int)
    }

    private func collectNodes(
        _ node: YAMLNode, at path: [PathStep], into paths: inout [(path: [PathStep], isScalar: Bool)]
    ) {
        if !path.isEmpty { paths.append((path, node.scalar != nil)) }
        switch node.content {
        case .scalar:
            return
        case .mapping(let pairs):
            for pair in pairs {
                collectNodes(pair.value, at: path + [.key(pair.key.scalar?.value ?? "")], into: &paths)
            }
        case .sequence(let items):
            for (index, item) in items.enumerated() {
                collectNodes(item, at: path + [.index(index)], into: &paths)
            }
        }
    }

    private func replacing(_ path: ArraySlice<PathStep>, in node: YAMLNode, with content: YAMLNode.Content) -> YAMLNode
    {
        guard let step = path.first else { return YAMLNode(content: content, location: node.location) }
        switch (step, node.content) {
        case (.key(let key), .mapping(let pairs)):
            return YAMLNode(
                content: .mapping(
                    pairs.map { pair in
                        pair.key.scalar?.value == key
                            ? YAMLPair(key: pair.key, value: replacing(path.dropFirst(), in: pair.value, with: content))
                            : pair
                    }), location: node.location)
        case (.index(let index), .sequence(var items)):
            items[index] = replacing(path.dropFirst(), in: items[index], with: content)
            return YAMLNode(content: .sequence(items), location: node.location)
        default:
            return node
        }
    }
}
