/// What a media type of a request or response body means for the generated route.
enum MediaType: Comparable {
    /// JSON (`application/json`, `application/problem+json`, `text/json`, …): a typed, encoded body.
    case json
    /// `application/x-www-form-urlencoded`: form fields.
    case form
    /// `multipart/form-data` (any `multipart/`): parts.
    case multipart
    /// Text (`text/plain`, `text/csv`…): a `String` response, raw bytes as a request.
    case text
    /// Anything else (`application/octet-stream`, `image/png`, `*/*`…): raw bytes.
    case binary

    /// The media type without parameters such as `; charset=utf-8`, lower-cased.
    static func essence(of text: String) -> String {
        text.split(separator: ";").first.map { String($0).trimmingSpaces.lowercased() } ?? ""
    }

    /// Classifies a media type, ignoring parameters such as `; charset=utf-8`.
    init(_ text: String) {
        if text == "application/json" {
            self = .json
            return
        }
        let essence = Self.essence(of: text)
        if essence == "application/json" || essence.hasSuffix("+json") || essence == "application/*json"
            || essence == "text/json"
        {
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

    /// The framing of a streamed media type: `text/event-stream`, JSON Lines
    /// (`application/jsonl`, `application/x-ndjson`, `application/jsonlines`,
    /// `application/x-jsonlines`), a JSON text sequence (`application/json-seq`), or
    /// `multipart/mixed` when its media type object `media` describes items (OpenAPI 3.2's
    /// `itemSchema`, `itemEncoding` or `prefixEncoding`, or `x-routegen-stream-element`) rather
    /// than one body.
    static func streamFormat(_ text: String, media: YAMLNode?) -> StreamSpec.Format? {
        let essence = Self.essence(of: text)
        switch essence {
        case "multipart/mixed":
            guard let media,
                OperationTranslator.itemKey(of: media) != nil
                    || media.value(forKey: RouteGenExtension.streamElement.name) != nil
            else { return nil }
            return .parts
        case "text/event-stream": return .events
        case "application/jsonl", "application/x-ndjson", "application/jsonlines", "application/x-jsonlines":
            return .lines
        case "application/json-seq": return .sequence
        default: return nil
        }
    }

    /// Whether a key of `content` names a media type (or range, `image/*`): `type/subtype`,
    /// unlike an `examples` or `schema` key written one level too high.
    static func isMediaType(_ key: String) -> Bool {
        key.utf8.contains(UInt8(ascii: "/"))
    }

    /// Reports the keys of `content` that are no media type (``isMediaType(_:)``), which the
    /// route leaves out: an `examples` written beside the media types instead of inside one.
    static func reportKeysThatAreNoMediaTypes(in content: YAMLNode?, log: inout OpenAPIDiagnostics) {
        for pair in content?.mapping ?? [] {
            guard let key = pair.key.scalar?.value, !isMediaType(key), !key.hasPrefix("x-") else { continue }
            log.warn(
                .malformed, "\"\(key)\" is not a media type (type/subtype) but a key of \"content\": it is left out",
                at: pair.key.location)
        }
    }

    /// The entry of a `content` mapping a route uses: the first of the most structured kind
    /// (JSON, then form, multipart, text, bytes), with its media type as written.
    /// `excludingStreams` leaves out streamed media types (``streamFormat(_:media:)``), which a
    /// response gives as its stream instead.
    static func preferred(in content: YAMLNode?, excludingStreams: Bool = false) -> (
        mediaType: String, kind: MediaType, node: YAMLNode, location: SourceLocation
    )? {
        var best: (String, MediaType, YAMLNode, SourceLocation)?
        for pair in content?.mapping ?? [] {
            guard let name = pair.key.scalar?.value, isMediaType(name) else { continue }
            if excludingStreams, streamFormat(name, media: pair.value) != nil { continue }
            let kind = MediaType(name)
            if best == nil || kind < best!.1 { best = (name, kind, pair.value, pair.key.location) }
        }
        return best
    }
}
