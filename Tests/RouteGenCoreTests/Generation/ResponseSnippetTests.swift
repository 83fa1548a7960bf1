import Testing
@testable import RouteGenCore

/// Response headers (`responseHeaders:`) and several success bodies (`responses:`) in RouteGen's
/// format: the Swift they generate, and what is refused.
struct ResponseSnippetTests {
    let models = "models:\n  Order: { fields: { id: Int } }\n  Receipt: { fields: { total: Double } }\n"

    @Test func responseHeadersBecomeATypedStructDecodedFromTheFields() {
        let code = swiftCode(
            header + models + """
                routes:
                  order:
                    GET: "/orders/{id: Int}"
                    response: Order
                    responseHeaders:
                      ETag: String
                      remaining: { type: Int?, key: X-RateLimit-Remaining, doc: Requests left this hour. }
                      Allow: "[String]?"
                      Retry-After: Int = 5

                """)
        #expect(
            code.contains(
                """
                        /// The response header fields the API documents, read by `response(for:)`.
                        nonisolated public struct ResponseHeaders: DecodableHeaders {
                            public let eTag: String
                            /// Requests left this hour.
                            public let remaining: Int?
                            public let allow: [String]?
                            public let retryAfter: Int

                            public init(from fields: ResponseHeaderFields) throws(HeaderFieldFailure) {
                                self.eTag = try fields.decode(forName: "ETag")
                                self.remaining = fields.decodeIfPresent(forName: "X-RateLimit-Remaining")
                                self.allow = fields.decodeIfPresent(forName: "Allow")
                                self.retryAfter = fields.decodeIfPresent(forName: "Retry-After") ?? 5
                            }
                        }
                    }
                """))
        #expect(code.contains("public typealias Response = Order\n"))
    }

    @Test func routesWithTheSameResponseHeadersShareOneStruct() {
        let code = swiftCode(
            header + models + """
                routes:
                  first: { GET: /a, responseHeaders: { X-Rate: Int?, ETag: String } }
                  other: { GET: /b, responseHeaders: { ETag: String } }
                  second: { GET: /c, responseHeaders: { X-Rate: Int?, ETag: String } }

                """)
        // One struct for the two routes alike, named after its fields; the other route's own.
        #expect(code.components(separatedBy: "struct ResponseHeaders").count == 2)
        #expect(code.components(separatedBy: "struct RateHeaders: DecodableHeaders").count == 2)
        #expect(
            code.contains(
                """
                    nonisolated public struct SecondRoute: PublicRoute, RetryableRoute {
                        public typealias API = Shop
                        public typealias Response = Empty
                        public typealias ResponseHeaders = RateHeaders
                        public static var method: HTTPMethod { .get }
                        public static var pathTemplate: String { "/c" }
                    }
                """))
    }

    @Test func severalSuccessBodiesBecomeAnEnumDecodedByStatus() {
        let code = swiftCode(
            header + models + """
                routes:
                  placeOrder:
                    POST: /orders
                    responses:
                      200: Order
                      201: { type: Receipt, doc: The order was placed. }
                      204: none
                      299: "[Order]"

                """)
        #expect(
            code.contains(
                """
                        /// The success responses, told apart by status: switch over them.
                        nonisolated public enum Response: StatusDependentResponse {
                            case ok(Order)
                            /// The order was placed.
                            case created(Receipt)
                            case noContent
                            case status299([Order])

                            public init(status: Int, body: SuccessBody) throws(RouteError) {
                                switch status {
                                case 200: self = .ok(try body.decode())
                                case 201: self = .created(try body.decode())
                                case 204: self = .noContent
                                case 299: self = .status299(try body.decode())
                                default: throw body.undocumentedStatus()
                                }
                            }
                        }
                """))
        #expect(!code.contains("typealias Response"))
        #expect(!code.contains("ResponseHeaders"))
    }

    @Test func theEnumHasTheEqualityModelsHave() {
        let spec =
            header + models + "routes:\n  placeOrder: { POST: /orders, responses: { 200: Order, 201: Receipt } }\n"
        #expect(
            swiftCode(spec, style: ModelStyle(equatable: true)).contains(
                "public enum Response: StatusDependentResponse, Equatable {"))
        #expect(
            swiftCode(spec, style: ModelStyle(hashable: true)).contains(
                "public enum Response: StatusDependentResponse, Hashable {"))
    }

    @Test func aRouteWithOneBodyDeclaresNeitherStructNorEnum() {
        let code = swiftCode(header + models + "routes:\n  order: { GET: \"/orders/{id: Int}\", response: Order }\n")
        #expect(
            code.contains(
                """
                    nonisolated public struct OrderRoute: PublicRoute, RetryableRoute {
                        public typealias API = Shop
                        public typealias Response = Order
                        public static var method: HTTPMethod { .get }
                        public static var pathTemplate: String { "/orders/{id}" }

                        public let id: Int

                        public func encode(into request: inout RequestParts) {
                            request.path("id", id)
                        }
                    }
                """))
    }

    @Test func mistakesAreReportedWhereTheyAreWritten() {
        let found = diagnostics(
            header + models + """
                routes:
                  both: { POST: /a, response: Order, responses: { 200: Order, 201: Receipt } }
                  error: { POST: /b, responses: { 200: Order, 404: Receipt } }
                  one: { POST: /c, responses: { 201: Receipt } }
                  paged:
                    GET: /d
                    query: { page: Int = 1 }
                    responses: { 200: Order, 203: Receipt }
                    paginate: { page: page }
                  header: { GET: /e, responseHeaders: { Link: Order, Bad Name: String } }
                  long: { GET: /f, responses: { 200: { doc: Missing. }, 201: Receipt } }

                """)
        #expect(
            found.contains(
                "spec.yaml:7:21: error: route \"both\" has both \"response\" and \"responses\"; list every success status under \"responses\""
            ))
        #expect(
            found.contains(
                "spec.yaml:8:47: error: expected a success status (200–299), found \"404\"; bodies of other statuses go under \"errors\""
            ))
        #expect(
            found.contains(
                "spec.yaml:9:31: error: \"responses\" tells several success statuses apart; for one, write \"response: Receipt\""
            ))
        #expect(
            found.contains { $0.hasPrefix("spec.yaml:15:54: error: the header name \"Bad Name\" is not an HTTP token") }
        )
        #expect(
            found.contains("spec.yaml:16:38: error: response 200 of \"long\" needs \"type\" (a body type, or none)"))
    }

    @Test func modelStageMistakes() {
        let found = diagnostics(
            header + models + """
                routes:
                  paged:
                    GET: /d
                    query: { page: Int = 1 }
                    responses: { 200: Order, 203: Receipt }
                    paginate: { page: page }
                  header: { GET: /e, responseHeaders: { Link: Order } }

                """)
        #expect(
            found == [
                "spec.yaml:11:15: error: \"paginate\" reads the next page from one response body, but this route answers several (\"responses\"); page with one \"response\"",
                "spec.yaml:12:47: error: response header \"Link\" has type Order, but must be a scalar, a string enum, or an array of them",
            ])
        #expect(
            found.contains(
                "spec.yaml:12:47: error: response header \"Link\" has type Order, but must be a scalar, a string enum, or an array of them"
            ))
    }
}
