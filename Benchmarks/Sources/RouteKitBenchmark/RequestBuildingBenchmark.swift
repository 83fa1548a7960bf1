import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// Benchmark 1: building the `URLRequest` of a generated route through a router vs the same
/// request built by hand-written code.
enum RequestBuildingBenchmark {
    struct Row {
        let name: String
        let generated: Double
        let handWritten: Double
        var ratio: Double { generated / handWritten }
    }

    static let base = URL(string: "https://api.taskboard.example/v2")!
    static let taskID = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF")!
    static let due = Date(timeIntervalSince1970: 1_800_000_000.25)

    static func run(iterations: Int, rounds: Int) async throws -> [Row] {
        let router = Taskboard.router(baseURL: base)
        let member = router.authenticated(Taskboard.MemberAuth.self, with: BearerToken("member-token"))
        let newTask = Taskboard.NewTask(title: "Write the benchmark", priority: .high, tags: ["perf", "docs"])

        let listTasks = {
            try router.request(
                for: .listTasks(
                    projectID: 7, state: [.open, .inProgress], priority: .urgent, search: "a&b=c d ü",
                    dueBefore: due, ids: [taskID], sort: "-created_at", xRequestID: "req-1", acceptLanguage: "en"))
        }
        let handListTasks = {
            HandWrittenRequests.listTasks(
                base: base, projectID: 7, search: "a&b=c d ü", dueBefore: due, id: taskID)
        }
        let signIn = {
            try router.request(for: .signIn(username: "ann@example.com", password: "p&ss wörd", remember: false))
        }
        let handSignIn = { HandWrittenRequests.signIn(base: base, username: "ann@example.com", password: "p&ss wörd") }
        let createTask = { try await member.request(for: .createTask(projectID: 7, body: newTask)) }
        let handCreateTask = {
            try HandWrittenRequests.createTask(
                base: base, projectID: 7, body: newTask, token: "member-token")
        }

        try check(try listTasks(), equals: handListTasks(), "listTasks")
        try check(try signIn(), equals: handSignIn(), "signIn")
        try check(try await createTask(), equals: try handCreateTask(), "createTask")

        func repeated(_ body: @escaping () throws -> URLRequest) -> () async throws -> Void {
            { for _ in 0..<iterations { blackHole(try body()) } }
        }
        func repeatedAsync(_ body: @escaping () async throws -> URLRequest) -> () async throws -> Void {
            { for _ in 0..<iterations { blackHole(try await body()) } }
        }
        var rows: [Row] = []
        for (name, generated, hand) in [
            ("GET listTasks: path, 7 query items, 2 headers", repeated(listTasks), repeated(handListTasks)),
            ("POST signIn: form body", repeated(signIn), repeated(handSignIn)),
            ("POST createTask: JSON body, bearer (async)", repeatedAsync(createTask), repeated(handCreateTask)),
        ] {
            let times = try await Measurement.medians(rounds: rounds, operations: iterations, [generated, hand])
            rows.append(Row(name: name, generated: times[0], handWritten: times[1]))
        }
        return rows
    }

    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// Refuses to time two requests that are not the same request.
    private static func check(_ generated: URLRequest, equals hand: URLRequest, _ name: String) throws {
        let same =
            generated.url == hand.url
            && generated.httpMethod == hand.httpMethod
            && generated.allHTTPHeaderFields == hand.allHTTPHeaderFields
            && generated.httpBody == hand.httpBody
        guard same else {
            throw Mismatch(
                description: """
                    \(name): the hand-written request differs from the generated one
                      generated: \(generated.url?.absoluteString ?? "") \(generated.allHTTPHeaderFields ?? [:]) \(String(decoding: generated.httpBody ?? Data(), as: UTF8.self))
                      by hand:   \(hand.url?.absoluteString ?? "") \(hand.allHTTPHeaderFields ?? [:]) \(String(decoding: hand.httpBody ?? Data(), as: UTF8.self))
                    """)
        }
    }
}
