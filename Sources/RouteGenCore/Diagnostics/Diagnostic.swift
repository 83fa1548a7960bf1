/// One problem found in a spec, with where it is.
///
/// Stages collect diagnostics as values instead of throwing at the first problem, so one run
/// reports everything wrong with a spec.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Sendable, Hashable {
        /// Generation cannot proceed; nothing is written.
        case error
        /// Generation proceeds, but the user should look.
        case warning
    }

    /// Error or warning.
    public var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is.
    public var location: SourceLocation

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// `file:line:column: error: message` — the form Xcode and SwiftPM make clickable.
    public var description: String { "\(location): \(severity.rawValue): \(message)" }
}
