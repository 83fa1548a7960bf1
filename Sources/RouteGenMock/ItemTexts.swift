#if Server
import RouteGenCore

/// The JSON texts of a body of items, which RouteKitServer has read already (its framing and
/// each text's JSON checked), split again so the mock server checks each against the spec.
enum ItemTexts {
    /// The texts of `body` framed as `framing`: JSON Lines' non-blank lines (a CR before the LF
    /// dropped), a JSON text sequence's records (the LF after each dropped), in order.
    static func split(_ body: [UInt8], framing: RouteSpec.ItemFraming) -> [[UInt8]] {
        let separator: UInt8 = framing == .lines ? 0x0A : 0x1E
        return body.split(separator: separator, omittingEmptySubsequences: true).compactMap { text in
            var text = text
            while let last = text.last, last == 0x0A || last == 0x0D { text = text.dropLast() }
            return text.allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) } ? nil : Array(text)
        }
    }
}
#endif
