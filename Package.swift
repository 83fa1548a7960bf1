// swift-tools-version: 6.2
import PackageDescription

// One package for every product. The server side (RouteKitServer, on Hummingbird) and the
// AsyncHTTPClient transport are behind the traits `Server` and `AsyncHTTPClient`, off unless a
// dependent enables them: SwiftPM resolves a dependency that only targets under a disabled trait
// name, in none of its dependents, so an app that uses RouteKit alone never resolves or builds
// SwiftNIO, Hummingbird or AsyncHTTPClient (Docs/Server.md, Docs/AsyncHTTPClientTransport.md).
// Here: `swift test --enable-all-traits` (README), or a plain `swift test`, which runs every test
// that needs no trait (Docs/Testing.md).

// RouteKitServer and RouteKitAsyncHTTPClient stop a build without their trait with an error that
// names it, for a package that depends on RouteGen and forgot it. A plain `swift test` run in
// RouteGen's own folder builds every target without the traits too: there the two compile to
// empty modules and the tests that need them are compiled out. SwiftPM tells a manifest neither
// the traits nor whether it is the root package, so "its own folder" is where `swift` runs.
let buildsInItsOwnFolder =
    Context.environment["PWD"].map {
        $0 == Context.packageDirectory || $0.hasPrefix(Context.packageDirectory + "/")
    } ?? false
let traitCheck: [SwiftSetting] = buildsInItsOwnFolder ? [.define("ROUTEGEN_OWN_FOLDER")] : []

let package = Package(
    name: "RouteGen",
    // Duration and Task.sleep(for:), which RouteKit's retry and sessions use, from macOS 13 and
    // iOS 16; macOS 14 for Hummingbird 2's API, which RouteKitServer uses (trait Server), since a
    // package has one set of platforms. Servers are built for macOS, not for iOS or tvOS.
    platforms: [.macOS(.v14), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .library(name: "RouteKitTesting", targets: ["RouteKitTesting"]),
        .executable(name: "routegen", targets: ["routegen"]),
        // A mock server of specs, from their examples (trait Server: it serves on Hummingbird; a
        // product of its own, so the build plugin's `routegen` never makes an app build SwiftNIO).
        .executable(name: "routegen-mock", targets: ["routegen-mock"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
        // `traits: ["Server"]` on the dependency (its sources are `#if Server`).
        .library(name: "RouteKitServer", targets: ["RouteKitServer"]),
        // `traits: ["AsyncHTTPClient"]` on the dependency (its sources are `#if AsyncHTTPClient`).
        .library(name: "RouteKitAsyncHTTPClient", targets: ["RouteKitAsyncHTTPClient"]),
    ],
    traits: [
        .trait(name: "Server", description: "RouteKitServer: generated routes served on Hummingbird 2."),
        .trait(
            name: "AsyncHTTPClient", description: "RouteKitAsyncHTTPClient: a RouteKit transport on AsyncHTTPClient."),
        .default(enabledTraits: []),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation --target RouteKit` (Docs: the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
        // Trait Server. Hummingbird's own HTTP types are named directly for header field names;
        // its logging API quiets the servers the tests start.
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Trait Server: the HTTP parts of Hummingbird's channels, into which RouteKitServer's
        // server writes an interim `100 Continue` (Hummingbird's own dependency).
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.34.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        // Trait AsyncHTTPClient. NIOCore's ByteBuffer and HTTPHeaders, which AsyncHTTPClient's
        // API speaks; NIOPosix's thread pool for blocking reads; NIOHTTP1 for the loopback server.
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    ],
    targets: [
        // libyaml, wrapped once by RouteGenCore/YAML.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The generator: load → validate → model → render → write.
        .target(
            name: "RouteGenCore",
            dependencies: ["CYAML"]
        ),
        // The thin command-line front end.
        .executableTarget(
            name: "routegen",
            dependencies: [
                "RouteGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The runtime every generated route links against: Foundation only.
        .target(name: "RouteKit"),
        // Stubs by route type for apps' unit tests; linked by test targets only.
        .target(name: "RouteKitTesting", dependencies: ["RouteKit"]),
        // Generates a target's routes from its specs during the build.
        .plugin(
            name: "RouteGenPlugin",
            capability: .buildTool(),
            dependencies: ["routegen"]
        ),
        // `swift package generate-routes`: writes the generated routes into the package.
        .plugin(
            name: "GenerateRoutes",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes",
                    description: "Generate Swift routes from each target's specs into the package."),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "generate-routes writes the generated Swift files into the targets.")
                ]
            ),
            dependencies: ["routegen"]
        ),
        // Decodes routes from Hummingbird requests, authenticates them and encodes responses.
        .target(
            name: "RouteKitServer",
            dependencies: [
                "RouteKit",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Server"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Server"])),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Server"])),
            ],
            swiftSettings: traitCheck
        ),
        // What `routegen-mock` serves: the specs' operations answered from their examples, each
        // request checked as the generated server checks it (RouteKitServer's decoding).
        .target(
            name: "RouteGenMock",
            dependencies: [
                "RouteGenCore",
                "RouteKitServer",
                "RouteKit",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Server"])),
            ]
        ),
        // The mock server's command line: `routegen-mock <specs…> [--port N] [--host 127.0.0.1]`.
        .executableTarget(
            name: "routegen-mock",
            dependencies: [
                "RouteGenMock",
                "RouteGenCore",
                "RouteKitServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
            ]
        ),
        // The generated Taskboard server with the tests' in-memory service, as a process for
        // outside tools (Scripts/schemathesis.sh). Its generated code and service are
        // RouteKitServerTests' files, through symlinks. No product holds it.
        .executableTarget(
            name: "taskboard-server",
            dependencies: [
                "RouteKitServer",
                "RouteKit",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
            ],
            path: "Sources/TaskboardServer",
            // The generated server comes through TraitGatedSources, compiled only with the trait.
            exclude: ["Generated/.routegen-manifest", "Generated/Taskboard+Server.swift"],
            plugins: ["TraitGatedSources"]
        ),
        // `Transport.asyncHTTPClient(_:)`: RouteKit's three transport closures on an HTTPClient.
        .target(
            name: "RouteKitAsyncHTTPClient",
            dependencies: [
                "RouteKit",
                .product(
                    name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["AsyncHTTPClient"])
                ),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(
                    name: "NIOConcurrencyHelpers", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(
                    name: "NIOFoundationCompat", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
            ],
            swiftSettings: traitCheck
        ),
        // 1 GiB downloaded into a file and uploaded from one, through the AsyncHTTPClient
        // transport or URLSession's, with the process's peak memory (run by hand:
        // Docs/AsyncHTTPClientTransport.md). No product holds it.
        .executableTarget(
            name: "routekit-ahc-benchmark",
            dependencies: [
                "RouteKitAsyncHTTPClient",
                "NIOTestServer",
                "RouteKit",
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
            ]
        ),

        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "TestSupport"],
            exclude: ["Golden"]
        ),
        // The command line's own metadata against its reference, Docs/CommandLine.md: in
        // process, through the command types, so no routegen process is spawned.
        .testTarget(
            name: "RouteGenCommandTests",
            dependencies: [
                "routegen",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A loopback HTTP server that records requests, shared by the test targets.
        .target(
            name: "TestSupport",
            dependencies: ["RouteKit"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "RouteKitTests",
            dependencies: [
                "RouteKit",
                "RouteKitTesting",
                "TestSupport",
            ],
            exclude: ["CombineShim"]
        ),
        // The checked-in generated code for Specs/ (the golden files), compiled
        // against RouteKit and performed over real HTTP.
        .testTarget(
            name: "GeneratedRoutesTests",
            dependencies: [
                "RouteKit",
                "RouteKitTesting",
                "TestSupport",
            ],
            // The server files of each golden set are RouteKitServerTests' (through symlinks), so a
            // set is generated and kept once.
            exclude: [
                "Generated/.routegen-manifest", "Petstore/.routegen-manifest", "Shapes/.routegen-manifest",
                "Generated/Taskboard+Server.swift", "Petstore/Petstore+Server.swift", "Shapes/Shapes+Server.swift",
            ]
        ),
        // The same generated code, compiled with MainActor as the default isolation.
        .testTarget(
            name: "GeneratedMainActorTests",
            dependencies: ["RouteKit"],
            exclude: ["Generated/.routegen-manifest", "Generated/Taskboard+Server.swift"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
        // The generated server and client of Specs/, of the Petstore OpenAPI description, of
        // the shapes of real descriptions (the golden sets of GeneratedRoutesTests, through
        // symlinks), of the webhook examples and of OpenAPI 3.2's other methods, performed
        // against each other over loopback HTTP; the request fuzzer.
        .testTarget(
            name: "RouteKitServerTests",
            dependencies: [
                "TestSupport",
                "RouteKitServer",
                "RouteKit",
                "RouteGenMock",
                "RouteGenCore",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Server"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Server"])),
                .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Server"])),
                // The channel a request context needs when a test hands requests to a responder in
                // process (InProcessTransport.swift).
                .product(name: "NIOEmbedded", package: "swift-nio", condition: .when(traits: ["Server"])),
            ],
            exclude: [
                "Generated/.routegen-manifest", "Petstore/.routegen-manifest", "Shapes/.routegen-manifest",
                "Webhooks/.routegen-manifest", "SignedHooks/.routegen-manifest", "InternalLedger/.routegen-manifest",
                "ItemStreams/.routegen-manifest", "Methods/.routegen-manifest", "QueryString/.routegen-manifest",
                // The generated server files come through TraitGatedSources, compiled only with the
                // trait Server (they import Hummingbird and are kept as routegen writes them).
                "Generated/Taskboard+Server.swift", "Petstore/Petstore+Server.swift", "Shapes/Shapes+Server.swift",
                "Webhooks/WebhookExample+Server.swift", "SignedHooks/Billing+Server.swift",
                "InternalLedger/Ledger+Server.swift", "ItemStreams/ItemStreams+Server.swift",
                "Methods/Library+Server.swift", "QueryString/Finder+Server.swift",
            ],
            plugins: ["TraitGatedSources"]
        ),
        // Test-only: gives a target its generated server files (the golden sets', kept as routegen
        // writes them) between #if Server and #endif, so a plain `swift test` compiles that target
        // without the trait. No product holds either.
        .plugin(
            name: "TraitGatedSources",
            capability: .buildTool(),
            dependencies: ["trait-gated-source"],
            path: "Tests/TraitGatedSources"
        ),
        .executableTarget(name: "trait-gated-source", path: "Tests/TraitGatedSource"),
        // An HTTP/1.1 server on 127.0.0.1 with backpressure, on SwiftNIO, for the AsyncHTTPClient
        // transport's tests and benchmark.
        .target(
            name: "NIOTestServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
            ],
            path: "Tests/NIOTestServer"
        ),
        .testTarget(
            name: "RouteKitAsyncHTTPClientTests",
            dependencies: [
                "RouteKitAsyncHTTPClient",
                "NIOTestServer",
                "RouteKit",
                .product(
                    name: "AsyncHTTPClient", package: "async-http-client", condition: .when(traits: ["AsyncHTTPClient"])
                ),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(name: "NIOPosix", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(
                    name: "NIOFoundationCompat", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
                .product(
                    name: "NIOConcurrencyHelpers", package: "swift-nio", condition: .when(traits: ["AsyncHTTPClient"])),
            ],
            // Generated/ is the golden Taskboard code of GeneratedRoutesTests (a symlink, with
            // the app's AppCapabilities.swift it names), which the code of
            // Docs/AsyncHTTPClientTransport.md (DocsSnippets.swift) is compiled against.
            exclude: ["Generated/.routegen-manifest", "Generated/Taskboard+Server.swift"]
        ),
    ]
)
