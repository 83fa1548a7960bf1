extension SpecSources {
    /// The specs at `paths`, checked as `validate` checks them (read, then built into a code
    /// model whose diagnostics are kept), for a command that works from the specs themselves —
    /// `export-openapi`, `routegen-mock`: `nil` when any diagnostic is an error, so neither
    /// writes nor serves an API that does not generate.
    package static func checked(
        _ paths: [String], openAPI options: OpenAPIOptions,
        load: @escaping OpenAPITranslator.FileLoader = Pipeline.loadFile
    ) -> (files: [SpecFile]?, diagnostics: [Diagnostic]) {
        let (loaded, loadDiagnostics) = read(paths, openAPI: options, load: load)
        guard !loadDiagnostics.contains(where: { $0.severity == .error }) else {
            return (nil, WarningGroups.fold(loadDiagnostics))
        }
        let (_, modelDiagnostics) = APIModelBuilder.build(loaded, access: .public)
        let checked = WarningGroups.fold(loadDiagnostics + modelDiagnostics)
        guard !checked.contains(where: { $0.severity == .error }) else { return (nil, checked) }
        return (loaded, checked)
    }
}
