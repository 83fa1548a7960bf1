import Foundation

/// A JSON pointer (RFC 6901) from the fragment of a `$ref`: `#/components/schemas/Pet` names
/// the segments `components`, `schemas`, `Pet`.
struct JSONPointer: Hashable {
    /// The unescaped reference tokens, in order; empty for the whole document.
    let segments: [String]

    /// Parses a URI fragment (without `#`): percent-escapes are decoded first, as the fragment
    /// is part of a URI, then `~1` and `~0` within each token. `nil` for a fragment that is not
    /// a pointer, such as a 3.1 `$anchor` name.
    init?(fragment: String) {
        guard !fragment.isEmpty else {
            segments = []
            return
        }
        let decoded = fragment.contains("%") ? (fragment.removingPercentEncoding ?? fragment) : fragment
        guard decoded.hasPrefix("/") else { return nil }
        segments = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { token in
            token.contains("~") ? token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~") : String(token)
        }
    }

    /// The node the pointer names inside `root`, or `nil` when a segment is missing.
    func node(in root: YAMLNode) -> YAMLNode? {
        var node = root
        for segment in segments {
            switch node.content {
            case .mapping:
                guard let value = node.value(forKey: segment) else { return nil }
                node = value
            case .sequence(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                node = items[index]
            case .scalar:
                return nil
            }
        }
        return node
    }

    /// The name a component gets from its place: `Pet` for `/components/schemas/Pet`, and the
    /// meaningful segments joined for a place inside one (`/components/schemas/Pet/properties/kind`
    /// → `PetKind`); `nil` outside `components`.
    var componentName: String? {
        guard segments.count >= 3, segments[0] == "components" else { return nil }
        let meaningful = segments.dropFirst(2).filter { !Self.structuralTokens.contains($0) && !$0.contains("/") && Int($0) == nil }
        guard !meaningful.isEmpty else { return nil }
        return meaningful.map(SwiftNames.typeName).joined()
    }

    /// Whether the pointer names a whole component, `/components/<kind>/<name>`.
    var isComponent: Bool {
        segments.count == 3 && segments[0] == "components"
    }

    /// Keywords that only structure a document, left out of names made from a pointer.
    private static let structuralTokens: Set<String> = [
        "properties", "items", "allOf", "oneOf", "anyOf", "additionalProperties", "content", "schema",
        "not", "prefixItems",
    ]
}
