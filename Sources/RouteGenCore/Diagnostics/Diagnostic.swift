/// One problem found in a spec, with where it is.
///
/// Stages collect diagnostics as values instead of throwing at the first problem, so one run
/// reports everything wrong with a spec.
package struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// How bad the problem is.
    package enum Severity: String, Sendable, Hashable {
        /// Generation cannot proceed; nothing is written.
        case error
        /// Generation proceeds, but the user should look.
        case warning
    }

    /// Error or warning.
    package var severity: Severity
    /// What is wrong, in one sentence without a trailing period.
    package var message: String
    /// Where it is: for a warning that repeats, the first of its places.
    package var location: SourceLocation
    /// Why a warning is given, so a user can acknowledge the cause; `nil` for errors.
    package var cause: WarningCause?
    /// How many places share this warning (see ``WarningGroups``); 1 for a single place.
    package var places: Int

    /// Creates a diagnostic.
    package init(
        _ severity: Severity, _ message: String, at location: SourceLocation, cause: WarningCause? = nil,
        places: Int = 1
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.cause = cause
        self.places = places
    }

    /// An error at `location`.
    package static func error(_ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`, given for `cause`.
    package static func warning(_ cause: WarningCause, _ message: String, at location: SourceLocation) -> Diagnostic {
        Diagnostic(.warning, message, at: location, cause: cause)
    }

    /// `file:line:column: error: message` — the form Xcode and SwiftPM make clickable — with
    /// the number of places when a warning repeats.
    package var description: String {
        "\(location): \(severity.rawValue): \(message)" + (places > 1 ? " (\(places) places; the first is here)" : "")
    }

    /// The line a command prints for it: ``description``, then a warning's cause
    /// (`[additional-properties]`), the name `--acknowledge` takes.
    package var reportLine: String {
        description + (cause.map { " [\($0.rawValue)]" } ?? "")
    }
}
