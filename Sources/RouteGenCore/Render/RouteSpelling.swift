/// How a route's request statements and its response cases' decoding are spelled, from what
/// the model says of its properties (``RequestCoding``) and cases.
extension APIKeyPlace {
    /// RouteKit's `APIKeyLocation` (`.header("X-API-Key")`).
    var spelling: String {
        switch self {
        case .header(let name): ".header(\(SwiftText.stringLiteral(name)))"
        case .query(let name): ".query(\(SwiftText.stringLiteral(name)))"
        }
    }
}

extension RouteModel {
    /// The `HTTPMethod` member its method is, after a dot: `get` for a method with a key of its
    /// own, which RouteKit names; `init(rawValue: "PROPFIND")` for any other, sent as written.
    var methodSpelling: String {
        SpecKeys.Route.methods.contains { $0.rawValue == method }
            ? method.lowercased() : "init(rawValue: \(SwiftText.stringLiteral(method)))"
    }

    /// The `Route.baseURL` expression of a route sent to a server of its own: the namespace's
    /// constant (`Shop.uploadBaseURL`).
    var baseURLSpelling: String? { baseURL.map { $0.namespace + "." + $0.name } }

    /// The path, query and header calls of `encode(into:)`, in declaration order; form fields
    /// and parts are sent inside the body's closure instead.
    var parameterStatements: [String] {
        properties.compactMap { property in
            guard case .parameter(let encoding, _)? = property.requestCoding else { return nil }
            switch encoding.place {
            case .path, .query, .queryString, .header: return property.requestStatement
            case .formField, .multipartText, .multipartJSON, .multipartFile: return nil
            }
        }
    }

    /// The statement that sets the body (`request.jsonBody(body)`), if the route has a JSON or
    /// raw body.
    var bodyStatement: String? {
        for property in properties {
            if case .body(let encoding)? = property.requestCoding {
                return encoding.clientStatement(body: property.type)
            }
        }
        return nil
    }
}

extension ResponseCaseModel {
    /// The statement of `init(status:body:)` that makes it from the `SuccessBody` named `body`
    /// (`self = .ok(try body.decode())`, `self = .noContent`).
    var decodeStatement: String {
        payloadType == nil ? "self = .\(name)" : "self = .\(name)(try body.decode())"
    }
}

extension ErrorBodyModel {
    /// The `ErrorBody` value of `errorBodies` (`.status(404, Problem.self)`, `.default(Problem.self)`).
    var expression: String {
        status.map { ".status(\($0), \(type.spelling).self)" } ?? ".default(\(type.spelling).self)"
    }
}

extension StreamModel {
    /// RouteKit's `StreamFormat` of the stream (`.serverSentEvents`, `.jsonLines`,
    /// `.serverSentEvents(terminator: nil)`).
    var formatExpression: String {
        switch (format, terminator) {
        case (.events, .standard): ".serverSentEvents"
        case (.events, .text(let text)): ".serverSentEvents(terminator: \(SwiftText.stringLiteral(text)))"
        case (.events, .none): ".serverSentEvents(terminator: nil)"
        case (.lines, _): ".jsonLines"
        case (.sequence, _): ".jsonSequence"
        case (.parts, _): ".multipartMixed"
        }
    }
}
