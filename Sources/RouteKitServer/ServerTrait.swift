// RouteKitServer's sources compile only with RouteGen's trait `Server`, which brings in
// Hummingbird; without it the module is empty. This says so where the module is built, instead
// of leaving a dependent that forgot the trait with "cannot find 'ServerRoutes' in scope". Not in
// a build of RouteGen's own folder (Package.swift), whose plain `swift test` builds every target.
#if !Server && !ROUTEGEN_OWN_FOLDER
#error(
    "RouteKitServer needs RouteGen's trait Server: traits: [\"Server\"] on the .package(url: …) of RouteGen, or --traits Server in a clone (Docs/Server.md)"
)
#endif
