/// An HTTP request method.
///
/// A struct rather than an enum so that an API using an unusual method (`PROPFIND`) can still be
/// described without a RouteKit release — `HTTPMethod(rawValue: "PROPFIND")` — while the common
/// ones read as `.get`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method as it goes on the wire; methods are case-sensitive, and the standard ones
    /// upper-case.
    public let rawValue: String

    /// Creates a method from its wire spelling.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let get = HTTPMethod(rawValue: "GET")
    public static let post = HTTPMethod(rawValue: "POST")
    public static let put = HTTPMethod(rawValue: "PUT")
    public static let patch = HTTPMethod(rawValue: "PATCH")
    public static let delete = HTTPMethod(rawValue: "DELETE")
    public static let head = HTTPMethod(rawValue: "HEAD")
    public static let options = HTTPMethod(rawValue: "OPTIONS")
    /// A safe, idempotent request whose content says what to answer (a search too large or
    /// structured for a query string): retried like GET, never answered by ``ResponseCache``,
    /// whose key leaves the body out.
    public static let query = HTTPMethod(rawValue: "QUERY")

    public var description: String { rawValue }
}
