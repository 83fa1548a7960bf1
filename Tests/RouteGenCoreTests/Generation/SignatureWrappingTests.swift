import Testing

@testable import RouteGenCore

/// A generated declaration past 120 columns is wrapped one parameter a line; everything else is
/// left as the templates wrote it.
struct SignatureWrappingTests {
    @Test func aLongFactoryIsWrappedOneParameterALine() {
        let code = swiftCode(
            header + """
                routes:
                  listOrders:
                    GET: /orders
                    query: { customerName: String?, placedAfter: Date?, placedBefore: Date?, minimumTotal: Double?, maximumTotal: Double?, page: Int = 1 }
                    response: "[String]"
                """)
        #expect(
            code.contains(
                """
                    public static func listOrders(
                        customerName: String? = nil,
                        placedAfter: Date? = nil,
                        placedBefore: Date? = nil,
                        minimumTotal: Double? = nil,
                        maximumTotal: Double? = nil,
                        page: Int? = nil
                    ) -> Self {
                """), "\(code)")
        let declarations = code.split(separator: "\n").filter { $0.contains("func ") || $0.contains("init(") }
        #expect(declarations.allSatisfy { $0.count <= SignatureWrapping.limit })
    }

    @Test func commasAndParenthesesInsideADefaultOrATypeStayInItsParameter() throws {
        let line =
            #"    public init(label: String = "a, (b)\"c, d", pairs: [(Int, String)] = [], handler: @Sendable (Int, Int) -> Void, last: Int) async throws -> X {"#
        let wrapped = try #require(SignatureWrapping.wrapped(Substring(line)))
        #expect(
            wrapped == [
                "    public init(",
                #"        label: String = "a, (b)\"c, d","#,
                "        pairs: [(Int, String)] = [],",
                "        handler: @Sendable (Int, Int) -> Void,",
                "        last: Int",
                "    ) async throws -> X {",
            ])
    }

    @Test func aGenericFunctionIsWrappedAfterItsGenericParameters() throws {
        let line =
            "    public func response<R: Shop.MemberAuth.AcceptedRoute & PublicRoute & StreamingRoute, S: Sendable>(for route: R) async throws(RouteError) -> RouteResponse<R> {"
        #expect(
            SignatureWrapping.wrapped(Substring(line)) == [
                "    public func response<R: Shop.MemberAuth.AcceptedRoute & PublicRoute & StreamingRoute, S: Sendable>(",
                "        for route: R",
                "    ) async throws(RouteError) -> RouteResponse<R> {",
            ])
    }

    @Test func shortLinesCallsAndUnclosedListsAreLeftAlone() {
        let call = "        Self(" + (1...20).map { "argument\($0): value\($0)" }.joined(separator: ", ") + ")"
        #expect(call.count > SignatureWrapping.limit)
        #expect(SignatureWrapping.wrapped(Substring(call)) == nil)
        #expect(SignatureWrapping.wrapped("    public init(a: Int) {") == nil)
        let comment = "    /// Calls func f(" + String(repeating: "a: Int, ", count: 20) + ") once."
        #expect(SignatureWrapping.wrapped(Substring(comment)) == nil)
        let literal = #"    let text = "func f("# + String(repeating: "a: Int, ", count: 20) + #")""#
        #expect(SignatureWrapping.wrapped(Substring(literal)) == nil)
        let unclosed = "    func f(" + String(repeating: "a: Int, ", count: 20)
        #expect(SignatureWrapping.wrapped(Substring(unclosed)) == nil)
    }
}
