import RouteGenCore

/// Prints diagnostics in the `file:line:column: severity: message` form editors make clickable,
/// a warning followed by its cause (`[additional-properties]`), the name `--acknowledge` takes.
func report(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics {
        writeToStandardError(diagnostic.reportLine + "\n")
    }
}
