#if Server
import RouteGenCore

/// Which documented response the mock server answers an operation with: the lowest success
/// status's first example unless the request asks for another (``ResponsePreference``); the
/// operation's stream when it only streams, or when the request accepts the stream's media type.
struct MockAnswer: Sendable {
    /// What is answered.
    enum Content: Sendable {
        /// A response of the spec, with the example it answers with (`nil` when it has none).
        case response(MockResponse, example: ExampleResponseModel?)
        /// The operation's stream.
        case stream(MockStream)
    }

    /// The status.
    var status: Int
    /// What is answered.
    var content: Content

    /// A request asked for a response or an example the operation does not document: answered
    /// `501 Not Implemented`, naming what was asked and what there is.
    struct Undocumented: Error, Sendable {
        var message: String
    }

    /// The answer to a request for `operation` that prefers `preference` and, when
    /// `acceptsStream`, names the stream's media type in its `Accept`.
    static func choose(for operation: MockOperation, preference: ResponsePreference, acceptsStream: Bool)
        throws(Undocumented) -> MockAnswer
    {
        var candidates: [(status: Int, response: MockResponse)]
        if let code = preference.code {
            guard let status = Int(code), (100...599).contains(status) else {
                throw Undocumented(
                    message:
                        "Prefer: code=\(code) is not an HTTP status; \(operation.name) documents \(statuses(of: operation))"
                )
            }
            if let response = operation.responses.first(where: { $0.status == status }) {
                candidates = [(status, response)]
            } else if let fallback = operation.defaultResponse, status >= 400 {
                candidates = [(status, fallback)]
            } else {
                throw Undocumented(
                    message:
                        "\(operation.name) documents no response \(status) (Prefer: code=\(status)); it documents \(statuses(of: operation))"
                )
            }
        } else if preference.example != nil {
            candidates = operation.responses.map { ($0.status, $0) }
        } else {
            candidates = operation.successResponse.map { [($0.status, $0)] } ?? []
        }
        var chosen = candidates.first.map {
            (status: $0.status, response: $0.response, example: $0.response.examples.first)
        }
        if let name = preference.example {
            chosen = nil
            for candidate in candidates {
                guard let example = candidate.response.examples.first(where: { $0.name == name }) else { continue }
                chosen = (candidate.status, candidate.response, example)
                break
            }
            guard chosen != nil else {
                let asked = preference.code.map { " of response \($0)" } ?? ""
                throw Undocumented(
                    message:
                        "\(operation.name) has no example named \"\(name)\"\(asked) (Prefer: example=\(name)); \(examples(of: operation))"
                )
            }
        }
        guard let chosen else {
            throw Undocumented(message: "\(operation.name) documents no success response")
        }
        if let stream = operation.stream, (200...299).contains(chosen.status),
            chosen.response.body == .stream || (acceptsStream && preference.example == nil)
        {
            return MockAnswer(status: chosen.status, content: .stream(stream))
        }
        return MockAnswer(status: chosen.status, content: .response(chosen.response, example: chosen.example))
    }

    /// The statuses `operation` documents, as a `501` lists them: `201, 404, 422 and default`.
    private static func statuses(of operation: MockOperation) -> String {
        let listed =
            operation.responses.map { String($0.status) } + (operation.defaultResponse == nil ? [] : ["default"])
        return listed.count <= 1
            ? listed.joined() : listed.dropLast().joined(separator: ", ") + " and " + (listed.last ?? "")
    }

    /// The named examples of `operation`, as a `501` lists them: `its examples are 404
    /// noProject, 422 emptyTitle`.
    private static func examples(of operation: MockOperation) -> String {
        let named = operation.responses.flatMap { response in
            response.examples.compactMap { example in example.name.map { "\(response.status) \($0)" } }
        }
        return named.isEmpty ? "it has no named examples" : "its examples are " + named.joined(separator: ", ")
    }
}
#endif
