import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Where a ``ResponseCache`` keeps one response: the resource (its URL) and who asked for it how
/// — the request as it was sent, after the router's credential and every middleware.
///
/// The requester is the method, the URL when the router or a middleware changed it (an API key
/// in the query), and every header field the request was sent with but those that never
/// identify anyone (``sharedFields``): so two credentials — from an authenticated router, a
/// route's own header parameter or a middleware, under any name — or a credential and none,
/// never share an entry. The fields in ``sharedFields`` are left to the response's `Vary`, as
/// HTTP has it. In memory the key holds those fields as sent (the router holds the credential
/// anyway; hashing them on every lookup cost more than the rest of a hit); the on-disk store
/// names files by SHA-256 digests only, so neither a secret nor the URL (which may hold an API
/// key or a user's search) is ever written.
struct CacheKey: Sendable, Hashable {
    /// The URL the route built, without credential: what a change to the resource invalidates.
    let resource: String
    /// The method, the URL as sent when it differs, and the identifying header fields as sent.
    let requester: String
    /// Whether the router or a middleware added or changed anything identifying — a credential,
    /// as far as the cache can tell: such an entry goes to disk only when the app allows it.
    let isAuthenticated: Bool

    /// The key of `sent`, the request `built` (as the route built it) became on its way to the
    /// transport.
    init(sent: URLRequest, built: URLRequest) {
        resource = Self.resource(of: built.url)
        let fields = Self.identifyingFields(of: sent)
        let urlChanged = sent.url != built.url
        var requester = [sent.httpMethod ?? "GET"]
        if urlChanged { requester.append("url " + (sent.url?.absoluteString ?? "")) }
        requester += fields.map { "\($0.name): \($0.value)" }
        self.requester = requester.joined(separator: "\n")
        isAuthenticated =
            urlChanged
            || !fields.elementsEqual(Self.identifyingFields(of: built)) { $0.name == $1.name && $0.value == $1.value }
    }

    /// Header fields that never carry a credential nor pick out a user: content negotiation
    /// and the user agent (which `Vary` names when they matter), the request's own cache
    /// directives and validators, and fields that change with every request without changing
    /// the answer (a trace context, a request id). Every other field is part of the key.
    static let sharedFields: Set<String> = [
        "accept", "accept-charset", "accept-encoding", "accept-language", "user-agent",
        "cache-control", "pragma", "if-none-match", "if-modified-since",
        "traceparent", "tracestate", "x-request-id", "x-correlation-id",
    ]

    /// The header fields of `request` outside ``sharedFields``, names in lower case, sorted.
    private static func identifyingFields(of request: URLRequest) -> [(name: String, value: String)] {
        (request.allHTTPHeaderFields ?? [:])
            .map { (name: $0.key.lowercased(), value: $0.value) }
            .filter { !sharedFields.contains($0.name) }
            .sorted { ($0.name, $0.value) < ($1.name, $1.value) }
    }

    /// What names `url`'s entries.
    static func resource(of url: URL?) -> String {
        url?.absoluteString ?? ""
    }

    /// The bytes the key keeps in memory: its texts, twice the resource — a hit's response
    /// holds the URL again — and what a dictionary entry and its links take.
    var cost: Int {
        2 * resource.utf8.count + requester.utf8.count + 64
    }

    /// The start of the file names of every entry of `resource` in the on-disk store.
    static func filePrefix(of resource: String) -> String {
        SHA256.hex(resource) + "-"
    }

    /// The name of the entry's file in the on-disk store: digests only.
    var fileName: String { Self.filePrefix(of: resource) + SHA256.hex(requester) + ResponseCache.fileExtension }

    /// Keys are the same for the same resource and requester; ``isAuthenticated`` follows from
    /// how the request was built, and only decides where the entry may be written.
    static func == (lhs: CacheKey, rhs: CacheKey) -> Bool {
        lhs.resource == rhs.resource && lhs.requester == rhs.requester
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(resource)
        hasher.combine(requester)
    }
}
