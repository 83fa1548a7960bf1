import Foundation

/// A value shared across threads, reached only inside ``withLock(_:)``: the one lock of RouteKit
/// and RouteKitTesting. A class keeps its mutable state in one, so what the lock guards is the
/// value inside it rather than a comment, and the compiler checks the class's `Sendable`
/// conformance.
///
/// An `NSLock`, the lock Foundation has on every platform RouteKit supports (Package.swift: iOS
/// 16, macOS 14), where `Synchronization.Mutex` needs iOS 18 and macOS 15 and `os_unfair_lock` is
/// Apple's only. It is locked and unlocked here rather than through `NSLocking.withLock`, whose
/// `rethrows` would turn a body's typed error (`throws(StreamedBodyFailure)`) into `any Error`.
package final class Locked<State> {
    private let lock = NSLock()
    private var state: State

    package init(_ state: State) {
        self.state = state
    }

    /// Runs `body` on the value with the lock held and returns what it returns. `body` must not
    /// take this lock again: `NSLock` is not recursive.
    package func withLock<T, Failure: Error>(_ body: (inout State) throws(Failure) -> T) throws(Failure) -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }
}

// Unchecked because the compiler cannot see the lock: `state` is only reached inside `withLock`.
extension Locked: @unchecked Sendable where State: Sendable {}
