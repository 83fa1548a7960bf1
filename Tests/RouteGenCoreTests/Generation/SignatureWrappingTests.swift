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
        let lines = try #require(wrapped(line))
        #expect(
            lines == [
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
            wrapped(line) == [
                "    public func response<R: Shop.MemberAuth.AcceptedRoute & PublicRoute & StreamingRoute, S: Sendable>(",
                "        for route: R",
                "    ) async throws(RouteError) -> RouteResponse<R> {",
            ])
    }

    @Test func aLineIsMeasuredInCharactersNotBytes() {
        let parameters = (1...11).map { "é\($0): Int" }.joined(separator: ", ")
        let line = "    func f(" + parameters + ") {"
        #expect(line.count <= SignatureWrapping.limit && line.utf8.count > SignatureWrapping.limit)
        #expect(wrapped(line) == nil)
        #expect(wrapped("    func f(" + parameters + ", tail: Int) {")?.count == 14)
    }

    @Test func aFactorysLongSelfCallIsWrappedOneArgumentALine() throws {
        let arguments = (1...9).map { "argument\($0): value\($0)" }
        let call = "        Self(" + arguments.joined(separator: ", ") + ")"
        #expect(call.count > SignatureWrapping.limit)
        let lines = try #require(wrapped(call))
        #expect(
            lines == ["        Self("] + arguments.dropLast().map { "            \($0)," } + [
                "            argument9: value9", "        )",
            ])
    }

    @Test func aTypesLongConformancesGoOnALineOfTheirOwn() throws {
        let line =
            "    nonisolated public struct ProjectActivityRoute: MemberAuth.AcceptedRoute, IntegrationAuth.AcceptedRoute, RetryableRoute {"
        #expect(
            wrapped(line) == [
                "    nonisolated public struct ProjectActivityRoute:",
                "        MemberAuth.AcceptedRoute, IntegrationAuth.AcceptedRoute, RetryableRoute",
                "    {",
            ])
        // Not a type's declaration: a property whose closure opens the line's end.
        let property = "    public static var everything: [String: Int] {" + String(repeating: " ", count: 80) + "{"
        #expect(wrapped(property) == nil)
    }

    @Test func aComputedPropertysLongExpressionGoesInsideItsBraces() throws {
        let bodies = "[.status(404, Problem.self), .status(422, Problem.self), .default(Problem.self)]"
        let line = "        public static var errorBodies: [ErrorBody] { " + bodies + " }"
        #expect(
            wrapped(line) == [
                "        public static var errorBodies: [ErrorBody] {", "            " + bodies, "        }",
            ])
        // Still too long inside the braces: an array literal's elements one a line.
        let statuses = (400...411).map { ".status(\($0), Problem.self)" }
        let longer = "    static var errorBodies: [ErrorBody] { [" + statuses.joined(separator: ", ") + "] }"
        #expect(
            wrapped(longer)
                == ["    static var errorBodies: [ErrorBody] {", "        ["] + statuses.map { "            \($0)," }
                + [
                    "        ]", "    }",
                ])
        // Not one expression in a computed property's braces.
        #expect(wrapped("    if isLong { " + String(repeating: "call(); ", count: 16) + "}") == nil)
        #expect(wrapped("    var a: Int { " + String(repeating: "1 + ", count: 30) + "1 } + { 2 }") == nil)
        #expect(wrapped("    var a: Int {}" + String(repeating: " ", count: 120) + "}") == nil)
    }

    @Test func aConstantMadeByALongInitializerCallIsWrappedOneArgumentALine() throws {
        let arguments = ["service: service"] + (1...6).map { "credential\($0): credential\($0)" }
        let line = "        let routes: any Routes = RoutesList(" + arguments.joined(separator: ", ") + ")"
        #expect(
            wrapped(line)
                == ["        let routes: any Routes = RoutesList("] + arguments.dropLast().map { "            \($0)," }
                + [
                    "            credential6: credential6", "        )",
                ])
        // A function's call is not an initializer's.
        let call = "        let routes = makeRoutes(" + arguments.joined(separator: ", ") + ")"
        #expect(call.count > SignatureWrapping.limit)
        #expect(wrapped(call) == nil)
    }

    @Test func shortLinesOtherCallsAndUnclosedListsAreLeftAlone() {
        let call = "        send(" + (1...20).map { "argument\($0): value\($0)" }.joined(separator: ", ") + ")"
        #expect(call.count > SignatureWrapping.limit)
        #expect(wrapped(call) == nil)
        #expect(wrapped("    public init(a: Int) {") == nil)
        let comment = "    /// Calls func f(" + String(repeating: "a: Int, ", count: 20) + ") once."
        #expect(wrapped(comment) == nil)
        let literal = #"    let text = "func f("# + String(repeating: "a: Int, ", count: 20) + #")""#
        #expect(wrapped(literal) == nil)
        let unclosed = "    func f(" + String(repeating: "a: Int, ", count: 20)
        #expect(wrapped(unclosed) == nil)
    }
}

/// `line` wrapped, as lines, or `nil` when it is left as it is.
private func wrapped(_ line: String) -> [String]? {
    Array(line.utf8).withUnsafeBufferPointer { SignatureWrapping.wrapped($0) }.map {
        String(decoding: $0, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
