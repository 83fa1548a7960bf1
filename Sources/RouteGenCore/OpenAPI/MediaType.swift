/// What a media type of a request or response body means for the generated route.
enum MediaType: Comparable {
    /// JSON (`application/json`, `application/problem+json`, …): a typed, encoded body.
    case json
    /// `application/x-www-form-urlencoded`: form fields.
    case form
    /// `multipart/form-data` (any `multipart/`): parts.
    case multipart
    /// Text (`text/plain`, `text/csv`…): a `String` response, raw bytes as a request.
    case text
    /// Anything else (`application/octet-stream`, `image/png`, `*/*`…): raw bytes.
    case binary

    /// Classifies a media type, ignoring parameters such as `; charset=utf-8`.
    init(_ text: String) {
        if text == "application/json" {
            self = .json
            return
        }
        let essence = text.split(separator: ";").first.map { String($0).trimmingSpaces.lowercased() } ?? ""
        if essence == "application/json" || essence.hasSuffix("+json") || essence == "application/*json" {
            self = .json
        } else if essence == "application/x-www-form-urlencoded" {
            self = .form
        } else if essence.hasPrefix("multipart/") {
            self = .multipart
        } else if essence.hasPrefix("text/") {
            self = .text
        } else {
            self = .binary
        }
    }

    /// The entry of a `content` mapping a route uses: the first of the most structured kind
    /// (JSON, then form, multipart, text, bytes), with its media type as written.
    static func preferred(in content: YAMLNode?) -> (mediaType: String, kind: MediaType, node: YAMLNode, location: SourceLocation)? {
        var best: (String, MediaType, YAMLNode, SourceLocation)?
        for pair in content?.mapping ?? [] {
            guard let name = pair.key.scalar?.value else { continue }
            let kind = MediaType(name)
            if best == nil || kind < best!.1 { best = (name, kind, pair.value, pair.key.location) }
        }
        return best
    }
}
