import ArgumentParser
import RouteGenCore

/// The options of OpenAPI input, shared by every subcommand that reads specs.
struct OpenAPIArguments: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "OpenAPI: make every string enum open, so values it does not list decode as unknown(…) instead of failing.",
            discussion: "A schema's x-open-enum: true or false overrides this either way."))
    var openEnums = false

    @Option(
        help: ArgumentHelp(
            "OpenAPI: the name of the generated namespace instead of one made from info.title.", valueName: "name"))
    var apiName: String?

    @Option(
        name: .customLong("allow-ref-root"),
        help: ArgumentHelp(
            "OpenAPI: a folder whose files $ref may read besides the document's own folder (repeatable).",
            discussion:
                "Without it a reference to a file outside the folder of the document named on the command line is not followed.",
            valueName: "folder"))
    var allowRefRoots: [String] = []

    /// The options as the pipeline takes them.
    var options: OpenAPIOptions {
        OpenAPIOptions(openEnums: openEnums, apiName: apiName, referenceRoots: allowRefRoots)
    }
}
