/// `parameters:` and the `name: $shared` fields that use them.
extension SpecReader {
    /// The file's `parameters:`: fields in any form, with `style:` for those used in a query
    /// and `contentType:` for a query parameter or header sent as JSON. A shared parameter
    /// cannot stand for another one.
    mutating func readSharedParameters(_ node: YAMLNode) -> [FieldSpec] {
        readFields(node, what: "\"parameters\"", allowsStyle: true, allowsContentType: true)
    }

    /// `name: $shared` in a route's path, query or headers: a field that ``SharedParameters``
    /// fills in from `parameters:` once every file of the API is loaded. Anywhere else, and
    /// for a `$` without a name, an error saying where it may go.
    mutating func readReference(_ name: Located<String>, _ text: String, node: YAMLNode, allowed: Bool) -> FieldSpec? {
        let reference = String(text.dropFirst())
        guard !reference.isEmpty else {
            diagnostics.append(
                .error(
                    "expected a shared parameter's name after \"$\", like \"\(name.value): $\(name.value)\"",
                    at: node.location))
            return nil
        }
        guard allowed else {
            diagnostics.append(
                .error(
                    "\"\(name.value): \(text)\" uses a shared parameter, which only a route's \"path\", \"query\" and \"headers\" can; write the field's type here",
                    at: node.location))
            return nil
        }
        let located = Located(reference, at: offset(node, by: 1))
        var field = FieldSpec(name: name, type: .named(located))
        field.reference = located
        return field
    }
}
