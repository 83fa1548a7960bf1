/// The extensions of an OpenAPI document that say what a spec of RouteGen's format says and
/// OpenAPI cannot: an author writes them by hand, `routegen export-openapi` writes them, and the
/// OpenAPI stage reads them, each by its case here, so the reader and the writer cannot spell
/// one differently. Their values are in the spec format's own syntax and are read by its
/// readers (``SpecKeys``). Docs/OpenAPI.md documents every case (`SpecKeysTests`).
///
/// The hints only the exporter writes, for the round trip, are ``ExportHints``.
enum RouteGenExtension: Hashable, CaseIterable {
    /// On an operation, `x-routegen-<key>`: one of a route's behaviours
    /// (``SpecKeys/Route/behaviours``: `retry`, `paginate`, `cache`, `capabilities`), read by
    /// the reader of the route's key. `x-routegen-capabilities` may be on a tag too.
    case behaviour(SpecKeys.Route)
    /// On a stream's media type: the type of one element, where the schema does not say it.
    case streamElement
    /// On an event stream's media type: the data of the event that ends it, or null for none.
    case streamTerminator
    /// On a webhook's path item: the path the generated server serves it at.
    case path

    static let allCases = SpecKeys.Route.behaviours.map(behaviour) + [.streamElement, .streamTerminator, .path]

    /// The key as a document writes it.
    var name: String {
        switch self {
        case .behaviour(let key): "x-routegen-" + key.rawValue
        case .streamElement: "x-routegen-stream-element"
        case .streamTerminator: "x-routegen-stream-terminator"
        case .path: "x-routegen-path"
        }
    }
}
