/// `routegen export-openapi` as one call: load the specs, check them as `validate` does, fill
/// in shared parameters, and write the document; no text when any spec has an error, so a
/// caller never writes a document of an API that does not generate.
package enum OpenAPIExport {
    /// The document's text (`nil` when there are errors) and every diagnostic.
    package static func run(
        specPaths paths: [String], version: String = "1.0.0", openAPIVersion: OpenAPIVersion = .v3_1,
        openAPI: OpenAPIOptions = OpenAPIOptions(),
        load: @escaping OpenAPITranslator.FileLoader = Pipeline.loadFile
    ) -> (text: String?, diagnostics: [Diagnostic]) {
        let (loaded, checked) = SpecSources.checked(paths, openAPI: openAPI, load: load)
        guard var files = loaded else { return (nil, checked) }
        _ = SharedParameters.resolve(&files)
        let (text, exportDiagnostics) = OpenAPIExporter.document(
            files, version: version, openAPIVersion: openAPIVersion)
        return (text, checked + exportDiagnostics)
    }
}
