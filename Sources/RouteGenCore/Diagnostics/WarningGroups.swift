/// Folds a warning that repeats into one line at its first place, with how many places share
/// it: `… cannot be expressed (18 places; the first is here)`.
///
/// One cause all over a large document (additional properties on every response schema, the
/// same two security alternatives on every operation) would otherwise print hundreds of
/// identical lines on every build, burying the warnings that differ. Warnings are the same when
/// cause and message are; a message naming something (a parameter, a reference) differs from
/// the next, so distinct problems keep their own lines. Errors are never folded: each is
/// something to fix where it is.
package enum WarningGroups {
    /// `diagnostics` in their order, each repeated warning folded into its first occurrence.
    /// A warning at a place already counted is counted once (shared parts of a document are
    /// visited repeatedly); one already folded brings its own count, so folding the diagnostics
    /// of several stages or files again is safe.
    package static func fold(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            let cause: WarningCause?
            let message: String
        }
        var result: [Diagnostic] = []
        var slots: [Key: Int] = [:]
        var counted: [Key: Set<SourceLocation>] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.severity == .warning else {
                result.append(diagnostic)
                continue
            }
            let key = Key(cause: diagnostic.cause, message: diagnostic.message)
            guard let slot = slots[key] else {
                slots[key] = result.count
                counted[key] = diagnostic.places == 1 ? [diagnostic.location] : []
                result.append(diagnostic)
                continue
            }
            if diagnostic.places > 1 {
                result[slot].places += diagnostic.places
            } else if counted[key]!.insert(diagnostic.location).inserted {
                result[slot].places += 1
            }
        }
        return result
    }
}
