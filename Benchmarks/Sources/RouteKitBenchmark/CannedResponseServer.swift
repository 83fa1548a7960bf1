import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that answers every request with the same response,
/// in one write, with keep-alive and `TCP_NODELAY`.
///
/// The throughput benchmark measures the client, so the server must neither dominate the time
/// nor stall: a server that writes head and body separately meets Nagle's algorithm and the
/// client's delayed ACK, and every request then waits ~40 ms on loopback.
///
/// `@unchecked Sendable`: `port`, `listener` and `response` never change after `init`, and
/// `answered` is read and written only with `lock` held.
final class CannedResponseServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let response: [UInt8]
    private let lock = NSLock()
    private var answered = 0

    /// A server answering `body`; `headers` are extra header lines (`Cache-Control: max-age=600`).
    init(body: Data, contentType: String, headers: [String] = []) throws {
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
            + headers.map { $0 + "\r\n" }.joined()
            + "Connection: keep-alive\r\n\r\n"
        response = Array(head.utf8) + Array(body)

        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        self.listener = listener
        guard listener >= 0 else { throw ServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(listener, 128) == 0 else { throw ServerError.socket(errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// How many requests it has answered: a cache benchmark checks that hits send none.
    var requestCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return answered
    }

    enum ServerError: Error {
        case socket(Int32)
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            var yes: Int32 = 1
            setsockopt(connection, Int32(IPPROTO_TCP), TCP_NODELAY, &yes, socklen_t(MemoryLayout<Int32>.size))
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    /// Answers each request head (requests have no body) until the client closes.
    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = read(connection, &buffer, buffer.count)
            guard count > 0 else { return }
            pending += buffer[0..<count]
            while let end = headEnd(in: pending) {
                pending.removeFirst(end)
                lock.lock()
                answered += 1
                lock.unlock()
                var written = 0
                while written < response.count {
                    let result = response[written...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
                    guard result > 0 else { return }
                    written += result
                }
            }
        }
    }

    /// The index just past the first `\r\n\r\n`, if the bytes hold a complete request head.
    private func headEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 3..<bytes.count
        where bytes[index - 3] == 13 && bytes[index - 2] == 10 && bytes[index - 1] == 13 && bytes[index] == 10 {
            return index + 1
        }
        return nil
    }
}
