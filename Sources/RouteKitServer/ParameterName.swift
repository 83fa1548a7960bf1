#if Server
/// What a ``RequestDecodingError`` names — `query parameter page`, `header X-Request-ID` — kept
/// as its parts and written out only when an error is reported.
///
/// Every accessor of ``IncomingRequest`` needs the phrase in case its value does not decode;
/// interpolating it up front cost a string per parameter of every request, valid ones included.
@usableFromInline
struct ParameterName: CustomStringConvertible, Sendable {
    /// Where the value was sent, as the message says it.
    @usableFromInline
    enum Place: String, Sendable {
        case path = "path parameter"
        case query = "query parameter"
        case queryString = "querystring parameter"
        case header = "header"
        case formField = "form field"
        case multipartField = "multipart field"
        /// An item's name in a query or form body, before it is known which parameter it is.
        case itemName = "a query or form name"
    }

    let place: Place
    /// The parameter's name in the spec; empty for ``Place/itemName``.
    let name: String

    /// The parameter `name`, sent in `place`; written out by ``description`` only when needed.
    @usableFromInline
    init(place: Place, name: String) {
        self.place = place
        self.name = name
    }

    @usableFromInline
    var description: String {
        name.isEmpty ? place.rawValue : "\(place.rawValue) \(name)"
    }
}
#endif
