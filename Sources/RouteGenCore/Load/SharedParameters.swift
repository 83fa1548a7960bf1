/// Fills in every `name: $shared` field of the API's routes from the `parameters:` of any of its
/// spec files: the last step of loading, which needs every file, so the model stage runs it
/// first and nothing after it sees a reference.
///
/// A use takes the shared parameter whole — type, default, doc, query style — under the
/// route's own name for it; the wire name stays the shared parameter's (its `key:`, else its
/// name), so `pageSize: $page_size` is `pageSize` in Swift and `page_size` on the wire.
package enum SharedParameters {
    /// Resolves the references of `files` in place; reports duplicate shared parameters, unknown
    /// ones (with the closest name) and uses where their form does not fit. An unresolved field
    /// is dropped, after its error.
    package static func resolve(_ files: inout [SpecFile]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var shared: [String: FieldSpec] = [:]
        for file in files {
            for parameter in file.parameters {
                if let first = shared[parameter.name.value] {
                    diagnostics.append(
                        .error(
                            "duplicate shared parameter \"\(parameter.name.value)\" (first at \(first.name.location)): shared parameters are unique across the API's spec files",
                            at: parameter.name.location))
                } else {
                    shared[parameter.name.value] = parameter
                }
            }
        }
        guard files.contains(where: { file in file.routes.contains { $0.usesSharedParameters } }) else {
            return diagnostics
        }
        let names = shared.keys.sorted()
        for fileIndex in files.indices {
            for routeIndex in files[fileIndex].routes.indices {
                var route = files[fileIndex].routes[routeIndex]
                guard route.usesSharedParameters else { continue }
                route.pathParameters = resolve(
                    route.pathParameters, place: .path, shared: shared, names: names, diagnostics: &diagnostics)
                route.query = resolve(
                    route.query, place: .query, shared: shared, names: names, diagnostics: &diagnostics)
                route.headers = resolve(
                    route.headers, place: .header, shared: shared, names: names, diagnostics: &diagnostics)
                files[fileIndex].routes[routeIndex] = route
            }
        }
        return diagnostics
    }

    /// Where a shared parameter is used, for the checks that depend on it.
    private enum Place: String {
        case path = "a path parameter"
        case query = "a query parameter"
        case header = "a header"
    }

    private static func resolve(
        _ fields: [FieldSpec], place: Place, shared: [String: FieldSpec], names: [String],
        diagnostics: inout [Diagnostic]
    ) -> [FieldSpec] {
        fields.compactMap { field in
            guard let reference = field.reference else { return field }
            guard let parameter = shared[reference.value] else {
                let hint =
                    names.isEmpty
                    ? "; declare it under \"parameters:\" at the top of a spec, e.g. \"parameters: { \(reference.value): { type: Int, key: \(reference.value) } }\""
                    : Suggestion.didYouMean(reference.value, among: names)
                diagnostics.append(
                    .error("unknown shared parameter \"$\(reference.value)\"" + hint, at: reference.location))
                return nil
            }
            let wireName = parameter.key ?? parameter.name.value
            if place != .query, parameter.style != nil {
                diagnostics.append(
                    .error(
                        "shared parameter \"\(reference.value)\" has a query style, but is used as \(place.rawValue): styles apply only to query parameters",
                        at: reference.location))
                return nil
            }
            if place == .header, let problem = HeaderName.problem(wireName) {
                diagnostics.append(
                    .error(
                        "shared parameter \"\(reference.value)\" is used as a header: \(problem)",
                        at: reference.location))
                return nil
            }
            var resolved = parameter
            resolved.name = field.name
            resolved.key = wireName == field.name.value ? nil : wireName
            return resolved
        }
    }
}

extension RouteSpec {
    /// Whether a path parameter, query parameter or header is still a `$shared` reference.
    var usesSharedParameters: Bool {
        (pathParameters + query + headers).contains { $0.reference != nil }
    }
}
