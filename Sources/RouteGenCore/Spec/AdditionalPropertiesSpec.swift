/// `additional:` of a struct model (OpenAPI's `additionalProperties` beside `properties`): the
/// JSON keys the model does not declare, kept in one dictionary member instead of dropped.
///
/// A model holding only such keys is no struct at all but a `[String: T]` type; this is for the
/// object that has named fields *and* open-ended ones (labels, metadata, vendor extensions).
package struct AdditionalPropertiesSpec: Sendable, Hashable {
    /// The name of the dictionary member as written, and where the spec asks for it (the
    /// `additional` key, so a collision with a declared field is reported there).
    package var name: Located<String>
    /// The type of each value; `JSONValue` for any JSON.
    package var valueType: TypeExpression
    /// `doc:` text of the member.
    package var doc: String?

    /// The member name a spec gets unless it chooses one.
    package static let defaultName = "additionalProperties"

    /// Creates the spec of a dictionary member.
    package init(name: Located<String>, valueType: TypeExpression, doc: String? = nil) {
        self.name = name
        self.valueType = valueType
        self.doc = doc
    }
}
