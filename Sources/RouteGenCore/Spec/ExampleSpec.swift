/// An example a spec documents for a value: OpenAPI's `example`, an entry of a schema's
/// `examples` list, or an Example object under `examples` (RouteGen's format writes the same
/// keys in the same places).
///
/// Examples are kept, with where each is written, so the model stage can check them against
/// their types (`Validate/ExampleCheck`) and later stages can build values, stubs and mock
/// responses from them; `convert` and `export-openapi` write them back.
package struct ExampleSpec: Sendable, Hashable {
    /// How the example was written, which decides how the writers write it back and how its
    /// path is named in a warning.
    package enum Place: Sendable, Hashable {
        /// `example: value`.
        case single
        /// The `index`th value of `examples: [a, b]` (a JSON Schema's list).
        case listed(Int)
        /// An Example object under `examples:`, by name.
        case named(Located<String>)
    }

    /// How the example was written.
    package var place: Place
    /// `summary:` of an Example object.
    package var summary: String?
    /// `description:` of an Example object.
    package var description: String?
    /// The value as data: `example`'s, a listed one, or an Example object's `value` or OpenAPI
    /// 3.2's `dataValue`; `nil` when the example only points elsewhere (`externalValue`) or
    /// only gives the serialized form.
    package var value: ExampleValue?
    /// The value was written as `dataValue` (OpenAPI 3.2), which a 3.2 export writes as such.
    package var isDataValue = false
    /// `serializedValue:` (OpenAPI 3.2): the value as it is sent, as text; not checked.
    package var serializedValue: String?
    /// `externalValue:`: where the value is, a URL RouteGen never fetches.
    package var externalValue: String?
    /// Where the example is written: its name, else its value.
    package var location: SourceLocation

    /// An example of `value` written as `place`.
    package init(place: Place, value: ExampleValue?, at location: SourceLocation) {
        self.place = place
        self.value = value
        self.location = location
    }

    /// How a warning names the example's value: `example`, `examples[1]`,
    /// `examples.ok.value` or `examples.ok.dataValue`.
    package var path: String {
        switch place {
        case .single: "example"
        case .listed(let index): "examples[\(index)]"
        case .named(let name): "examples.\(name.value).\(isDataValue ? "dataValue" : "value")"
        }
    }

    /// The example objects' keys `value` excludes (OpenAPI 3.2: `value` stands alone).
    package static let excludedBesideValue = ["dataValue", "serializedValue", "externalValue"]

    /// An Example object named `name` from its parts (each `nil` when not written), read alike
    /// in both formats. `value` beside one of ``excludedBesideValue`` is left out; the key it
    /// met is returned with where `value` is written, for the reader to report as its format does.
    package static func object(
        named name: Located<String>, summary: String?, description: String?, value: YAMLNode?,
        dataValue: YAMLNode?, serializedValue: String?, externalValue: String?
    ) -> (example: ExampleSpec, conflict: (key: String, at: SourceLocation)?) {
        var conflict: (key: String, at: SourceLocation)?
        var data: ExampleValue?
        if let dataValue {
            data = ExampleValue(dataValue)
        } else if let value, serializedValue == nil, externalValue == nil {
            data = ExampleValue(value)
        }
        if let value, data == nil || dataValue != nil {
            let met = dataValue != nil ? "dataValue" : serializedValue != nil ? "serializedValue" : "externalValue"
            conflict = (met, value.location)
        }
        var example = ExampleSpec(place: .named(name), value: data, at: name.location)
        example.isDataValue = dataValue != nil
        example.summary = summary
        example.description = description
        example.serializedValue = serializedValue
        example.externalValue = externalValue
        return (example, conflict)
    }
}

/// The examples of one response of a route, by the status they are written under: `200`,
/// `default`, a range such as `4XX`.
package struct ResponseExamplesSpec: Sendable, Hashable {
    /// The status as written: digits, `default` or a range (`2XX`).
    package var status: Located<String>
    /// The examples of its body.
    package var examples: [ExampleSpec]

    /// The examples `examples` of the response `status`.
    package init(status: Located<String>, examples: [ExampleSpec]) {
        self.status = status
        self.examples = examples
    }
}
