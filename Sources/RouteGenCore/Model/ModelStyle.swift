/// How generated models are declared: whether their properties can be changed in place, and
/// which equality they offer beyond `Codable` and `Sendable`.
///
/// Both are opt-in because both cost every user's build: on an API of a thousand models,
/// settable properties (a setter and a modify accessor each) and synthesized `Hashable` each add
/// about a third to the debug build of the generated code. Models are immutable values by
/// default; a team that edits fetched models in place, or keeps them in sets, turns these on.
package struct ModelStyle: Sendable, Hashable {
    /// `var` properties instead of `let`.
    package var isMutable: Bool
    /// Synthesized `Equatable`.
    package var isEquatable: Bool
    /// Synthesized `Hashable` (and so `Equatable`).
    package var isHashable: Bool

    /// Immutable models with neither `Equatable` nor `Hashable` unless asked for.
    package init(mutable: Bool = false, equatable: Bool = false, hashable: Bool = false) {
        self.isMutable = mutable
        self.isEquatable = equatable
        self.isHashable = hashable
    }

    /// The protocols a generated struct or union conforms to, in declaration order.
    var conformances: [String] {
        ["Codable"] + (isHashable ? ["Hashable"] : isEquatable ? ["Equatable"] : []) + ["Sendable"]
    }
}
