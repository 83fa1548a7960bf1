import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The requests of the benchmarked routes written by hand, the way a careful app would without
/// RouteKit: same URL, method, headers and body, byte for byte (checked before timing).
enum HandWrittenRequests {
    private static let unreserved = CharacterSet(
        charactersIn:
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    private static func encoded(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    private static let dateFormat = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(dateFormat))
        }
        return encoder
    }()

    /// `GET /projects/{projectID}/tasks` with array, enum, date and text query items and two headers.
    static func listTasks(base: URL, projectID: Int64, search: String, dueBefore: Date, id: UUID) -> URLRequest {
        var components = URLComponents(url: base, resolvingAgainstBaseURL: false)!
        components.percentEncodedPath += "/projects/\(projectID)/tasks"
        components.percentEncodedQuery = [
            "state=OPEN", "state=IN_PROGRESS", "priority=urgent",
            "search=" + encoded(search),
            "due_before=" + encoded(dueBefore.formatted(dateFormat)),
            "ids=" + id.uuidString.lowercased(),
            "sort=-created_at",
        ].joined(separator: "&")
        var request = URLRequest(url: components.url!)
        request.httpMethod = "GET"
        request.addValue("req-1", forHTTPHeaderField: "X-Request-ID")
        request.addValue("en", forHTTPHeaderField: "Accept-Language")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// `GET /projects/{id}`.
    static func project(base: URL, id: Int64) -> URLRequest {
        var request = URLRequest(url: base.appendingPathComponent("projects/\(id)"))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        return request
    }

    /// `POST /session` with a form-urlencoded body.
    static func signIn(base: URL, username: String, password: String) -> URLRequest {
        var request = URLRequest(url: base.appendingPathComponent("session"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let form = "grant_type=password&username=\(encoded(username))&password=\(encoded(password))&remember=false"
        request.httpBody = Data(form.utf8)
        request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        return request
    }

    /// `POST /projects/{projectID}/tasks` with a JSON body and a bearer token.
    static func createTask(base: URL, projectID: Int64, body: Taskboard.NewTask, token: String) throws -> URLRequest {
        var request = URLRequest(url: base.appendingPathComponent("projects/\(projectID)/tasks"))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.httpBody = try encoder.encode(body)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return request
    }
}
