import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The body of a success response, handed to a ``StatusDependentResponse`` to decode the
/// payload of the case its status selects, with the router's JSON coding and error reporting.
public struct SuccessBody: Sendable {
    /// The raw bytes.
    public let data: Data
    /// The response they came with.
    public let response: HTTPURLResponse
    let performer: RequestPerformer
    let route: String

    /// The body as `type`: JSON for a model, the bytes for `Data`, UTF-8 text for `String`,
    /// nothing read for ``Empty``; a body that does not decode fails with
    /// ``RouteError/decodingFailed(route:_:)``, as `perform` does.
    public func decode<Body: Decodable>(_ type: Body.Type = Body.self) throws(RouteError) -> Body {
        try performer.decode(Body.self, from: data, name: route)
    }

    /// The error for a success status the response enum has no case for: the status is not
    /// what the route documents, as for any other undocumented status.
    public func undocumentedStatus() -> RouteError {
        .unacceptableStatus(
            route: route,
            StatusFailure(
                statusCode: response.statusCode, headers: StatusFailure.headers(of: response), body: data,
                decodedBody: nil))
    }
}
