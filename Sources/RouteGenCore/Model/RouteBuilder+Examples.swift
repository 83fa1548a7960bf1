extension RouteBuilder {
    /// The example responses of `route` a client can decode (`--examples`): each one its spec
    /// documents under a status, in order, then — for a route of one response that documents
    /// none for it — the examples of that response's model, as `200`; and when that leaves no
    /// success example, one synthesized from the first success response's type
    /// (``ExampleSynthesis``), marked so.
    ///
    /// Left out: examples that do not match their types (warned about already), of bytes
    /// (`Data`: its examples are not the bytes), of a stream (the framed text, not one body),
    /// under `default` (no status to answer with), and those with no value of their own
    /// (`externalValue` only).
    func exampleResponses(of route: RouteSpec) -> [ExampleResponseModel] {
        var found: [ExampleResponseModel] = []
        for response in route.responseExamples {
            guard let status = ResponseStatus(response.status.value)?.lowestCode,
                let type = ExampleCheck.responseType(of: route, status: response.status.value)
            else { continue }
            found += response.examples.compactMap { example(of: $0, type: type, status: status) }
        }
        if route.responses.isEmpty, let type = route.response, !found.contains(where: { (200...299) ~= $0.status }),
            case .named(let name) = type.unwrapped, let model = resolver.symbols.models[name.value]
        {
            found += model.spec.examples.compactMap { example(of: $0, type: type, status: 200) }
        }
        if !found.contains(where: { (200...299) ~= $0.status }), let synthesized = synthesizedExample(of: route) {
            found.append(synthesized)
        }
        return found
    }

    /// A success example built from the type of the route's first success response with a body
    /// (one without a body when none has one), or `nil` for bytes, a stream alone, or a type no
    /// value can be built for.
    private func synthesizedExample(of route: RouteSpec) -> ExampleResponseModel? {
        let success =
            route.responses.isEmpty
            ? route.response.map { (status: 200, type: $0) }
            : route.responses.lazy.compactMap { success in success.type.map { (status: success.status, type: $0) } }
                .first
        guard let (status, type) = success else { return Self.bodilessExample(of: route) }
        var example: ExampleResponseModel
        switch Self.exampleBody(of: type) {
        case .bytes:
            return nil
        case .text:
            example = ExampleResponseModel(status: status, name: nil, contentType: "text/plain", body: "string")
        case .json:
            guard let body = ExampleSynthesis(symbols: resolver.symbols).json(for: type) else { return nil }
            example = ExampleResponseModel(status: status, name: nil, contentType: "application/json", body: body)
        }
        example.isSynthesized = true
        return example
    }

    /// The answer of a route whose success responses have no body — `204`, or the first success
    /// status its spec lists — so a preview can answer a delete too; `nil` for a route that
    /// streams.
    private static func bodilessExample(of route: RouteSpec) -> ExampleResponseModel? {
        guard route.stream == nil, route.response == nil, route.responses.allSatisfy({ $0.type == nil }) else {
            return nil
        }
        var example = ExampleResponseModel(
            status: route.responses.first?.status ?? 204, name: nil, contentType: "", body: "")
        example.isSynthesized = true
        return example
    }

    /// The response `example` describes, with a body of `type`, or `nil` when a client could not
    /// decode it.
    private func example(of example: ExampleSpec, type: TypeExpression, status: Int) -> ExampleResponseModel? {
        guard let value = example.value, !exampleMismatches.contains(example.location) else { return nil }
        var name: String?
        if case .named(let located) = example.place { name = located.value }
        switch Self.exampleBody(of: type) {
        case .bytes:
            return nil
        case .text:
            guard case .string(let text, _) = value else { return nil }
            return ExampleResponseModel(status: status, name: name, contentType: "text/plain", body: text)
        case .json:
            return ExampleResponseModel(
                status: status, name: name, contentType: "application/json", body: value.jsonText)
        }
    }

    /// How a response body of a type is sent, which decides what an example of it is.
    private enum ExampleBody {
        /// `Data`: bytes, which no example value is.
        case bytes
        /// `String`: the text itself, `text/plain`.
        case text
        /// Anything else: JSON.
        case json
    }

    private static func exampleBody(of type: TypeExpression) -> ExampleBody {
        guard case .named(let name) = type.unwrapped else { return .json }
        switch BuiltinType(rawValue: name.value) {
        case .data?: return .bytes
        case .string?: return .text
        default: return .json
        }
    }
}
