import Foundation
import RouteKit

extension StubbedRoutes {
    /// Answers `route` with an example response its spec documents (`routegen --examples`):
    /// the first success example, or the first for `status`, or the one named `name` — the
    /// answer an API's authors wrote down, decoded as a real one is.
    ///
    /// ```swift
    /// try stubs.answerWithExample(Taskboard.GetTaskRoute.self)
    /// try stubs.answerWithExample(Taskboard.GetTaskRoute.self, status: 404)
    /// ```
    ///
    /// Throws ``NoExample`` when the route documents none that fits.
    public func answerWithExample<R: ExampleRoute>(
        _ route: R.Type,
        status: Int? = nil,
        named name: String? = nil,
        after delay: Duration? = nil
    ) throws {
        guard let example = Self.example(of: route, status: status, named: name) else {
            throw NoExample(route: String(describing: R.self), status: status, name: name)
        }
        add(route, StubAnswer(example), after: delay)
    }

    /// Answers each of `routes` that documents an example of `status` (a success status when
    /// `nil`) with the first of them, whenever it has no answer of its own: every route of an
    /// API at once (`Taskboard.exampleRoutes`, generated with `--examples`), for a preview or a
    /// test, with the answers a test cares about given per route as usual, which win.
    ///
    /// ```swift
    /// stubs.answerWithExamples(Taskboard.exampleRoutes)
    /// stubs.answer(Taskboard.CreateTaskRoute.self, status: 503)  // this one fails instead
    /// ```
    ///
    /// Returns the routes left unanswered: those without such an example.
    @discardableResult
    public func answerWithExamples(_ routes: [any ExampleRoute.Type], status: Int? = nil) -> [any ExampleRoute.Type] {
        routes.filter { route in !answerWithExampleWhenUnanswered(route, status: status) }
    }

    private func answerWithExampleWhenUnanswered<R: ExampleRoute>(_ route: R.Type, status: Int?) -> Bool {
        guard let example = Self.example(of: route, status: status, named: nil) else { return false }
        addFallback(route, StubAnswer(example))
        return true
    }

    /// The first example of `route` of `status` (any success status when `nil`) named `name`.
    private static func example<R: ExampleRoute>(of route: R.Type, status: Int?, named name: String?)
        -> ExampleResponse?
    {
        R.exampleResponses.first { example in
            (status.map { $0 == example.status } ?? (200...299).contains(example.status))
                && (name == nil || example.name == name)
        }
    }

    /// A route documents no example response of the status or name asked for.
    public struct NoExample: Error, CustomStringConvertible {
        /// The route type.
        public let route: String
        /// The status asked for; `nil` for any success status.
        public let status: Int?
        /// The name asked for, if any.
        public let name: String?

        public var description: String {
            let which = [status.map { "status \($0)" } ?? "a success status", name.map { "named \"\($0)\"" }]
                .compactMap { $0 }.joined(separator: " ")
            return "\(route) documents no example response of \(which)"
        }
    }
}

extension StubAnswer {
    /// `example` as it is answered: its status, its media type as `Content-Type` (none for an
    /// answer without a body), its body.
    init(_ example: ExampleResponse) {
        self = .response(
            status: example.status, headers: example.contentType.isEmpty ? [:] : ["Content-Type": example.contentType],
            body: Data(example.body.utf8))
    }
}
