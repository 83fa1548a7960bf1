#if Server
import HummingbirdCore

/// The `availableConnectionsDelegate` of ``ConnectionLimits``: Hummingbird stops accepting
/// connections while it says no, and lets the rest wait in the system's queue.
///
/// It says no while fewer than four connections are left to reach the limit, not only at the
/// limit, because SwiftNIO accepts up to four connections in one read (its server channel's
/// `maxMessagesPerRead`): Hummingbird's `MaximumAvailableConnections`, which says no at the
/// limit, let a flood hold up to three more. So the limit holds exactly, and a server below it
/// by fewer than four accepts once a few more have closed.
public struct ConnectionBound: AvailableConnectionsDelegate {
    /// The most connections open at once; at least ``acceptedPerRead``.
    public let maxConnections: Int
    /// The connections open now.
    public private(set) var openConnections = 0

    /// How many connections SwiftNIO accepts in one read at most.
    static let acceptedPerRead = 4

    init(maxConnections: Int) {
        self.maxConnections = max(Self.acceptedPerRead, maxConnections)
    }

    public mutating func connectionOpened() {
        openConnections += 1
    }

    public mutating func connectionClosed() {
        openConnections -= 1
    }

    public func isAcceptingNewConnections() -> Bool {
        openConnections + Self.acceptedPerRead <= maxConnections
    }
}
#endif
