import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A `127.0.0.1` port that refuses every connection, for testing "connection refused".
///
/// The port is bound but never listens: the OS answers connections with a reset, and because
/// the port stays bound no other server started meanwhile can take it over (which a just-stopped
/// server's port does not guarantee).
public enum RefusingEndpoint {
    /// Runs `body` with `http://127.0.0.1:<port>` of a bound, non-listening port, then frees it.
    public static func with<T>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (URL) async throws -> T
    ) async throws -> T {
        let (descriptor, port) = try bindWithoutListening()
        defer { _ = close(descriptor) }
        return try await body(URL(string: "http://127.0.0.1:\(port)")!)
    }

    private static func bindWithoutListening() throws -> (Int32, UInt16) {
        #if canImport(Darwin)
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #else
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #endif
        guard descriptor >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else {
            let code = errno
            _ = close(descriptor)
            throw POSIXError(.init(rawValue: code) ?? .EIO)
        }
        return (descriptor, UInt16(bigEndian: address.sin_port))
    }
}
