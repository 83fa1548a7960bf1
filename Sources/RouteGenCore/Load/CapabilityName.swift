/// The check on a name in `capabilities:` (or `x-routegen-capabilities`): it is written into a
/// route struct's conformance list as it is, so it must be a Swift type name — identifiers
/// joined by dots (`IdempotentRoute`, `MyApp.AuditedRoute`), none of them a keyword — or the
/// generated code would not compile, or would mean something else.
enum CapabilityName {
    /// Whether `name` may stand in a conformance list.
    static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
            return !SwiftNames.keywords.contains(String(part))
                && part.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
        }
    }
}
