import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One request's use of a ``ResponseCache``, decided before the middleware run: whether a fresh
/// response answers it, a stale one is revalidated, or nothing is stored yet.
///
/// The request core asks for it, tells the middleware its ``status`` through the
/// ``RequestContext``, and puts ``transport(around:)`` where the transport would be: innermost,
/// so every middleware sees every call, hits included, and a hit never reaches the network.
struct CacheLookup: Sendable {
    let cache: ResponseCache
    let key: CacheKey
    /// `.hit`, `.miss` or `.revalidation`.
    let status: CacheStatus
    /// The stored response: fresh for a hit, stale for a revalidation.
    let stored: StoredResponse?
    /// The request to send into the chain: conditional when revalidating.
    let request: URLRequest
    /// The cache's generation when the lookup was made; a response is stored only within it.
    let generation: Int

    /// What the cache holds for `authorized` (which `unauthorized` became with the router's
    /// credential), for a route whose ``CacheableRoute/cacheLifetime`` is `lifetime`.
    init(cache: ResponseCache, unauthorized: URLRequest, authorized: URLRequest, lifetime: Duration?) {
        self.cache = cache
        key = CacheKey(unauthorized: unauthorized, authorized: authorized)
        let (found, generation) = cache.entry(for: key)
        self.generation = generation
        let asked = CacheControl(authorized.value(forHTTPHeaderField: "Cache-Control"))
        guard let found, found.entry.matches(authorized) else {
            (status, stored, request) = (.miss, nil, authorized)
            return
        }
        if !asked.noCache, found.isFresh(at: cache.now(), defaultLifetime: lifetime) {
            (status, stored, request) = (.hit, found, authorized)
        } else if found.entry.hasValidator {
            (status, stored, request) = (.revalidation, found, found.entry.conditional(authorized))
        } else {
            (status, stored, request) = (.miss, nil, authorized)
        }
    }

    /// The innermost step of the chain in place of `transport`: the stored response for a hit;
    /// otherwise `transport`, shared by identical concurrent requests, whose response is stored
    /// (or refreshes the stored one, for a `304`) once.
    func transport(around transport: Transport) -> Transport {
        if status == .hit, let stored {
            let now = cache.now
            return Transport { [cache] request in
                cache.countHit()
                guard let answer = stored.answer(for: request.url, at: now()) else { throw URLError(.badServerResponse) }
                return answer
            }
        }
        let sharedKey = ([key.resource, key.requester] + (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
            .map { "\($0.key): \($0.value)" }).joined(separator: "\n")
        return Transport { [self] request in
            try await cache.shared(sharedKey) {
                let requestTime = cache.now()
                let (data, response) = try await transport.send(request)
                record(data, response, requestTime: requestTime, responseTime: cache.now())
                return (data, response)
            }
        }
    }

    /// Stores what the server answered, if it may be stored.
    private func record(_ data: Data, _ response: HTTPURLResponse, requestTime: Date, responseTime: Date) {
        if response.statusCode == 304, let stored {
            cache.store(stored.entry.refreshed(by: response, requestTime: requestTime, responseTime: responseTime), for: key, generation: generation)
        } else if Self.storableStatuses.contains(response.statusCode) {
            let entry = CachedResponse(response: response, body: data, request: self.request, requestTime: requestTime, responseTime: responseTime)
            cache.store(entry, for: key, generation: generation)
        } else if CacheControl(response.value(forHTTPHeaderField: "Cache-Control")).noStore {
            cache.remove(key)
        }
    }

    /// The statuses whose responses are kept: the successes a route decodes, never a partial
    /// `206` or an error.
    static let storableStatuses: Set<Int> = [200, 203, 204]

    /// What the caller gets for the chain's answer: for a `304` to a revalidation, the stored
    /// response with the `304`'s header fields; anything else as it came.
    func served(_ data: Data, _ response: HTTPURLResponse) -> (Data, HTTPURLResponse) {
        guard status == .revalidation, response.statusCode == 304, let stored else { return (data, response) }
        let now = cache.now()
        return StoredResponse(stored.entry.refreshed(by: response, requestTime: now, responseTime: now)).answer(for: response.url, at: now)
            ?? (data, response)
    }
}
