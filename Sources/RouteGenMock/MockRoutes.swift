#if Server
import RouteGenCore

/// The operations of a mock API by method and path template, and which of them a request's
/// method and path reach.
///
/// A path can match several templates (`/tasks/search` and `/tasks/{id}`): the most specific
/// wins, a segment of literal text before one with a placeholder, left to right, as a router's
/// trie prefers. Operations that share a method and a template (placeholder names aside) are one
/// endpoint, which the request's body and credential pick among, as the generated server's.
struct MockRoutes: Sendable {
    /// What a request's method and path reach.
    enum Match {
        /// The operations of the endpoint, and the placeholders' values as sent (percent-encoded).
        case found([MockOperation], pathParameters: [String: String])
        /// Some template matches the path, none for this method: the methods that have one.
        case wrongMethod(allowed: [String])
        /// No template matches the path.
        case notFound
    }

    /// One endpoint: a method, a template and the operations served there.
    private struct Endpoint: Sendable {
        let method: String
        let template: PathTemplatePattern
        var operations: [MockOperation]
    }

    private let endpoints: [Endpoint]

    /// The endpoints of `operations`, in spec order.
    init(_ operations: [MockOperation]) {
        var endpoints: [Endpoint] = []
        var index: [String: Int] = [:]
        for operation in operations {
            let template = PathTemplatePattern(operation.path)
            let key = operation.method + " " + template.shape
            if let existing = index[key] {
                endpoints[existing].operations.append(operation)
            } else {
                index[key] = endpoints.count
                endpoints.append(Endpoint(method: operation.method, template: template, operations: [operation]))
            }
        }
        self.endpoints = endpoints
    }

    /// The endpoint `method` and `path` (as sent, percent-encoded, without the query) reach.
    func match(method: String, path: String) -> Match {
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        var best: (endpoint: Endpoint, parameters: [String: String])?
        var allowed: [String] = []
        for endpoint in endpoints {
            guard let parameters = endpoint.template.match(segments) else { continue }
            guard endpoint.method == method else {
                if !allowed.contains(endpoint.method) { allowed.append(endpoint.method) }
                continue
            }
            if let current = best, !endpoint.template.isMoreSpecific(than: current.endpoint.template) { continue }
            best = (endpoint, parameters)
        }
        if let best { return .found(best.endpoint.operations, pathParameters: best.parameters) }
        return allowed.isEmpty ? .notFound : .wrongMethod(allowed: allowed)
    }
}

/// A path template as segments of literal text and `{name}` placeholders, matched against a
/// request's path segment by segment.
struct PathTemplatePattern: Sendable {
    /// A piece of a segment.
    enum Piece: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    /// The template's segments (the first, before the leading `/`, is empty).
    let segments: [[Piece]]

    init(_ template: String) {
        segments = template.split(separator: "/", omittingEmptySubsequences: false).map(Self.pieces)
    }

    /// The template with its placeholders' names left out: two templates of one shape match the
    /// same paths.
    var shape: String {
        segments.map { pieces in
            pieces.map { piece in
                switch piece {
                case .literal(let text): text
                case .placeholder: "{}"
                }
            }.joined()
        }.joined(separator: "/")
    }

    /// Whether a path both match is better served by this template: at the first segment where
    /// one is literal text only and the other holds a placeholder, this one is the literal.
    func isMoreSpecific(than other: PathTemplatePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) {
            let (isLiteral, otherIsLiteral) = (Self.isLiteral(mine), Self.isLiteral(theirs))
            if isLiteral != otherIsLiteral { return isLiteral }
        }
        return false
    }

    /// The placeholders' values when `path` (split at `/`) matches, else `nil`.
    func match(_ path: [Substring]) -> [String: String]? {
        guard path.count == segments.count else { return nil }
        var values: [String: String] = [:]
        for (pieces, segment) in zip(segments, path) {
            guard Self.match(pieces[...], segment, into: &values) else { return nil }
        }
        return values
    }

    private static func isLiteral(_ pieces: [Piece]) -> Bool {
        pieces.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Whether `segment` is `pieces`: literal text as it is, a placeholder at least one character
    /// up to where the literal after it next occurs (or to the end).
    private static func match(_ pieces: ArraySlice<Piece>, _ segment: Substring, into values: inout [String: String])
        -> Bool
    {
        guard let first = pieces.first else { return segment.isEmpty }
        switch first {
        case .literal(let text):
            guard segment.hasPrefix(text) else { return false }
            return match(pieces.dropFirst(), segment.dropFirst(text.count), into: &values)
        case .placeholder(let name):
            guard !segment.isEmpty else { return false }
            let rest = pieces.dropFirst()
            guard case .literal(let next)? = rest.first else {
                values[name] = String(segment)
                return rest.isEmpty
            }
            guard let end = segment.dropFirst().range(of: next)?.lowerBound else { return false }
            values[name] = String(segment[..<end])
            return match(rest, segment[end...], into: &values)
        }
    }

    /// A segment's literal text and placeholders.
    private static func pieces(_ segment: Substring) -> [Piece] {
        var pieces: [Piece] = []
        var rest = segment
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { pieces.append(.literal(String(rest[..<open]))) }
            pieces.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty || pieces.isEmpty { pieces.append(.literal(String(rest))) }
        return pieces
    }
}
#endif
