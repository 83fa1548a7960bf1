// A minimal stand-in for Apple's Combine, with the same declarations RouteKit's publisher uses,
// so Linux can compile and run RouteKit's `#if canImport(Combine)` code (CombineAdapterTests).
// Not compiled into the test target; the test builds it as a module named Combine.

public protocol Cancellable {
    func cancel()
}

public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}

public enum Subscribers {
    public struct Demand: Comparable, Sendable {
        let count: Int
        public static let none = Demand(count: 0)
        public static let unlimited = Demand(count: .max)
        public static func max(_ count: Int) -> Demand { Demand(count: count) }
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.count < rhs.count }
    }

    public enum Completion<Failure: Error> {
        case finished
        case failure(Failure)
    }
}

public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: any Subscription)
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}
