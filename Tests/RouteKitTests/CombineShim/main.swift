// Drives RoutePublisher through the Combine stand-in: a value then completion on demand,
// nothing before demand, and no delivery after cancellation. Prints one line per fact.
import Combine
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

struct Item: Codable, Sendable { var id: Int }

struct GetItem: PublicRoute {
    typealias Response = Item
    static let method = HTTPMethod.get
    static let pathTemplate = "/item"
}

final class Recorder: Subscriber, @unchecked Sendable {
    typealias Input = Item
    typealias Failure = RouteError
    let lock = NSLock()
    var events: [String] = []
    var subscription: (any Subscription)?
    /// Signalled on completion, so the driver waits for the fact rather than for a while.
    let completed = DispatchSemaphore(value: 0)

    func receive(subscription: any Subscription) { lock.lock(); self.subscription = subscription; lock.unlock() }
    func receive(_ input: Item) -> Subscribers.Demand { record("value \(input.id)"); return .none }
    func receive(completion: Subscribers.Completion<RouteError>) {
        switch completion {
        case .finished: record("finished")
        case .failure(let error): record("failure \(error)")
        }
        completed.signal()
    }
    func record(_ event: String) { lock.lock(); events.append(event); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return events }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    private var early = 0
    /// Whether the driver has asked for a value yet.
    var demanded = false
    func increment() { lock.lock(); count += 1; if !demanded { early += 1 }; lock.unlock() }
    func demand() { lock.lock(); demanded = true; lock.unlock() }
    /// Requests sent before any demand: none, whenever the publisher would have sent one.
    var beforeDemand: Int { lock.lock(); defer { lock.unlock() }; return early }
}
let requests = Counter()
/// Signalled when the slow request has started, and by the driver once it has cancelled it.
let slowStarted = DispatchSemaphore(value: 0)
let cancelled = DispatchSemaphore(value: 0)
let slowReturned = DispatchSemaphore(value: 0)
let transport = Transport { request in
    requests.increment()
    if request.url?.path == "/slow" {
        // Answers only once the subscriber has cancelled: a value now must not be delivered.
        slowStarted.signal()
        _ = await Task.detached { cancelled.wait(timeout: .now() + 10) }.value
        defer { slowReturned.signal() }
        let body = try JSONEncoder().encode(Item(id: 8))
        return (body, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
    }
    let body = try JSONEncoder().encode(Item(id: 7))
    return (body, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
}
let router = Router(baseURL: URL(string: "https://example.test")!, transport: transport)

let first = Recorder()
router.publisher(for: GetItem()).receive(subscriber: first)
requests.demand()
first.subscription?.request(.max(1))
_ = first.completed.wait(timeout: .now() + 10)
print("before demand: \(requests.beforeDemand) requests")
print("after demand: \(first.all)")

struct SlowItem: PublicRoute {
    typealias Response = Item
    static let method = HTTPMethod.get
    static let pathTemplate = "/slow"
}
let second = Recorder()
router.publisher(for: SlowItem()).receive(subscriber: second)
second.subscription?.request(.max(1))
_ = slowStarted.wait(timeout: .now() + 10)
second.subscription?.cancel()
cancelled.signal()
_ = slowReturned.wait(timeout: .now() + 10)
// Nothing can announce that a value was not delivered: the publisher has its answer now, so a
// delivery would follow at once; this waits for one, it orders nothing.
_ = second.completed.wait(timeout: .now() + 0.3)
print("after cancel: \(second.all)")
