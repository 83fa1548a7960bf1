import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a ``ResponseCache`` keeps one response: the resource (its URL) and who asked for it how
/// (method and credential).
///
/// The credential is whatever the router's authorization changed in the request — the
/// `Authorization` header of a bearer or basic scheme, an API key's header or query item — so
/// two credentials, or a credential and no credential, never share an entry. In memory the key
/// holds those fields as sent (the router holds the credential anyway; hashing them on every
/// lookup cost more than the rest of a hit); the on-disk store names files by SHA-256 digests
/// only, so neither a secret nor the URL (which may hold an API key or a user's search) is ever
/// written.
struct CacheKey: Sendable, Hashable {
    /// The URL without credential: what a change to the resource invalidates.
    let resource: String
    /// The method and the header fields and URL the credential changed.
    let requester: String
    /// Whether a credential was added: such an entry goes to disk only when the app allows it.
    let isAuthenticated: Bool

    /// The key of `authorized`, which `unauthorized` became when the router added its credential.
    init(unauthorized: URLRequest, authorized: URLRequest) {
        resource = Self.resource(of: unauthorized.url)
        var credential: [String] = []
        if authorized.url != unauthorized.url { credential.append("url " + (authorized.url?.absoluteString ?? "")) }
        let before = unauthorized.allHTTPHeaderFields ?? [:]
        for (name, value) in (authorized.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key })
        where before[name] != value {
            credential.append(name.lowercased() + ": " + value)
        }
        isAuthenticated = !credential.isEmpty
        requester = ([authorized.httpMethod ?? "GET"] + credential).joined(separator: "\n")
    }

    /// What names `url`'s entries.
    static func resource(of url: URL?) -> String {
        url?.absoluteString ?? ""
    }

    /// The start of the file names of every entry of `resource` in the on-disk store.
    static func filePrefix(of resource: String) -> String {
        SHA256.hex(resource) + "-"
    }

    /// The name of the entry's file in the on-disk store: digests only.
    var fileName: String { Self.filePrefix(of: resource) + SHA256.hex(requester) + ResponseCache.fileExtension }
}
