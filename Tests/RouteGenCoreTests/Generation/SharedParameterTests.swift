import Testing
@testable import RouteGenCore

/// `parameters:` and `name: $shared`: a parameter written once generates exactly what writing it
/// on every route generates.
struct SharedParameterTests {
    static let models = """
        auth: { member: bearer }
        models:
          Problem: { fields: { message: String } }
          Task: { fields: { id: Int64, title: String } }

        """

    /// Every parameter written where it is used, as the format had to say it before.
    static let repeated =
        header + models + """
            routes:
              listTasks:
                GET: "/projects/{projectID}/tasks"
                auth: member
                path: { projectID: { type: Int64, doc: The project. } }
                query:
                  pageSize: { type: Int, key: page_size, default: 20, doc: How many items a page holds. }
                  state: String?
                headers: { requestID: { type: String?, key: X-Request-ID, doc: Echoed in the logs. } }
                response: [Task]
                errors: { 401: Problem, 404: Problem }
              searchTasks:
                GET: /tasks/search
                auth: member
                query:
                  text: String
                  size: { type: Int, key: page_size, default: 20, doc: How many items a page holds. }
                headers: { requestID: { type: String?, key: X-Request-ID, doc: Echoed in the logs. } }
                response: [Task]
                errors: { 401: Problem }
              deleteTask:
                DELETE: "/projects/{projectID}/tasks/{id: Int64}"
                auth: member
                path: { projectID: { type: Int64, doc: The project. } }
                errors: { 401: Problem, 404: Problem }
              health:
                GET: /health
                errors: { 401: Problem }
            """

    /// The same API with its parameters shared and its auth and errors defaulted.
    static let shared =
        header + models + """
            parameters:
              page_size: { type: Int, default: 20, doc: How many items a page holds. }
              requestID: { type: String?, key: X-Request-ID, doc: Echoed in the logs. }
              projectID: { type: Int64, doc: The project. }
            defaults:
              auth: member
              errors: { 401: Problem }
            routes:
              listTasks:
                GET: "/projects/{projectID}/tasks"
                path: { projectID: $projectID }
                query: { pageSize: $page_size, state: String? }
                headers: { requestID: $requestID }
                response: [Task]
                errors: { 404: Problem }
              searchTasks:
                GET: /tasks/search
                query: { text: String, size: $page_size }
                headers: { requestID: $requestID }
                response: [Task]
              deleteTask:
                DELETE: "/projects/{projectID}/tasks/{id: Int64}"
                path: { projectID: $projectID }
                errors: { 404: Problem }
              health:
                GET: /health
                auth: none
            """

    @Test func theSharedFormGeneratesTheSameSwiftAsTheRepeatedOne() {
        let repeated = generate([("spec.yaml", Self.repeated)])
        let shared = generate([("spec.yaml", Self.shared)])
        #expect(repeated.diagnostics.isEmpty, "\(repeated.diagnostics)")
        #expect(shared.diagnostics.isEmpty, "\(shared.diagnostics)")
        #expect(!repeated.files.isEmpty)
        #expect(shared.files == repeated.files)
    }

    @Test func aUseKeepsTheWireNameUnderTheRoutesOwnName() {
        let code = swiftCode(Self.shared)
        #expect(code.contains("public var pageSize: Int { _pageSize ?? 20 }"))
        #expect(code.contains("public var size: Int { _size ?? 20 }"))
        #expect(code.contains("request.query(\"page_size\", _pageSize)"))
        #expect(code.contains("request.query(\"page_size\", _size)"))
        #expect(code.contains("/// How many items a page holds."))
    }

    @Test func sharedParametersComeFromAnyFileOfTheAPI() {
        let common = header + "parameters:\n  limit: { type: Int, default: 50, doc: At most this many. }\n"
        let routes = "routes:\n  list: { GET: /items, query: { limit: $limit } }\n"
        let result = generate([("Common.yaml", common), ("Items.yaml", routes)])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.files.map(\.contents).joined().contains("request.query(\"limit\", _limit)"))
    }
}
