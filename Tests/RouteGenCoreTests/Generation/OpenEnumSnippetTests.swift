import Testing
@testable import RouteGenCore

/// `open: true` enums: the listed cases plus `unknown(String)`, usable like closed enums.
struct OpenEnumSnippetTests {
    @Test func openEnumKeepsUnknownValues() {
        let code = swiftCode(
            header + """
                models:
                  Status:
                    doc: Where an account is.
                    enum: { active: ACTIVE, onHold: { value: on-hold, doc: Paused by support. }, closed: closed }
                    open: true
                """)
        #expect(
            code.contains(
                """
                    /// Where an account is.
                    nonisolated public enum Status: RawRepresentable, Codable, Hashable, Sendable, StringEnumParameter {
                        case active
                        /// Paused by support.
                        case onHold
                        case closed
                        /// A value this version of the spec does not list, as it was received.
                        case unknown(String)

                        public init(rawValue: String) {
                            switch rawValue {
                            case "ACTIVE": self = .active
                            case "on-hold": self = .onHold
                            case "closed": self = .closed
                            default: self = .unknown(rawValue)
                            }
                        }

                        public var rawValue: String {
                            switch self {
                            case .active: "ACTIVE"
                            case .onHold: "on-hold"
                            case .closed: "closed"
                            case .unknown(let value): value
                            }
                        }
                    }
                """))
    }

    @Test func closedEnumsAreUnchanged() {
        let code = swiftCode(header + "models:\n  Level: { enum: [low, high], open: false }\n")
        #expect(
            code.contains(
                """
                    nonisolated public enum Level: String, Codable, Hashable, Sendable, CaseIterable, StringEnumParameter {
                        case low
                        case high
                    }
                """))
    }

    @Test func openEnumAsDefaultAndParameter() {
        let code = swiftCode(
            header + """
                models:
                  Role: { enum: [owner, guest], open: true }
                  Member: { fields: { role: Role = guest } }
                routes:
                  members: { GET: "/members/{role: Role}", query: { roles: "[Role]?", min: Role = owner }, headers: { X-Role: Role? } }
                """)
        #expect(code.contains("self._role = try object.decodeIfPresent(forKey: \"role\")"))
        #expect(code.contains("public var role: Role { _role ?? .guest }"))
        #expect(
            code.contains(
                """
                        public func encode(into request: inout RequestParts) {
                            request.path("role", role)
                            request.query("roles", roles)
                            request.query("min", _min)
                            request.header("X-Role", xRole)
                        }
                """))
    }
}
