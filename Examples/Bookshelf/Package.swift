// swift-tools-version: 6.2
import PackageDescription

// A consumer of RouteGen, as a user's package would be: the build plugin generates the routes of
// BookshelfClient and LoansAPI from their specs at build time, and the bookshelf tool calls them.
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
        // The minimal form: an OpenAPI spec, a routegen.yml setting api-name and open-enums, and
        // the one (comment-only) Swift file without which SwiftPM does not see the target.
        .target(
            name: "LoansAPI",
            dependencies: [.product(name: "RouteKit", package: "RouteGen")],
            plugins: [.plugin(name: "RouteGenPlugin", package: "RouteGen")]
        ),
        // Builds requests through the generated routes and prints them.
        .executableTarget(
            name: "bookshelf",
            dependencies: [
                "BookshelfClient",
                "LoansAPI",
                .product(name: "RouteKit", package: "RouteGen"),
            ]
        ),
    ]
)
