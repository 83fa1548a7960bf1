/// An HTTP request method.
///
/// A struct rather than an enum so that an API using an unusual method (`PROPFIND`, `QUERY`)
/// can still be described without a RouteKit release, while the common ones read as `.get`.
public struct HTTPMethod: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The method as it goes on the wire, upper-cased.
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

    public var description: String { rawValue }
}
