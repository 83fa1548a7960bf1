import ArgumentParser
import RouteGenCore

/// `--include` and `--type-override`: which routes are generated, and which schemas the app's
/// own types replace. Shared by `generate` and `validate`; `generate --config` adds the
/// `include:` and `type-overrides:` of `routegen.yml`, located at their lines.
struct SelectionArguments: ParsableArguments {
    @Option(
        name: .customLong("include"),
        help: ArgumentHelp(
            "Generate only the routes this selects, and what they use: a tag, a route name (OpenAPI: operationId), a path (/pets/{id}) or a method and path (\"GET /pets/{id}\") (repeatable).",
            discussion:
                "The models, shared parameters and auth schemes the selected routes use come along; nothing else is generated. A selector that selects nothing is an error.",
            valueName: "selector"))
    var include: [String] = []

    @Option(
        name: .customLong("type-override"),
        help: ArgumentHelp(
            "Replace the schema <schema> (an OpenAPI component's key, or a model's name) by the app's type <SwiftType>, which must be Codable & Sendable (repeatable).",
            discussion:
                "The schema is not generated; every use names the app's type, as written. An OpenAPI schema's x-swift-type does the same.",
            valueName: "schema=SwiftType"))
    var typeOverrides: [TypeOverrideArgument] = []

    /// The selection of `--include` and of the config's `include:` (first, at their places in
    /// the file named `configPath`); `nil` when neither selects. Each `--include` is located at
    /// its value in `arguments`, the command line without the program's name.
    func selection(
        adding config: RouteGenConfig? = nil, at configPath: String? = nil,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> RouteSelection? {
        let configured = (config?.include ?? []).map {
            RouteSelection.Selector($0.text, at: location(of: $0, in: configPath))
        }
        let places = ArgumentPlaces.locations(of: "--include", in: arguments)
        let given = include.enumerated().map { index, text in
            RouteSelection.Selector(text, at: index < places.count ? places[index] : nil)
        }
        let selectors = configured + given
        return selectors.isEmpty ? nil : RouteSelection(selectors)
    }

    /// The overrides of the config's `type-overrides:` (at their places in the file named
    /// `configPath`), then of `--type-override` (at their values in `arguments`), which so win.
    func overrides(
        adding config: RouteGenConfig? = nil, at configPath: String? = nil,
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) -> TypeOverrideSet {
        let configured = (config?.typeOverrides ?? []).map { item in
            TypeOverride(schema: item.schema, swiftType: item.swiftType, at: location(of: item.value, in: configPath))
        }
        let places = ArgumentPlaces.locations(of: "--type-override", in: arguments)
        let given = typeOverrides.enumerated().map { index, item in
            TypeOverride(
                schema: item.schema, swiftType: item.swiftType, at: index < places.count ? places[index] : nil)
        }
        return TypeOverrideSet(configured + given)
    }

    private func location(of value: RouteGenConfig.Value, in path: String?) -> SourceLocation? {
        path.map { SourceLocation(file: $0, line: value.line, column: value.column) }
    }
}

/// `--type-override <schema>=<SwiftType>`.
struct TypeOverrideArgument: ExpressibleByArgument {
    /// The schema's name.
    let schema: String
    /// The app's type.
    let swiftType: String

    /// Parses `<schema>=<SwiftType>`; the type is checked with the specs, which report what is
    /// wrong with it (`"class" is a Swift keyword`) rather than that the argument is invalid.
    init?(argument: String) {
        guard let pair = NameValueArgument(argument) else { return nil }
        schema = pair.name
        swiftType = pair.value
    }
}
