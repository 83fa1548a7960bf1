extension MockAPIBuilder {
    /// The responses `route` documents, success statuses then errors, each lowest first, and
    /// its `default`: each with the examples a client can decode (the documented ones, else one
    /// synthesized from its type).
    ///
    /// The success statuses are those of `responses:`; for one `response:`, the statuses its
    /// examples are documented under (OpenAPI's `201`), else `200`; a route with neither
    /// answers `204`, as the generated server does, and a route that only streams, `200`.
    func responses(of route: RouteSpec) -> (responses: [MockResponse], default: MockResponse?) {
        let examples = routes.exampleResponses(of: route)
        func response(_ status: Int, _ type: TypeExpression?) -> MockResponse {
            // A client decodes every error body as JSON, a `String` one too.
            let isError = !(200...299).contains(status)
            var body = Self.body(of: type)
            if isError, body == .text { body = .json }
            var answers = examples.filter { $0.status == status }.map { isError ? Self.json($0) : $0 }
            if answers.isEmpty, let type, let synthesized = synthesizedExample(status: status, type: type, body: body) {
                answers = [synthesized]
            }
            return MockResponse(status: status, body: body, examples: body == .json || body == .text ? answers : [])
        }
        var success: [MockResponse] = []
        if !route.responses.isEmpty {
            success = route.responses.map { response($0.status, $0.type) }
        } else if let type = route.response {
            var statuses: [Int] = []
            for example in examples where (200...299).contains(example.status) && !statuses.contains(example.status) {
                statuses.append(example.status)
            }
            success = (statuses.isEmpty ? [200] : statuses).map { response($0, type) }
        } else if route.stream != nil {
            success = [MockResponse(status: 200, body: .stream, examples: [])]
        } else {
            success = [MockResponse(status: 204, body: .none, examples: [])]
        }
        // An error status the spec lists, or one its examples are documented under (`4XX` as
        // `400`), with the body its spec gives that status (else `default`'s).
        var errorStatuses = Set(route.errors.compactMap(\.status))
        errorStatuses.formUnion(examples.map(\.status).filter { $0 >= 300 })
        let errors = errorStatuses.sorted().map { status in
            response(status, ExampleCheck.responseType(of: route, status: String(status)))
        }
        let defaultResponse = route.errors.first { $0.status == nil }.map { response(0, $0.type) }
        return (success.sorted { $0.status < $1.status } + errors, defaultResponse)
    }

    /// `example` as JSON: a text example (of a `String` error body) as a JSON string.
    private static func json(_ example: ExampleResponseModel) -> ExampleResponseModel {
        guard example.contentType == "text/plain" else { return example }
        var json = example
        json.contentType = "application/json"
        json.body = ExampleValue.jsonString(example.body)
        return json
    }

    /// What a response body of `type` is: none, bytes (`Data`), text (`String`) or JSON.
    private static func body(of type: TypeExpression?) -> MockResponse.Body {
        guard let type else { return .none }
        guard case .named(let name) = type.unwrapped else { return .json }
        switch BuiltinType(rawValue: name.value) {
        case .data?: return .bytes
        case .string?: return .text
        default: return .json
        }
    }

    /// An example of `status` made from `type` where the spec documents none, as the success
    /// examples of ``RouteBuilder/exampleResponses(of:)`` are made.
    private func synthesizedExample(status: Int, type: TypeExpression, body: MockResponse.Body)
        -> ExampleResponseModel?
    {
        var example: ExampleResponseModel
        switch body {
        case .json:
            guard let json = synthesis.json(for: type) else { return nil }
            example = ExampleResponseModel(status: status, name: nil, contentType: "application/json", body: json)
        case .text:
            example = ExampleResponseModel(status: status, name: nil, contentType: "text/plain", body: "string")
        case .none, .bytes, .stream:
            return nil
        }
        example.isSynthesized = true
        return example
    }

    // MARK: Response headers

    /// The text of the response header `field`: its first example that matches, else a value
    /// synthesized from its type; `nil` when neither is one header value.
    func headerValue(of field: FieldSpec) -> String? {
        let documented = field.examples.first { $0.value != nil && !mismatched.contains($0.location) }?.value
        guard let text = documented.flatMap(Self.headerText) ?? synthesizedHeaderText(of: field.type) else {
            return nil
        }
        // A header value is one line of visible text: a documented one with a line break is none.
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F } ? text : nil
    }

    /// A scalar example as header text; an array's elements joined by commas, as RouteKit reads
    /// a list field.
    private static func headerText(of value: ExampleValue) -> String? {
        switch value {
        case .string(let text, _), .number(let text, _): text
        case .bool(let flag, _): flag ? "true" : "false"
        case .array(let items, _):
            items.compactMap { item in
                if case .array = item { return nil }
                return headerText(of: item)
            }.joined(separator: ", ")
        case .null, .object: nil
        }
    }

    /// A value synthesized from a header's type: its one element for an array.
    private func synthesizedHeaderText(of type: TypeExpression) -> String? {
        var element = type.unwrapped
        if case .array(let inner) = element { element = inner.unwrapped }
        guard let json = synthesis.json(for: element) else { return nil }
        // A scalar's JSON: a number or a boolean as it is, a string between its quotes (which
        // the synthesis escapes only for control characters and quotes, never in a header).
        if json.hasPrefix("\"") {
            guard json.count >= 2, !json.contains("\\") else { return nil }
            return String(json.dropFirst().dropLast())
        }
        return json.hasPrefix("{") || json.hasPrefix("[") ? nil : json
    }
}
