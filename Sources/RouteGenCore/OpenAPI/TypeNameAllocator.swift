/// Hands out the Swift type names of one API — namespace, models, `<Name>Route` and
/// `<Name>Auth` types, and the types nested in models — each unique and already in the form the
/// model stage gives it.
///
/// OpenAPI names are free text (`api.v2010.account`, `Error`, `Data`); two of them may convert
/// to the same Swift name, or to one the generated code reserves. Validation would report such
/// a collision as an error, so the translator settles it here instead: reserved names get `Model`
/// appended, as the model stage does, then the first claimant keeps the name and later ones get
/// `2`, `3`….
///
/// A nested type (`CreateAssistantRequest.ToolResources`) only needs to be unique in its parent:
/// where it takes a top-level type's name, the model stage spells that type from the namespace.
struct TypeNameAllocator {
    private var taken: Set<String> = SwiftNames.reservedTypeNames
    /// The next number to try per base name, so many claims of one base stay linear.
    private var nextNumber: [String: Int] = [:]
    /// The names taken inside each parent, by the parent's full name.
    private var nestedTaken: [String: Set<String>] = [:]
    /// The API namespace, which generated code spells hidden types from: no nested type takes it.
    private var namespace: String?
    /// Route and scheme types, which a route's body names unqualified (`typealias Scheme =
    /// ApiKeyAuth`): no nested type takes them either.
    private var derived: Set<String> = []

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

    /// The full name of the type `hint` suggests: ``claim(_:)`` at the top level, where a taken
    /// name tries the hint's alternative before numbers, else ``claim(_:in:alternative:)``.
    mutating func claim(_ hint: TypeNameHint) -> String {
        if let parent = hint.parent { return claim(hint.name, in: parent, alternative: hint.alternative) }
        if let alternative = hint.alternative, isTaken(SwiftNames.declaredTypeName(hint.name)),
            !isTaken(SwiftNames.declaredTypeName(alternative))
        {
            return claim(alternative)
        }
        return claim(hint.name)
    }

    /// A unique name for a type nested in `parent` (a full name, `Pet` or `Pet.Owner`), made from
    /// `candidate`; the full name is returned (`Pet.Owner.Address`). A name reserved inside types
    /// (`Type`, `Item`, `DiscriminatorKey`) gets `Model` appended; one taken in the parent gives
    /// way to `alternative`, then numbers are appended.
    mutating func claim(_ candidate: String, in parent: String, alternative: String? = nil) -> String {
        let scope = nestedTaken[parent] ?? []
        var base = SwiftNames.nestedTypeName(candidate)
        if scope.contains(base), let alternative, !scope.contains(SwiftNames.nestedTypeName(alternative)) {
            base = SwiftNames.nestedTypeName(alternative)
        }
        var name = base
        var number = 2
        while scope.contains(name) || name == namespace || derived.contains(name) {
            name = base + String(number)
            number += 1
        }
        nestedTaken[parent, default: []].insert(name)
        return parent + "." + name
    }

    /// Whether `name` is used already at the top level.
    func isTaken(_ name: String) -> Bool {
        taken.contains(name)
    }

    /// Marks the API namespace's name as used, at the top level and in every type.
    mutating func reserveNamespace(_ name: String) {
        taken.insert(name)
        namespace = name
    }

    /// Marks a name as used without converting it: a name the model stage derives from another
    /// one (`<Name>Route` from a route name).
    mutating func reserve(_ name: String) {
        taken.insert(name)
        derived.insert(name)
    }
}
