// swift-tools-version: 6.2
import PackageDescription

// The server benchmark, kept out of the root package so its tests never build it.
// Run: swift run -c release --package-path ServerBenchmarks routekit-server-benchmark
// (needs wrk on PATH: apt-get install wrk).
let package = Package(
    name: "RouteGenServerBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "RouteGen", path: "..", traits: ["Server"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    ],
    targets: [
        // Requests per second through a generated route vs a hand-written Hummingbird route
        // doing the same decoding and encoding, one wrk run each against the same server.
        .executableTarget(
            name: "routekit-server-benchmark",
            dependencies: [
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "RouteKitServer", package: "RouteGen"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ],
            path: "Sources/RouteKitServerBenchmark",
            exclude: ["Generated/.routegen-manifest"]
        )
    ]
)
