/// Names the structs of response header fields several routes share after what the fields are:
/// the words all their names begin with (`RateLimitHeaders` for `X-RateLimit-Limit`,
/// `X-RateLimit-Remaining` and `X-RateLimit-Reset`, an `X-` prefix left out), else the first
/// field's (`ETagHeaders` for `ETag` and `Last-Modified`, `RateHeaders` for `X-Rate` and
/// `ETag`). A name another declaration of the namespace has gets a number.
struct SharedHeadersName {
    /// The namespace's names, and those claimed so far.
    private var taken: Set<String>

    init(taken: Set<String>) { self.taken = taken }

    /// A name for the struct of `fields`, unique in the namespace.
    mutating func claim(for fields: [PropertyModel]) -> String {
        let words = fields.map { Self.words($0.bareName) }
        var common = words.first ?? []
        for other in words.dropFirst() {
            let shared = zip(common, other).prefix { $0.lowercased() == $1.lowercased() }.count
            common = Array(common.prefix(shared))
        }
        if common.first?.lowercased() == "x" { common.removeFirst() }
        if common.isEmpty { common = words.first ?? [] }
        if common.count > 1, common.first?.lowercased() == "x" { common.removeFirst() }
        return NumberedName.claim(SwiftNames.typeName(fromWords: common) + "Headers", in: &taken)
    }

    /// The words of a member name, cut where a lower-case letter or digit meets an upper-case
    /// one: `xRateLimitLimit` → `x`, `Rate`, `Limit`, `Limit`; `xRequestID` → `x`, `Request`, `ID`.
    static func words(_ member: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousWasLower = false
        for character in member {
            if character.isUppercase, previousWasLower, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousWasLower = character.isLowercase || character.isNumber
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
