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
        // NIOCore's ByteBuffer and HTTPHeaders, which AsyncHTTPClient's API speaks; NIOHTTP1 for
        // the tests' loopback server.
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
        .testTarget(
            name: "RouteKitAsyncHTTPClientTests",
            dependencies: [
                "RouteKitAsyncHTTPClient",
                .product(name: "RouteKit", package: "RouteGen"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOFoundationCompat", package: "swift-nio"),
            ]
        ),
    ]
)
