import Testing

@testable import RouteGenCore

/// A JSON or raw body's client statement and server read come from one typed value.
struct BodyEncodingTests {
    @Test func aJSONBodyKeepsItsMediaTypeAndAnOptionalOneGoesOutOnlyWhenSet() {
        let patch = BodyEncoding.json(type: "Shop.Patch", mediaType: "application/merge-patch+json", isOptional: true)
        #expect(
            patch.clientStatement
                == #"if let body { request.jsonBody(body, contentType: "application/merge-patch+json") }"#)
        #expect(patch.serverRead == "try request.jsonBodyIfPresent(as: Shop.Patch.self)")
        let plain = BodyEncoding.json(type: "Shop.Task", mediaType: nil, isOptional: false)
        #expect(plain.clientStatement == "request.jsonBody(body)")
        #expect(plain.serverRead == "try request.jsonBody(as: Shop.Task.self)")
    }

    @Test func aRawBodyIsSentAndReadWithItsMediaType() {
        let image = BodyEncoding.raw(mediaType: "image/png", isOptional: false)
        #expect(image.clientStatement == #"request.rawBody(body, contentType: "image/png")"#)
        #expect(image.serverRead == #".data(try request.rawBody(contentType: "image/png"))"#)
        let optional = BodyEncoding.raw(mediaType: "text/csv", isOptional: true)
        #expect(optional.clientStatement == #"if let body { request.rawBody(body, contentType: "text/csv") }"#)
        #expect(optional.serverRead == #"try request.rawBodyIfPresent(contentType: "text/csv").map(BinaryBody.data)"#)
    }
}
