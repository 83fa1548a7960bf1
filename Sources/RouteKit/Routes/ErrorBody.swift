/// A typed body an API documents for a non-success status, so a failure can be inspected as a
/// value (`Problem`, `ValidationError`) instead of raw bytes.
public struct ErrorBody: Sendable {
    /// The status this body describes, or `nil` for every undocumented non-success status.
    public let status: Int?
    /// The type the body decodes into.
    public let type: any (Decodable & Sendable).Type

    /// Declares that `status` answers with a `type` body.
    public static func status(_ status: Int, _ type: any (Decodable & Sendable).Type) -> ErrorBody {
        ErrorBody(status: status, type: type)
    }

    /// Declares the body of every non-success status not declared on its own.
    public static func `default`(_ type: any (Decodable & Sendable).Type) -> ErrorBody {
        ErrorBody(status: nil, type: type)
    }
}

extension Array where Element == ErrorBody {
    /// The declared body type for `status`: its own declaration first, else the default one.
    func type(forStatus status: Int) -> (any (Decodable & Sendable).Type)? {
        (first { $0.status == status } ?? first { $0.status == nil })?.type
    }
}
