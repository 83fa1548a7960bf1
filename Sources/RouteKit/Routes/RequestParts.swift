import Foundation

/// The typed values of one request, collected from a route before they become a `URLRequest`.
///
/// Generated routes call the overloads below with their stored properties; each overload turns
/// one Swift type into its wire text in exactly one place, so every route encodes a `Date` or
/// an array the same way. Optional values that are `nil` are left out.
public struct RequestParts: Sendable {
    /// Values for the `{name}` placeholders of the path template, already converted to text (a
    /// list's elements joined by commas).
    public private(set) var pathParameters: [String: String] = [:]
    /// The elements of the placeholders that hold a list, by name: each is percent-encoded on
    /// its own and joined by a literal comma, so a comma inside one stays apart.
    private(set) var pathLists: [String: [String]] = [:]
    /// Query items in declaration order, as a server reads them once decoded: arrays appear once
    /// per element (`tag=a&tag=b`), or once with their elements joined in a delimited style
    /// (`tag=a|b`).
    public var queryItems: [(name: String, value: String)] {
        queryParts.map { part in
            (part.name, part.isEncoded ? (part.value.removingPercentEncoding ?? part.value) : part.value)
        }
    }
    /// Query items as they are stored: text to percent-encode, or, for a delimited style, a
    /// value percent-encoded already, whose delimiters must stay apart from the same characters
    /// inside its elements.
    private(set) var queryParts: [(name: String, value: String, isEncoded: Bool)] = []
    /// The whole query string, percent-encoded, when a querystring parameter of JSON or text
    /// content sets it; the request then has no query items.
    private(set) var wholeQuery: String?
    /// Header fields in declaration order.
    public private(set) var headers: [(name: String, value: String)] = []
    /// The request body.
    public private(set) var body: RequestBody = .none
    /// The media type a ``RequestBody/json(_:)`` body is labelled with when it is not
    /// `application/json`: what ``jsonBody(_:contentType:)`` was given.
    public private(set) var jsonContentType: String?
    /// Why a value could not be turned into request parts (a `deepObject` or JSON parameter
    /// whose `encode(to:)` threw); the request then fails with `RouteError.encodingFailed`.
    public private(set) var encodingFailure: String?

    /// Creates an empty set of parts.
    public init() {}

    // MARK: Path

    /// Sets the value of the `{name}` placeholder.
    @inlinable
    public mutating func path(_ name: String, _ value: some ParameterValue) {
        setPath(name, Self.text(of: value))
    }

    /// Sets the `{name}` placeholder to the elements joined by commas, OpenAPI's `simple` style
    /// (`/items/1,2,3`); each element is percent-encoded on its own, a comma in it too.
    @inlinable
    public mutating func path(_ name: String, _ values: [some ParameterValue]) {
        setPathList(name, values.map { Self.text(of: $0) })
    }

    // MARK: Query

    /// Adds a query item, or nothing when `value` is `nil`.
    @inlinable
    public mutating func query(_ name: String, _ value: (some ParameterValue)?) {
        if let value { appendQuery(name, Self.text(of: value)) }
    }

    /// Adds one query item per element (`name=a&name=b`), or nothing when `values` is `nil`.
    @inlinable
    public mutating func query(_ name: String, _ values: [some ParameterValue]?) {
        for value in values ?? [] { appendQuery(name, Self.text(of: value)) }
    }

    // MARK: Headers

    /// Adds a header field, or nothing when `value` is `nil`.
    @inlinable
    public mutating func header(_ name: String, _ value: (some ParameterValue)?) {
        if let value { appendHeader(name, Self.text(of: value)) }
    }

    /// Adds a header field whose value is the elements joined by commas (RFC 9110 §5.3).
    @inlinable
    public mutating func header(_ name: String, _ values: [some ParameterValue]?) {
        if let values { appendHeader(name, values.map { Self.text(of: $0) }.joined(separator: ",")) }
    }

    // The parameter methods above are inlinable so that `text(of:)` is specialized for each
    // value's type where generated code calls them: no dynamic casts per request. They store
    // through these, which keep the properties' setters private.

    @usableFromInline
    mutating func setPath(_ name: String, _ text: String) {
        pathParameters[name] = text
    }

    @usableFromInline
    mutating func setPathList(_ name: String, _ texts: [String]) {
        pathParameters[name] = texts.joined(separator: ",")
        pathLists[name] = texts
    }

    @usableFromInline
    mutating func appendQuery(_ name: String, _ text: String) {
        queryParts.append((name, text, false))
    }

    /// Makes `text`, percent-encoded, the whole query string.
    @usableFromInline
    mutating func setWholeQuery(_ text: String) {
        wholeQuery = URLEncoding.queryComponent(text)
    }

    /// Adds one item whose value is the texts, each percent-encoded, joined by `delimiter`.
    @usableFromInline
    mutating func appendDelimitedQuery(_ name: String, _ texts: [String], _ delimiter: QueryDelimiter) {
        queryParts.append((name, texts.map(URLEncoding.queryComponent).joined(separator: delimiter.encoded), true))
    }

    /// Adds the `name[key]=value` items of `value`, or records why it cannot be encoded.
    @usableFromInline
    mutating func appendDeepObject(_ name: String, _ value: any Encodable) {
        do {
            for item in try DeepObjectEncoder.items(named: name, for: value) {
                appendQuery(item.name, item.value)
            }
        } catch {
            recordEncodingFailure("query parameter \(name): \(error)")
        }
    }

    /// Records why a value could not be turned into request parts; the request then fails
    /// with `RouteError.encodingFailed`.
    mutating func recordEncodingFailure(_ reason: String) {
        encodingFailure = reason
    }

    @usableFromInline
    mutating func appendHeader(_ name: String, _ text: String) {
        headers.append((name, text))
    }

    // MARK: Body

    /// Sends `value` as JSON, encoded with the router's `JSONEncoder`.
    public mutating func jsonBody(_ value: some Encodable & Sendable) {
        body = .json(value)
        jsonContentType = nil
    }

    /// Sends `value` as JSON labelled with `contentType`, the JSON media type the API declares
    /// for it (`application/merge-patch+json`, `application/json-patch+json`): servers that
    /// check the type answer `415` to any other.
    public mutating func jsonBody(_ value: some Encodable & Sendable, contentType: String) {
        body = .json(value)
        jsonContentType = contentType
    }

    /// Sends `items` as JSON Lines, labelled with `contentType` (`application/jsonl` unless
    /// given: `application/x-ndjson` is another name in use): each item's JSON text, encoded with
    /// the router's `JSONEncoder` on one line, and a line feed. The items go as one body, built
    /// when the request is; an empty list sends an empty body.
    public mutating func jsonLinesBody(_ items: [some Encodable & Sendable], contentType: String = "application/jsonl")
    {
        body = .jsonLines(items.map { $0 }, contentType: contentType)
    }

    /// Sends `items` as a JSON text sequence (RFC 7464), labelled with `contentType`
    /// (`application/json-seq` unless given, `application/geo+json-seq` say): a record separator,
    /// each item's JSON text, encoded with the router's `JSONEncoder` on one line, and a line
    /// feed. The items go as one body, built when the request is; an empty list sends an empty
    /// body.
    public mutating func jsonSequenceBody(
        _ items: [some Encodable & Sendable], contentType: String = "application/json-seq"
    ) {
        body = .jsonSequence(items.map { $0 }, contentType: contentType)
    }

    /// Sends `fields` as `application/x-www-form-urlencoded`; `nil` fields are left out and
    /// arrays repeat their name.
    public mutating func formBody(_ build: (inout FormFields) -> Void) {
        var fields = FormFields()
        build(&fields)
        body = .form(fields.items)
    }

    /// Sends `parts` as `multipart/form-data`: files, text fields and JSON parts in the order
    /// added; `nil` values are left out and arrays repeat their part.
    ///
    /// The boundary is random, and never occurs in any part: `boundary` asks for a fixed one
    /// (for tests and for servers that need it), which is used only when it is a valid boundary
    /// (RFC 2046: 1–70 letters, digits or `'()+_,-./:=?`) that no part contains.
    public mutating func multipartBody(boundary: String? = nil, _ build: (inout MultipartForm) -> Void) {
        var form = MultipartForm()
        build(&form)
        body = .multipart(form.parts, boundary: boundary)
    }

    /// Sends `data` as it is, labelled with `contentType`.
    public mutating func rawBody(_ data: Data, contentType: String = "application/octet-stream") {
        body = .raw(data, contentType: contentType)
    }

    /// Sends the content of the file at `fileURL`, labelled with `contentType`, read from disk
    /// as the request goes out instead of loaded into memory: an upload of any size. A retry
    /// or a redirect reads the file again from its start.
    public mutating func fileBody(_ fileURL: URL, contentType: String = "application/octet-stream") {
        body = .file(fileURL, contentType: contentType)
    }

    /// Sends the chunks of `body` as they are produced, labelled with `contentType`.
    public mutating func streamedBody(_ chunks: StreamedBody, contentType: String = "application/octet-stream") {
        body = .stream(chunks, contentType: contentType)
    }
}

/// The fields of a form-urlencoded body, built with the same conversions as query items.
public struct FormFields: Sendable {
    /// The fields in declaration order.
    public private(set) var items: [(name: String, value: String)] = []

    /// Adds a field, or nothing when `value` is `nil`.
    @inlinable
    public mutating func field(_ name: String, _ value: (some ParameterValue)?) {
        if let value { append(name, RequestParts.text(of: value)) }
    }

    /// Adds one field per element, or nothing when `values` is `nil`.
    @inlinable
    public mutating func field(_ name: String, _ values: [some ParameterValue]?) {
        for value in values ?? [] { append(name, RequestParts.text(of: value)) }
    }

    @usableFromInline
    mutating func append(_ name: String, _ text: String) {
        items.append((name, text))
    }
}

/// The body of a request before encoding.
public enum RequestBody: Sendable {
    /// No body.
    case none
    /// A value to encode as JSON with the router's encoder.
    case json(any Encodable & Sendable)
    /// Items sent as JSON Lines, one JSON text a line, with their content type.
    case jsonLines([any Encodable & Sendable], contentType: String)
    /// Items sent as a JSON text sequence (RFC 7464), with their content type.
    case jsonSequence([any Encodable & Sendable], contentType: String)
    /// Form fields, sent as `application/x-www-form-urlencoded`.
    case form([(name: String, value: String)])
    /// Bytes sent as they are, with their content type.
    case raw(Data, contentType: String)
    /// The content of a file, streamed from disk as the request is sent, with its content type.
    case file(URL, contentType: String)
    /// Chunks sent as they are produced, with their content type.
    case stream(StreamedBody, contentType: String)
    /// Parts sent as `multipart/form-data`, with the boundary asked for, if any.
    case multipart([MultipartPart], boundary: String?)
}
