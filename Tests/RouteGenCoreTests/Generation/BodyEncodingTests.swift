import Testing

@testable import RouteGenCore

/// A JSON, raw or items body's client statement and server read come from one typed value and
/// the body's type, which says what is read and whether the body may be left out.
struct BodyEncodingTests {
    static let patch = TypeReference.declared(DeclaredTypeName(namespace: "Shop", fullName: "Patch", reach: .fullName))

    @Test func aJSONBodyKeepsItsMediaTypeAndAnOptionalOneGoesOutOnlyWhenSet() {
        let patch = BodyEncoding.json(mediaType: "application/merge-patch+json")
        #expect(
            patch.clientStatement(body: .optional(Self.patch))
                == #"if let body { request.jsonBody(body, contentType: "application/merge-patch+json") }"#)
        #expect(patch.serverRead(body: .optional(Self.patch)) == "try request.jsonBodyIfPresent(as: Shop.Patch.self)")
        let plain = BodyEncoding.json(mediaType: nil)
        #expect(plain.clientStatement(body: .array(Self.patch)) == "request.jsonBody(body)")
        #expect(plain.serverRead(body: .array(Self.patch)) == "try request.jsonBody(as: [Shop.Patch].self)")
    }

    @Test func aRawBodyIsSentAndReadWithItsMediaType() {
        let image = BodyEncoding.raw(mediaType: "image/png")
        #expect(image.clientStatement(body: .binaryBody) == #"request.rawBody(body, contentType: "image/png")"#)
        #expect(image.serverRead(body: .binaryBody) == #".data(try request.rawBody(contentType: "image/png"))"#)
        let csv = BodyEncoding.raw(mediaType: "text/csv")
        #expect(
            csv.clientStatement(body: .optional(.binaryBody))
                == #"if let body { request.rawBody(body, contentType: "text/csv") }"#)
        #expect(
            csv.serverRead(body: .optional(.binaryBody))
                == #"try request.rawBodyIfPresent(contentType: "text/csv").map(BinaryBody.data)"#)
    }

    /// A body of items is read as its element's type, framed as the route says.
    @Test func aBodyOfItemsIsReadAsItsElements() {
        let lines = BodyEncoding.items(framing: .lines, mediaType: "application/x-ndjson")
        #expect(
            lines.clientStatement(body: .array(Self.patch))
                == #"request.jsonLinesBody(body, contentType: "application/x-ndjson")"#)
        #expect(lines.serverRead(body: .array(Self.patch)) == "try request.jsonLinesBody(as: Shop.Patch.self)")
        let sequence = BodyEncoding.items(framing: .sequence, mediaType: nil)
        #expect(sequence.clientStatement(body: .array(.builtin(.string))) == "request.jsonSequenceBody(body)")
    }
}
