/// A tag described at the top of a spec (`tags:`, or an OpenAPI document's root `tags`): what
/// routes carry by name (``RouteSpec/tags``), given a place in a hierarchy and words for
/// documentation tools.
///
/// Nothing generated declares a tag, so its words are kept for `convert` and `export-openapi`
/// only; its `parent` also widens `--include` (``TagHierarchy``).
package struct TagSpec: Sendable, Hashable {
    /// The name routes carry, where the tag is described.
    package var name: Located<String>
    /// `summary:` — a short title (OpenAPI 3.2).
    package var summary: String?
    /// `doc:` — its description.
    package var doc: String?
    /// `parent:` — the tag it belongs under (OpenAPI 3.2), where that is written.
    package var parent: Located<String>?
    /// `kind:` — what sort of tag it is, as documentation tools read it (`nav`, `badge`,
    /// `audience`; OpenAPI 3.2).
    package var kind: String?

    /// A tag described by its name alone.
    package init(name: Located<String>) { self.name = name }
}
