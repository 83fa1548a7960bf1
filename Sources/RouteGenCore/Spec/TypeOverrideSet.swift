/// The run's ``TypeOverride``s (`--type-override`, `type-overrides:`), and the one rule of what
/// each matches and what replaces it, which both formats apply: an OpenAPI document to its
/// component keys while it is translated (``AppTypes``), so a replaced schema is never
/// translated and warns about nothing, and the type-override step to the models of every spec
/// by name (``TypeOverrides``), which then reports the overrides that replaced nothing.
///
/// An override matches the schema it names exactly (case matters, as in the specs); of several
/// naming one schema, the last given decides (`routegen.yml`'s come first, so the command line
/// wins). One whose type is no Swift type expression (``SwiftTypeName``) replaces nothing: it
/// is an error, and the schema is generated as if it were not named, so the error is the only
/// thing said about it and no such text reaches the generated code.
package struct TypeOverrideSet: Sendable, Hashable {
    /// The overrides in the order given.
    package var overrides: [TypeOverride]

    /// The overrides `overrides`, the last of several for one schema deciding.
    package init(_ overrides: [TypeOverride] = []) {
        self.overrides = overrides
    }

    /// Whether no override is given.
    package var isEmpty: Bool { overrides.isEmpty }

    /// The override deciding each schema named, the last given first: the order they are applied
    /// in (so an app type named like another override's schema is not replaced again) and
    /// reported in.
    var deciding: [TypeOverride] {
        var seen: Set<String> = []
        return overrides.reversed().filter { seen.insert($0.schema).inserted }
    }

    /// The app's type replacing the schema named `schema` (an OpenAPI component's key, or a
    /// model's name), whose name is written at `nameLocation`: as written, at the override's
    /// place, or at the schema's name for an override given without one. `nil` when no override
    /// names it, or the deciding one's type is no Swift type (``problems(replaced:names:)``).
    func replacement(of schema: String, nameAt nameLocation: SourceLocation) -> Located<String>? {
        guard let override = overrides.last(where: { $0.schema == schema }),
            TypeOverride.isValidSwiftType(override.swiftType)
        else { return nil }
        return Located(override.swiftType, at: override.location ?? nameLocation)
    }

    /// An error for each deciding override whose type is no Swift type, and for each other one
    /// naming none of the schemas `replaced` (by either format), with the nearest of `names`
    /// (the schemas of the specs); each where the override is written, in ``deciding`` order.
    func problems(replaced: Set<String>, names: [String]) -> [Diagnostic] {
        deciding.compactMap { override -> Diagnostic? in
            let location = override.location ?? .commandLine(column: 1)
            let option = location.isCommandLine ? "--type-override" : "type-overrides:"
            if let problem = SwiftTypeName.problem(override.swiftType) {
                return .error(
                    "\(option) \(SwiftText.stringLiteral(override.swiftType)) is not a Swift type of the app: \(problem); write one like Money, MyApp.Money, [String: Money] or Money?",
                    at: location)
            }
            guard !replaced.contains(override.schema) else { return nil }
            return .error(
                "\(option) \"\(override.schema)\" names no schema of the specs"
                    + Suggestion.didYouMean(override.schema, among: names),
                at: location)
        }
    }
}
