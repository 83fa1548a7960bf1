import RouteKit

// Routes that several suites perform, declared once. A suite whose route differs in any way
// (another path, a body, a capability) declares its own, next to the tests that need the difference.

/// `GET /me` with the user's bearer token, answered with a ``Todo``.
struct GetProfile: AuthenticatedRoute {
    typealias Scheme = UserAuth
    typealias Response = Todo
    static let method = HTTPMethod.get
    static let pathTemplate = "/me"
}

/// `GET /health`: a public route with no parameters and an empty answer.
struct Health: PublicRoute {
    static let method = HTTPMethod.get
    static let pathTemplate = "/health"
}

/// `DELETE /todos/{id}`, answered with nothing.
struct DeleteTodo: PublicRoute {
    static let method = HTTPMethod.delete
    static let pathTemplate = "/todos/{id}"

    var id: Int

    func encode(into request: inout RequestParts) {
        request.path("id", id)
    }
}

/// `GET /todos`, which the retry middleware may resend.
struct ListTodosRetryable: PublicRoute, RetryableRoute {
    typealias Response = [Todo]
    static let method = HTTPMethod.get
    static let pathTemplate = "/todos"
}

/// `POST /todos` without a body, which the retry middleware must never resend.
struct CreateTodoOnce: PublicRoute {
    typealias Response = Todo
    static let method = HTTPMethod.post
    static let pathTemplate = "/todos"
}
