// swift-tools-version: 6.2
import PackageDescription

// A consumer of RouteGen, as a user's package would be: the build plugin generates the routes of
// BookshelfClient from its specs at build time, and the bookshelf tool calls them.
let package = Package(
    name: "Bookshelf",
    dependencies: [
        .package(name: "RouteGen", path: "../.."),
    ],
    targets: [
        // The specs live in Specs/ inside the target; routegen.yml picks the access level.
        .target(
            name: "BookshelfClient",
            dependencies: [.product(name: "RouteKit", package: "RouteGen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
        // Builds requests through the generated routes and prints them.
        .executableTarget(
            name: "bookshelf",
            dependencies: [
                "BookshelfClient",
                .product(name: "RouteKit", package: "RouteGen"),
            ]
        ),
    ]
)
