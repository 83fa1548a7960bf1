import Foundation

/// A value shared across threads, reached only inside ``withLock(_:)``: the one lock of RouteKit
/// and RouteKitTesting. A class keeps its mutable state in one, so what the lock guards is the
/// value inside it rather than a comment, and the compiler checks the class's `Sendable`
/// conformance.
///
/// An `NSLock`, locked and unlocked here, because nothing ready-made runs on every platform
/// RouteKit supports (Package.swift: iOS 16, macOS 14): `Synchronization.Mutex` needs iOS 18
/// and macOS 15, Foundation's `NSLocking.withLock` iOS 17 and macOS 14, and `os_unfair_lock` is
/// Apple's only.
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
