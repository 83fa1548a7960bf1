#if Server
import RouteGenCore

/// What `routegen-mock` prints when it starts: one line per operation — its method, path and
/// name, then each status it documents with the examples it answers with — and a note for a
/// stream served without elements.
///
///     GET    /projects/{id}                  project       200 (synthesized), 404 (synthesized)
///     POST   /projects/{projectID}/tasks     createTask    200 (synthesized), 404 (noProject), …
package enum MockListing {
    /// The widest a path column is padded to; a longer path pushes its line's rest along.
    static let pathColumn = 48

    /// The lines of `api`'s operations, in spec order.
    package static func lines(of api: MockAPI) -> [String] {
        let methodWidth = api.operations.map(\.method.count).max() ?? 0
        let pathWidth = min(api.operations.map(\.path.count).max() ?? 0, pathColumn)
        let nameWidth = min(api.operations.map(\.name.count).max() ?? 0, pathColumn)
        return api.operations.map { operation in
            var line = padded(operation.method, to: methodWidth) + "  " + padded(operation.path, to: pathWidth) + "  "
            line += padded(operation.name, to: nameWidth) + "  "
            var statuses = operation.responses.map { describe($0, stream: operation.stream) }
            if let fallback = operation.defaultResponse { statuses.append(describe(fallback, stream: nil)) }
            if let stream = operation.stream, !operation.responses.contains(where: { $0.body == .stream }) {
                statuses.append("its stream to a request that accepts it (\(describe(stream)))")
            }
            line += statuses.joined(separator: ", ")
            if let note = operation.stream?.note { line += " — " + note }
            return line
        }
    }

    /// `404 (noProject)`: a status and what it answers with — its examples' names (`example`
    /// for an unnamed one, `synthesized` for one made from its type), its stream, or nothing.
    static func describe(_ response: MockResponse, stream: MockStream?) -> String {
        let status = response.status == 0 ? "default" : String(response.status)
        switch response.body {
        case .none:
            return status
        case .bytes:
            return status + " (bytes)"
        case .stream:
            return status + (stream.map { " (" + describe($0) + ")" } ?? "")
        case .json, .text:
            guard !response.examples.isEmpty else { return status + " (no example)" }
            let names = response.examples.map { example in
                example.isSynthesized ? "synthesized" : example.name ?? "example"
            }
            return status + " (" + names.joined(separator: ", ") + ")"
        }
    }

    /// `events, 2 elements`: a stream's format and how many elements it sends.
    static func describe(_ stream: MockStream) -> String {
        "\(stream.format.rawValue), \(stream.elements.count) element" + (stream.elements.count == 1 ? "" : "s")
    }

    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
#endif
