#if Server
/// A route's generated `enum Response` as a server sends it: each case answers with its own
/// status and body, the ones a router decodes that case from.
public protocol EncodableStatusDependentResponse: Encodable, Sendable {
    /// The success status of this case.
    var status: Int { get }
    /// The body of this case, sent as JSON, or `nil` for a status without content.
    var body: (any Encodable & Sendable)? { get }
}

extension EncodableStatusDependentResponse {
    /// Encodes the case's body alone (a router tells the cases apart by the status, not by
    /// the JSON); `null` for a case without one, which the server does not send.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let body {
            try container.encode(body)
        } else {
            try container.encodeNil()
        }
    }
}
#endif
