import Foundation

/// The `Cache-Control` directives (RFC 9111, 5.2) that a private client cache acts on. Unknown
/// directives are ignored, as the RFC asks; a malformed `max-age` counts as absent, so a
/// server's typo never makes a response fresh. `must-revalidate` needs no field: RouteKit never
/// serves a stale response without revalidating it, whatever the response says.
struct CacheControl: Sendable, Hashable {
    /// `max-age=N`: fresh for `N` seconds after it was generated.
    var maxAge: Int?
    /// `no-store`: never written anywhere.
    var noStore = false
    /// `no-cache`: stored, but revalidated before every use.
    var noCache = false

    /// The directives of `value`, a comma-separated `Cache-Control` field; `nil` reads as none.
    init(_ value: String?) {
        guard let value else { return }
        for directive in value.split(separator: ",") {
            let parts = directive.split(separator: "=", maxSplits: 1)
            let name = parts.first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
            let argument =
                parts.count == 2
                ? parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
                : nil
            switch name {
            case "max-age": maxAge = argument.flatMap { Int($0) }.map { max(0, $0) }
            case "no-store": noStore = true
            case "no-cache": noCache = true
            default: break
            }
        }
    }
}
