#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// OpenAPI 3.2's `$self`: the URI a document says it is published at, against which its
/// references resolve.
///
/// RouteGen reads only local files, so a reference that spells out the published URI
/// (`https://example.com/specs/schemas.yaml#/Pet` in a document whose `$self` is
/// `https://example.com/specs/api.yaml`) reads the local file at the same place relative to
/// the document (`schemas.yaml` beside it), under the same rules as a relative reference: the
/// published copy and the local one are the same description, and fetching it would make
/// generation depend on the network.
struct SelfURI: Sendable, Hashable {
    /// The URI as written.
    let text: String
    /// Its folder: the URI up to the last `/` of its path.
    private let folder: String

    /// The `$self` of a document, `node`; `nil` when it has none, and after a warning at it when
    /// it is not an absolute URI without a fragment, which no reference could resolve against.
    init?(_ node: YAMLNode?, log: inout OpenAPIDiagnostics) {
        guard let node else { return nil }
        guard let text = node.scalar?.value, let authority = text.firstRange(of: "://"),
            Self.isScheme(text[..<authority.lowerBound]), !text.contains("#"),
            !text.contains(where: { $0.isWhitespace })
        else {
            log.warn(
                .malformed,
                "expected \"$self\" to be an absolute URI without a fragment, like https://example.com/specs/api.yaml: references are not resolved against it",
                at: node.location)
            return nil
        }
        self.text = text
        let path = text[authority.upperBound...].firstIndex(of: "/")
        folder = path == nil ? text + "/" : String(text[...(text.lastIndex(of: "/") ?? text.startIndex)])
    }

    /// The path, relative to this URI's folder, of `uri`, a reference's URI without its
    /// fragment, when `uri` lies in that folder or under it (and asks no query); `nil` for
    /// any other URI, which stays remote.
    func relativePath(of uri: String) -> String? {
        guard uri.hasPrefix(folder), !uri.contains("?") else { return nil }
        let rest = String(uri.dropFirst(folder.count))
        guard !rest.isEmpty else { return nil }
        return rest.removingPercentEncoding ?? rest
    }

    /// Whether `text` is a URI scheme: a letter, then letters, digits, `+`, `-` and `.`.
    private static func isScheme(_ text: Substring) -> Bool {
        guard let first = text.first, first.isASCII, first.isLetter else { return false }
        return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
