#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// `Tests/ShapeSpecs/shapes.yaml` of the root package (the shapes large public descriptions are
/// written in), generated with `--server`: the generated client against the generated server,
/// where the server side has something to decide: which of the routes of one method and path a
/// body is for, and a credential made of several.
@Suite("Shapes of real descriptions over loopback HTTP", .timeLimit(.minutes(3)))
struct ShapesEndToEndTests {
    /// Answers every route and writes down the ones it receives, with the credential verified.
    actor Service: ShapesService {
        private(set) var received: [String] = []
        private(set) var partners: [String] = []
        static let file = Shapes.File(id: "f1")

        func getFile(_ route: Shapes.GetFileRoute, bearer: String) async throws -> Shapes.File { Self.file }
        func getFilesIdGetSharedLink(_ route: Shapes.GetFilesIdGetSharedLinkRoute, bearer: String) async throws
            -> Shapes.File
        { Self.file }
        func putFilesByFileIdAddSharedLink(_ route: Shapes.PutFilesByFileIdAddSharedLinkRoute, bearer: String)
            async throws -> Shapes.File
        { Self.file }
        func listChannels(_ route: Shapes.ListChannelsRoute, bearer: String) async throws -> [Shapes.Channel] {
            received.append("listChannels type=\(route.type.map { String($0.rawValue) } ?? "-")")
            return [Shapes.Channel(id: "c1", type: route.type ?? .dm, flags: .unknown(8))]
        }

        func createMessage(_ route: Shapes.CreateMessageRoute, bearer: String) async throws -> Shapes.Message {
            received.append("createMessage \(route.body.content ?? "")")
            return Shapes.Message(id: "json")
        }

        func createMessageMultipart(_ route: Shapes.CreateMessageMultipartRoute, bearer: String) async throws
            -> Shapes.Message
        {
            received.append("createMessageMultipart \(route.payloadJson.content ?? "") \(route.files?.count ?? 0)")
            return Shapes.Message(id: "multipart")
        }

        func uploadFile(_ route: Shapes.UploadFileRoute, bearer: String) async throws -> Shapes.File { Self.file }
        func requestToken(_ route: Shapes.RequestTokenRoute) async throws -> Shapes.RequestTokenRoute.ResponseBody {
            .init(accessToken: "a")
        }

        func updatePartner(_ route: Shapes.UpdatePartnerRoute, clientIdClientSecretApiVersion: String) async throws
            -> Shapes.Partner
        {
            partners.append(clientIdClientSecretApiVersion)
            return Shapes.Partner(name: route.body.name?.value, timeout: route.body.timeout)
        }

        func patchPartnerOperations(_ route: Shapes.PatchPartnerOperationsRoute, clientIdClientSecretApiVersion: String)
            async throws -> Empty
        {
            partners.append(clientIdClientSecretApiVersion)
            return Empty()
        }

        func getSession(_ route: Shapes.GetSessionRoute, bearer: String) async throws -> Shapes.Session {
            Shapes.Session()
        }

        func startExport(_ route: Shapes.StartExportRoute, bearer: String) async throws -> Empty { Empty() }

        func listMembers(_ route: Shapes.ListMembersRoute, bearer: String) async throws
            -> RouteReply<Shapes.ListMembersRoute>
        {
            let filter = (route.filter ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            let projects = (route.project ?? []).map { project in
                switch project {
                case .int(let number): "int \(number)"
                case .string(let text): "string \(text)"
                }
            }
            let cursor: String =
                switch route.cursor {
                case .int(let number)?: "int \(number)"
                case .string(let text)?: "string \(text)"
                case nil: "-"
                }
            received.append(
                "listMembers filter=\(filter) project=\(projects) cursor=\(cursor) expand=\((route.expand ?? []).map(\.rawValue)) where=\(route.where?.team ?? "-")"
            )
            return RouteReply([Shapes.Member(id: "m1")], headers: .init(xRateLimitLimit: 10, xRateLimitRemaining: 9))
        }

        func getMembers(_ route: Shapes.GetMembersRoute, bearer: String) async throws
            -> RouteReply<Shapes.GetMembersRoute>
        {
            RouteReply(route.ids.map { Shapes.Member(id: $0) }, headers: .init(xRateLimitLimit: 10))
        }

        func addMember(_ route: Shapes.AddMemberRoute, bearer: String) async throws -> Shapes.AddMemberRoute.Response {
            received.append("addMember \(route.memberId) body=\(route.body?.role ?? "none")")
            return route.body == nil ? .noContent : .created(Shapes.Member(id: route.memberId))
        }

        func getMemberReport(_ route: Shapes.GetMemberReportRoute, bearer: String) async throws -> Data {
            Data("%PDF".utf8)
        }

        func createChatCompletion(_ route: Shapes.CreateChatCompletionRoute, bearer: String) async throws
            -> Shapes.CreateChatCompletionRoute.ResponseBody
        {
            received.append("createChatCompletion \(route.body.role) \(route.body.content)")
            return .init(id: "c1")
        }
    }

    func run(_ body: @Sendable (APIRouter<Shapes>, Service) async throws -> Void) async throws {
        let service = Service()
        let router = Hummingbird.Router()
        router.addRoutes(
            Shapes.self, service: service,
            // Verified only when every part is presented, each where its scheme sends it.
            clientIdClientSecretApiVersion: Authenticator { credential, _ in
                guard credential.clientSecret.value == "s3cret" else { throw HTTPError(.forbidden) }
                return "\(credential.clientId.value)@\(credential.apiVersion.value)"
            },
            bearer: Authenticator { token, _ in token.token })
        try await withLoopbackServer(router) { url in
            try await body(
                Shapes.router(baseURL: url, uploadBaseURL: url, accountBaseURL: url, exportsBaseURL: url), service)
        }
    }

    @Test("the Content-Type picks the route among those of one method and path")
    func bodiesPickTheirRoutes() async throws {
        try await run { shapes, service async throws in
            let member = shapes.authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            let json = try await member.perform(.createMessage(channelId: "c1", body: .init(content: "hi")))
            let multipart = try await member.perform(
                .createMessageMultipart(
                    channelId: "c1", payloadJson: .init(content: "files"),
                    files: [FilePart(Data("a".utf8), filename: "a.txt"), FilePart(Data("b".utf8), filename: "b.txt")]))
            #expect(json.id == "json")
            #expect(multipart.id == "multipart")
            #expect(await service.received == ["createMessage hi", "createMessageMultipart files 2"])
        }
    }

    @Test("a credential of several schemes is read part by part: missing one is a 401, one sent twice a 400")
    func schemesRequiredTogether() async throws {
        try await run { shapes, service async throws in
            let credential = Shapes.ClientIdClientSecretApiVersionAuth.Credential(
                clientId: APIKey("acme"), clientSecret: APIKey("s3cret"), apiVersion: APIKey("2024-01"))
            let partner = shapes.authenticated(Shapes.ClientIdClientSecretApiVersionAuth.self, with: credential)
            let updated = try await partner.perform(
                .updatePartner(id: "p1", body: .init(name: .value("Acme"), timeout: .unknown("45s"))))
            #expect(updated.name == "Acme" && updated.timeout == .unknown("45s"))
            _ = try await partner.perform(.patchPartnerOperations(id: "p1", body: [.init(op: .remove, path: "/name")]))
            #expect(await service.partners == ["acme@2024-01", "acme@2024-01"])

            // Two of the three parts (no `version` query item): the request presents no
            // credential of the scheme; a rejected secret is the authenticator's 403.
            var request = URLRequest(url: shapes.baseURL.appendingPathComponent("partners/p1"))
            request.httpMethod = "PATCH"
            request.setValue("acme", forHTTPHeaderField: "X-Client-Id")
            request.setValue("s3cret", forHTTPHeaderField: "X-Client-Secret")
            request.setValue("application/merge-patch+json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data("{}".utf8)
            let (_, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 401)
            // Every part, one of them twice: which to verify would be a guess, so a 400 naming
            // it, as for any other parameter sent twice (issue 29, item 13).
            request.url = shapes.baseURL.appendingPathComponent("partners/p1").appending(queryItems: [
                URLQueryItem(name: "version", value: "2024-01"), URLQueryItem(name: "version", value: "2025-01"),
            ])
            let (twiceBody, twice) = try await URLSession.shared.data(for: request)
            #expect((twice as? HTTPURLResponse)?.statusCode == 400)
            #expect(
                String(decoding: twiceBody, as: UTF8.self).contains("query parameter version is sent more than once"))
            let wrongSecret = shapes.authenticated(
                Shapes.ClientIdClientSecretApiVersionAuth.self,
                with: .init(
                    clientId: APIKey("acme"), clientSecret: APIKey("guess"), apiVersion: APIKey("2024-01")))
            let refused = await #expect(throws: RouteError.self) {
                try await wrongSecret.perform(.updatePartner(id: "p1", body: .init()))
            }
            guard case .unacceptableStatus(_, let failure)? = refused else {
                Issue.record("\(String(describing: refused))"); return
            }
            #expect(failure.statusCode == 403)
            #expect(await service.partners.count == 2)
        }
    }

    @Test("an inline enum of one value is a constant: the client sends it, the server checks it")
    func inlineConstants() async throws {
        try await run { shapes, service async throws in
            let member = shapes.authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            let completion = try await member.perform(.createChatCompletion(body: .init(content: "hi")))
            #expect(completion.id == "c1" && completion.object == "chat.completion")
            #expect(await service.received == ["createChatCompletion user hi"])

            // Another value than the one the schema allows is the client's mistake, named.
            var request = URLRequest(url: shapes.baseURL.appendingPathComponent("chat/completions"))
            request.httpMethod = "POST"
            request.setValue("Bearer t", forHTTPHeaderField: "Authorization")
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(#"{"role": "system", "content": "hi"}"#.utf8)
            let (body, response) = try await URLSession.shared.data(for: request)
            #expect((response as? HTTPURLResponse)?.statusCode == 400)
            let message = String(decoding: body, as: UTF8.self)
            #expect(message.contains("body field role has an invalid value"), "\(message)")
            #expect(await service.received.count == 1)
        }
    }

    @Test("an enum of titled constants is a query parameter the server reads")
    func constantsAsParameters() async throws {
        try await run { shapes, service async throws in
            let member = shapes.authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            let channels = try await member.perform(.listChannels(type: .guildVoice))
            #expect(channels.first?.type == .guildVoice && channels.first?.flags == .unknown(8))
            #expect(await service.received == ["listChannels type=2"])
        }
    }

    @Test("dictionaries and unions of scalars in the query, an optional body, outcomes with and without content")
    func theNextDocumentsShapes() async throws {
        try await run { shapes, service async throws in
            let member = shapes.authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            let members = try await member.perform(
                .listMembers(
                    filter: ["team": "web", "role": "admin"], project: [.int(1), .string("web")],
                    cursor: .int(7), expand: [.roles], where: .init(team: "a&b")))
            #expect(members.map(\.id) == ["m1"])
            #expect(
                try await member.perform(.getMembers(ids: ["m1", "a,b", "c/d"])).map(\.id) == ["m1", "a,b", "c/d"])
            // Both routes answer with the one struct of the header fields they document alike.
            let listed = try await member.response(for: .listMembers())
            let fetched = try await member.response(for: .getMembers(ids: ["m1"]))
            let limits: [Shapes.RateLimitHeaders] = [listed.headers, fetched.headers]
            #expect(limits.map(\.xRateLimitLimit) == [10, 10])
            #expect(limits.map(\.xRateLimitRemaining) == [9, nil])
            guard case .noContent = try await member.perform(.addMember(memberId: "m1")) else {
                Issue.record("a request without a body is answered 204")
                return
            }
            guard
                case .created(let added) = try await member.perform(
                    .addMember(memberId: "m2", body: .init(role: "owner")))
            else {
                Issue.record("a request with a body is answered 201")
                return
            }
            #expect(added.id == "m2")
            #expect(try await member.perform(.getMemberReport(memberId: "m1")) == Data("%PDF".utf8))
            #expect(
                await service.received == [
                    "listMembers filter=[\"role=admin\", \"team=web\"] project=[\"int 1\", \"string web\"] cursor=int 7 expand=[\"roles\"] where=a&b",
                    "listMembers filter=[] project=[] cursor=- expand=[] where=-",
                    "addMember m1 body=none", "addMember m2 body=owner",
                ])
        }
    }
}
#endif
