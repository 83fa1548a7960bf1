import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal HTTP/1.1 server on 127.0.0.1 that reads each request's body — `Content-Length` or
/// chunked, as URLSession sends a streamed body on Linux — and throws it away as it arrives,
/// keeping only its length and an FNV-1a hash, so the upload benchmark can check every byte
/// arrived without the server itself holding the body in memory.
///
/// `@unchecked Sendable`: `port` and `listener` never change after `init`; `received` is read
/// and written only with `lock` held.
final class UploadSinkServer: @unchecked Sendable {
    /// What one request's body was.
    struct Received: Equatable {
        var length: Int64
        var hash: UInt64
    }

    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var received: [Received] = []

    /// A server listening on an ephemeral port.
    init() throws {
        #if canImport(Glibc)
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        self.listener = listener
        guard listener >= 0 else { throw CannedResponseServer.ServerError.socket(errno) }
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
        guard bound == 0, listen(listener, 16) == 0 else { throw CannedResponseServer.ServerError.socket(errno) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    /// The bodies received so far, in order.
    var bodies: [Received] {
        lock.withLock { received }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    /// Reads requests until the client closes, answering each with `204`.
    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var reader = SocketReader(connection: connection)
        while let head = reader.head() {
            let lines = head.split(separator: "\r\n").map { $0.lowercased() }
            var body = Received(length: 0, hash: 0xcbf2_9ce4_8422_2325)
            if lines.contains("transfer-encoding: chunked") {
                while let sizeLine = reader.line(),
                    let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16)
                {
                    if size == 0 {
                        _ = reader.line()
                        break
                    }
                    guard reader.body(count: size, into: &body), reader.line() != nil else { return }
                }
            } else if let field = lines.first(where: { $0.hasPrefix("content-length:") }),
                let count = Int(field.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
            {
                guard reader.body(count: count, into: &body) else { return }
            }
            lock.withLock { received.append(body) }
            let response = Array("HTTP/1.1 204 No Content\r\nConnection: keep-alive\r\n\r\n".utf8)
            guard response.withUnsafeBytes({ write(connection, $0.baseAddress, $0.count) }) == response.count else {
                return
            }
        }
    }
}

/// Buffered reads from one socket: head lines, and body bytes hashed as they pass.
private struct SocketReader {
    let connection: Int32
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    private var start = 0
    private var end = 0

    init(connection: Int32) {
        self.connection = connection
    }

    /// Reads more bytes into the buffer; `false` when the connection is closed.
    private mutating func fill() -> Bool {
        if start == end { start = 0; end = 0 }
        if end == buffer.count {
            buffer.removeFirst(start)
            buffer += [UInt8](repeating: 0, count: start)
            end -= start
            start = 0
        }
        let count = buffer[end...].withUnsafeMutableBytes { read(connection, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        end += count
        return true
    }

    /// One line without its CRLF, or `nil` when the connection closes first.
    mutating func line() -> String? {
        while true {
            if let lf = buffer[start..<end].firstIndex(of: 10) {
                let text = String(decoding: buffer[start..<lf], as: UTF8.self)
                start = lf + 1
                return text.hasSuffix("\r") ? String(text.dropLast()) : text
            }
            guard fill() else { return nil }
        }
    }

    /// The request head up to its blank line, or `nil` when the connection closes.
    mutating func head() -> String? {
        var lines: [String] = []
        while let line = line() {
            if line.isEmpty { return lines.joined(separator: "\r\n") }
            lines.append(line)
        }
        return nil
    }

    /// Consumes `count` body bytes into `received`'s length and FNV-1a hash.
    mutating func body(count: Int, into received: inout UploadSinkServer.Received) -> Bool {
        var left = count
        while left > 0 {
            if start == end, !fill() { return false }
            let take = min(left, end - start)
            var hash = received.hash
            for byte in buffer[start..<start + take] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            received.hash = hash
            received.length += Int64(take)
            start += take
            left -= take
        }
        return true
    }
}
