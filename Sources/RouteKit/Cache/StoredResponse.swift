import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A ``CachedResponse`` as the memory store holds it, with what its hits would otherwise make
/// again each time: the `HTTPURLResponse` handed to the middleware (remade when its `Age`
/// changes) and the value the route decoded from the body.
///
/// A hit is then a lookup and a copy: decoding a model and making an `HTTPURLResponse` cost
/// more than the rest of a hit together.
final class StoredResponse: Sendable {
    let entry: CachedResponse
    /// The entry's `Cache-Control`, lifetime and initial age, read from its headers once.
    private let control: CacheControl
    private let explicitLifetime: TimeInterval?
    private let initialAge: TimeInterval
    /// The response last made, for its URL and age, and the value last decoded, with its type.
    private let made = Locked<Made>(Made())

    private struct Made {
        var response: (url: URL, age: Int, response: HTTPURLResponse)?
        var decoded: (type: ObjectIdentifier, value: any Sendable)?
    }

    init(_ entry: CachedResponse) {
        self.entry = entry
        control = entry.cacheControl
        explicitLifetime = entry.explicitLifetime
        initialAge = entry.initialAge
    }

    /// The response's age at `now` (RFC 9111, 4.2.3): its initial age plus how long it has been
    /// stored.
    func currentAge(at now: Date) -> TimeInterval {
        initialAge + max(0, now.timeIntervalSince(entry.responseTime))
    }

    /// Whether it may be served at `now` without asking the server: not `no-cache`, and younger
    /// than its lifetime (its own, else `defaultLifetime`, else none).
    func isFresh(at now: Date, defaultLifetime: Duration?) -> Bool {
        !control.noCache && (explicitLifetime ?? defaultLifetime?.timeInterval ?? 0) > currentAge(at: now)
    }

    /// The stored response for `url` at `now`, as the transport would have returned it.
    func answer(for url: URL?, at now: Date) -> (Data, HTTPURLResponse)? {
        guard let url else { return nil }
        let age = Int(currentAge(at: now))
        let made = self.made.withLock { $0.response }
        if let made, made.url == url, made.age == age { return (entry.body, made.response) }
        guard let answer = entry.response(for: url, age: age) else { return nil }
        self.made.withLock { $0.response = (url, age, answer.1) }
        return answer
    }

    /// The value of type `Value` decoded from this body before, if any.
    func decoded<Value>(as type: Value.Type) -> Value? {
        guard let decoded = made.withLock({ $0.decoded }), decoded.type == ObjectIdentifier(type) else { return nil }
        return decoded.value as? Value
    }

    /// Keeps `value`, decoded from this body, for the next hit.
    func keep<Value: Sendable>(decoded value: Value) {
        made.withLock { $0.decoded = (ObjectIdentifier(Value.self), value) }
    }
}
