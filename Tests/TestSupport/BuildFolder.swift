import Foundation

/// The build folder `swift test` ran this test bundle from (`.build/debug` or `.build/release`),
/// with what the same build made: the `routegen` executable and every target's module.
///
/// Found by walking up from the test bundle until a folder holds `routegen` (`swift test` builds
/// every product), so a release run finds release products, and no path is spelled twice.
public enum BuildFolder {
    /// The folder itself.
    public static let url: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("routegen").path),
            folder.path != "/"
        {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The `.swiftmodule`s the build emitted (RouteKit, RouteKitServer, Hummingbird…): a
    /// compiler run in a test imports them with `-I`, instead of building its own copy.
    public static var modules: URL { url.appendingPathComponent("Modules") }
}
