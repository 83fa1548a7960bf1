import Foundation
import RouteKit
import Testing
import TestSupport

/// One authenticated route per scheme, as generated code declares them.
private struct Probe<Scheme: AuthenticationScheme>: AuthenticatedRoute {
    typealias Response = Todo
    static var method: HTTPMethod { .get }
    static var pathTemplate: String { "/probe" }
}

/// A credential of each kind, made of characters that travel unescaped, so a leak would show
/// up verbatim.
private enum Credential: String, CaseIterable, Sendable {
    case bearer, basic, headerKey, queryKey

    var secret: String { "s3cr3t-\(rawValue)-7f1c" }

    /// Every form the secret could leak in.
    var leakForms: [String] {
        [secret, Data("ann:\(secret)".utf8).base64EncodedString()]
    }

    /// Performs a probe with this credential (plus `suffix`) and returns the error, if any.
    func perform(at baseURL: URL, suffix: String = "") async -> RouteError? {
        let router = Router(baseURL: baseURL)
        let text = secret + suffix
        do throws(RouteError) {
            switch self {
            case .bearer:
                _ = try await router.authenticated(UserAuth.self, with: BearerToken(text)).perform(Probe<UserAuth>())
            case .basic:
                _ = try await router.authenticated(
                    AdminAuth.self, with: BasicCredential(username: "ann", password: text)
                )
                .perform(Probe<AdminAuth>())
            case .headerKey:
                _ = try await router.authenticated(HeaderKeyAuth.self, with: APIKey(text)).perform(
                    Probe<HeaderKeyAuth>())
            case .queryKey:
                _ = try await router.authenticated(QueryKeyAuth.self, with: APIKey(text)).perform(Probe<QueryKeyAuth>())
            }
            return nil
        } catch {
            return error
        }
    }
}

/// A way for a request to fail.
private enum Failure: String, CaseIterable, Sendable {
    case unauthorized, undecodable, refused, cancelled, lineBreak

    func error(with credential: Credential) async throws -> RouteError? {
        if self == .refused {
            return try await RefusingEndpoint.with { await credential.perform(at: $0) }
        }
        return try await LoopbackServer.with { server in
            switch self {
            case .undecodable:
                await server.respond(with: .jsonText(#"{"id":"not a number"}"#))
            default:
                await server.respond(with: try .json(Problem(title: "Unauthorized", status: 401), status: 401))
            }
            switch self {
            case .cancelled:
                return await Task {
                    withUnsafeCurrentTask { $0?.cancel() }
                    return await credential.perform(at: server.baseURL)
                }.value
            case .lineBreak:
                return await credential.perform(at: server.baseURL, suffix: "\r\nX-Injected: 1")
            default:
                return await credential.perform(at: server.baseURL)
            }
        }
    }
}

@Suite("Credentials never appear in errors", .timeLimit(.minutes(3)))
struct CredentialRedactionTests {
    @Test("no RouteError description contains the credential", arguments: Credential.allCases, Failure.allCases)
    fileprivate func redacted(credential: Credential, failure: Failure) async throws {
        let error = try #require(try await failure.error(with: credential))
        for text in [error.description, error.localizedDescription, String(describing: error)] {
            for form in credential.leakForms {
                #expect(!text.contains(form), "\(failure) leaked \(credential): \(text)")
            }
        }
    }

    @Test("the failure is the expected kind", arguments: Failure.allCases)
    fileprivate func kinds(failure: Failure) async throws {
        let error = try #require(try await failure.error(with: .bearer))
        switch failure {
        case .unauthorized: #expect(error.statusFailure?.statusCode == 401)
        case .undecodable: #expect(error.decodingFailure?.codingPath == "id")
        case .refused: #expect(error.isTransportFailure)
        case .cancelled: #expect(error.isCancelled)
        case .lineBreak:
            #expect(error.invalidRequestReason == "the value of header Authorization contains a line break or NUL")
        }
    }

    @Test("credentials describe themselves without their secret")
    func credentialDescriptions() {
        #expect(!"\(BearerToken("s3cr3t"))".contains("s3cr3t"))
        #expect(!"\(APIKey("s3cr3t"))".contains("s3cr3t"))
        let basic = "\(BasicCredential(username: "ann", password: "s3cr3t"))"
        #expect(!basic.contains("s3cr3t"))
        #expect(basic.contains("ann"))
    }
}
