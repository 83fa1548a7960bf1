import Foundation
@_spi(RouteGen) import RouteKit
import Testing

/// `Nullable`: missing, `null` and a value are three different things, both ways.
struct NullableTests {
    private struct Patch: Codable, Equatable {
        var bio: Nullable<String>?

        init(bio: Nullable<String>?) { self.bio = bio }

        init(from decoder: any Decoder) throws {
            bio = try JSONObjectReader(decoder).decodeNullable(forKey: "bio")
        }

        func encode(to encoder: any Encoder) throws {
            var object = JSONObjectWriter(encoder)
            try object.encodeIfPresent(bio, forKey: "bio")
        }
    }

    @Test func missingNullAndAValueEncodeApart() throws {
        let encoder = JSONEncoder()
        #expect(String(decoding: try encoder.encode(Patch(bio: nil)), as: UTF8.self) == "{}")
        #expect(String(decoding: try encoder.encode(Patch(bio: .null)), as: UTF8.self) == #"{"bio":null}"#)
        #expect(String(decoding: try encoder.encode(Patch(bio: .value("Hi"))), as: UTF8.self) == #"{"bio":"Hi"}"#)
    }

    @Test func missingNullAndAValueDecodeApart() throws {
        let decoder = JSONDecoder()
        #expect(try decoder.decode(Patch.self, from: Data("{}".utf8)) == Patch(bio: nil))
        #expect(try decoder.decode(Patch.self, from: Data(#"{"bio":null}"#.utf8)) == Patch(bio: .null))
        #expect(try decoder.decode(Patch.self, from: Data(#"{"bio":"Hi"}"#.utf8)) == Patch(bio: .value("Hi")))
        #expect(throws: DecodingError.self) { try decoder.decode(Patch.self, from: Data(#"{"bio":3}"#.utf8)) }
        #expect(Nullable<String>.value("Hi").value == "Hi")
        #expect(Nullable<String>.null.value == nil)
    }

    @Test("a nullable field reads with ?? as an optional does: missing and null give the default")
    func readsWithADefault() throws {
        let decoder = JSONDecoder()
        let patches = try ["{}", #"{"bio":null}"#, #"{"bio":"Hi"}"#].map {
            try decoder.decode(Patch.self, from: Data($0.utf8))
        }
        #expect(patches.map { $0.bio ?? "none" } == ["none", "none", "Hi"])
        // Through optional chaining, as a stream's `chunk.choices.first?.delta.content ?? ""` reads.
        let first: Patch? = patches.last
        #expect(first?.bio ?? "" == "Hi")
        let absent: Patch? = nil
        #expect(absent?.bio ?? "" == "")
    }
}
