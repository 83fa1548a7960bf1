#if Server
import Foundation
import RouteGenCore
import RouteKit
@_spi(RouteGen) import RouteKitServer

/// How the mock server checks a request against its operation before it answers: each parameter
/// and the body read through RouteKitServer's own ``IncomingRequest``, as the generated server's
/// decoder reads them, so a request that server refuses gets the same status and message
/// (`400 query parameter page has an invalid value`, `400 header Idempotency-Key is required`,
/// `415 the body must be application/json`). A JSON body is also checked against the spec's
/// type (``MockBodyCheck``), which the generated server does by decoding it into its model.
enum MockRequestCheck {
    /// The ``RequestDecodingError`` the generated server would answer `request` with, if any.
    static func check(_ request: IncomingRequest, against operation: MockOperation) throws(RequestDecodingError) {
        for parameter in operation.parameters {
            try check(parameter, in: request)
        }
        if let body = operation.body { try check(body, in: request) }
    }

    // MARK: Parameters

    private static func check(_ parameter: MockParameter, in request: IncomingRequest) throws(RequestDecodingError) {
        let name = parameter.name
        let isPresent: Bool
        switch (parameter.place, parameter.reading) {
        case (.path, .text(let scalar, let isArray, _)):
            isPresent = try read(scalar, isArray: isArray, what: parameter.what, from: .path(request, name))
        case (.query, .text(let scalar, let isArray, let delimiter)):
            isPresent = try read(
                scalar, isArray: isArray, what: parameter.what,
                from: .query(request, name, delimiter: delimiter.flatMap(QueryDelimiter.init)))
        case (.header, .text(let scalar, let isArray, _)):
            isPresent = try read(scalar, isArray: isArray, what: parameter.what, from: .header(request, name))
        case (.query, .json):
            isPresent = try request.query(name, json: JSONValue.self) != nil
        case (.header, .json):
            isPresent = try request.header(name, json: JSONValue.self) != nil
        case (.query, .deepObject):
            isPresent = try request.query(name, deepObject: JSONValue.self) != nil
        case (.queryString, _):
            isPresent = try request.queryString(name, as: String.self) != nil
        default:
            // The fields of a form or multipart body are read with their body.
            isPresent = true
        }
        if !isPresent, parameter.isRequired { throw .badRequest("\(parameter.what) is required") }
    }

    /// Reads the text of a value of `scalar` (its elements, for an array) from `values`, as the
    /// generated server reads it into its Swift type; whether the request holds it.
    private static func read(_ scalar: MockScalar, isArray: Bool, what: String, from values: TextValues)
        throws(RequestDecodingError) -> Bool
    {
        switch scalar {
        case .builtin(let builtin):
            return try read(swiftType(of: builtin), isArray: isArray, from: values)
        case .enumeration(let cases, let isOpen):
            let texts = isArray ? try values.all(as: String.self) : try values.one(as: String.self).map { [$0] }
            guard let texts else { return false }
            if !isOpen, texts.contains(where: { !cases.contains($0) }) {
                throw .badRequest("\(what) has an invalid value")
            }
            return true
        case .any:
            return try read(String.self, isArray: isArray, from: values)
        }
    }

    private static func read<T: Decodable>(_ type: T.Type, isArray: Bool, from values: TextValues)
        throws(RequestDecodingError) -> Bool
    {
        isArray ? try values.all(as: type) != nil : try values.one(as: type) != nil
    }

    /// The Swift type the generated server reads a built-in scalar as.
    private static func swiftType(of builtin: BuiltinType) -> any Decodable.Type {
        switch builtin {
        case .string: String.self
        case .int: Int.self
        case .int32: Int32.self
        case .int64: Int64.self
        case .double: Double.self
        case .float: Float.self
        case .bool: Bool.self
        case .date: Date.self
        case .uuid: UUID.self
        case .url: URL.self
        case .data: Data.self
        case .calendarDate: CalendarDate.self
        case .filePart, .jsonValue: JSONValue.self
        }
    }

    // MARK: Bodies

    private static func check(_ body: MockRequestBody, in request: IncomingRequest) throws(RequestDecodingError) {
        if body.isOptional, request.body.isEmpty { return }
        switch body.kind {
        case .json(let check):
            _ = try request.jsonBody(as: JSONValue.self)
            if let mismatch = check.mismatch(ofJSON: [UInt8](request.body)) {
                throw .badRequest(describe(mismatch, in: "the body", field: "body field "))
            }
        case .raw:
            _ = try request.rawBody(contentType: body.mediaType)
        case .form(let fields):
            let form = try request.formBody()
            for field in fields {
                guard case .text(let scalar, let isArray, _) = field.reading else { continue }
                let isPresent = try read(scalar, isArray: isArray, what: field.what, from: .form(form, field.name))
                if !isPresent, field.isRequired { throw .badRequest("\(field.what) is required") }
            }
        case .multipart(let fields):
            let parts = try request.multipartBody()
            for field in fields {
                let isPresent: Bool
                switch field.reading {
                case .text(let scalar, let isArray, _):
                    isPresent = try read(
                        scalar, isArray: isArray, what: field.what, from: .multipart(parts, field.name))
                case .json(let isArray):
                    isPresent =
                        isArray
                        ? try parts.json(field.name, arrayOf: JSONValue.self) != nil
                        : try parts.json(field.name, as: JSONValue.self) != nil
                case .file(let isArray):
                    isPresent =
                        isArray
                        ? try parts.file(field.name, arrayOf: Data.self) != nil
                        : try parts.file(field.name, as: Data.self) != nil
                case .deepObject, .whole:
                    isPresent = true
                }
                if !isPresent, field.isRequired { throw .badRequest("\(field.what) is required") }
            }
        case .items(let framing, let element):
            _ =
                framing == .lines
                ? try request.jsonLinesBody(as: JSONValue.self) : try request.jsonSequenceBody(as: JSONValue.self)
            for (index, item) in ItemTexts.split([UInt8](request.body), framing: framing).enumerated() {
                if let mismatch = element.mismatch(ofJSON: item) {
                    let place = "element \(index + 1) of the body"
                    throw .badRequest(describe(mismatch, in: place, field: place + " at "))
                }
            }
        }
    }

    /// A mismatch (`.tags[1]: expected string…`, `: expected object…` at the root) as an answer
    /// names it: `body field tags[1]: expected string…`, `the body: expected object…`.
    private static func describe(_ mismatch: String, in whole: String, field: String) -> String {
        if mismatch.hasPrefix(": ") { return whole + mismatch }
        return field + (mismatch.hasPrefix(".") ? String(mismatch.dropFirst()) : mismatch)
    }
}
#endif
