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

    func receive(subscription: any Subscription) { lock.lock(); self.subscription = subscription; lock.unlock() }
    func receive(_ input: Item) -> Subscribers.Demand { record("value \(input.id)"); return .none }
    func receive(completion: Subscribers.Completion<RouteError>) {
        switch completion {
        case .finished: record("finished")
        case .failure(let error): record("failure \(error)")
        }
    }
    func record(_ event: String) { lock.lock(); events.append(event); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return events }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
let requests = Counter()
let transport = Transport { request in
    requests.increment()
    if request.url?.path == "/slow" { try await Task.sleep(for: .seconds(5)) }
    let body = try JSONEncoder().encode(Item(id: 7))
    return (body, HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: nil, headerFields: nil)!)
}
let router = Router(baseURL: URL(string: "https://example.test")!, transport: transport)

let first = Recorder()
router.publisher(for: GetItem()).receive(subscriber: first)
try await Task.sleep(for: .milliseconds(100))
print("before demand: \(requests.value) requests, events \(first.all)")
first.subscription?.request(.max(1))
for _ in 0..<50 where first.all.count < 2 { try await Task.sleep(for: .milliseconds(20)) }
print("after demand: \(first.all)")

struct SlowItem: PublicRoute {
    typealias Response = Item
    static let method = HTTPMethod.get
    static let pathTemplate = "/slow"
}
let second = Recorder()
router.publisher(for: SlowItem()).receive(subscriber: second)
second.subscription?.request(.max(1))
try await Task.sleep(for: .milliseconds(100))
second.subscription?.cancel()
try await Task.sleep(for: .milliseconds(300))
print("after cancel: \(second.all)")
