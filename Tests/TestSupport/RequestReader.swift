import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads HTTP/1.1 requests one after another from a connected socket, blocking its thread: the
/// request line, the header fields and a body of `Content-Length` bytes or in chunks.
///
/// Only as much HTTP as the clients under test send: no pipelining beyond what the buffer holds,
/// no obsolete line folding. A head or body that breaks these rules ends the connection.
struct RequestReader {
    /// One request as read from the wire.
    struct Request {
        var method: String
        /// The request target as sent: the raw path and `?query`.
        var target: String
        /// The header fields in the order sent, names as sent.
        var fields: [(name: String, value: String)]
        var body: Data
        /// Whether the client asked to close the connection after the response.
        var closes: Bool

        /// The first value of the field `name`, matched case-insensitively.
        func field(_ name: String) -> String? {
            fields.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
    }

    /// Heads are small here; a larger one is not a request these tests send.
    static let maximumHeadSize = 1 << 20

    let descriptor: Int32
    private var buffer: [UInt8] = []

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next request, or `nil` once the client has closed the connection or sent something
    /// that is not a request. `continueBody` is called before a body the client waits to send
    /// (`Expect: 100-continue`).
    mutating func next(continueBody: () -> Void) -> Request? {
        guard let head = readHead(), var request = Self.parse(head: head) else { return nil }
        if request.field("Expect")?.lowercased() == "100-continue" { continueBody() }
        if request.field("Transfer-Encoding")?.lowercased().contains("chunked") == true {
            guard let body = readChunkedBody() else { return nil }
            request.body = body
        } else if let length = request.field("Content-Length") {
            guard let count = Int(length), count >= 0, let body = read(count: count) else { return nil }
            request.body = Data(body)
        }
        return request
    }

    // MARK: Parsing

    private static func parse(head: [UInt8]) -> Request? {
        let lines = String(decoding: head, as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var fields: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            fields.append(
                (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        let version = requestLine[2]
        let connection = fields.first { $0.name.lowercased() == "connection" }?.value.lowercased() ?? ""
        let closes = version == "HTTP/1.0" ? !connection.contains("keep-alive") : connection.contains("close")
        return Request(
            method: String(requestLine[0]), target: String(requestLine[1]), fields: fields, body: Data(), closes: closes
        )
    }

    // MARK: Reading

    /// The bytes up to the blank line that ends a head, without it.
    private mutating func readHead() -> [UInt8]? {
        guard let line = readUntil([13, 10, 13, 10], limit: Self.maximumHeadSize) else { return nil }
        return line
    }

    /// A chunked body's data, its trailer fields read and dropped.
    private mutating func readChunkedBody() -> Data? {
        var body = Data()
        while true {
            guard let sizeLine = readUntil([13, 10], limit: 1024) else { return nil }
            let digits = String(decoding: sizeLine, as: UTF8.self).prefix { $0 != ";" }.trimmingCharacters(
                in: .whitespaces)
            guard let size = Int(digits, radix: 16), size >= 0 else { return nil }
            if size == 0 { break }
            guard let chunk = read(count: size), read(count: 2) == [13, 10] else { return nil }
            body.append(contentsOf: chunk)
        }
        while true {
            guard let trailer = readUntil([13, 10], limit: Self.maximumHeadSize) else { return nil }
            if trailer.isEmpty { return body }
        }
    }

    /// The bytes before the next `delimiter`, which is consumed; `nil` at the end of the
    /// connection or past `limit` bytes.
    private mutating func readUntil(_ delimiter: [UInt8], limit: Int) -> [UInt8]? {
        var searched = 0
        while true {
            if let end = Self.firstRange(of: delimiter, in: buffer, from: searched) {
                let found = Array(buffer[..<end])
                buffer.removeFirst(end + delimiter.count)
                return found
            }
            searched = max(0, buffer.count - delimiter.count + 1)
            guard buffer.count <= limit, fill() else { return nil }
        }
    }

    /// Exactly `count` bytes, or `nil` if the connection ends first.
    private mutating func read(count: Int) -> [UInt8]? {
        while buffer.count < count {
            guard fill() else { return nil }
        }
        let bytes = Array(buffer[..<count])
        buffer.removeFirst(count)
        return bytes
    }

    /// Appends what the socket has to the buffer, waiting for at least one byte; `false` at the
    /// end of the connection or on an error (the server shutting the socket down included).
    private mutating func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return true
            }
            if count < 0, errno == EINTR { continue }
            return false
        }
    }

    private static func firstRange(of delimiter: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard bytes.count >= delimiter.count, start <= bytes.count - delimiter.count else { return nil }
        for index in start...(bytes.count - delimiter.count) where bytes[index] == delimiter[0] {
            if bytes[index..<(index + delimiter.count)].elementsEqual(delimiter) { return index }
        }
        return nil
    }
}
