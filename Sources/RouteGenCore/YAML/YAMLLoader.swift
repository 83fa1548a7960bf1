/// Parses a spec file's YAML into a located ``YAMLNode`` tree: the only entry point of the YAML
/// layer.
///
/// Problems come back as diagnostics rather than thrown errors so the caller can merge them with
/// its own and report everything in one run. Errors that leave no complete tree (unreadable
/// file, syntax or encoding error, a second document, an exceeded resource limit) come back with
/// a `nil` root; others (duplicate keys, unknown aliases, malformed merges) come back with the
/// tree so later stages can still check the rest.
package enum YAMLLoader {
    /// Parses one YAML document held in memory, naming `file` in locations.
    ///
    /// Returns the root, `nil` for empty or comment-only text (with no diagnostics), and the
    /// diagnostics found.
    package static func load(_ text: String, file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        var text = text
        return text.withUTF8 { load(bytes: $0, file: file) }
    }

    /// Reads and parses the YAML (or JSON) file at `path`, naming `displayPath` in locations so
    /// diagnostics show the path as the user wrote it.
    ///
    /// The bytes go to libyaml unchanged, so invalid UTF-8 is reported where it occurs; a
    /// `.json` file's JSON-only escapes are rewritten first (``loadJSON(_:file:)``). An
    /// unreadable file is reported at line 1, column 1.
    package static func load(contentsOf path: String, displayPath: String) -> (
        root: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        let bytes: [UInt8]
        do {
            bytes = try YAMLInputFile.bytes(atPath: path, displayPath: displayPath)
        } catch {
            return (nil, [error.diagnostic])
        }
        if path.lowercased().hasSuffix(".json") {
            return loadJSON(bytes, file: displayPath)
        }
        return bytes.withUnsafeBufferPointer { load(bytes: $0, file: displayPath) }
    }

    /// A `.json` file's tree, as libyaml reads JSON (YAML's flow style): JSON's surrogate-pair
    /// escapes, which YAML lacks, rewritten (``JSONSurrogateEscapes``), then the bytes parsed.
    ///
    /// A JSON reader of RouteGen's own read the largest description (PagerDuty's, 2.8 MB) about
    /// 0.1 s faster; measured in a build of the plugin's, that is noise beside compiling what it
    /// generates, and the reader was 600 lines to keep equal to libyaml, so it was removed.
    static func loadJSON(_ bytes: [UInt8], file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        JSONSurrogateEscapes.rewrite(bytes).withUnsafeBufferPointer { load(bytes: $0, file: file) }
    }

    private static func load(bytes: UnsafeBufferPointer<UInt8>, file: String) -> (
        root: YAMLNode?, diagnostics: [Diagnostic]
    ) {
        guard !bytes.isEmpty else { return (nil, []) }
        var reader = YAMLEventReader(input: bytes, file: file)
        var builder = YAMLTreeBuilder()
        do {
            while try builder.handle(reader.next()) {}
            return (builder.root, builder.diagnostics)
        } catch {
            return (nil, builder.diagnostics + [error.diagnostic])
        }
    }
}
