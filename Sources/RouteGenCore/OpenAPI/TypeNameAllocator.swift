/// Hands out the Swift type names of one API — namespace, models, `<Name>Route` and
/// `<Name>Auth` types — each unique and already in the form the model stage gives it.
///
/// OpenAPI names are free text (`api.v2010.account`, `Error`, `Data`); two of them may convert
/// to the same Swift name, or to one the generated code reserves. Validation would report such
/// a collision as an error, so the translator settles it here instead: reserved names get `Model`
/// appended, as the model stage does, then the first claimant keeps the name and later ones get
/// `2`, `3`….
struct TypeNameAllocator {
    private var taken: Set<String> = SwiftNames.reservedTypeNames
    /// The next number to try per base name, so many claims of one base stay linear.
    private var nextNumber: [String: Int] = [:]

    /// A unique type name made from `candidate`: converted to UpperCamelCase, `Model` appended
    /// to a reserved name, then a number appended until it is free.
    mutating func claim(_ candidate: String) -> String {
        let base = SwiftNames.declaredTypeName(candidate)
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
