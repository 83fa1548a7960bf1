import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a ``ResponseCache`` keeps one response: the resource (its URL) and who asked for it how
/// (method and credential), both as SHA-256 digests.
///
/// The credential is whatever the router's authorization changed in the request — the
/// `Authorization` header of a bearer or basic scheme, an API key's header or query item — so
/// two credentials, or a credential and no credential, never share an entry, and neither the
/// secret nor the URL (which may hold an API key or a user's search) appears in a key or a
/// file name.
struct CacheKey: Sendable, Hashable {
    /// The digest of the URL without credential: what a change to the resource invalidates.
    let resource: String
    /// The digest of the method and the credential's header fields and query.
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
        requester = SHA256.hex(([authorized.httpMethod ?? "GET"] + credential).joined(separator: "\n"))
    }

    /// The digest that names `url`'s entries.
    static func resource(of url: URL?) -> String {
        SHA256.hex(url?.absoluteString ?? "")
    }

    /// The name of the entry's file in the on-disk store.
    var fileName: String { resource + "-" + requester + ResponseCache.fileExtension }
}
