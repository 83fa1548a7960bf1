#if Server
import Foundation
import RouteKit
import Testing

/// The named servers of `Tests/ShapeSpecs/methods.yaml` (OpenAPI 3.2), compiled: constants of
/// the namespace beside `baseURL`, each a URL `router(baseURL:)` takes.
struct NamedServerConstantTests {
    @Test func theNamedServersAreConstantsARouterTakes() {
        #expect(Library.productionBaseURL == Library.baseURL)
        #expect(Library.stagingBaseURL.absoluteString == "https://main.staging.library.example/api")
        #expect(Library.router(baseURL: Library.stagingBaseURL).baseURL == Library.stagingBaseURL)
    }
}
#endif
