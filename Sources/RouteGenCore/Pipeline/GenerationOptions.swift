/// Every option of a run, as the pipeline takes it: one value from `routegen`'s arguments, into
/// which `--config` has already expanded the target's `routegen.yml` (the build plugin's config,
/// read by the same parser the plugin uses), to ``Pipeline/run(specPaths:options:templates:load:)``.
/// A new option is a property here, its flag in `routegen` and its key in that parser.
package struct GenerationOptions: Sendable {
    /// The access level of the generated declarations (`--access`).
    package var access: AccessLevel = .public
    /// How models are declared (`--mutable-models`, `--equatable-models`, `--hashable-models`).
    package var style = ModelStyle()
    /// The capabilities granted routes and whether the server is generated (`--cache-safe-routes`, `--server`).
    package var routeStyle = RouteStyle()
    /// How the output files are named (`--namespace-file`).
    package var naming: OutputNaming = .typeNames
    /// The models files of each spec, by its path (`--model-files`).
    package var modelFiles: [String: Int] = [:]
    /// Whether a spec `modelFiles` does not name gets as many as its description's size asks for.
    package var automaticModelFiles = false
    /// The options of OpenAPI input (`--open-enums`, `--api-name`, `--allow-ref-root`).
    package var openAPI = OpenAPIOptions()
    /// The renames applied to the loaded specs (`--renames`).
    package var renames: SpecRenames? = nil
    /// The routes generated, with what they reach; all when `nil` (`--include`).
    package var selection: RouteSelection? = nil
    /// The schemas replaced by the app's types (`--type-override`).
    package var typeOverrides = TypeOverrideSet()

    package init(
        access: AccessLevel = .public, style: ModelStyle = ModelStyle(), routeStyle: RouteStyle = RouteStyle(),
        naming: OutputNaming = .typeNames, modelFiles: [String: Int] = [:], automaticModelFiles: Bool = false,
        openAPI: OpenAPIOptions = OpenAPIOptions(), renames: SpecRenames? = nil, selection: RouteSelection? = nil,
        typeOverrides: TypeOverrideSet = TypeOverrideSet()
    ) {
        self.access = access
        self.style = style
        self.routeStyle = routeStyle
        self.naming = naming
        self.modelFiles = modelFiles
        self.automaticModelFiles = automaticModelFiles
        self.openAPI = openAPI
        self.renames = renames
        self.selection = selection
        self.typeOverrides = typeOverrides
    }
}
