#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// `Tests/ShapeSpecs/querystring.yaml` of the root package (OpenAPI 3.2's `in: querystring`),
/// generated with `--server --access internal` into `QueryString/`: the generated client sends
/// each querystring parameter as the whole query string, and the generated server reads it back
/// into the same value, over a real socket on 127.0.0.1 and in process.
@Suite("Querystring parameters, generated client against generated server", .timeLimit(.minutes(2)))
struct QueryStringEndToEndTests {
    /// Answers each route with what it read, written out.
    struct Service: FinderService {
        func searchItems(_ route: Finder.SearchItemsRoute) async throws -> String {
            let filter = route.filter
            return
                "q=\(filter.q) tags=\(filter.tags ?? []) state=\(filter.state?.rawValue ?? "-") limit=\(filter.limit.map(String.init) ?? "-") from=\(filter.due?.from?.description ?? "-")"
        }

        func countItems(_ route: Finder.CountItemsRoute) async throws -> String {
            "owner=\(route.where?.owner ?? "-") after=\(route.where?.after?.description ?? "-")"
        }

        func matchItems(_ route: Finder.MatchItemsRoute) async throws -> String {
            "ids=\(route.selector.ids ?? []) exact=\(route.selector.exact.map(String.init) ?? "-")"
        }

        func lookupItem(_ route: Finder.LookupItemRoute) async throws -> String {
            "term=\(route.term ?? "-")"
        }
    }

    static func router() -> Hummingbird.Router<BasicRequestContext> {
        let router = Hummingbird.Router()
        router.addRoutes(Finder.self, service: Service())
        return router
    }

    @Test("over loopback HTTP: a form-encoded filter with reserved characters, arrays and a nested object")
    func formOverLoopback() async throws {
        try await withLoopbackServer(Self.router()) { url in
            let finder = Finder.router(baseURL: url)
            let filter = Finder.SearchFilter(
                q: "a&b=c d/é?#+%", tags: ["x", "y,z"], state: .open, due: .init(from: CalendarDate("2025-01-31")))
            let read = try await finder.perform(.searchItems(filter: filter))
            #expect(read == "q=a&b=c d/é?#+% tags=[\"x\", \"y,z\"] state=open limit=- from=2025-01-31")

            // Malformed and unbounded query strings are answered 400, naming the parameter.
            for (query, message) in [
                ("tags=x", "querystring parameter filter has an invalid value"),
                ("q=a&limit=many", "querystring parameter filter has an invalid value"),
                ("", "querystring parameter filter is required"),
                (
                    "q=a&due" + String(repeating: "[a]", count: 40) + "=1",
                    "querystring parameter filter is nested deeper than 32 levels"
                ),
                (
                    "q=a" + String(repeating: "&tags=x", count: 1_000),
                    "querystring parameter filter has more than 1000 items"
                ),
            ] {
                let target = try #require(
                    URL(string: url.absoluteString + "/items" + (query.isEmpty ? "" : "?" + query)))
                let (body, response) = try await URLSession.shared.data(from: target)
                #expect((response as? HTTPURLResponse)?.statusCode == 400, "\(query)")
                #expect(RequestErrorBodyTests.hummingbirdMessage(String(decoding: body, as: UTF8.self)) == message)
            }
        }
    }

    @Test("in process: an optional form value, JSON and text content")
    func everyContentInProcess() async throws {
        let finder = Finder.router(baseURL: TaskboardHarness.inProcessURL, transport: .inProcess(Self.router()))
        #expect(
            try await finder.perform(.countItems(where: .init(owner: "ann & bob", after: CalendarDate("2024-02-29"))))
                == "owner=ann & bob after=2024-02-29")
        // Nothing set, nothing sent: the server reads the value without properties.
        #expect(try await finder.perform(.countItems()) == "owner=- after=-")
        #expect(
            try await finder.perform(.matchItems(selector: .init(ids: [1, 2], exact: true)))
                == "ids=[1, 2] exact=true")
        #expect(try await finder.perform(.lookupItem(term: "a b&c=d#?/+")) == "term=a b&c=d#?/+")
        #expect(try await finder.perform(.lookupItem()) == "term=-")
    }
}
#endif
