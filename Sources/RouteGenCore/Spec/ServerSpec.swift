/// A server the API names (`servers:`, OpenAPI 3.2's Server Object `name`): another place the
/// same API runs, `staging` or `sandbox`, that a caller picks by name instead of copying its URL.
///
/// The generated namespace declares a base-URL constant per server (``NamedBaseURLs``), so
/// `router(baseURL: Pets.stagingBaseURL)` sends every request there.
package struct ServerSpec: Sendable, Hashable {
    /// The server's name as the spec writes it (`staging`).
    package var name: Located<String>
    /// Its absolute URL, variables already replaced by their defaults.
    package var url: Located<String>
    /// What the server is, from `doc:` (OpenAPI's `description`): the constant's documentation.
    package var doc: String?

    package init(name: Located<String>, url: Located<String>, doc: String? = nil) {
        self.name = name
        self.url = url
        self.doc = doc
    }
}
