/// The located error that stops a load: a syntax error, a second document, a resource limit or
/// an unreadable file.
///
/// Thrown (typed) inside the YAML layer so every stopping point unwinds the same way, and
/// turned back into an ordinary ``Diagnostic`` by ``YAMLLoader``.
struct YAMLLoadFailure: Error {
    /// What stopped the load, and where.
    var diagnostic: Diagnostic
}
