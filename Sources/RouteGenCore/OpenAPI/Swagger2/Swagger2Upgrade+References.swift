/// `$ref`s: 2.0's sections moved under `components`, so every pointer into them moves too, in
/// the document and in the files it references (``Swagger2FragmentLoader``).
extension Swagger2Upgrade {
    /// `node` with every `$ref` pointing where the upgrade put its target; a reference to a body
    /// parameter points at its request body.
    static func rewritingReferences(_ node: YAMLNode, bodies: Set<String>) -> YAMLNode {
        switch node.content {
        case .scalar: return node
        case .sequence(let items):
            return .upgradedSequence(items.map { rewritingReferences($0, bodies: bodies) }, at: node.location)
        case .mapping(let pairs):
            return node.withPairs(
                pairs.map { pair in
                    if pair.keyText == "$ref", var scalar = pair.value.scalar {
                        scalar.value = reference(scalar.value, bodies: bodies)
                        return YAMLPair(
                            key: pair.key, value: YAMLNode(content: .scalar(scalar), location: pair.value.location))
                    }
                    return YAMLPair(key: pair.key, value: rewritingReferences(pair.value, bodies: bodies))
                })
        }
    }

    /// The 3.0 reference of the 2.0 reference `text` (`other.yaml#/definitions/Pet` →
    /// `other.yaml#/components/schemas/Pet`); any other reference as it is.
    static func reference(_ text: String, bodies: Set<String>) -> String {
        guard let hash = text.firstIndex(of: "#") else { return text }
        let file = text[..<hash]
        let pointer = text[text.index(after: hash)...]
        let moves = [
            ("/definitions/", "/components/schemas/"), ("/parameters/", "/components/parameters/"),
            ("/responses/", "/components/responses/"),
        ]
        for (old, new) in moves where pointer.hasPrefix(old) {
            let rest = pointer.dropFirst(old.count)
            if old == "/parameters/", file.isEmpty, bodies.contains(String(rest)) {
                return "#/components/requestBodies/\(rest)"
            }
            return "\(file)#\(new)\(rest)"
        }
        return text
    }
}
