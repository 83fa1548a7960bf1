#if Server
import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

extension IncomingRequest {
    /// The media type of the body (`application/json`), lowercased and without parameters;
    /// `nil` when the request names none.
    var mediaType: String? {
        headers[.contentType].map { value in
            String(value.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces)
                .lowercased()
        }
    }

    /// A `415` unless the body's media type is `expected`.
    func requireMediaType(_ expected: String) throws(RequestDecodingError) {
        guard mediaType == expected.lowercased() else { throw .unsupportedMediaType(expected: expected) }
    }

    /// The JSON body (`request.jsonBody(body)`): `415` unless it is `application/json`
    /// (or a `+json` type), `400` when it is not valid JSON of the route's body type, naming
    /// the field to blame by its JSON path (`body field tasks[2].title is required`).
    public func jsonBody<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T {
        guard let mediaType, mediaType == "application/json" || mediaType.hasSuffix("+json") else {
            throw .unsupportedMediaType(expected: "application/json")
        }
        do {
            return try coding.decoder.decode(type, from: body)
        } catch {
            throw .badRequest(
                JSONFieldFailure.message(
                    for: error, whole: "the body is not valid JSON of the expected shape", field: { "body field \($0)" }
                ))
        }
    }

    /// The optional JSON body (`if let body { request.jsonBody(body) }`): `nil` when the
    /// request has none, else as ``jsonBody(as:)``.
    public func jsonBodyIfPresent<T: Decodable>(as type: T.Type) throws(RequestDecodingError) -> T? {
        body.isEmpty ? nil : try jsonBody(as: type)
    }

    /// The form-urlencoded body (`request.formBody { … }`): `415` unless it is
    /// `application/x-www-form-urlencoded`.
    public func formBody() throws(RequestDecodingError) -> FormBody {
        try requireMediaType("application/x-www-form-urlencoded")
        guard let text = String(data: body, encoding: .utf8) else { throw .badRequest("the form body is not UTF-8") }
        return FormBody(request: self, fields: try QueryItems(text))
    }

    /// The multipart body (`request.multipartBody { … }`): `415` unless it is
    /// `multipart/form-data`, `400` without a boundary RFC 2046 allows (at most 70 characters)
    /// or when its parts do not parse.
    public func multipartBody() throws(RequestDecodingError) -> MultipartBody {
        try requireMediaType("multipart/form-data")
        let boundary = try MultipartBody.boundary(in: headers[.contentType] ?? "")
        return MultipartBody(request: self, parts: try MultipartBody.parts(of: body, boundary: boundary))
    }

    /// The raw body of `contentType` (`request.rawBody(body, contentType:)`): `415` unless the
    /// request says it is of that type.
    public func rawBody(contentType: String) throws(RequestDecodingError) -> Data {
        let expected = String(contentType.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(
            in: .whitespaces)
        try requireMediaType(expected)
        return body
    }

    /// The optional raw body (`if let body { request.rawBody(body, contentType:) }`): `nil`
    /// when the request has none, else as ``rawBody(contentType:)``.
    public func rawBodyIfPresent(contentType: String) throws(RequestDecodingError) -> Data? {
        body.isEmpty ? nil : try rawBody(contentType: contentType)
    }
}
#endif
