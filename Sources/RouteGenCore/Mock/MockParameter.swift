/// A value a mocked operation reads from the request — a path parameter, a query item, a
/// header, a form or multipart field — and what it must be, so the mock server answers a
/// request the generated server would refuse as that server does (`400 query parameter page
/// has an invalid value`).
package struct MockParameter: Sendable, Hashable {
    /// Where it is read, as RouteKitServer reads it.
    package enum Place: Sendable, Hashable {
        case path, query, header, formField, multipartField
        /// The whole query string as one value (OpenAPI 3.2's `in: querystring`).
        case queryString
    }

    /// How its text is read.
    package enum Reading: Sendable, Hashable {
        /// Text of `scalar`, an array's elements one item each, or one item joined by `delimiter`
        /// (the case names are RouteKit's `QueryDelimiter`'s).
        case text(MockScalar, isArray: Bool, delimiter: String?)
        /// JSON text (a parameter of `content: application/json`, a JSON multipart part).
        case json(isArray: Bool)
        /// Bracketed query items (`filter[state]=open`).
        case deepObject
        /// Form items, or a query string's whole text.
        case whole
        /// A multipart file part.
        case file(isArray: Bool)
    }

    /// Where it is read.
    package var place: Place
    /// Its name on the wire (`per_page`, `X-Request-ID`; a path placeholder's name).
    package var name: String
    /// How its text is read.
    package var reading: Reading
    /// Whether a request without it is refused: it is not optional and has no default.
    package var isRequired: Bool
    /// How an answer names it, as the generated server does (`query parameter per_page`).
    package var what: String
}

/// What one text value must be.
package enum MockScalar: Sendable, Hashable {
    /// A built-in scalar (`Int64`, `UUID`, `Date`…).
    case builtin(BuiltinType)
    /// One of an enum's values; any value of an open enum.
    case enumeration(values: [String], isOpen: Bool)
    /// Any text: a union of scalars, or an app's own type.
    case any
}
