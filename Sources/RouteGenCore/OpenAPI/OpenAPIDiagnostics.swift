/// The diagnostics of one OpenAPI translation: warnings for what the spec format cannot say,
/// errors for a document that cannot be used at all.
///
/// A cause that repeats all over a large document (response headers, cookie parameters…) is
/// reported once, at its first place, with how often it occurs, so the warnings of a real API
/// stay few enough to read. The same message at the same place is reported once, since shared
/// parts of a document (path-level parameters, referenced components) are visited repeatedly.
struct OpenAPIDiagnostics {
    private var reported: [Diagnostic] = []
    private var seen: Set<Diagnostic> = []
    /// Grouped warnings by message, with the first place and every distinct place.
    private var groups: [String: (first: SourceLocation, places: Set<SourceLocation>)] = [:]
    /// Group messages in the order they first occurred, so output is deterministic.
    private var groupOrder: [String] = []

    /// Reports a warning at `location`, unless the same one was already reported there.
    mutating func warn(_ message: String, at location: SourceLocation) {
        add(.warning(message, at: location))
    }

    /// Reports an error at `location`: the document cannot be used.
    mutating func error(_ message: String, at location: SourceLocation) {
        add(.error(message, at: location))
    }

    /// Adds a diagnostic found elsewhere (a referenced file's YAML problems).
    mutating func add(_ diagnostic: Diagnostic) {
        if seen.insert(diagnostic).inserted { reported.append(diagnostic) }
    }

    /// Counts one occurrence of a cause that is reported once for the whole document.
    mutating func warnGrouped(_ message: String, at location: SourceLocation) {
        if groups[message] == nil {
            groups[message] = (location, [location])
            groupOrder.append(message)
        } else {
            groups[message]?.places.insert(location)
        }
    }

    /// Every diagnostic: single ones in the order found, then each group once, at its first
    /// place, saying how many places share the cause.
    var all: [Diagnostic] {
        reported + groupOrder.map { message in
            let group = groups[message]!
            let suffix = group.places.count > 1 ? " (\(group.places.count) places; the first is here)" : ""
            return .warning(message + suffix, at: group.first)
        }
    }
}
