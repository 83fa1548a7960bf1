/// Component schemas the app replaces by types of its own (``TypeOverride``): those whose key a
/// `--type-override` names, and those with an `x-swift-type`.
///
/// Such a schema is not a model and not inlined: every `$ref` to it is the app's type, whatever
/// its shape — an object, an enum, or a `string` with a `format` the app has a type for (an ID).
/// A `--type-override` wins over the document's `x-swift-type`, as the user's choice.
struct AppTypes {
    /// The overridden components by schema node: the component's key and the app's type, where
    /// it is written (the `x-swift-type` value, the `routegen.yml` line, or the component's key
    /// for `--type-override`).
    private var byNode: [SourceLocation: (schema: String, swiftType: Located<String>)] = [:]

    /// The overrides the document applied, by the component's key: the spec's ``SpecFile/typeOverrides``.
    var applied: [String: Located<String>] {
        Dictionary(byNode.values.map { ($0.schema, $0.swiftType) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether the component `name` (its key written at `key`, its schema `node`) is replaced by
    /// an app type, by `overrides` (`--type-override`, matched by ``TypeOverrideSet``'s rule, as
    /// for a model of either format) or its `x-swift-type`, which is then recorded; a malformed
    /// `x-swift-type` is an error where it is written (a malformed override, after translation,
    /// by ``TypeOverrides``).
    mutating func declare(
        _ name: String, key: SourceLocation, node: YAMLNode, overrides: TypeOverrideSet, options: OpenAPIOptions,
        log: inout OpenAPIDiagnostics
    ) -> Bool {
        if let type = overrides.replacement(of: name, nameAt: key) {
            byNode[node.location] = (name, type)
            return true
        }
        guard let written = node.value(forKey: "x-swift-type") else { return false }
        guard options.readsSwiftTypes else {
            log.warn(
                .swiftType,
                "x-swift-type cannot be expressed in RouteGen's format: \(name) is converted as a model; "
                    + "type-overrides: in routegen.yml (--type-override) replaces it again when generating from the converted spec",
                at: written.location)
            return false
        }
        guard let type = written.scalar?.value, TypeOverride.isValidSwiftType(type) else {
            log.error(
                "expected \"x-swift-type\" to name a Swift type of the app, like Money or MyApp.Money, found "
                    + (written.scalar.map { "\"\($0.value)\"" } ?? written.kindName), at: written.location)
            return false
        }
        byNode[node.location] = (name, Located(type, at: written.location))
        return true
    }

    /// The app's type standing for the schema `node`, if it is an overridden component.
    func swiftType(of node: YAMLNode) -> Located<String>? {
        byNode[node.location]?.swiftType
    }
}
