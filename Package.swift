// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RouteGen",
    // Duration and Task.sleep(for:), which RouteKit's retry and sessions use.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "RouteKit", targets: ["RouteKit"]),
        .library(name: "RouteKitTesting", targets: ["RouteKitTesting"]),
        .executable(name: "routegen", targets: ["routegen"]),
        .plugin(name: "RouteGenPlugin", targets: ["RouteGenPlugin"]),
        .plugin(name: "GenerateRoutes", targets: ["GenerateRoutes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        // `swift package generate-documentation --target RouteKit` (Docs: the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", exact: "1.5.0"),
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
                intent: .custom(verb: "generate-routes", description: "Generate Swift routes from each target's specs into the package."),
                permissions: [.writeToPackageDirectory(reason: "generate-routes writes the generated Swift files into the targets.")]
            ),
            dependencies: ["routegen"]
        ),

        .testTarget(
            name: "RouteGenCoreTests",
            dependencies: ["RouteGenCore", "TestSupport"],
            exclude: ["Golden"]
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
            exclude: ["Generated/.routegen-manifest", "Petstore/.routegen-manifest", "Shapes/.routegen-manifest"]
        ),
        // The same generated code, compiled with MainActor as the default isolation.
        .testTarget(
            name: "GeneratedMainActorTests",
            dependencies: ["RouteKit"],
            exclude: ["Generated/.routegen-manifest"],
            swiftSettings: [.defaultIsolation(MainActor.self)]
        ),
    ]
)
