import Foundation

/// Reading a request body that comes as a stream (`URLRequest.httpBodyStream`), as a transport
/// that stands in for a server must: what a stub receives, what a fuzzer writes on the wire.
public enum StreamBytes {
    /// Everything `stream` yields (nothing when it is `nil`); its error when it fails.
    public static func all(of stream: InputStream?) throws -> Data {
        guard let stream else { return Data() }
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count < 0 { throw stream.streamError ?? URLError(.cannotDecodeRawData) }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
        }
    }
}
