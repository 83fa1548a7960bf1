/// The version of RouteGen: what `routegen --version` prints, and the one place a generated
/// file's header would take it from.
///
/// Generated headers do not name it today: a new version would rewrite every generated file
/// (and recompile every target built from specs) even where the code is the same.
package enum RouteGenVersion {
    /// `major.minor.patch`, raised with each release.
    package static let current = "0.1.0"
}
