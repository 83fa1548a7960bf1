import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP server on 127.0.0.1 that hands each connection to a closure, for faults an HTTP
/// server library will not produce: a connection reset in the middle of a body, a response
/// that never ends, bytes that are not HTTP.
public final class RawSocketServer: @unchecked Sendable {
    /// One accepted connection, after its request head was read.
    public struct Connection: Sendable {
        let descriptor: Int32

        /// Writes `text` as UTF-8 (without SIGPIPE when the client has gone).
        public func write(_ text: String) {
            write(Data(text.utf8))
        }

        /// Writes `bytes`; returns whether all of them were written (the peer may have gone).
        @discardableResult
        public func write(_ bytes: Data) -> Bool {
            var written = 0
            while written < bytes.count {
                let result = bytes[(bytes.startIndex + written)...].withUnsafeBytes {
                    Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                }
                guard result > 0 else { return false }
                written += result
            }
            return true
        }

        /// Writes `text` as one chunk of a `Transfer-Encoding: chunked` body.
        @discardableResult
        public func writeChunk(_ text: String) -> Bool {
            let bytes = Data(text.utf8)
            return write(Data((String(bytes.count, radix: 16) + "\r\n").utf8) + bytes + Data("\r\n".utf8))
        }

        /// Waits until the client closes the connection — a read that finds its end or fails —
        /// for at most `timeout`; returns whether it closed. Bytes the client sends are dropped.
        public func waitUntilClosed(timeout: Duration) -> Bool {
            let deadline = ContinuousClock.now + timeout
            var buffer = [UInt8](repeating: 0, count: 4096)
            while ContinuousClock.now < deadline {
                var descriptorSet = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptorSet, 1, 50)
                if ready < 0 { return true }
                if ready == 0 { continue }
                if read(descriptor, &buffer, buffer.count) <= 0 { return true }
            }
            return false
        }

        /// Makes the close that ends this connection, when the handler returns, a TCP reset
        /// instead of an orderly close; call it last.
        ///
        /// It does not close the descriptor itself: the server closes it once the handler returns,
        /// and a second close could close whatever socket the system has meanwhile given the same
        /// number — another test's listening socket, whose clients would then be refused.
        public func reset() {
            var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        }
    }

    /// `http://127.0.0.1:<port>`.
    public let baseURL: URL
    private let listener: Int32
    /// Signalled when the accepting thread has ended, after which ``stop()`` closes the listener.
    private let acceptEnded = DispatchSemaphore(value: 0)

    /// Starts listening; `handle` runs on its own thread for each connection, which is closed when
    /// it returns (with a reset if it called ``Connection/reset()``).
    public init(handle: @escaping @Sendable (Connection) -> Void) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard listener >= 0, bound == 0, listen(listener, 64) == 0 else {
            let failure = errno
            if listener >= 0 { close(listener) }
            throw RawSocketServerError.cannotListen(failure)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        baseURL = URL(string: "http://127.0.0.1:\(UInt16(bigEndian: address.sin_port))")!
        Thread.detachNewThread { [acceptEnded] in
            defer { acceptEnded.signal() }
            while true {
                let descriptor = accept(listener, nil, nil)
                guard descriptor >= 0 else { return }
                Thread.detachNewThread {
                    Self.readHead(descriptor)
                    handle(Connection(descriptor: descriptor))
                    close(descriptor)
                }
            }
        }
    }

    /// Stops accepting connections.
    ///
    /// The listener is closed only once the accepting thread has ended: closed while that thread
    /// could still call `accept`, its number could be reused by another test's listener, whose
    /// connections the thread would then take.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        acceptEnded.wait()
        close(listener)
    }

    /// Reads until the end of a request head (requests in these tests carry no body).
    private static func readHead(_ descriptor: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.ends(with: [13, 10, 13, 10]) {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { return }
            received += buffer[0..<count]
        }
    }
}

/// Why a ``RawSocketServer`` could not start.
public enum RawSocketServerError: Error {
    /// `socket`, `bind` or `listen` failed with this `errno`.
    case cannotListen(Int32)
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
