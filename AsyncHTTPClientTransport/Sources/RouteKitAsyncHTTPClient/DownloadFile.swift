import AsyncHTTPClient
import Foundation
import NIOCore

/// Writes a response body into a new temporary file, a buffer at a time: the next buffer is
/// read from the connection only once the last one is written, so memory stays bounded whatever
/// the size, and the file is the transport's `download` answer.
enum DownloadFile {
    /// A new file in the temporary folder holding `body`; nothing is left behind on failure.
    static func write(_ body: HTTPClientResponse.Body) async throws -> URL {
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("routekit-download-\(UUID().uuidString)")
        guard FileManager.default.createFile(atPath: file.path, contents: nil) else {
            throw URLError(.cannotCreateFile)
        }
        do {
            let handle = try FileHandle(forWritingTo: file)
            defer { try? handle.close() }
            for try await buffer in body {
                try buffer.withUnsafeReadableBytes { try handle.write(contentsOf: $0) }
            }
            try handle.synchronize()
            return file
        } catch {
            try? FileManager.default.removeItem(at: file)
            throw error
        }
    }
}
