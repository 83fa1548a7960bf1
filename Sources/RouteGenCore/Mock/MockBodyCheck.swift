/// How the mock server checks a request's JSON body, or each item of a body of items, against
/// the spec: read as RouteGen reads a JSON description (libyaml, every number as written) and
/// checked by the rules examples are checked by (``ExampleCheck``), so a body the generated
/// client sends passes and one a server could not decode is refused, its first mismatch named
/// by its path (`.tags[1]: expected string, found number 3`).
package struct MockBodyCheck: Sendable {
    /// The models of the specs by name, which the body's type names.
    let models: [String: ModelSpec]
    /// The body's type, or the fields of a body declared in place.
    let expected: ExampleCheck.Expected

    /// The first mismatch of the JSON text `bytes` against the body's type, as `.path: problem`
    /// from the body's root (`: expected object, found array` for the root itself); `nil` when it
    /// matches, or when the text does not parse (the server's JSON decoding has refused such a
    /// body already, so this never stands in for it).
    package func mismatch(ofJSON bytes: [UInt8]) -> String? {
        guard let root = YAMLLoader.loadJSON(bytes, file: "request body").root else { return nil }
        return ExampleCheck.firstMismatch(of: ExampleValue(root), against: expected, models: models)
    }
}
