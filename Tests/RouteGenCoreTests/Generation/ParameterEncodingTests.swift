import Testing

@testable import RouteGenCore

/// The client's call and the server's read of a parameter are spelled from one typed value: the
/// same receiver, method and delimiter on both sides, what only says how to send left out of the read.
struct ParameterEncodingTests {
    @Test func aDelimitedQueryArrayIsSentAndReadWithItsDelimiter() {
        let encoding = ParameterEncoding(place: .query, delimiter: .pipe)
        #expect(
            encoding.clientStatement(key: #""tags""#, argument: "tags")
                == #"request.query("tags", tags, delimitedBy: .pipe)"#)
        #expect(
            encoding.serverRead(key: #""tags""#, decodedType: "String", isArray: true, requiredAs: nil)
                == #"try request.query("tags", arrayOf: String.self, delimitedBy: .pipe)"#)
    }

    @Test func jsonAndDeepObjectValuesAreLabelledOnBothSides() {
        let json = ParameterEncoding(place: .header, value: .json)
        #expect(json.clientStatement(key: #""X-Meta""#, argument: "meta") == #"request.header("X-Meta", json: meta)"#)
        #expect(
            json.serverRead(key: #""X-Meta""#, decodedType: "Shop.Meta", isArray: false, requiredAs: "header X-Meta")
                == #"try request.header("X-Meta", json: Shop.Meta.self).required("header X-Meta")"#)
        let deepObject = ParameterEncoding(place: .query, value: .deepObject)
        #expect(
            deepObject.serverRead(key: #""filter""#, decodedType: "Shop.Filter", isArray: false, requiredAs: nil)
                == #"try request.query("filter", deepObject: Shop.Filter.self)"#)
    }

    @Test func aFilePartsContentTypeIsSentNotReadAndAPathIsNeverMissing() {
        let file = ParameterEncoding(place: .multipartFile(contentType: "image/png"))
        #expect(
            file.clientStatement(key: #""thumbnail""#, argument: "thumbnail")
                == #"parts.file("thumbnail", thumbnail, contentType: "image/png")"#)
        #expect(
            file.serverRead(
                key: #""thumbnail""#, decodedType: "Data", isArray: false, requiredAs: "multipart field thumbnail")
                == #"try parts.file("thumbnail", as: Data.self).required("multipart field thumbnail")"#)
        let path = ParameterEncoding(place: .path)
        #expect(
            path.serverRead(key: #""id""#, decodedType: "Int", isArray: false, requiredAs: "path parameter id")
                == #"try request.path("id", as: Int.self)"#)
    }
}
