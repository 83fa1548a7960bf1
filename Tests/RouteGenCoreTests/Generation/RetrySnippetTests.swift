import Testing
@testable import RouteGenCore

/// Which routes the generator makes `RetryableRoute`: the idempotent methods, unless the spec
/// opts out with `retry: false`, and any other method that opts in with `retry: true`.
struct RetrySnippetTests {
    @Test func idempotentMethodsAreRetryableAndOthersAreNot() {
        let code = swiftCode(
            header + """
                routes:
                  get: { GET: /a }
                  head: { HEAD: /a }
                  put: { PUT: /a }
                  delete: { DELETE: /a }
                  options: { OPTIONS: /a }
                  post: { POST: /a }
                  patch: { PATCH: /a }
                """)
        for name in ["GetRoute", "HeadRoute", "PutRoute", "DeleteRoute", "OptionsRoute"] {
            #expect(code.contains("nonisolated public struct \(name): PublicRoute, RetryableRoute {"))
        }
        #expect(code.contains("nonisolated public struct PostRoute: PublicRoute {"))
        #expect(code.contains("nonisolated public struct PatchRoute: PublicRoute {"))
    }

    @Test func retryTrueOptsInAndRetryFalseOptsOut() {
        let code = swiftCode(
            header + """
                auth: { user: bearer }
                routes:
                  charge: { POST: /charges, auth: user, headers: { Idempotency-Key: String }, retry: true }
                  export: { GET: /export, retry: false }
                  touch: { PATCH: /touch, retry: false }
                """)
        #expect(code.contains("nonisolated public struct ChargeRoute: AuthenticatedRoute, RetryableRoute {"))
        #expect(code.contains("nonisolated extension AuthenticatedRoute where Self == Shop.ChargeRoute {"))
        #expect(code.contains("nonisolated public struct ExportRoute: PublicRoute {"))
        #expect(code.contains("nonisolated public struct TouchRoute: PublicRoute {"))
    }

    @Test func modelsNamedLikeTheCapabilityProtocolsDoNotHideThem() {
        let code = swiftCode(
            header + """
                models:
                  RetryableRoute: { fields: { a: Int } }
                  PaginatedRoute: { fields: { b: Int } }
                routes:
                  get: { GET: /a, response: RetryableRoute }
                """)
        #expect(code.contains("public struct RetryableRouteModel: Codable"))
        #expect(code.contains("public struct PaginatedRouteModel: Codable"))
        #expect(code.contains("nonisolated public struct GetRoute: PublicRoute, RetryableRoute {"))
        #expect(code.contains("public typealias Response = RetryableRouteModel"))
    }
}
