/// Where an API key goes: the header field or the query item of that name, as RouteKit's
/// `APIKeyLocation` says it (`Render/RouteSpelling` spells it).
package enum APIKeyPlace: Sendable, Hashable {
    case header(String)
    case query(String)
}
