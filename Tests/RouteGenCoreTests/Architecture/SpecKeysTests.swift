import Foundation
import Testing

@testable import RouteGenCore

/// The format's keys are listed once, in ``SpecKeys``; the reference a user reads,
/// Docs/SpecFormat.md, must name every one of them, so a key added to the reader without its
/// documentation fails here.
@Suite struct SpecKeysTests {
    static let keyLists: [(String, [String])] = [
        ("a spec file", SpecKeys.fileKeys), ("defaults:", SpecKeys.defaultsKeys), ("a model", SpecKeys.modelKeys),
        ("a field", SpecKeys.fieldKeys), ("an auth scheme", SpecKeys.authKeys), ("a route", SpecKeys.routeKeys),
        ("a route's methods", SpecKeys.methods), ("a success response", SpecKeys.successKeys),
        ("paginate:", SpecKeys.paginationKeys), ("cache:", SpecKeys.cacheKeys), ("stream:", SpecKeys.streamKeys),
    ]

    /// Whether `doc` writes `key` as a key in code: `` `key` ``, `` `key:` `` or `{ key: …`.
    static func documents(_ doc: String, _ key: String) -> Bool {
        ["`\(key)`", "`\(key):", "{ \(key):", ", \(key):"].contains { doc.contains($0) }
    }

    @Test func theFormatReferenceNamesEveryKey() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("Docs/SpecFormat.md"), encoding: .utf8)
        for (place, keys) in Self.keyLists {
            for key in keys {
                #expect(Self.documents(doc, key), "Docs/SpecFormat.md does not name \"\(key)\", a key of \(place)")
            }
        }
    }

    @Test func aKeyTheReferenceLeavesOutIsFound() {
        #expect(Self.documents("a route's `path:` and `cache: { maxAge: 60 }`", "maxAge"))
        #expect(!Self.documents("the path of a route", "path"))
    }
}
