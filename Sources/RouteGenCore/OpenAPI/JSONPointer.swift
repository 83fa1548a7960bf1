/// A JSON pointer (RFC 6901) from the fragment of a `$ref`: `#/components/schemas/Pet` names
/// the segments `components`, `schemas`, `Pet`.
struct JSONPointer: Hashable {
    /// The unescaped reference tokens, in order; empty for the whole document.
    private(set) var segments: [String]

    /// Parses a URI fragment (without `#`): percent-escapes are decoded first, as the fragment
    /// is part of a URI, then `~1` and `~0` within each token. `nil` for a fragment that is not
    /// a pointer, such as a 3.1 `$anchor` name.
    init?(fragment: String) {
        guard !fragment.isEmpty else {
            segments = []
            return
        }
        let decoded = fragment.utf8.contains(UInt8(ascii: "%")) ? (Self.percentDecoded(fragment) ?? fragment) : fragment
        guard decoded.utf8.first == UInt8(ascii: "/") else { return nil }
        segments = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map { token in
            guard token.utf8.contains(UInt8(ascii: "~")) else { return String(token) }
            return String(token.replacing("~1", with: "/").replacing("~0", with: "~"))
        }
    }

    /// `text` with every `%XX` escape decoded; `nil` when an escape is malformed or the bytes
    /// are not UTF-8, as `removingPercentEncoding` answers.
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(HexDigits.value(of:)),
                let low = iterator.next().flatMap(HexDigits.value(of:))
            else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// The node the pointer names inside `root` and, when its last step is a mapping key, that
    /// key (where a named definition is written); `nil` when a segment is missing.
    func locate(in root: YAMLNode) -> (node: YAMLNode, key: YAMLNode?)? {
        var node = root
        var key: YAMLNode?
        for segment in segments {
            switch node.content {
            case .mapping(let pairs):
                guard let index = pairs.firstIndex(where: { $0.key.isScalar(segment) }) else { return nil }
                node = pairs[index].value
                key = pairs[index].key
            case .sequence(let items):
                guard let index = Int(segment), items.indices.contains(index) else { return nil }
                node = items[index]
                key = nil
            case .scalar:
                return nil
            }
        }
        return (node, key)
    }

    /// The pointer with the first segment that `root` lacks replaced by the closest key of the
    /// mapping where it is missing (``Suggestion``), when the pointer then names a node: what a
    /// reference that points at nothing most likely meant (`…/OnePrivateUsr` → `…/OnePrivateUser`).
    func nearest(in root: YAMLNode) -> JSONPointer? {
        var node = root
        for (index, segment) in segments.enumerated() {
            guard let pairs = node.mapping else { return nil }
            guard let pair = pairs.first(where: { $0.key.isScalar(segment) }) else {
                guard let closest = Suggestion.closest(to: segment, among: pairs.compactMap(\.key.scalar?.value)) else {
                    return nil
                }
                var nearest = self
                nearest.segments[index] = closest
                return nearest.locate(in: root) == nil ? nil : nearest
            }
            node = pair.value
        }
        return nil
    }

    /// The pointer as a URI fragment, without `#`: `/components/schemas/Pet`, with `~` and `/`
    /// inside a segment escaped as `~0` and `~1`.
    var fragment: String {
        segments.map { "/" + $0.replacing("~", with: "~0").replacing("/", with: "~1") }.joined()
    }

    /// The name a definition gets from its place: `Pet` for `/components/schemas/Pet` or
    /// `/$defs/Pet`, and the meaningful segments joined for a place inside one
    /// (`/components/schemas/Pet/properties/kind` → `PetKind`); `nil` elsewhere, such as
    /// inside `paths`.
    var componentName: String? {
        let named: ArraySlice<String>
        if segments.count >= 3, segments[0] == "components" {
            named = segments.dropFirst(2)
        } else if segments.count >= 2, Self.definitionTokens.contains(segments[0]) {
            named = segments.dropFirst(1)
        } else {
            return nil
        }
        let meaningful = named.filter { !Self.structuralTokens.contains($0) && !$0.contains("/") && Int($0) == nil }
        guard !meaningful.isEmpty else { return nil }
        return meaningful.map(SwiftNames.typeName).joined()
    }

    /// Whether the pointer names a definition of a JSON Schema, `/$defs/<name>` or
    /// `/definitions/<name>`, or a place inside one.
    var isIntoDefinitions: Bool {
        segments.count >= 2 && Self.definitionTokens.contains(segments[0])
    }

    /// Whether the pointer names a whole definition: `/components/<kind>/<name>`, `/$defs/<name>`.
    var isComponent: Bool {
        (segments.count == 3 && segments[0] == "components")
            || (segments.count == 2 && Self.definitionTokens.contains(segments[0]))
    }

    /// Top-level keys under which JSON Schema files keep named definitions.
    static let definitionTokens: Set<String> = ["$defs", "definitions"]

    /// Keywords that only structure a document, left out of names made from a pointer.
    private static let structuralTokens: Set<String> = [
        "properties", "items", "allOf", "oneOf", "anyOf", "additionalProperties", "content", "schema",
        "not", "prefixItems",
    ]
}
