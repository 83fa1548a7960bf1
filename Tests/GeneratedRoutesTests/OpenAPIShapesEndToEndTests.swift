import Foundation
import RouteKit
import Testing
import TestSupport

/// The checked-in code generated from `Tests/ShapeSpecs/shapes.yaml` (the shapes large public
/// descriptions are written in, issue 31), performed over HTTP against loopback servers: what
/// reaches the wire is what the document's authors meant.
@Suite(.timeLimit(.minutes(3)))
struct OpenAPIShapesEndToEndTests {
    static let file = Shapes.File(id: "f1", name: "plan.pdf", reaction: .minus1)
    static let credential = Shapes.ClientIdClientSecretApiVersionAuth.Credential(
        clientId: APIKey("client-1"), clientSecret: APIKey("s3cret"), apiVersion: APIKey("2024-01"))

    /// A router whose every server is `server`, in process: a caller choosing another environment names each.
    static func router(at server: LoopbackServer) -> APIRouter<Shapes> {
        let url = server.baseURL
        return Shapes.router(
            baseURL: url, uploadBaseURL: url, accountBaseURL: url, exportsBaseURL: url, transport: server.transport)
    }

    @Test func aPathFragmentIsNeverSent() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /files/*", with: try .json(Self.file))
            await server.respond(to: "PUT /files/*", with: try .json(Self.file))
            let router = Self.router(at: server).authenticated(
                Shapes.BearerAuth.self, with: BearerToken("t"))
            let linked = try await router.perform(.getFilesIdGetSharedLink(fileId: "f1", fields: "shared_link"))
            _ = try await router.perform(.putFilesByFileIdAddSharedLink(fileId: "f1"))
            let requests = await server.requests
            #expect(requests.map(\.path) == ["/files/f1", "/files/f1"])
            #expect(requests.first?.queryItems.map(\.description) == ["fields=shared_link"])
            #expect(linked.reaction == .minus1)
        }
    }

    @Test func enumsOfTitledConstantsTravelAsTheirValues() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "GET /channels",
                with: .jsonText(
                    """
                    [{"id": "c1", "type": 1, "layout": null, "flags": 2, "topic": null},
                     {"id": "c2", "type": 0, "layout": "gallery", "flags": 64}]
                    """))
            let router = Self.router(at: server).authenticated(
                Shapes.BearerAuth.self, with: BearerToken("t"))
            let channels = try await router.perform(.listChannels(type: .guildText, layout: .listView))
            #expect(await server.lastRequest?.queryItems.map(\.description) == ["type=0", "layout=list"])
            #expect(channels.map(\.type) == [.dm, .guildText])
            #expect(channels.map(\.flags) == [.isCrosspost, .unknown(64)])
            // `anyOf: [$ref ForumLayout, $ref NullValue]`: null, missing and a value are three states.
            #expect(channels[0].layout == .some(.null))
            #expect(channels[1].layout == .some(.value(.galleryView)))
            #expect(channels[0].topic == .some(.null))
            #expect(channels[1].topic == nil)
        }
    }

    @Test func eachBodyTheOperationAcceptsHasItsRoute() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let message = Shapes.Message(id: "m1", content: "hi")
            await server.respond(to: "POST /channels/c1/messages", with: try .json(message))
            let router = Self.router(at: server).authenticated(
                Shapes.BearerAuth.self, with: BearerToken("t"))
            _ = try await router.perform(.createMessage(channelId: "c1", body: .init(content: "hi")))
            let attachment = FilePart(Data("PDF".utf8), filename: "plan.pdf", contentType: "application/pdf")
            _ = try await router.perform(
                .createMessageMultipart(channelId: "c1", payloadJson: .init(content: "hi"), files: [attachment]))
            let requests = await server.requests
            #expect(requests.count == 2)
            #expect(requests[0].header("Content-Type") == "application/json")
            #expect(try requests[0].jsonObject() as? [String: String] == ["content": "hi"])
            #expect(requests[1].header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
            let parts = try #require(requests[1].multipartParts)
            #expect(parts.map(\.name) == ["payload_json", "files"])
            #expect(parts[0].contentType == "application/json")
            #expect(parts[0].text == #"{"content":"hi"}"#)
            #expect(parts[1].filename == "plan.pdf")
            #expect(parts[1].text == "PDF")
        }
    }

    /// OpenAI's `object: { enum: [chat.completion] }`: a constant the caller never passes, sent
    /// with every body, and a received value checked.
    @Test func anInlineEnumOfOneValueIsAConstantSentAndChecked() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "POST /chat/completions", with: .jsonText(#"{"id": "c1", "object": "chat.completion"}"#))
            let router = Self.router(at: server).authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            let completion = try await router.perform(.createChatCompletion(body: .init(content: "hi")))
            #expect(completion.id == "c1" && completion.object == "chat.completion")
            #expect(
                try await server.lastRequest?.jsonObject() as? [String: String] == ["role": "user", "content": "hi"])
        }
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(
                to: "POST /chat/completions", with: .jsonText(#"{"id": "c2", "object": "chat.completion.chunk"}"#))
            let router = Self.router(at: server).authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            let error = await #expect(throws: RouteError.self) {
                try await router.perform(.createChatCompletion(body: .init(content: "hi")))
            }
            guard case .decodingFailed(_, let failure)? = error else {
                Issue.record("expected decodingFailed, got \(String(describing: error))")
                return
            }
            #expect(failure.codingPath == "object")
            #expect(
                failure.reason == #"Expected "chat.completion", the one value allowed, found "chat.completion.chunk"."#)
        }
    }

    @Test func routesWithServersOfTheirOwnGoThereAndTheCallerReplacesThem() async throws {
        // Over loopback: three servers, told apart by their ports.
        try await LoopbackServer.with { api in
            try await LoopbackServer.with { uploads in
                try await LoopbackServer.with { accounts in
                    await accounts.respond(to: "POST /oauth2/token", with: .jsonText(#"{"access_token": "a1"}"#))
                    let router = Shapes.router(
                        baseURL: api.baseURL, uploadBaseURL: uploads.baseURL.appendingPathComponent("up"),
                        accountBaseURL: accounts.baseURL, exportsBaseURL: api.baseURL)
                    let member = router.authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
                    await uploads.respond(to: "POST /up/files/content", with: try .json(Self.file, status: 201))
                    _ = try await member.perform(
                        .uploadFile(file: FilePart(Data("x".utf8), filename: "x.txt", contentType: "text/plain")))
                    let token = try await router.perform(.requestToken(grantType: .authorizationCode))
                    #expect(token.accessToken == "a1")
                    #expect(await api.requests.isEmpty)
                    #expect(await uploads.requests.map(\.path) == ["/up/files/content"])
                    #expect(await uploads.lastRequest?.header("Authorization") == "Bearer t")
                    #expect(await accounts.requests.map(\.path) == ["/oauth2/token"])
                    #expect(
                        await accounts.lastRequest?.formFields.map(\.description) == ["grant_type=authorization_code"])
                }
            }
        }
    }

    @Test func theDocumentedServersAreTheDefault() async throws {
        let router = Shapes.router()
        let upload = try await router.authenticated(Shapes.BearerAuth.self, with: BearerToken("t"))
            .request(for: .uploadFile(file: FilePart(Data(), filename: "x")))
        #expect(upload.url?.absoluteString == "https://upload.shapes.example/api/2.0/files/content")
        let token = try router.request(for: .requestToken(grantType: .authorizationCode))
        #expect(token.url?.absoluteString == "https://account.shapes.example/api/oauth2/oauth2/token")
        #expect(Shapes.RequestTokenRoute.baseURL == Shapes.accountBaseURL)
        #expect(Shapes.GetFileRoute.baseURL == nil)
    }

    @Test func schemesRequiredTogetherSendEveryCredentialAndTheDeclaredMediaType() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "PATCH /partners/p1", with: .jsonText(#"{"name": "Acme", "timeout": "30s"}"#))
            await server.respond(to: "PATCH /partners/p1/operations", with: .noContent)
            let partner = Self.router(at: server).authenticated(
                Shapes.ClientIdClientSecretApiVersionAuth.self, with: Self.credential)
            let updated = try await partner.perform(
                .updatePartner(id: "p1", body: .init(name: .value("Acme"), timeout: .unknown("30s"))))
            #expect(updated.timeout == .unknown("30s"))
            _ = try await partner.perform(
                .patchPartnerOperations(id: "p1", body: [.init(op: .replace, path: "/name", value: "Acme")]))
            let requests = await server.requests
            #expect(requests.count == 2)
            for request in requests {
                #expect(request.header("X-Client-Id") == "client-1")
                #expect(request.header("X-Client-Secret") == "s3cret")
                #expect(request.queryValues("version") == ["2024-01"])
            }
            #expect(requests[0].header("Content-Type") == "application/merge-patch+json")
            #expect(requests[1].header("Content-Type") == "application/json-patch+json")
            #expect(try requests[0].jsonObject() as? [String: String] == ["name": "Acme", "timeout": "30s"])
        }
    }

    @Test func aCombinedCredentialThatCannotTravelIsRefusedBeforeSending() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            let broken = Shapes.ClientIdClientSecretApiVersionAuth.Credential(
                clientId: APIKey("client-1"), clientSecret: APIKey("line\nbreak"), apiVersion: APIKey("v"))
            let partner = Self.router(at: server).authenticated(
                Shapes.ClientIdClientSecretApiVersionAuth.self, with: broken)
            await #expect(throws: RouteError.self) {
                _ = try await partner.perform(.updatePartner(id: "p1", body: .init()))
            }
            #expect(await server.requests.isEmpty)
        }
    }

    @Test func aUnionOfTwoStringComponentsKeepsTheirNames() async throws {
        try await LoopbackServer.with(over: .inProcess) { server in
            await server.respond(to: "GET /sessions/*", with: .jsonText(#"{"dnn": "*", "ipv4": "10.0.0.1"}"#))
            let router = Self.router(at: server).authenticated(
                Shapes.BearerAuth.self, with: BearerToken("t"))
            let session = try await router.perform(.getSession(dnn: "internet"))
            guard case .dnn(let dnn)? = session.dnn else {
                Issue.record("expected the first variant that decodes, dnn: \(String(describing: session.dnn))")
                return
            }
            #expect(dnn == "*")
            #expect(session.ipv4 == "10.0.0.1")
        }
    }
}
