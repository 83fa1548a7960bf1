/// How one route parameter travels, as the spec describes it: where it goes, whether its value
/// is text, JSON text or a deepObject's bracketed items, and how an array's items are joined.
///
/// The client's call that sends the parameter and the generated server's expression that reads
/// it back are both spelled from this one value, in one place (Render/ParameterSpelling.swift),
/// so the two sides cannot drift apart, and neither is worked out again from the other's Swift
/// text.
package struct ParameterEncoding: Sendable, Hashable {
    /// Where the parameter goes.
    package enum Place: Sendable, Hashable {
        case path, query, header, formField
        /// The whole query string, as one value (OpenAPI 3.2's `in: querystring`).
        case queryString
        /// A multipart part holding the value as text.
        case multipartText
        /// A multipart part holding the value as JSON.
        case multipartJSON
        /// A multipart file part, with the part's content type when the spec gives one.
        case multipartFile(contentType: String?)
    }

    /// How the value is written.
    package enum Value: Sendable, Hashable {
        /// As text, an array as one item each (or joined, with a ``Delimiter``).
        case text
        /// As JSON text (OpenAPI's `content: application/json` on a query parameter or header).
        case json
        /// One bracketed query item per property or entry (`filter[state]=open`).
        case deepObject
        /// One form item per property or entry, arrays repeated (`state=open&tag=a&tag=b`): a
        /// querystring parameter of `application/x-www-form-urlencoded` content.
        case form
    }

    /// What joins an array's items into one query value (`style: form` unexploded, `spaceDelimited`,
    /// `pipeDelimited`); the case names are `RequestParts.QueryDelimiter`'s.
    package enum Delimiter: String, Sendable, Hashable {
        case comma, space, pipe
    }

    package var place: Place
    package var value: Value = .text
    package var delimiter: Delimiter? = nil
}
