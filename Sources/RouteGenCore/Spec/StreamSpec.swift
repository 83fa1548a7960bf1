#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A route's `stream:` as written: its success response is a stream of elements, framed as
/// Server-Sent Events (`events`), JSON Lines (`lines`), a JSON text sequence (`sequence`) or the
/// parts of a `multipart/mixed` body (`parts`).
///
/// `stream: events ChatChunk` is the short form; the long form adds the data that ends an event
/// stream: `stream: { events: ChatChunk, until: "[DONE]" }` (`until: null` for none).
package struct StreamSpec: Sendable, Hashable {
    /// How the elements are framed, by the word the spec uses for it.
    package enum Format: String, Sendable, Hashable, CaseIterable {
        /// `text/event-stream`: each event's data is an element.
        case events
        /// JSON Lines (`application/jsonl`, `application/x-ndjson`): each line is an element.
        case lines
        /// A JSON text sequence (`application/json-seq`): each text is an element.
        case sequence
        /// `multipart/mixed`: each part's body is an element.
        case parts
    }

    /// The data of the event that ends an event stream.
    package enum Terminator: Sendable, Hashable {
        /// Not written: RouteKit's default for event streams, `[DONE]`.
        case standard
        /// `until: "TEXT"`.
        case text(String)
        /// `until: null`: only the end of the response ends the stream.
        case none
    }

    /// How the elements are framed.
    package var format: Format
    /// The type of one element; `ServerSentEvent` for the events as they are.
    package var element: TypeExpression
    /// `until:` — only for `events`.
    package var terminator: Terminator
    /// Where `stream:` is written.
    package var location: SourceLocation
    /// `prefix:` — only for `parts`: the first parts, each of its own type and media type; the
    /// element is then a generated enum with a case per prefix part and `item` for the rest,
    /// whose type is ``element``.
    package var prefix: [StreamPartSpec] = []
    /// The media type of the parts after the prefix, `parts: { type: T, contentType: … }`;
    /// `nil` for the one ``StreamPartSpec/defaultContentType(of:)`` gives.
    package var elementContentType: Located<String>?

    /// A `stream:` entry.
    package init(format: Format, element: TypeExpression, terminator: Terminator = .standard, location: SourceLocation)
    {
        self.format = format
        self.element = element
        self.terminator = terminator
        self.location = location
    }

    /// The element type that stands for the events themselves, RouteKit's `ServerSentEvent`.
    package static let rawEventType = "ServerSentEvent"

    /// Every type the stream names: its element's (the parts' after a prefix) and the prefix
    /// parts'.
    package var types: [TypeExpression] { [element] + prefix.map(\.type) }

    /// The stream with every name in its types changed by `transform`.
    func mappingTypeNames(_ transform: (String) -> String) -> StreamSpec {
        var stream = self
        stream.element = element.mappingNames(transform)
        for index in stream.prefix.indices {
            stream.prefix[index].type = prefix[index].type.mappingNames(transform)
        }
        return stream
    }
}

/// One of the first parts of a `parts` stream, by position (`prefix:` of `stream:`; OpenAPI
/// 3.2's `prefixEncoding`): the case of the stream's element enum it is, its value's type and
/// media type.
package struct StreamPartSpec: Sendable, Hashable {
    /// How a part's body becomes its case's value.
    package enum Reading: Sendable, Hashable {
        /// JSON-decoded into the type.
        case json
        /// The body's UTF-8 text, a `String`.
        case text
        /// The bytes, `Data`.
        case bytes
    }

    /// The case name as written (converted to a Swift case name later).
    package var name: Located<String>
    /// The type of the case's value.
    package var type: TypeExpression
    /// `contentType:` as written; `nil` for the one ``defaultContentType(of:)`` gives.
    package var contentType: Located<String>?

    /// A prefix part.
    package init(name: Located<String>, type: TypeExpression, contentType: Located<String>? = nil) {
        self.name = name
        self.type = type
        self.contentType = contentType
    }

    /// The case name of the parts after the prefix.
    package static let itemCase = "item"

    /// The media type a part of `type` is sent as when the spec names none: `Data` bytes are
    /// `application/octet-stream`, a `String` is `text/plain`, anything else JSON.
    package static func defaultContentType(of type: TypeExpression) -> String {
        switch type {
        case .named(let name) where name.value == "Data": "application/octet-stream"
        case .named(let name) where name.value == "String": "text/plain"
        default: "application/json"
        }
    }

    /// How a part of `type` and `contentType` is read: `Data` as bytes, a `String` of a media
    /// type that is not JSON as text, anything else as JSON.
    package static func reading(of type: TypeExpression, contentType: String) -> Reading {
        switch type {
        case .named(let name) where name.value == "Data": .bytes
        case .named(let name) where name.value == "String" && !isJSON(contentType): .text
        default: .json
        }
    }

    /// Whether `mediaType` (parameters aside) is JSON: `application/json` or a `+json` type.
    package static func isJSON(_ mediaType: String) -> Bool {
        let type = mediaType.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)[0]
            .trimmingCharacters(in: .whitespaces).lowercased()
        return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
    }
}
