/// What an inline schema's model is named after: the model it is nested in, if any, and the name
/// its place suggests (a property's, a list's element, a union member's).
///
/// A schema written inside a model becomes a type nested in it, so its name says only what the
/// parent does not: the property `owner` of `Pet` gives `Pet.Owner`, not `PetOwner`. Schemas of
/// a route (its body, response, parameters) have no model to live in and stay at the top level
/// under the route's name (`ListPetsResponse`).
struct TypeNameHint {
    /// The full name of the model the type is nested in (`Pet`, `Pet.Owner`); `nil` at the top.
    var parent: String?
    /// The name the place suggests, as written (`owner`, `ListPetsResponse`).
    var name: String
    /// A name to try before the fallbacks when `name` is taken: the `…Item` of a list whose
    /// element took the singular (`Stores` → `Store`, else `StoresItem`).
    var alternative: String?

    /// A top-level name.
    init(_ name: String) {
        self.name = name
    }

    /// A name nested in `parent`.
    init(_ name: String, in parent: String) {
        self.parent = parent
        self.name = name
    }

    /// The hint of a list's element: the singular of a plural name (`VectorStores` →
    /// `VectorStore`), else the name with `Item` appended.
    var element: TypeNameHint {
        var hint = self
        let typeName = SwiftNames.typeName(name)
        if let singular = SwiftNames.singular(typeName) {
            hint.name = singular
            hint.alternative = typeName + "Item"
        } else {
            hint.name = typeName + "Item"
            hint.alternative = nil
        }
        return hint
    }

    /// The hint of a dictionary's value: the name with `Value` appended.
    var value: TypeNameHint {
        var hint = self
        hint.name = SwiftNames.typeName(name) + "Value"
        hint.alternative = nil
        return hint
    }
}
