// swift-tools-version: 6.2
import PackageDescription

// Benchmarks, kept out of the root package so `swift test` never builds them.
// Run: swift run -c release --package-path Benchmarks routekit-benchmark
let package = Package(
    name: "RouteGenBenchmarks",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [
        .package(name: "RouteGen", path: "..")
    ],
    targets: [
        // RouteKit's overhead: request building vs hand-written code, and requests per second
        // through a router vs raw URLSession, on the generated Taskboard routes.
        .executableTarget(
            name: "routekit-benchmark",
            dependencies: [
                .product(name: "RouteKit", package: "RouteGen")
            ],
            path: "Sources/RouteKitBenchmark",
            // Generated/ is the Taskboard golden set (a symlink); its server file needs RouteKitServer.
            exclude: ["Generated/.routegen-manifest", "Generated/Taskboard+Server.swift"]
        )
    ]
)
