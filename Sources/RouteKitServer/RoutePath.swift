#if Server
/// A route's path template as Hummingbird's router takes it.
///
/// Hummingbird's trie refuses two routes whose captures at the same place have different names
/// (`/projects/{id}` beside `/projects/{projectID}/tasks`), which specs write freely; so every
/// capture is registered under the name of its segment's position (`{s1}`), and the template's
/// own names are restored from ``placeholders`` when a request is decoded.
struct RoutePath: Sendable {
    /// The path with each `{name}` replaced by `{s<segment>}`.
    let routerPath: String
    /// Template name by registered name: `["s1": "projectID"]`.
    let placeholders: [String: String]

    init(_ template: String) {
        var placeholders: [String: String] = [:]
        let segments = template.split(separator: "/", omittingEmptySubsequences: false).enumerated().map {
            index, segment -> String in
            guard let open = segment.firstIndex(of: "{"), let close = segment[open...].firstIndex(of: "}") else {
                return String(segment)
            }
            let name = "s\(index)"
            placeholders[name] = String(segment[segment.index(after: open)..<close])
            return segment[..<open] + "{\(name)}" + segment[segment.index(after: close)...]
        }
        self.routerPath = segments.joined(separator: "/")
        self.placeholders = placeholders
    }
}
#endif
