import Foundation
import Testing

@testable import RouteGenCore

/// The format's keys are listed once, in ``SpecKeys``, which the reader reads by and the writer
/// writes by; the reference a user reads, Docs/SpecFormat.md, must name every one of them, so a
/// key added to the reader without its documentation fails here.
@Suite struct SpecKeysTests {
    static let keyLists: [(String, [String])] = [
        ("a spec file", names(SpecKeys.File.self)), ("defaults:", names(SpecKeys.Defaults.self)),
        ("a model", names(SpecKeys.Model.self)), ("an enum case", names(SpecKeys.EnumCase.self)),
        ("a union variant", names(SpecKeys.Variant.self)), ("additional:", names(SpecKeys.Additional.self)),
        ("a field", names(SpecKeys.Field.self)), ("an auth scheme", names(SpecKeys.Auth.self)),
        ("a route", names(SpecKeys.Route.self)), ("a success response", names(SpecKeys.Success.self)),
        ("paginate:", names(SpecKeys.Pagination.self)), ("cache:", names(SpecKeys.Cache.self)),
        ("stream:", names(SpecKeys.Stream.self)), ("a stream's part", names(SpecKeys.StreamPart.self)),
        ("a tag", names(SpecKeys.Tag.self)), ("an example", names(SpecKeys.Example.self)),
    ]

    static func names<Key: SpecKey>(_ type: Key.Type) -> [String] {
        Key.allCases.map(\.rawValue)
    }

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

    /// RouteGen's OpenAPI extensions are listed once too, in ``RouteGenExtension``; Docs/OpenAPI.md
    /// must name each.
    @Test func theOpenAPIGuideNamesEveryExtension() throws {
        let doc = try String(contentsOf: packageRoot.appendingPathComponent("Docs/OpenAPI.md"), encoding: .utf8)
        for name in RouteGenExtension.allCases.map(\.name) {
            #expect(doc.contains("`\(name)"), "Docs/OpenAPI.md does not name \(name)")
        }
    }

    @Test func aKeyTheReferenceLeavesOutIsFound() {
        #expect(Self.documents("a route's `path:` and `cache: { maxAge: 60 }`", "maxAge"))
        #expect(!Self.documents("the path of a route", "path"))
    }
}
