// swift-tools-version: 6.2
import PackageDescription

// A RouteKit transport on AsyncHTTPClient (SwiftNIO), for apps that stream large bodies both
// ways with bounded memory. A package of its own so that an app that depends only on RouteKit
// never resolves or builds SwiftNIO (Docs/AsyncHTTPClientTransport.md).
// Test: swift test --package-path AsyncHTTPClientTransport
let package = Package(
    name: "RouteKitAsyncHTTPClient",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "RouteKitAsyncHTTPClient", targets: ["RouteKitAsyncHTTPClient"]),
    ],
    dependencies: [
        .package(name: "RouteGen", path: ".."),
        .package(url: "https://github.com/swift-server/async-http-client", exact: "1.37.0"),
        // NIOCore's ByteBuffer and HTTPHeaders, which AsyncHTTPClient's API speaks; NIOPosix's
        // thread pool for blocking reads; NIOHTTP1 for the loopback server.
        .package(url: "https://github.com/apple/swift-nio", from: "2.100.0"),
    ],
    targets: [
        // `Transport.asyncHTTPClient(_:)`: RouteKit's three transport closures on an HTTPClient.
        .target(
            name: "RouteKitAsyncHTTPClient",
            dependencies: [
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ]
        ),
        // An HTTP/1.1 server on 127.0.0.1 with backpressure, for the tests and the benchmark.
        .target(
            name: "LoopbackServer",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            path: "Tests/LoopbackServer"
        ),
        // 1 GiB downloaded into a file and uploaded from one, through this transport or
        // URLSession's, with the process's peak memory: Docs/AsyncHTTPClientTransport.md.
        .executableTarget(
            name: "routekit-ahc-benchmark",
            dependencies: [
                "RouteKitAsyncHTTPClient",
                "LoopbackServer",
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "RouteKitAsyncHTTPClientTests",
            dependencies: [
                "RouteKitAsyncHTTPClient",
                "LoopbackServer",
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ],
            // Generated/ is the root package's golden Taskboard code (a symlink, with the app's
            // AppCapabilities.swift it names), which the code of Docs/AsyncHTTPClientTransport.md
            // (DocsSnippets.swift) is compiled against.
            exclude: ["Generated/.routegen-manifest"]
        ),
    ]
)
