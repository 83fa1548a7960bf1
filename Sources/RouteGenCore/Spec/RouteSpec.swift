/// A route from `routes:`, as written.
package struct RouteSpec: Sendable, Hashable {
    /// The request body.
    package enum Body: Sendable, Hashable {
        /// `body: Type` — JSON of a declared type.
        case json(TypeExpression)
        /// `body: { field: Type, … }` — JSON of an object declared in place.
        case inlineObject([FieldSpec], at: SourceLocation)
        /// `body: Data` — raw bytes, with `contentType:` or `application/octet-stream`; `Data?`
        /// for a body the caller may leave out.
        case raw(at: SourceLocation, isOptional: Bool = false)
        /// `form: { field: Type, … }` — `application/x-www-form-urlencoded`.
        case form([FieldSpec], at: SourceLocation)
        /// `multipart: { field: Type, … }` — `multipart/form-data`: `Data` fields are file
        /// parts, scalars text parts, models JSON parts.
        case multipart([FieldSpec], at: SourceLocation)
        /// `body: lines Type` or `body: sequence Type` — items of `element`, each one JSON text of
        /// JSON Lines or of a JSON text sequence, as `stream:` frames a response's elements.
        case items(ItemFraming, element: TypeExpression, at: SourceLocation)
    }

    /// How the items of a body of items are framed, by the word `stream:` uses for the same
    /// framing of a response.
    package enum ItemFraming: String, Sendable, Hashable, CaseIterable {
        /// JSON Lines (`application/jsonl`): one JSON text a line.
        case lines
        /// A JSON text sequence (RFC 7464, `application/json-seq`): RS, a JSON text, LF.
        case sequence

        /// The media type a body of these items is sent as unless `contentType:` names another.
        package var mediaType: String {
            switch self {
            case .lines: "application/jsonl"
            case .sequence: "application/json-seq"
            }
        }

        /// Whether a body of these items may be labelled `contentType`: a name of the framing's
        /// media type that RouteKitServer reads as it (parameters and case aside) — any name of
        /// JSON Lines in use, `application/json-seq` or a `+json-seq` type (`application/geo+json-seq`).
        package func isSent(as contentType: String) -> Bool {
            // A media type holds no space: the spaces around one go, wherever they are.
            let essence = contentType.prefix { $0 != ";" }.filter { $0 != " " && $0 != "\t" }.lowercased()
            return switch self {
            case .lines:
                ["application/jsonl", "application/x-ndjson", "application/jsonlines", "application/x-jsonlines"]
                    .contains(essence)
            case .sequence: essence == "application/json-seq" || essence.hasSuffix("+json-seq")
            }
        }
    }

    /// A typed error body: `errors: { 404: Problem, default: Problem }`.
    package struct ErrorSpec: Sendable, Hashable {
        /// The status code, or `nil` for `default`.
        package var status: Int?
        /// Where the status was written.
        package var location: SourceLocation
        /// The body type.
        package var type: TypeExpression
    }

    /// One documented success status and its body, when the route answers several with
    /// different bodies: `responses: { 200: Incident, 201: IncidentCreated, 204: none }`.
    package struct SuccessSpec: Sendable, Hashable {
        /// The status code, 200 to 299.
        package var status: Int
        /// Where the status was written.
        package var location: SourceLocation
        /// The body type; `nil` for no content.
        package var type: TypeExpression?
        /// What the response means (OpenAPI's response `description`).
        package var doc: String?
    }

    /// The route name as written.
    package var name: Located<String>
    /// The HTTP method as sent (``MethodName``), where it was written: upper-case for a method
    /// with a key of its own (``SpecKeys/Route/methods``: `GET` … `OPTIONS`, `QUERY`), any other
    /// token as the spec writes it (`PROPFIND`, under `method:` or OpenAPI's
    /// `additionalOperations`). Never TRACE, which neither format lets through.
    package var method: Located<String>
    /// The path template: placeholders as `{name}` (types go to `pathParameters`), literal text
    /// percent-encoded where a URL path cannot hold it as written (``PathTemplate``).
    package var path: Located<String>
    /// Path parameters: those typed in the template, then those under `path:`.
    package var pathParameters: [FieldSpec] = []
    /// Placeholders of the template, in order, with their locations.
    package var placeholders: [Located<String>] = []
    /// `query:` parameters.
    package var query: [FieldSpec] = []
    /// `querystring:` — the whole query string as one value (OpenAPI 3.2's `in: querystring`
    /// parameter): its name, type (optional unless required), `doc`, `key` (the parameter's
    /// name where it differs) and `contentType`, the media type it is serialized as; `nil`
    /// contentType is ``querystringFormMediaType``, a model's properties as query items. A
    /// route with one has no `query:` parameters.
    package var querystring: FieldSpec?
    /// The media type of a `querystring:` parameter whose `contentType` is left out.
    package static let querystringFormMediaType = "application/x-www-form-urlencoded"
    /// `headers:` parameters.
    package var headers: [FieldSpec] = []
    /// `body:`, `form:` or `multipart:`.
    package var body: Body?
    /// `contentType:` for a raw or JSON body.
    package var contentType: String?
    /// `baseURL:` — the base URL of the server this route is sent to instead of the API's
    /// (OpenAPI's `servers` of an operation or path: uploads on another host).
    package var baseURL: Located<String>?
    /// `response:` — `nil` for no content.
    package var response: TypeExpression?
    /// `accept:` — the media types a success response may have (`application/pdf`), sent as
    /// `Accept` where they are not JSON's; `nil` for RouteKit's choice.
    package var accept: String?
    /// `stream:` — the success response as a stream of elements; with `response:` too, the
    /// route can be performed for the one and streamed for the other.
    package var stream: StreamSpec?
    /// `responses:` — several success statuses with different bodies, which become an enum
    /// the caller switches over; empty for a route with one `response:` (or none).
    package var responses: [SuccessSpec] = []
    /// `responseHeaders:` — the response header fields the API documents, by their wire names.
    package var responseHeaders: [FieldSpec] = []
    /// `errors:`.
    package var errors: [ErrorSpec] = []
    /// `examples: { body: … }` (OpenAPI: the examples of the request body's media type): examples
    /// of the request body.
    package var bodyExamples: [ExampleSpec] = []
    /// `examples: { 200: …, 404: … }` (OpenAPI: of each response's media type): examples of the
    /// responses' bodies, by status, in the order written.
    package var responseExamples: [ResponseExamplesSpec] = []
    /// `auth:` — the schemes that may authenticate the route, any one of them (OpenAPI's
    /// security alternatives); empty (also for `auth: none`) for a public route.
    package var auth: [Located<String>] = []
    /// `none` among several `auth:` schemes (OpenAPI's `{}` alternative): the route may also be
    /// sent without a credential, by the plain router.
    package var authIsOptional = false
    /// `tags:` (OpenAPI's operation `tags`): names that group routes, which `--include` can
    /// select them by.
    package var tags: [String] = []
    /// The `operationId` of the OpenAPI operation the route was translated from, as the
    /// document writes it (`get-an-artist` for the route `getAnArtist`): `--include` selects the
    /// route by it too. `nil` in RouteGen's format, which writes no other name.
    package var operationID: String?
    /// `summary:`.
    package var summary: String?
    /// `description:`.
    package var description: String?
    /// `deprecated:` — `nil` when not deprecated; a message or empty string when deprecated.
    package var deprecated: String?
    /// `retry:` — whether the route may be sent again after a failure; `nil` when not written,
    /// so the method decides.
    package var retry: Located<Bool>?
    /// `paginate:` — how to ask for the page after a response.
    package var pagination: PaginationSpec?
    /// `cache:` — whether responses may be answered from a `ResponseCache`; `nil` when not
    /// written, so `--cache-safe-routes` decides.
    package var cache: CacheSpec?
    /// `capabilities:` — protocols of the app's own the route struct conforms to, the file's
    /// `capabilities:` first.
    package var capabilities: [Located<String>] = []
    /// Written under `webhooks:` (OpenAPI's `webhooks` and operation `callbacks`): a request
    /// the API sends to its subscriber's server, not one its clients send to it. The API
    /// provider performs it with a router whose base URL is the subscriber's; with `--server`
    /// it is a requirement of `<API>Webhooks`, the service the subscriber implements.
    package var isWebhook = false
}
