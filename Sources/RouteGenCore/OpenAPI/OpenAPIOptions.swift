/// Choices about translating OpenAPI documents that the document itself cannot make, given on
/// the command line.
package struct OpenAPIOptions: Sendable, Hashable {
    /// `--open-enums`: every string enum decodes values it does not list instead of failing, for
    /// APIs that add cases without a new version. A schema's `x-open-enum: true|false`
    /// overrides this either way.
    package var openEnums: Bool
    /// `--api-name`: the name of the generated namespace, when the one made from `info.title`
    /// ("Swagger Petstore - OpenAPI 3.0" → `SwaggerPetstoreOpenAPI30`) does not read well.
    package var apiName: String?
    /// `--allow-ref-root`: folders whose files references may read besides the folder of the
    /// document being translated. A document is someone else's text: without this, a `$ref`
    /// could make the generator read (and a warning print) any file the user can read.
    package var referenceRoots: [String]
    /// Whether a schema's `x-swift-type` replaces it by the app's type; `convert`, whose format
    /// cannot say so, converts such a schema as a model instead (with a warning).
    package var readsSwiftTypes = true

    /// Options with the given choices; the defaults keep enums closed, name the API after
    /// `info.title` and read references only under the document's folder.
    package init(
        openEnums: Bool = false, apiName: String? = nil, referenceRoots: [String] = []
    ) {
        self.openEnums = openEnums
        self.apiName = apiName
        self.referenceRoots = referenceRoots
    }
}
