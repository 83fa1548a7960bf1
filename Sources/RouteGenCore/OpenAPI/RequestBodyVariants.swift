/// The request bodies an operation accepts, one route each: an operation taking JSON *or*
/// multipart (a message with attachments) becomes two routes, so every body the API accepts can
/// be sent from Swift, each with its own typed parameters.
///
/// Entries of `content` that mean the same body are one route:
/// - JSON media types with the same schema are spellings of one body when `application/json`
///   is among them (`text/json`, `application/*+json` beside it, as ASP.NET lists them), which
///   is then sent; without it each concrete type is a body of its own
///   (`application/merge-patch+json` and `application/json-patch+json` mean different things
///   to the server), a range (`application/*+json`) only when nothing else is listed;
/// - the first form and the first multipart type (RouteKit sends `multipart/form-data`);
/// - every other media type is raw bytes labelled with it (`text/plain`, `image/png`), a range
///   (`image/*`, `*/*`) only when no other raw type is listed.
///
/// The body the route of the operation's name sends is the most structured one (``MediaType``'s
/// order: JSON, form, multipart, text, bytes), so a document accepting one body generates what
/// it did before; each other route's name adds a word for its body (`Multipart`, `Form`, `Text`,
/// `Data`, `Png`, `MergePatch`).
enum RequestBodyVariants {
    /// One body: the `content` key it is sent as, and the word its route's name adds.
    struct Variant: Equatable {
        var mediaType: String
        var suffix: String
    }

    /// The bodies of `content` (a request body's), the one sent by the operation's own route
    /// first; none without a media type.
    static func variants(of content: YAMLNode?) -> [Variant] {
        let entries: [(name: String, kind: MediaType, node: YAMLNode)] = (content?.mapping ?? []).compactMap { pair in
            guard let name = pair.key.scalar?.value, MediaType.isMediaType(name) else { return nil }
            return (name, MediaType(name), pair.value)
        }
        var chosen: [String] = []
        var jsonGroups: [[(name: String, node: YAMLNode)]] = []
        for entry in entries where entry.kind == .json {
            let schema = entry.node.value(forKey: "schema")
            if let index = jsonGroups.firstIndex(where: { group in
                sameSchema(group[0].node.value(forKey: "schema"), schema)
            }) {
                jsonGroups[index].append((entry.name, entry.node))
            } else {
                jsonGroups.append([(entry.name, entry.node)])
            }
        }
        for group in jsonGroups {
            if let json = group.first(where: { essence($0.name) == "application/json" }) {
                chosen.append(json.name)
            } else {
                chosen += concrete(group.map(\.name))
            }
        }
        if let form = entries.first(where: { $0.kind == .form }) { chosen.append(form.name) }
        if let multipart = entries.first(where: { $0.kind == .multipart }) { chosen.append(multipart.name) }
        chosen += concrete(entries.filter { $0.kind == .text || $0.kind == .binary }.map(\.name))
        // Document order, the most structured first.
        let ordered = entries.map(\.name).filter(chosen.contains)
        guard let first = ordered.min(by: { MediaType($0) < MediaType($1) }) else { return [] }
        return [Variant(mediaType: first, suffix: "")]
            + ordered.filter { $0 != first }.map { Variant(mediaType: $0, suffix: suffix(of: $0)) }
    }

    /// The concrete media types among `names`, or the first range when all are ranges.
    private static func concrete(_ names: [String]) -> [String] {
        let concrete = names.filter { !$0.utf8.contains(UInt8(ascii: "*")) }
        return concrete.isEmpty ? Array(names.prefix(1)) : concrete
    }

    /// Whether two media type objects' schemas describe one body: the same reference, or
    /// written alike (no schema is alike too).
    private static func sameSchema(_ a: YAMLNode?, _ b: YAMLNode?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): OperationTranslator.sameContent(a, b)
        default: false
        }
    }

    /// `application/json` of `application/json; charset=utf-8`: lowercased, without parameters.
    static func essence(_ mediaType: String) -> String {
        mediaType.split(separator: ";").first.map { String($0).trimmingSpaces.lowercased() } ?? ""
    }

    /// The word a route of the body `mediaType` adds to the operation's name: its kind for a
    /// form or multipart body, else its subtype without a vendor prefix or structured suffix
    /// (`application/merge-patch+json` → `MergePatch`, `image/png` → `Png`), `Data` for
    /// `application/octet-stream`, `Text` for `text/plain`, the type for a range (`image/*` →
    /// `Image`, `*/*` → `Any`).
    static func suffix(of mediaType: String) -> String {
        switch MediaType(mediaType) {
        case .form: return "Form"
        case .multipart: return "Multipart"
        default: break
        }
        let parts = essence(mediaType).split(separator: "/", maxSplits: 1).map(String.init)
        let type = parts.first ?? ""
        var subtype = parts.count > 1 ? parts[1] : ""
        switch (type, subtype) {
        case ("application", "octet-stream"): return "Data"
        case ("text", "plain"): return "Text"
        case ("*", _): return "Any"
        case (_, "*"): return SwiftNames.typeName(type)
        default: break
        }
        for prefix in ["vnd.", "x-"] where subtype.hasPrefix(prefix) { subtype.removeFirst(prefix.count) }
        if let plus = subtype.firstIndex(of: "+"), plus > subtype.startIndex { subtype = String(subtype[..<plus]) }
        let words = SwiftNames.words(subtype)
        return words.isEmpty || subtype == "json"
            ? SwiftNames.typeName(type + " " + subtype) : SwiftNames.typeName(subtype)
    }
}
