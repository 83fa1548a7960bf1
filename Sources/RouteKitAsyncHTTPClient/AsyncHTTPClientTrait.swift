// RouteKitAsyncHTTPClient's sources compile only with RouteGen's trait `AsyncHTTPClient`, which
// brings in AsyncHTTPClient and SwiftNIO; without it the module is empty. This says so where the
// module is built, instead of leaving a dependent that forgot the trait with "has no member
// 'asyncHTTPClient'". Not in a build of RouteGen's own folder (Package.swift), whose plain
// `swift test` builds every target.
#if !AsyncHTTPClient && !ROUTEGEN_OWN_FOLDER
#error(
    "RouteKitAsyncHTTPClient needs RouteGen's trait AsyncHTTPClient: traits: [\"AsyncHTTPClient\"] on the .package(url: …) of RouteGen, or --traits AsyncHTTPClient in a clone (Docs/AsyncHTTPClientTransport.md)"
)
#endif
