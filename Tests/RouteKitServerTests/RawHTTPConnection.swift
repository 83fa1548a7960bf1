#if Server
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One TCP connection to a loopback server, written and read byte for byte with blocking system
/// calls: for requests no HTTP client would send (malformed, duplicated, partial) and for
/// holding connections open. Every read and write gives up after `timeout`, so a server that
/// stalls fails the test instead of hanging it.
///
/// It blocks its thread, so it is used off Swift's cooperative pool (``onOwnThread(_:)``),
/// whose two threads on this machine also serve the requests.
final class RawHTTPConnection {
    private let socket: Int32
    private let timeoutMilliseconds: Int
    /// Bytes read past the last response.
    private var buffer: [UInt8] = []

    /// A response as it came: the status, the header fields and the body (chunks joined).
    struct Response {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: [UInt8]

        /// The first value of header `name` (case-insensitive).
        func header(_ name: String) -> String? {
            headers.first { $0.name.lowercased() == name.lowercased() }?.value
        }

        /// The body as text.
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Connects to 127.0.0.1:`port`.
    init(port: Int, timeout: Duration = .seconds(20)) throws {
        #if canImport(Glibc)
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard socket >= 0 else { throw Failure(description: "socket() failed: \(errno)") }
        let seconds = timeout.components.seconds
        timeoutMilliseconds = Int(seconds) * 1000
        var limit = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
        var on: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: the instance is whole, so `deinit` runs after the throw and closes the
        // socket; closing it twice could close another test's socket that got the number meanwhile.
        guard connected == 0 else { throw Failure(description: "connect() failed: \(errno)") }
    }

    deinit {
        close(socket)
    }

    /// Writes `bytes`, unless the server answers or closes first: a server may refuse a request
    /// partway (a `400` for a head too large, a `413`) and stop reading, so writing on would
    /// block. An interim `100 Continue` is no answer but the server asking for the body, so
    /// writing goes on after it (stopping there left the server waiting for the rest of a body
    /// the client waited to be answered for, until the idle timeout closed the connection).
    /// Returns whether all of them were written; either way the answer is read next.
    @discardableResult
    func send(_ bytes: [UInt8]) throws -> Bool {
        var sent = 0
        while sent < bytes.count {
            var watched = pollfd(fd: socket, events: Int16(POLLIN | POLLOUT), revents: 0)
            guard poll(&watched, 1, Int32(timeoutMilliseconds)) > 0 else {
                throw Failure(description: "the server neither read nor answered")
            }
            if watched.revents & Int16(POLLHUP | POLLERR) != 0 { return false }
            if watched.revents & Int16(POLLIN) != 0 {
                guard readInterimResponses() else { return false }
                continue
            }
            // MSG_NOSIGNAL: a server that closed the connection is an error here, not SIGPIPE;
            // MSG_DONTWAIT: a write larger than the room left must not block past an answer.
            let count = bytes[sent...].withUnsafeBytes { Self.write(socket, $0.baseAddress, min($0.count, 1 << 16)) }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK { continue }
            guard count > 0 else { return false }
            sent += count
        }
        return true
    }

    private static func write(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
        #else
        Darwin.send(socket, bytes, count, MSG_DONTWAIT)
        #endif
    }

    /// Reads what has arrived into the buffer and drops the interim responses (`1xx`) at its
    /// start. Whether only interim responses came, or the start of one, so that the request may
    /// go on; `false` once a final response is arriving or the server closed the connection.
    private func readInterimResponses() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count > 0 {
            buffer += chunk[..<count]
        } else if count == 0 || !(errno == EAGAIN || errno == EWOULDBLOCK) {
            return false
        }
        let interim = Array("HTTP/1.1 1".utf8)
        while buffer.starts(with: interim), let end = Self.find([13, 10, 13, 10], in: buffer) {
            buffer.removeFirst(end + 4)
        }
        return buffer.starts(with: interim) || interim.starts(with: buffer)
    }

    /// Whether the server closed the connection: `true` at the end of the stream (or a reset),
    /// `false` when bytes arrived or the read timed out first.
    func isClosedByServer() -> Bool {
        var byte: UInt8 = 0
        let count = read(socket, &byte, 1)
        return count == 0 || (count < 0 && errno == ECONNRESET)
    }

    /// Reads the next response; `nil` when the server closed the connection before sending one.
    /// A `HEAD` request's response has no body, whatever its length says.
    func readResponse(toHEAD isHEAD: Bool = false) throws -> Response? {
        guard let headEnd = try fill(until: { Self.find([13, 10, 13, 10], in: $0) }) else {
            if buffer.isEmpty { return nil }
            throw Failure(description: "the connection closed in a response head")
        }
        let head = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw Failure(description: "no status line: \(head.prefix(80))")
        }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var response = Response(status: status, headers: headers, body: [])
        if isHEAD || status == 204 || status == 304 || (100..<200).contains(status) { return response }
        if response.header("Transfer-Encoding")?.lowercased() == "chunked" {
            response.body = try chunkedBody()
        } else if let length = response.header("Content-Length").flatMap({ Int($0) }) {
            response.body = try take(length)
        } else {
            while try fill(until: { _ in nil }) != nil {}
            response.body = buffer
            buffer.removeAll()
        }
        return response
    }

    /// Reads the next final response, past any interim ones (`100 Continue`); `nil` when the
    /// server closed the connection before sending one.
    func readFinalResponse(toHEAD isHEAD: Bool = false) throws -> Response? {
        while let response = try readResponse(toHEAD: isHEAD) {
            if !(100..<200).contains(response.status) { return response }
        }
        return nil
    }

    private func chunkedBody() throws -> [UInt8] {
        var body: [UInt8] = []
        while true {
            guard let lineEnd = try fill(until: { Self.find([13, 10], in: $0) }) else {
                throw Failure(description: "the connection closed in a chunk size")
            }
            let sizeText =
                String(decoding: buffer[..<lineEnd], as: UTF8.self).split(separator: ";").first.map(String.init) ?? ""
            buffer.removeFirst(lineEnd + 2)
            guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
                throw Failure(description: "bad chunk size \(sizeText)")
            }
            if size == 0 {
                // Trailers, if any, end with an empty line.
                guard let end = try fill(until: { Self.find([13, 10], in: $0) }) else {
                    throw Failure(description: "no end after the last chunk")
                }
                buffer.removeFirst(end + 2)
                return body
            }
            body += try take(size)
            _ = try take(2)
        }
    }

    private func take(_ count: Int) throws -> [UInt8] {
        guard try fill(until: { $0.count >= count ? count : nil }) != nil else {
            throw Failure(description: "the connection closed in a body")
        }
        let taken = Array(buffer[..<count])
        buffer.removeFirst(count)
        return taken
    }

    /// Reads until `found` finds what it looks for in the buffer, and returns it; `nil` when
    /// the connection closes first.
    private func fill(until found: ([UInt8]) -> Int?) throws -> Int? {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let index = found(buffer) { return index }
            let count = chunk.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
            if count == 0 || (count < 0 && errno == ECONNRESET) { return nil }
            guard count > 0 else {
                throw Failure(
                    description: errno == EAGAIN || errno == EWOULDBLOCK
                        ? "no answer within \(timeoutMilliseconds / 1000) s" : "read failed: \(errno)")
            }
            buffer += chunk[..<count]
        }
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for index in 0...(bytes.count - needle.count)
        where bytes[index] == needle[0] && Array(bytes[index..<(index + needle.count)]) == needle {
            return index
        }
        return nil
    }
}

/// Runs `body` on a thread of its own and returns what it returns: for blocking work, which on
/// the cooperative pool would hold one of the threads the server's tasks run on.
func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try body() }) }
        thread.start()
    }
}
#endif
