import Foundation
import HTTPTypes
import Hummingbird
import RouteKit

/// `GET /projects/{projectID}/tasks` written by hand against Hummingbird: the same parameters
/// decoded the same way as the generated `ListTasksRoute` decoder (path, an enum array, an
/// enum, a string, a date, a UUID array, a default, two headers), the same answer encoded with
/// the same JSON coder.
enum HandWrittenRoute {
    static func register(
        on router: Hummingbird.Router<BasicRequestContext>, answer: @escaping @Sendable (Int64) -> [Taskboard.TaskModel]
    ) {
        let coding = JSONCoding.default
        let requestIDField = HTTPField.Name("X-Request-ID")
        let languageField = HTTPField.Name("Accept-Language")
        router.get("/hand/projects/{projectID}/tasks") { request, context -> Response in
            let projectID = try context.parameters.require("projectID", as: Int64.self)
            let query = request.uri.queryParameters
            let state = try query.getAll("state").map { text in
                guard let value = Taskboard.TaskState(rawValue: String(text)) else {
                    throw HTTPError(.badRequest, message: "state")
                }
                return value
            }
            let priority = try query["priority"].map { text in
                guard let value = Taskboard.Priority(rawValue: String(text)) else {
                    throw HTTPError(.badRequest, message: "priority")
                }
                return value
            }
            let search = query["search"].map(String.init)
            let dueBefore = try query["due_before"].map { text in
                guard let date = try? coding.decoder.decode(Date.self, from: JSONEncoder().encode(String(text))) else {
                    throw HTTPError(.badRequest, message: "due_before")
                }
                return date
            }
            let ids = try query.getAll("ids").map { text in
                guard let id = UUID(uuidString: String(text)) else { throw HTTPError(.badRequest, message: "ids") }
                return id
            }
            let sort = query["sort"].map(String.init) ?? "-created_at"
            let requestID = requestIDField.flatMap { request.headers[values: $0].first }
            let language = languageField.flatMap { request.headers[values: $0].first } ?? "en"
            _ = (state, priority, search, dueBefore, ids, sort, requestID, language)
            let body = try coding.encoder.encode(answer(projectID))
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
        }
    }
}
