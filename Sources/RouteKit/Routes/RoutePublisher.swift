#if canImport(Combine)
import Combine
import Foundation

/// A Combine publisher that performs one route when subscribed, for code built on Combine.
///
/// It emits the route's response once and finishes, or fails with the ``RouteError``. Nothing is
/// sent before the subscriber asks for a value; cancelling the subscription cancels the request.
/// Each subscription performs the route anew.
public struct RoutePublisher<Output: Sendable>: Publisher {
    public typealias Failure = RouteError

    let perform: @Sendable () async throws(RouteError) -> Output

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == RouteError {
        subscriber.receive(subscription: RouteSubscription(subscriber: subscriber, perform: perform))
    }
}

/// Runs the route in a task once there is demand, and hands the outcome to the subscriber
/// unless the subscription was cancelled first. Generic over the output only — the subscriber
/// is held inside a closure — so the task captures nothing that is not `Sendable`.
/// `@unchecked Sendable` because `deliver` holds the subscriber, which Combine does not make `Sendable`.
private final class RouteSubscription<Output: Sendable>: Subscription, @unchecked Sendable {
    /// Who receives the outcome, until it is delivered or the subscription cancelled, and the
    /// task performing the route, once there is demand.
    private let state: Locked<(deliver: ((Result<Output, RouteError>) -> Void)?, task: Task<Void, Never>?)>
    private let perform: @Sendable () async throws(RouteError) -> Output

    init<S: Subscriber>(subscriber: S, perform: @escaping @Sendable () async throws(RouteError) -> Output)
    where S.Input == Output, S.Failure == RouteError {
        self.perform = perform
        let deliver = { (result: Result<Output, RouteError>) in
            switch result {
            case .success(let value):
                _ = subscriber.receive(value)
                subscriber.receive(completion: .finished)
            case .failure(let error):
                subscriber.receive(completion: .failure(error))
            }
        }
        state = Locked((deliver, nil))
    }

    func request(_ demand: Subscribers.Demand) {
        guard demand > .none else { return }
        state.withLock { state in
            guard state.task == nil, state.deliver != nil else { return }
            state.task = Task { [perform] in
                do throws(RouteError) {
                    let value = try await perform()
                    self.finish(.success(value))
                } catch {
                    self.finish(.failure(error))
                }
            }
        }
    }

    func cancel() {
        let task = state.withLock { state in
            state.deliver = nil
            return state.task
        }
        task?.cancel()
    }

    private func finish(_ result: Result<Output, RouteError>) {
        let deliver = state.withLock { state in
            defer { state.deliver = nil }
            return state.deliver
        }
        deliver?(result)
    }
}

extension APIRouter {
    /// A publisher that performs `route` when subscribed (see ``RoutePublisher``).
    public func publisher<R: PublicRoute>(for route: R) -> RoutePublisher<R.Response> where R.API == API {
        RoutePublisher { [self] () async throws(RouteError) in try await perform(route) }
    }
}

extension AuthenticatedRouter {
    /// A publisher that performs an authenticated `route` when subscribed.
    public func publisher<R: AuthenticatedRoute>(for route: R) -> RoutePublisher<R.Response>
    where R.Scheme == Scheme {
        RoutePublisher { [self] () async throws(RouteError) in try await perform(route) }
    }

    /// A publisher that performs a public `route` of the scheme's API when subscribed.
    public func publisher<R: PublicRoute>(for route: R) -> RoutePublisher<R.Response> where R.API == Scheme.API {
        RoutePublisher { [self] () async throws(RouteError) in try await perform(route) }
    }
}
#endif
