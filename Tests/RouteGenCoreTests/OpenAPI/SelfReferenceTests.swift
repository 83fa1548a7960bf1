import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's `$self`: a reference that spells out the URI a document is published at, or a
/// URI in its folder, reads the local file at the same place relative to the document, under the
/// rules of any reference; other URIs stay remote.
struct SelfReferenceTests {
    /// A 3.2 document published at `https://example.com/specs/api.yaml`, whose `Owner` refers
    /// to `target`.
    static func document(referring target: String, selfURI: String = "https://example.com/specs/api.yaml") -> String {
        """
        openapi: 3.2.0
        $self: \(selfURI)
        info: { title: Shop, version: "1" }
        servers: [{ url: "https://shop.example/api" }]
        paths: {}
        components:
          schemas:
            Owner: { type: object, required: [pet], properties: { pet: { $ref: "\(target)" } } }
            Pet: { type: object, required: [name], properties: { name: { type: string } } }

        """
    }

    static let schemas = """
        components:
          schemas:
            Tag: { type: object, required: [label], properties: { label: { type: string } } }

        """

    /// The type of `Owner.pet` and the diagnostics of translating `text` with `files` beside it.
    static func petType(_ text: String, files: [String: String] = [:]) -> (type: String?, diagnostics: [String]) {
        let translation = translate(text, files: files)
        let owner = translation.spec.models.first { $0.name.value == "Owner" }
        guard case .object(let fields)? = owner?.kind else { return (nil, translation.diagnostics.map(\.description)) }
        return (fields.first?.type.description, translation.diagnostics.map(\.description))
    }

    @Test func aURIInTheFolderOfSelfReadsTheFileBesideTheDocument() {
        let (type, diagnostics) = Self.petType(
            Self.document(referring: "https://example.com/specs/schemas.yaml#/components/schemas/Tag"),
            files: ["schemas.yaml": Self.schemas])
        #expect(diagnostics == [])
        #expect(type == "Tag")
        let (nested, nestedDiagnostics) = Self.petType(
            Self.document(referring: "https://example.com/specs/models/schemas.yaml#/components/schemas/Tag"),
            files: ["models/schemas.yaml": Self.schemas])
        #expect(nestedDiagnostics == [])
        #expect(nested == "Tag")
    }

    @Test func selfItselfIsTheDocument() {
        let (type, diagnostics) = Self.petType(
            Self.document(referring: "https://example.com/specs/api.yaml#/components/schemas/Pet"))
        #expect(diagnostics == [])
        #expect(type == "Pet")
    }

    @Test func aReferencedFilesOwnSelfCountsForItsReferences() {
        let schemas = """
            $self: https://example.com/common/schemas.yaml
            components:
              schemas:
                Wrapper: { $ref: "https://example.com/common/tags.yaml#/components/schemas/Tag" }

            """
        let (type, diagnostics) = Self.petType(
            Self.document(referring: "https://example.com/specs/common/schemas.yaml#/components/schemas/Wrapper"),
            files: ["common/schemas.yaml": schemas, "common/tags.yaml": Self.schemas])
        #expect(diagnostics == [])
        #expect(type == "Tag")
    }

    @Test func otherHostsStayRemoteAndFilesOutsideTheFolderAreNotRead() {
        let (_, remote) = Self.petType(
            Self.document(referring: "https://other.example/specs/schemas.yaml#/components/schemas/Tag"))
        #expect(
            remote == [
                "api.yaml:8:72: warning: remote reference \"https://other.example/specs/schemas.yaml#/components/schemas/Tag\" is not followed: only local files are read, and it lies under the \"$self\" of no document read"
            ])
        let (_, outside) = Self.petType(
            Self.document(referring: "https://example.com/specs/../secret.yaml#/components/schemas/Tag"),
            files: ["../secret.yaml": Self.schemas])
        #expect(outside.count == 1, "\(outside)")
        #expect(
            outside.first?.hasPrefix(
                "api.yaml:8:72: warning: reference \"https://example.com/specs/../secret.yaml#/components/schemas/Tag\" is not followed: only files under"
            ) == true)
    }

    @Test func aMissingTargetIsALocatedErrorWithTheNearestName() {
        let (_, diagnostics) = Self.petType(
            Self.document(referring: "https://example.com/specs/schemas.yaml#/components/schemas/Tagg"),
            files: ["schemas.yaml": Self.schemas])
        #expect(
            diagnostics == [
                "api.yaml:8:72: error: reference \"https://example.com/specs/schemas.yaml#/components/schemas/Tagg\" points at nothing (did you mean \"https://example.com/specs/schemas.yaml#/components/schemas/Tag\"?)"
            ])
        let (_, missing) = Self.petType(
            Self.document(referring: "https://example.com/specs/schemaz.yaml#/components/schemas/Tag"))
        #expect(missing == ["api.yaml:8:72: error: the referenced file schemaz.yaml does not exist"])
    }

    @Test(arguments: ["specs/api.yaml", "https://example.com/specs/api.yaml#top", "[a]"])
    func aSelfThatIsNoAbsoluteURIWithoutAFragmentIsAWarning(selfURI: String) {
        let (_, diagnostics) = Self.petType(
            Self.document(
                referring: "https://example.com/specs/schemas.yaml#/components/schemas/Tag", selfURI: selfURI),
            files: ["schemas.yaml": Self.schemas])
        #expect(
            diagnostics == [
                "api.yaml:2:8: warning: expected \"$self\" to be an absolute URI without a fragment, like https://example.com/specs/api.yaml: references are not resolved against it",
                "api.yaml:8:72: warning: remote reference \"https://example.com/specs/schemas.yaml#/components/schemas/Tag\" is not followed: only local files are read",
            ])
    }
}
