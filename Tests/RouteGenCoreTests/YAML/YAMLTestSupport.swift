@testable import RouteGenCore

/// The file name every in-memory YAML test uses in locations.
let yamlTestFile = "spec.yaml"

/// A location in ``yamlTestFile``, so expectations read as `at(3, 5)`.
func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: yamlTestFile, line: line, column: column)
}

/// Loads `text` as ``yamlTestFile``.
func loadYAML(_ text: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    YAMLLoader.load(text, file: yamlTestFile)
}

extension YAMLNode {
    /// The value at a path of mapping keys and sequence indices, for short expectations.
    subscript(_ path: any YAMLPathComponent...) -> YAMLNode? {
        var node: YAMLNode? = self
        for component in path {
            node = node.flatMap { component.child(of: $0) }
        }
        return node
    }
}

/// One step of a test path: a mapping key or a sequence index.
protocol YAMLPathComponent {
    func child(of node: YAMLNode) -> YAMLNode?
}

extension String: YAMLPathComponent {
    func child(of node: YAMLNode) -> YAMLNode? { node.value(forKey: self) }
}

extension Int: YAMLPathComponent {
    func child(of node: YAMLNode) -> YAMLNode? {
        guard let items = node.sequence, items.indices.contains(self) else { return nil }
        return items[self]
    }
}
