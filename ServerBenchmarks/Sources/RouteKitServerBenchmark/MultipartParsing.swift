import Foundation
import HTTPTypes
import RouteKitServer

/// How long RouteKitServer takes to read a 1 MiB multipart body, by boundary length, through the
/// public path a generated decoder takes (`IncomingRequest.multipartBody()`):
///
/// - a file: one file part of 1 MiB of random bytes (a delimiter's first byte, CR, about every
///   256 bytes) and a small JSON part;
/// - dashes: issue 29's hostile body, 1 MiB of `-` against a boundary of `-`s and one `x`, which
///   never occurs, so the whole body is searched and the answer is a `400`.
///
/// Each case runs `rounds` times; the median and the fastest are printed in milliseconds.
enum MultipartParsing {
    static func run(rounds: Int) throws {
        let size = 1 << 20
        var generator = SystemRandomNumberGenerator()
        let file = [UInt8]((0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) })
        print("multipart parse of a 1 MiB body, \(rounds) rounds each (median, fastest)")
        for length in [10, 70] {
            let plain = String(repeating: "b", count: length)
            let formed = body(boundary: plain, file: file)
            let dashes = String(repeating: "-", count: length - 1) + "x"
            for (name, boundary, body, parts) in [
                ("a file", plain, formed, 2), ("dashes", dashes, Data(repeating: UInt8(ascii: "-"), count: size), 0),
            ] {
                var headers = HTTPFields()
                headers[.contentType] = "multipart/form-data; boundary=\(boundary)"
                let request = try IncomingRequest(pathParameters: [:], query: nil, headers: headers, body: body)
                var times: [Double] = []
                for _ in 0..<rounds {
                    let start = ContinuousClock.now
                    let found = (try? request.multipartBody()).map {
                        (try? $0.file("file", arrayOf: Data.self))??.count ?? 0
                    }
                    let elapsed = ContinuousClock.now - start
                    guard (found ?? 0) == (parts == 0 ? 0 : 1) else {
                        throw Unexpected(description: "the \(name) body did not parse as expected")
                    }
                    times.append(
                        Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
                }
                times.sort()
                print(
                    "  boundary \(length) bytes, \(name): \(format(times[times.count / 2])) ms, \(format(times[0])) ms")
            }
        }
    }

    /// A form of one file part holding `file` and a JSON part, delimited by `boundary`.
    private static func body(boundary: String, file: [UInt8]) -> Data {
        var body = Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n"
                .utf8)
        body.append(contentsOf: file)
        body.append(
            Data(
                "\r\n--\(boundary)\r\nContent-Disposition: form-data; name=\"info\"\r\nContent-Type: application/json\r\n\r\n{}\r\n--\(boundary)--\r\n"
                    .utf8))
        return body
    }

    struct Unexpected: Error, CustomStringConvertible {
        let description: String
    }

    private static func format(_ milliseconds: Double) -> String {
        String(format: "%.2f", milliseconds)
    }
}
