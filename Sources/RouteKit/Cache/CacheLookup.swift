import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One call's use of a ``ResponseCache``, decided where the transport would be — innermost,
/// after every middleware — for the request as it is sent: a fresh response answers it, a
/// stale one is revalidated, or it is sent and its response stored.
///
/// Deciding there, not before the middleware, is what keeps users apart: the key and `Vary`
/// see the credential, locale or any other header a middleware adds (``CacheKey``), so a
/// response fetched with one is never served to a request without it. Every middleware still
/// sees every call, hits included, and learns the decision from
/// ``RequestContext/cacheStatus`` once `next` returns; a hit never reaches the network. The
/// cache stands in for the transport entirely: it adds the conditional header fields of a
/// revalidation itself and answers a `304` with the stored response.
final class CacheLookup: Sendable {
    let cache: ResponseCache
    /// The request as the route built it, before the router's credential and the middleware:
    /// what tells the key which header fields they added.
    private let built: URLRequest
    /// The route's ``CacheableRoute/cacheLifetime``.
    private let lifetime: Duration?
    /// What the cache did with the request last sent through ``transport(around:)``.
    private let decision = Locked<(status: CacheStatus, stored: StoredResponse?)?>(nil)

    init(cache: ResponseCache, built: URLRequest, lifetime: Duration?) {
        self.cache = cache
        self.built = built
        self.lifetime = lifetime
    }

    /// `.hit`, `.revalidation`, `.miss` — or `.notCacheable` for a request that says
    /// `Cache-Control: no-store` itself; `.miss` until the request has reached the cache.
    var status: CacheStatus {
        decision.withLock { $0?.status } ?? .miss
    }

    /// The fresh stored response that answered the call, if it was a hit.
    var hit: StoredResponse? {
        decision.withLock { $0?.status == .hit ? $0?.stored : nil }
    }

    /// The innermost step of the chain in place of `transport`.
    func transport(around transport: Transport) -> Transport {
        Transport { [self] request in try await answer(request, through: transport) }
    }

    private func decide(_ status: CacheStatus, _ stored: StoredResponse?) {
        decision.withLock { $0 = (status, stored) }
    }

    /// The stored response for a hit; otherwise `transport`'s answer — to a conditional
    /// request when a stale response has a validator — stored for the next call.
    private func answer(_ request: URLRequest, through transport: Transport) async throws -> (Data, HTTPURLResponse) {
        let asked = CacheControl(request.value(forHTTPHeaderField: "Cache-Control"))
        if asked.noStore {
            decide(.notCacheable, nil)
            return try await transport.send(request)
        }
        let key = CacheKey(sent: request, built: built)
        let (found, generation) = cache.entry(for: key)
        if let found, found.entry.matches(request) {
            if !asked.noCache, found.isFresh(at: cache.now(), defaultLifetime: lifetime) {
                decide(.hit, found)
                cache.countHit()
                guard let answer = found.answer(for: request.url, at: cache.now()) else {
                    throw URLError(.badServerResponse)
                }
                return answer
            }
            if found.entry.hasValidator {
                decide(.revalidation, found)
                return try await fetch(
                    found.entry.conditional(request), key: key, generation: generation, revalidating: found,
                    through: transport)
            }
        }
        decide(.miss, nil)
        return try await fetch(request, key: key, generation: generation, revalidating: nil, through: transport)
    }

    /// `transport`'s answer to `request`, sent once for all identical requests in flight and
    /// stored once (or refreshing `stored`, for a `304`); a `304` to a revalidation is answered
    /// with the stored response and the `304`'s header fields.
    private func fetch(
        _ request: URLRequest,
        key: CacheKey,
        generation: Int,
        revalidating stored: StoredResponse?,
        through transport: Transport
    ) async throws -> (Data, HTTPURLResponse) {
        let sharedKey =
            ([key.resource, key.requester]
            + (request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }
            .map { "\($0.key): \($0.value)" }).joined(separator: "\n")
        let cache = self.cache
        let (data, response) = try await cache.shared(sharedKey) {
            let requestTime = cache.now()
            let (data, response) = try await transport.send(request)
            Self.record(
                data, response, to: request, key: key, generation: generation, revalidating: stored,
                in: cache, requestTime: requestTime, responseTime: cache.now())
            return (data, response)
        }
        guard let stored, response.statusCode == 304 else { return (data, response) }
        let now = cache.now()
        return StoredResponse(stored.entry.refreshed(by: response, requestTime: now, responseTime: now))
            .answer(for: response.url ?? request.url, at: now) ?? (data, response)
    }

    /// Stores what the server answered to `request`, if it may be stored.
    private static func record(
        _ data: Data,
        _ response: HTTPURLResponse,
        to request: URLRequest,
        key: CacheKey,
        generation: Int,
        revalidating stored: StoredResponse?,
        in cache: ResponseCache,
        requestTime: Date,
        responseTime: Date
    ) {
        if response.statusCode == 304, let stored {
            cache.store(
                stored.entry.refreshed(by: response, requestTime: requestTime, responseTime: responseTime), for: key,
                generation: generation)
        } else if storableStatuses.contains(response.statusCode) {
            let entry = CachedResponse(
                response: response, body: data, request: request, requestTime: requestTime, responseTime: responseTime)
            cache.store(entry, for: key, generation: generation)
        } else if CacheControl(response.value(forHTTPHeaderField: "Cache-Control")).noStore {
            cache.remove(key)
        }
    }

    /// The statuses whose responses are kept: the successes a route decodes, never a partial
    /// `206` or an error.
    static let storableStatuses: Set<Int> = [200, 203, 204]
}
