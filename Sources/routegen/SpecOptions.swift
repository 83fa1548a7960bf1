import ArgumentParser
import RouteGenCore

/// The options naming specs, shared by every subcommand that reads specs into a model.
///
/// The option groups that go with them (`OpenAPIArguments`, `RenameArguments`,
/// `SelectionArguments`, `WarningArguments`) are the commands' own, beside this one, not nested
/// in it: a debug build of swift-argument-parser checks a group's options again for each group
/// that holds it, so that level of nesting cost about 100 ms of CPU in each run of a debug
/// `routegen` (a build plugin's, in an app's debug build), more than generating `Specs/` takes.
struct SpecOptions: ParsableArguments {
    @Argument(
        help:
            "Spec files (RouteGen's format or OpenAPI 3.0/3.1), or folders whose *.yaml, *.yml and *.json files are the specs. All of them form one API."
    )
    var specs: [String]

    @Option(help: "Access level of the generated declarations: public, package or internal.")
    var access: AccessLevel = .public

    @Flag(
        help: ArgumentHelp(
            "Declare model properties with var instead of let, so models can be changed in place.",
            discussion:
                "Each settable property adds accessors to compile: on an API of a thousand models, about a third more debug build time."
        ))
    var mutableModels = false

    @Flag(help: "Make models and unions Equatable.")
    var equatableModels = false

    @Flag(help: "Make models and unions Hashable (and so Equatable), to keep them in sets or use them as keys.")
    var hashableModels = false

    @Flag(
        help: ArgumentHelp(
            "Make every GET route a CacheableRoute, answered from a router's ResponseCache while fresh.",
            discussion: "A route's cache: false (x-routegen-cache: false in OpenAPI) keeps it out."))
    var cacheSafeRoutes = false

    @Flag(
        help: ArgumentHelp(
            "Also generate the server side: <API>+Server.swift, a service protocol, route decoders and their registration on a Hummingbird router.",
            discussion:
                "The file imports RouteKitServer (RouteGen's product, with its trait Server); client files are unchanged."
        ))
    var server = false

    @Flag(
        help: ArgumentHelp(
            "Give each route the example responses its spec documents (RouteKit's ExampleRoute), and each model its examples as values (examples), for stubs and previews.",
            discussion:
                "RouteKitTesting's StubbedRoutes answers a route with them. Examples that do not match their schema are left out, with their warning; a route that documents no success example gets one synthesized from its response's type."
        ))
    var examples = false

    @Flag(
        help: ArgumentHelp(
            "With --examples (which it implies), give each model whose spec documents no example one synthesized from its type.",
            discussion:
                "A struct's or union's examples property then always holds a value for a preview: required members only, an enum's first case, each format's shape."
        ))
    var synthesizedExamples = false

    /// The options every subcommand that generates or checks takes, as the pipeline takes them,
    /// with the OpenAPI options, and the renames, selection and overrides read from their files
    /// and `--config`.
    func generationOptions(
        openAPI: OpenAPIArguments, renames: SpecRenames?, selection: RouteSelection?, typeOverrides: TypeOverrideSet
    ) -> GenerationOptions {
        GenerationOptions(
            access: access,
            style: ModelStyle(mutable: mutableModels, equatable: equatableModels, hashable: hashableModels),
            routeStyle: RouteStyle(
                cachesSafeRoutes: cacheSafeRoutes, generatesServer: server,
                carriesExamples: examples || synthesizedExamples, synthesizesModelExamples: synthesizedExamples),
            openAPI: openAPI.options, renames: renames, selection: selection, typeOverrides: typeOverrides)
    }
}

extension AccessLevel: ExpressibleByArgument {}
