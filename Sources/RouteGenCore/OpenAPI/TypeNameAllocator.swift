/// Hands out the Swift type names of one API — namespace, models, `<Name>Route` and
/// `<Name>Auth` types — each unique and already in the form the model stage gives it.
///
/// OpenAPI names are free text (`api.v2010.account`, `Error`, `Data`); two of them may convert
/// to the same Swift name, or to one the generated code reserves. Validation would report such
/// a collision as an error, so the translator settles it here instead: the first claimant keeps
/// the name, later ones get `2`, `3`…, and reserved names get `Model` appended.
struct TypeNameAllocator {
    /// Names the generated code declares or refers to itself, plus the built-in `JSONValue`.
    private static let reserved = SwiftNames.reservedTypeNames.union(["JSONValue"])

    private var taken: Set<String> = TypeNameAllocator.reserved
    /// The next number to try per base name, so many claims of one base stay linear.
    private var nextNumber: [String: Int] = [:]

    /// A unique type name made from `candidate`: converted to UpperCamelCase, `Model` appended
    /// to a reserved name, then a number appended until it is free.
    mutating func claim(_ candidate: String) -> String {
        var base = SwiftNames.typeName(candidate)
        if base.hasSuffix("_"), Self.reserved.contains(String(base.dropLast())) {
            base = String(base.dropLast()) + "Model"
        }
        var name = base
        var number = nextNumber[base] ?? 2
        while taken.contains(name) {
            name = base + String(number)
            number += 1
        }
        nextNumber[base] = number
        taken.insert(name)
        return name
    }

    /// Whether `name` is used already.
    func isTaken(_ name: String) -> Bool {
        taken.contains(name)
    }

    /// Marks a name as used without converting it: a name the model stage derives from another
    /// one (`<Name>Route` from a route name).
    mutating func reserve(_ name: String) {
        taken.insert(name)
    }
}
