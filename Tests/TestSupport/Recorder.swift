import Foundation

/// Collects values reported from any task — log lines, metrics, refresh calls — for a test to
/// read afterwards.
public final class Recorder<Element: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Element] = []

    /// Creates an empty recorder.
    public init() {}

    /// Everything recorded so far, oldest first.
    public var all: [Element] { lock.withLock { stored } }

    /// Records `element`.
    public func append(_ element: Element) {
        lock.withLock { stored.append(element) }
    }
}
