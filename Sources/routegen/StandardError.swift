import RouteGenCore
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes `text` to standard error at once, unbuffered, so diagnostics interleave with other
/// output in the order they happen.
func writeToStandardError(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
        var offset = 0
        while offset < bytes.count {
            let written = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            guard written > 0 else { return }
            offset += written
        }
    }
}

/// What went wrong writing or reading a file, in words: the system's reason and the path for a
/// file system error, the error's own description for RouteGen's errors.
func failureMessage(_ error: any Error) -> String {
    #if canImport(FoundationEssentials)
    if let cocoa = error as? CocoaError {
        let reason =
            (cocoa.underlying as? POSIXError).map { String(cString: strerror($0.code.rawValue)) }
            ?? "the operation failed"
        return cocoa.filePath.map { "\(reason) (\($0))" } ?? reason
    }
    // RouteGen's errors describe themselves (`description`), which is what this writes.
    return String(describing: error)
    #else
    if !(error is CocoaError), let described = error as? any CustomStringConvertible {
        return described.description
    }
    return error.localizedDescription
    #endif
}
