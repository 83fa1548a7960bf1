// swift-tools-version: 6.2
import PackageDescription

// The server side of generated routes, on Hummingbird 2. A package of its own so that an app
// that depends only on RouteKit never resolves or builds SwiftNIO and Hummingbird (Docs/Server.md).
// Test: swift test --package-path Server
let package = Package(
    name: "RouteGenServer",
    // Hummingbird 2's own minimum.
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .visionOS(.v1)],
    products: [
        .library(name: "RouteKitServer", targets: ["RouteKitServer"]),
    ],
    dependencies: [
        .package(name: "RouteGen", path: ".."),
        .package(url: "https://github.com/hummingbird-project/hummingbird", exact: "2.28.1"),
        // Hummingbird's own HTTP types, named directly for header field names.
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        // Hummingbird's logging API; the tests quiet the servers they start.
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    ],
    targets: [
        // Decodes routes from Hummingbird requests, authenticates them and encodes responses.
        .target(
            name: "RouteKitServer",
            dependencies: [
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        // The generated Taskboard server with the tests' in-memory service, as a process for
        // outside tools (Scripts/schemathesis.sh). Its generated code and service are the test
        // target's files, through symlinks. No product depends on it.
        .executableTarget(
            name: "taskboard-server",
            dependencies: [
                "RouteKitServer",
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/TaskboardServer",
            exclude: ["Generated/.routegen-manifest"]
        ),
        // The generated server and client of Specs/, of the Petstore OpenAPI description and of
        // the shapes of real descriptions (golden files), performed against each other over
        // loopback HTTP.
        .testTarget(
            name: "RouteKitServerTests",
            dependencies: [
                "RouteKitServer",
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            exclude: ["Generated/.routegen-manifest", "Petstore/.routegen-manifest", "Webhooks/.routegen-manifest", "SignedHooks/.routegen-manifest",
                      "Shapes/.routegen-manifest"]
        ),
    ]
)
