/// Hands out unique lowerCamelCase names in one Swift scope: the properties of a struct, the
/// cases of an enum, the parameters of a route, the route factories.
///
/// The model stage reports two spec names that convert to the same Swift name (`self-harm` and
/// `self_harm`) as a collision; the translator makes them unique first. Every name returned is
/// a fixed point of ``SwiftNames/memberName(_:)``, so the model stage keeps it as it is. A
/// name without lower-case letters is lowered first, so `X-EARLY-ACCESS` reads `xEarlyAccess`
/// rather than `xEARLYACCESS`.
struct MemberNameAllocator {
    private var taken: Set<String>
    /// The next number to try per base name, so many claims of one base stay linear.
    private var nextNumber: [String: Int] = [:]

    /// A scope in which `reserved` are already taken (such as `body` in a route with a body).
    init(reserved: Set<String> = []) {
        taken = reserved
    }

    /// A unique member name made from `candidate`; on collision `alternative` (a longer name,
    /// such as `idQuery` for a query parameter named like a path parameter) is tried, then
    /// numbers are appended.
    mutating func claim(_ candidate: String, alternative: String? = nil) -> String {
        let base = Self.convert(candidate)
        if taken.insert(base).inserted { return base }
        if let alternative {
            let longer = Self.convert(alternative)
            if taken.insert(longer).inserted { return longer }
        }
        var number = nextNumber[base] ?? 2
        while true {
            let name = SwiftNames.memberName(base + String(number))
            number += 1
            if taken.insert(name).inserted {
                nextNumber[base] = number
                return name
            }
        }
    }

    /// The member name of `name`, lowered first when it has no lower-case letter.
    private static func convert(_ name: String) -> String {
        SwiftNames.memberName(hasLowercaseLetter(name) ? name : name.lowercased())
    }

    /// Whether `name` has a lower-case letter; ASCII text is checked on its bytes, without
    /// looking up Unicode properties.
    private static func hasLowercaseLetter(_ name: String) -> Bool {
        if name.isAllASCII {
            return name.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
        }
        return name.unicodeScalars.contains(where: \.properties.isLowercase)
    }

    /// Marks `name`, already a member name, as taken.
    mutating func reserve(_ name: String) {
        taken.insert(name)
    }
}
