/// The diagnostics of one OpenAPI translation: warnings for what the spec format cannot say,
/// errors for a document that cannot be used at all.
///
/// Every warning names its cause, and a warning that repeats all over a large document
/// (response headers, the same security alternatives on every operation…) is reported once,
/// at its first place, with how often it occurs (``WarningGroups``), so the warnings of a real
/// API stay few enough to read. The same diagnostic at the same place is reported once, since
/// shared parts of a document (path-level parameters, referenced components) are visited
/// repeatedly.
struct OpenAPIDiagnostics {
    private var reported: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []

    /// Reports a warning for `cause` at `location`.
    mutating func warn(_ cause: WarningCause, _ message: String, at location: SourceLocation) {
        add(.warning(cause, message, at: location))
    }

    /// Reports an error at `location`: the document cannot be used.
    mutating func error(_ message: String, at location: SourceLocation) {
        add(.error(message, at: location))
    }

    /// Adds a diagnostic found elsewhere (a referenced file's YAML problems).
    mutating func add(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { reported.append(diagnostic) }
    }

    /// Drops the warnings `isLeftOut` holds true of (``LeftOutWarnings``); errors stay.
    mutating func dropWarnings(where isLeftOut: (Diagnostic) -> Bool) {
        reported.removeAll { $0.severity == .warning && isLeftOut($0) }
    }

    /// Every diagnostic in the order found, each repeated warning once at its first place.
    var all: [Diagnostic] { WarningGroups.fold(reported) }
}
