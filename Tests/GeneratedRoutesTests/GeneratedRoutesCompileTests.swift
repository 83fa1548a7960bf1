import Foundation
import RouteKit
import Testing

/// The generated code for `Specs/` compiles against RouteKit (this target builds it) and builds
/// the requests the specs describe.
struct GeneratedRoutesCompileTests {
    @Test func publicRouteBuildsItsRequest() throws {
        let router = Taskboard.router(baseURL: URL(string: "https://example.test/v2")!)
        let request = try router.request(for: .project(id: 42))
        #expect(request.url?.absoluteString == "https://example.test/v2/projects/42")
        #expect(request.httpMethod == "GET")
    }
}
