import Testing

@testable import RouteGenCore

/// The client's call and the server's read of a parameter are spelled from one typed value and
/// the parameter's type: the same receiver, method and delimiter on both sides, what only says
/// how to send left out of the read.
struct ParameterEncodingTests {
    static func shop(_ name: String) -> TypeReference {
        .declared(DeclaredTypeName(namespace: "Shop", fullName: name, reach: .fullName))
    }

    @Test func aDelimitedQueryArrayIsSentAndReadWithItsDelimiter() {
        let encoding = ParameterEncoding(place: .query, delimiter: .pipe)
        #expect(
            encoding.clientStatement(key: #""tags""#, argument: "tags")
                == #"request.query("tags", tags, delimitedBy: .pipe)"#)
        #expect(
            encoding.serverRead(key: #""tags""#, type: .optional(.array(.builtin(.string))), requiredAs: nil)
                == #"try request.query("tags", arrayOf: String.self, delimitedBy: .pipe)"#)
    }

    /// Text is read item by item, as the element's type; JSON and deepObject as the whole value.
    @Test func textIsReadAsItsElementsAndJSONAsTheWholeValue() {
        let text = ParameterEncoding(place: .query)
        #expect(
            text.serverRead(key: #""state""#, type: .array(Self.shop("State")), requiredAs: "query parameter state")
                == #"try request.query("state", arrayOf: Shop.State.self).required("query parameter state")"#)
        #expect(
            text.serverRead(key: #""state""#, type: .optional(Self.shop("State")), requiredAs: nil)
                == #"try request.query("state", as: Shop.State.self)"#)
        let json = ParameterEncoding(place: .query, value: .json)
        #expect(
            json.serverRead(key: #""ids""#, type: .optional(.array(.builtin(.int))), requiredAs: nil)
                == #"try request.query("ids", json: [Int].self)"#)
    }

    @Test func jsonAndDeepObjectValuesAreLabelledOnBothSides() {
        let json = ParameterEncoding(place: .header, value: .json)
        #expect(json.clientStatement(key: #""X-Meta""#, argument: "meta") == #"request.header("X-Meta", json: meta)"#)
        #expect(
            json.serverRead(key: #""X-Meta""#, type: Self.shop("Meta"), requiredAs: "header X-Meta")
                == #"try request.header("X-Meta", json: Shop.Meta.self).required("header X-Meta")"#)
        let deepObject = ParameterEncoding(place: .query, value: .deepObject)
        #expect(
            deepObject.serverRead(key: #""filter""#, type: .optional(Self.shop("Filter")), requiredAs: nil)
                == #"try request.query("filter", deepObject: Shop.Filter.self)"#)
    }

    @Test func aFilePartsContentTypeIsSentNotReadAndAPathIsNeverMissing() {
        let file = ParameterEncoding(place: .multipartFile(contentType: "image/png"))
        #expect(
            file.clientStatement(key: #""thumbnail""#, argument: "thumbnail")
                == #"parts.file("thumbnail", thumbnail, contentType: "image/png")"#)
        #expect(
            file.serverRead(key: #""thumbnail""#, type: .builtin(.data), requiredAs: "multipart field thumbnail")
                == #"try parts.file("thumbnail", as: Data.self).required("multipart field thumbnail")"#)
        let path = ParameterEncoding(place: .path)
        #expect(
            path.serverRead(key: #""id""#, type: .builtin(.int), requiredAs: "path parameter id")
                == #"try request.path("id", as: Int.self)"#)
    }
}
