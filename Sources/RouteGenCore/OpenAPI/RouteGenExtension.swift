/// The extensions of an OpenAPI document that say what a spec of RouteGen's format says and
/// OpenAPI cannot: an author writes them by hand, `routegen export-openapi` writes them, and the
/// OpenAPI stage reads them, each by its case here, so the reader and the writer cannot spell
/// one differently. Their values are in the spec format's own syntax and are read by its
/// readers (``SpecKeys``). Docs/OpenAPI.md documents every case (`SpecKeysTests`).
///
/// The hints only the exporter writes, for the round trip, are ``ExportHints``.
enum RouteGenExtension: String, CaseIterable {
    /// On an operation: its `retry:`.
    case retry = "x-routegen-retry"
    /// On an operation: its `paginate:`, naming parameters and fields by their Swift names.
    case paginate = "x-routegen-paginate"
    /// On an operation: its `cache:`.
    case cache = "x-routegen-cache"
    /// On an operation or a tag: the protocols its routes conform to, as `capabilities:`.
    case capabilities = "x-routegen-capabilities"
    /// On a stream's media type: the type of one element, where the schema does not say it.
    case streamElement = "x-routegen-stream-element"
    /// On an event stream's media type: the data of the event that ends it, or null for none.
    case streamTerminator = "x-routegen-stream-terminator"
    /// On a webhook's path item: the path the generated server serves it at.
    case path = "x-routegen-path"
}
