/// A declaration with its name blanked and its hash computed once: the key that finds
/// declarations repeated but for their names.
///
/// Hashing a whole model walks every property's strings; a dictionary keyed by the model itself
/// does that again for each lookup, insertion and resize. This key hashes it once and compares
/// models only when their hashes match.
struct DeclarationFingerprint: Hashable {
    /// The declaration without its name.
    let unnamed: TypeModel
    private let hash: Int

    /// The fingerprint of `type`.
    init(_ type: TypeModel) {
        unnamed = type.unnamed
        hash = unnamed.hashValue
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    static func == (lhs: DeclarationFingerprint, rhs: DeclarationFingerprint) -> Bool {
        lhs.hash == rhs.hash && lhs.unnamed == rhs.unnamed
    }
}
