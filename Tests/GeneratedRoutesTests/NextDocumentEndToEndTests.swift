import Foundation
import RouteKit
import Testing
import TestSupport

/// The shapes of the next real descriptions new users brought (issue 39), in
/// `Tests/ShapeSpecs/shapes.yaml`, performed over HTTP against loopback servers: what reaches the
/// wire, and what the generated code makes of what comes back.
@Suite(.timeLimit(.minutes(3)))
struct NextDocumentEndToEndTests {
    static let member = #"{"id": "m1", "email": "ada@example.com", "kind": "bot", "contact": "ada@example.com"}"#

    /// A router whose every server is `server`, in process.
    static func router(at server: LoopbackServer) -> AuthenticatedRouter<Shapes.BearerAuth> {
        let url = server.baseURL
        return Shapes.router(
            baseURL: url, uploadBaseURL: url, accountBaseURL: url, exportsBaseURL: url, transport: server.transport
        )
        .authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
    }

    @Test func aServerVariableOnlyTheDocumentDeclaresTakesItsDefault() async throws {
        #expect(Shapes.exportsBaseURL.absoluteString == "https://exports.api.shapes.example")
        let request = try await Shapes.router().authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            .request(for: .startExport)
        #expect(request.url?.absoluteString == "https://exports.api.shapes.example/exports")
    }

    @Test func aStatusWithoutContentBesideOneWithIsAnOutcomeOfItsOwn() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "PUT /members/m1", with: .jsonText(Self.member, status: 201))
            await server.respond(to: "PUT /members/m2", with: .noContent)
            let router = Self.router(at: server)
            guard case .created(let added) = try await router.perform(.addMember(memberId: "m1")) else {
                Issue.record("201 is .created")
                return
            }
            #expect(added.id == "m1")
            guard case .noContent = try await router.perform(.addMember(memberId: "m2")) else {
                Issue.record("204 is .noContent")
                return
            }
        }
    }

    @Test func anOptionalBodyGoesOutOnlyWhenSet() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "PUT /members/*", with: .noContent)
            let router = Self.router(at: server)
            _ = try await router.perform(.addMember(memberId: "m1"))
            _ = try await router.perform(.addMember(memberId: "m2", body: .init(role: "admin")))
            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests[0].body.isEmpty)
            #expect(requests[0].header("Content-Type") == nil)
            #expect(try requests[1].jsonObject() as? [String: String] == ["role": "admin"])
        }
    }

    @Test func dictionariesAndUnionsOfScalarsTravelAsQueryItems() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /members", with: .jsonText("[\(Self.member)]"))
            let router = Self.router(at: server)
            let members = try await router.perform(
                .listMembers(
                    filter: ["team": "web"], project: [.int(1), .string("web")], cursor: .string("c2"),
                    expand: [.roles, .projects], where: .init(team: "a&b")))
            #expect(members.map(\.id) == ["m1"])
            let request = try #require(await server.lastRequest)
            #expect(
                request.queryItems.map(\.description) == [
                    "filter[team]=web", "project=1", "project=web", "cursor=c2", "expand=roles", "expand=projects",
                    #"where={"team":"a&b"}"#,
                ])
        }
    }

    @Test func anArrayPathParameterIsOneSegmentOfItsElements() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /members/by-ids/*", with: .jsonText("[\(Self.member)]"))
            _ = try await Self.router(at: server).perform(.getMembers(ids: ["m1", "a,b", "c/d"]))
            #expect(await server.lastRequest?.path == "/members/by-ids/m1,a%2Cb,c%2Fd")
        }
    }

    @Test func aBodyThatIsNotJSONIsAskedForByItsMediaType() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /members/m1/report", with: .data(Data("%PDF".utf8), contentType: "application/pdf"))
            let report = try await Self.router(at: server).perform(.getMemberReport(memberId: "m1"))
            #expect(report == Data("%PDF".utf8))
            #expect(await server.lastRequest?.header("Accept") == "application/pdf")
        }
    }

    @Test func oneOfMembersBesideThePropertiesAreOptionalFields() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /members",
                with: .jsonText(
                    #"[{"id": "m1", "phone": "+1 555", "kind": {"service": "ci"}, "position": [1.5, 2], "statuses": [{"name": "new"}], "timeSeries": [{"at": "2026-01-02T03:04:05Z"}]}]"#
                ))
            let members = try await Self.router(at: server).perform(.listMembers())
            let member = try #require(members.first)
            #expect(member.phone == "+1 555")
            #expect(member.email == nil)
            guard case .service(let service)? = member.kind else {
                Issue.record("the object member of kind: \(String(describing: member.kind))")
                return
            }
            #expect(service.service == "ci")
            let status: Shapes.Member.Status? = member.statuses?.first
            let point: Shapes.Member.TimeSeriesItem? = member.timeSeries?.first
            #expect(status?.name == "new")
            #expect(point?.at != nil)
            #expect(member.position?.count == 2)
        }
    }
}
