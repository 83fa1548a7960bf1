import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// A public `GET` route whose path template is chosen per call and whose path values, headers
/// and query items are plain lists: how tests send templates and parts no generated route would
/// hold. The template is a task-local, so parallel tests each see their own:
///
/// ```swift
/// try TemplateRoute.$template.withValue("/ünïcødé/{id}") {
///     try router.request(for: TemplateRoute(pathValues: ["id": "7"]))
/// }
/// ```
struct TemplateRoute: PublicRoute {
    @TaskLocal static var template = "/"

    static let method = HTTPMethod.get
    static var pathTemplate: String { template }

    var pathValues: [String: String] = [:]
    var headers: [(name: String, value: String)] = []
    var queryItems: [(name: String, value: String)] = []

    func encode(into request: inout RequestParts) {
        for (name, value) in pathValues { request.path(name, value) }
        for (name, value) in headers { request.header(name, value) }
        for (name, value) in queryItems { request.query(name, value) }
    }

    /// The request `router` builds for `route` with `template`.
    static func request(
        _ route: TemplateRoute = TemplateRoute(),
        template: String,
        router: Router
    ) throws -> URLRequest {
        try $template.withValue(template) { try router.request(for: route) }
    }
}
