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
        let example = R.exampleResponses.first { example in
            (status.map { $0 == example.status } ?? (200...299).contains(example.status))
                && (name == nil || example.name == name)
        }
        guard let example else {
            throw NoExample(route: String(describing: R.self), status: status, name: name)
        }
        answer(
            route, status: example.status, body: Data(example.body.utf8),
            headers: ["Content-Type": example.contentType], after: delay)
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
