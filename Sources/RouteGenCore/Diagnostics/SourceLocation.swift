/// A position in a spec file (or a config file, or the command line): 1-based line and column,
/// the form editors and compilers use.
package struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The spec file as the user named it (relative paths stay relative, so diagnostics are
    /// clickable from where the command ran).
    package var file: String
    /// 1-based line.
    package var line: Int
    /// 1-based column, counted in Unicode scalars as libyaml counts them.
    package var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `file:line:column`.
    package var description: String { "\(file):\(line):\(column)" }

    /// The place of an option's value on the command line: `<command line>:1:<column>`, the
    /// column where the value starts in the arguments after the program's name, joined by
    /// spaces, as a shell shows them.
    package static func commandLine(column: Int) -> SourceLocation {
        SourceLocation(file: commandLineFile, line: 1, column: column)
    }

    /// Whether this is a place on the command line (``commandLine(column:)``), not in a file.
    package var isCommandLine: Bool { file == Self.commandLineFile }

    private static let commandLineFile = "<command line>"

    /// Hashes the line and column only: locations are dictionary keys all over the OpenAPI
    /// stage, nearly all in one file, and hashing the file's path each time was most of the
    /// cost. Equal locations still hash equally, since equality compares the file too.
    package func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }

    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}
