#if Server
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Hummingbird
import RouteKit
import RouteKitServer
import Testing

/// `Tests/StreamSpecs/item-streams.yaml` (OpenAPI 3.2, streams typed by `itemSchema`), generated
/// with `--server`: the generated client's `stream` against the generated server over loopback
/// HTTP, JSON Lines, a JSON text sequence, Server-Sent Events whose data is a `contentSchema`,
/// the JSON parts of a `multipart/mixed` body and one whose first parts have types of their own
/// (`prefixEncoding`); and request bodies of items, JSON Lines and a JSON text sequence, sent by
/// the generated client and read by the generated server, within its bounds.
@Suite("Streams typed by itemSchema over loopback HTTP", .timeLimit(.minutes(3)))
struct ItemStreamsEndToEndTests {
    /// Streams fixed elements, and the ticks a test feeds one at a time.
    actor Service: ItemStreamsService {
        static let at = Date(timeIntervalSince1970: 1_700_000_000)
        private var ticks: AsyncStream<ItemStreams.Tick>?
        private var batches: AsyncStream<ItemStreams.Batch>?
        /// The items of each body of items received, as the handler got them.
        private(set) var ingestedLogs: [[ItemStreams.LogLine]] = []
        private(set) var ingestedSamples: [[ItemStreams.IngestSamplesRoute.RequestItem]] = []

        func ingestLogs(_ route: ItemStreams.IngestLogsRoute) async throws -> ItemStreams.IngestReport {
            ingestedLogs.append(route.body)
            return ItemStreams.IngestReport(stored: route.body.count)
        }

        func ingestSamples(_ route: ItemStreams.IngestSamplesRoute) async throws -> ItemStreams.IngestReport {
            ingestedSamples.append(route.body)
            return ItemStreams.IngestReport(stored: route.body.count)
        }

        /// Makes the next `watchTicks` send what is yielded to the returned continuation, each as
        /// it comes, until it finishes.
        func openTicks() -> AsyncStream<ItemStreams.Tick>.Continuation {
            let (stream, continuation) = AsyncStream.makeStream(of: ItemStreams.Tick.self)
            ticks = stream
            return continuation
        }

        /// Makes the next `streamBatches` send what is yielded to the returned continuation.
        func openBatches() -> AsyncStream<ItemStreams.Batch>.Continuation {
            let (stream, continuation) = AsyncStream.makeStream(of: ItemStreams.Batch.self)
            batches = stream
            return continuation
        }

        func streamBatches(_ route: ItemStreams.StreamBatchesRoute) async throws -> RouteEventStream<ItemStreams.Batch>
        {
            if let batches {
                self.batches = nil
                return RouteEventStream(batches)
            }
            return RouteEventStream([
                .init(id: 1, rows: ["a\r\n--RouteKit-part-boundary", "b"]), .init(id: 2, rows: []),
            ])
        }

        /// The report's summary, chart and note, then `route.id` batches; `note` and `chart` as
        /// the route asks, to send a part the client cannot read as its position says.
        func streamReport(_ route: ItemStreams.StreamReportRoute) async throws -> RouteEventStream<
            ItemStreams.StreamReportRoute.StreamPart
        > {
            if route.id == 0 {
                // A part holding the delimiter would split on the wire: the server ends there.
                return RouteEventStream([.summary(.init(title: "t", rows: 0)), .note("x\r\n--RouteKit-part-boundary")])
            }
            return RouteEventStream(
                [
                    .summary(.init(title: "Q3", rows: route.id)), .chart(Data([0x89, 0x50, 0x0D, 0x0A, 0x2D, 0x2D])),
                    .note("two\r\nlines"),
                ] + stride(from: 1, through: route.id, by: 1).map { .item(.init(id: $0, rows: ["r\($0)"])) })
        }

        func tailLogs(_ route: ItemStreams.TailLogsRoute) async throws -> RouteEventStream<ItemStreams.LogLine> {
            RouteEventStream(
                ["started", "", "{"].map {
                    ItemStreams.LogLine(at: Self.at, level: "info", message: "\(route.service) \($0)")
                }
            )
        }

        func streamMetrics(_ route: ItemStreams.StreamMetricsRoute) async throws -> RouteEventStream<
            ItemStreams.StreamMetricsRoute.StreamElement
        > {
            RouteEventStream([.init(name: "cpu", value: 0.5), .init(name: "memory", value: 2048)])
        }

        func watchTicks(_ route: ItemStreams.WatchTicksRoute) async throws -> RouteEventStream<ItemStreams.Tick> {
            if let ticks {
                self.ticks = nil
                return RouteEventStream(ticks)
            }
            return RouteEventStream((1...route.count).map { ItemStreams.Tick(sequence: $0, label: "tick \($0)") })
        }

        func watchAlerts(_ route: ItemStreams.WatchAlertsRoute) async throws -> RouteEventStream<
            ItemStreams.WatchAlertsRoute.StreamElement
        > {
            RouteEventStream([.init(level: .warning, message: "disk"), .init(level: .critical, message: "[DONE]")])
        }
    }

    func run(
        options: ServerOptions = ServerOptions(),
        _ body: @Sendable (APIRouter<ItemStreams>, Service, URL) async throws -> Void
    ) async throws {
        let service = Service()
        let router = Hummingbird.Router()
        router.addRoutes(ItemStreams.self, service: service, options: options)
        try await withLoopbackServer(router) { url in
            try await body(ItemStreams.router(baseURL: url), service, url)
        }
    }

    /// The raw body of `GET path` and its content type.
    func fetch(_ path: String, from baseURL: URL) async throws -> (body: String, contentType: String?) {
        guard let url = URL(string: baseURL.absoluteString + path) else { throw URLError(.badURL) }
        let (data, response) = try await URLSession.shared.data(from: url)
        return (
            String(decoding: data, as: UTF8.self),
            (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "Content-Type")
        )
    }

    /// The status of `POST path` with `body` labelled `contentType`, and the message of
    /// Hummingbird's error body, if it is one.
    func post(_ path: String, _ body: String, contentType: String, to baseURL: URL) async throws -> (
        status: Int, message: String?
    ) {
        struct ErrorBody: Decodable {
            struct Error: Decodable { let message: String }
            let error: Error
        }
        guard let url = URL(string: baseURL.absoluteString + path) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        let (data, response) = try await URLSession.shared.data(for: request)
        return (
            (response as? HTTPURLResponse)?.statusCode ?? 0,
            try? JSONDecoder().decode(ErrorBody.self, from: data).error.message
        )
    }

    @Test("a body of items: every item the client sends reaches the handler typed, in order; none is an empty body")
    func itemsReachTheServerTyped() async throws {
        try await run { streams, service, _ async throws in
            // Messages that would read as a blank line, a bracket or a line break of their own.
            let messages = ["started", "", "{", "two\nlines", "\u{1E}separated"]
            let lines = messages.map { ItemStreams.LogLine(at: Service.at, level: "info", message: $0) }
            #expect(try await streams.perform(.ingestLogs(body: lines, service: "api")).stored == 5)
            let logs = try #require(await service.ingestedLogs.first)
            #expect(logs.map(\.message) == messages)
            #expect(logs.allSatisfy { $0.at == Service.at && $0.level == "info" })

            let samples: [ItemStreams.IngestSamplesRoute.RequestItem] = [
                .init(name: "cpu", value: 0.5), .init(name: "memory", value: 2048, unit: "MiB"),
            ]
            #expect(try await streams.perform(.ingestSamples(body: samples)).stored == 2)
            #expect(try await streams.perform(.ingestSamples(body: [])).stored == 0)
            let received = await service.ingestedSamples
            #expect(
                received.map { $0.map { "\($0.name)=\($0.value) \($0.unit ?? "-")" } } == [
                    ["cpu=0.5 -", "memory=2048.0 MiB"], [],
                ])
        }
    }

    @Test(
        "an item that does not decode is a 400 naming it; another media type a 415; a sequence's text cut short a 400",
        arguments: [
            (
                "/ingest/logs?service=x", "application/jsonl",
                #"{"at":"2023-11-14T22:13:20Z","level":"info","message":"a"}"# + "\n\n"
                    + #"{"at":"2023-11-14T22:13:20Z","message":"b"}"# + "\r\n",
                400, "field level of element 2 of the body is required"
            ),
            (
                "/ingest/logs?service=x", "application/x-ndjson",
                #"{"at":"2023-11-14T22:13:20Z","level":"info","message":"a"}"# + "\n[1,\n",
                400, "element 2 of the body is not valid JSON of the expected shape"
            ),
            ("/ingest/logs?service=x", "application/json", "[]", 415, "the body must be application/jsonl"),
            (
                "/ingest/samples", "application/json-seq",
                "\u{1E}{\"name\":\"a\",\"value\":1}\n\u{1E}\u{1E}{\n\"name\":\"b\",\n\"value\":\"x\"}\n",
                400, "field value of element 2 of the body has an invalid value"
            ),
            (
                "/ingest/samples", "application/json-seq",
                "\u{1E}{\"name\":\"a\",\"value\":1}\u{1E}{\"name\":\"b\",\"value\":2}\n",
                400, "element 1 of the body is cut short: a JSON text sequence ends each text with a line feed"
            ),
            (
                "/ingest/samples", "application/json-seq", "{\"name\":\"a\",\"value\":1}\n",
                400, "the body is not a JSON text sequence: each text starts with a record separator (U+001E)"
            ),
        ])
    func malformedItems(path: String, contentType: String, body: String, status: Int, message: String) async throws {
        try await run { _, service, url async throws in
            let answer = try await post(path, body, contentType: contentType, to: url)
            #expect(answer.status == status)
            #expect(answer.message == message)
            let (logs, samples) = (await service.ingestedLogs, await service.ingestedSamples)
            #expect(logs.isEmpty && samples.isEmpty)
        }
    }

    @Test(
        "a body of more items than ServerOptions.maxBodyItems, or more bytes than maxBodySize, is a 413 before any is decoded"
    )
    func boundedItems() async throws {
        var options = ServerOptions(maxBodySize: 1_000)
        options.maxBodyItems = 3
        try await run(options: options) { streams, service, url async throws in
            let line = ItemStreams.LogLine(at: Service.at, level: "info", message: "m")
            #expect(
                try await streams.perform(.ingestLogs(body: Array(repeating: line, count: 3), service: "s")).stored == 3
            )
            // The fourth item is past the bound, even as text that would not decode.
            let four = try await post(
                "/ingest/logs?service=s", String(repeating: "{}\n", count: 3) + "not JSON\n",
                contentType: "application/jsonl", to: url)
            #expect(four.status == 413)
            #expect(four.message == "the body holds more than 3 items")
            let large = try await post(
                "/ingest/samples", String(repeating: " ", count: 1_001), contentType: "application/json-seq", to: url)
            #expect(large.status == 413)
            let (logs, samples) = (await service.ingestedLogs, await service.ingestedSamples)
            #expect(logs.count == 1 && samples.isEmpty)
        }
    }

    @Test("JSON Lines of a component and a JSON text sequence of an inline itemSchema arrive typed")
    func linesAndSequences() async throws {
        try await run { streams, _, url async throws in
            var lines: [String] = []
            for try await line in streams.stream(.tailLogs(service: "api")) {
                #expect(line.at == Service.at && line.level == "info")
                lines.append(line.message)
            }
            // Messages that read as a blank line or an open bracket are JSON strings on the wire.
            #expect(lines == ["api started", "api ", "api {"])
            var samples: [String] = []
            for try await sample in streams.stream(.streamMetrics) { samples.append("\(sample.name)=\(sample.value)") }
            #expect(samples == ["cpu=0.5", "memory=2048.0"])
            #expect(try await fetch("/logs?service=x", from: url).contentType == "application/jsonl")
            #expect(try await fetch("/metrics", from: url).contentType == "application/json-seq")
        }
    }

    @Test(
        "multipart/mixed parts: each batch reaches the client before the next exists, then the close delimiter ends it")
    func multipartParts() async throws {
        try await run { streams, service, url async throws in
            let feed = await service.openBatches()
            var received: [Int] = []
            feed.yield(ItemStreams.Batch(id: 1, rows: ["one"]))
            for try await batch in streams.stream(.streamBatches) {
                received.append(batch.id)
                if received.count < 3 {
                    feed.yield(ItemStreams.Batch(id: received.count + 1, rows: []))
                } else {
                    feed.finish()
                }
            }
            #expect(received == [1, 2, 3])
            // A row that holds the delimiter's text is JSON on the wire, its line break escaped.
            var rows: [[String]] = []
            for try await batch in streams.stream(.streamBatches) { rows.append(batch.rows) }
            #expect(rows == [["a\r\n--RouteKit-part-boundary", "b"], []])
            let wire = try await fetch("/batches", from: url)
            #expect(wire.contentType == "multipart/mixed; boundary=RouteKit-part-boundary")
            #expect(wire.body.hasPrefix("--RouteKit-part-boundary\r\nContent-Type: application/json\r\n\r\n{"))
            #expect(wire.body.hasSuffix("}\r\n--RouteKit-part-boundary--\r\n"))
        }
    }

    @Test("multipart/mixed parts by position: the summary, chart and note typed, each batch after them an item")
    func positionalParts() async throws {
        try await run { streams, _, url async throws in
            var parts: [ItemStreams.StreamReportRoute.StreamPart] = []
            for try await part in streams.stream(.streamReport(id: 2)) { parts.append(part) }
            guard parts.count == 5 else {
                Issue.record("expected 5 parts, received \(parts)")
                return
            }
            guard case .summary(let summary) = parts[0], case .chart(let chart) = parts[1],
                case .note(let note) = parts[2], case .item(let first) = parts[3], case .item(let second) = parts[4]
            else {
                Issue.record("the parts are not of their positions' cases: \(parts)")
                return
            }
            #expect(summary.title == "Q3" && summary.rows == 2)
            #expect(chart == Data([0x89, 0x50, 0x0D, 0x0A, 0x2D, 0x2D]))
            #expect(note == "two\r\nlines")
            #expect(first.id == 1 && first.rows == ["r1"] && second.id == 2)
            // Each part carries its own media type on the wire.
            let wire = try await fetch("/reports/1", from: url)
            #expect(wire.contentType == "multipart/mixed; boundary=RouteKit-part-boundary")
            let types = wire.body.components(separatedBy: "\r\n").filter { $0.hasPrefix("Content-Type: ") }
            #expect(
                types == [
                    "Content-Type: application/json", "Content-Type: image/png", "Content-Type: text/plain",
                    "Content-Type: application/json",
                ])
        }
    }

    @Test(
        "a part holding the delimiter ends the response where it is: the client reads the parts before it, then fails")
    func positionalPartHoldingTheDelimiter() async throws {
        try await run { streams, _, _ async throws in
            var parts: [ItemStreams.StreamReportRoute.StreamPart] = []
            await #expect(throws: RouteError.self) {
                for try await part in streams.stream(.streamReport(id: 0)) { parts.append(part) }
            }
            // The note holding the delimiter is never split into a part and something else.
            guard parts.count == 1, case .summary(let summary) = parts[0] else {
                Issue.record("expected the summary alone, received \(parts)")
                return
            }
            #expect(summary.title == "t")
        }
    }

    @Test(
        "events whose data is a contentSchema: each tick reaches the client before the next exists, then [DONE] ends the stream"
    )
    func eventsEndedByTheirConstantData() async throws {
        try await run { streams, service, url async throws in
            let feed = await service.openTicks()
            var received: [Int] = []
            feed.yield(ItemStreams.Tick(sequence: 1))
            for try await tick in streams.stream(.watchTicks(count: 3)) {
                received.append(tick.sequence)
                if received.count < 3 {
                    feed.yield(ItemStreams.Tick(sequence: received.count + 1))
                } else {
                    feed.finish()
                }
            }
            #expect(received == [1, 2, 3])
            let wire = try await fetch("/ticks?count=2", from: url)
            #expect(wire.contentType == "text/event-stream")
            let events = try (1...2).map { index in
                let json = try JSONCoding.default.encoder.encode(
                    ItemStreams.Tick(sequence: index, label: "tick \(index)"))
                return "data: \(String(decoding: json, as: UTF8.self))\n\n"
            }
            #expect(wire.body == events.joined() + "data: [DONE]\n\n")
        }
    }

    @Test("events the itemSchema ends with no terminator: the end of the response ends them, [DONE] is data")
    func eventsEndedByTheResponse() async throws {
        try await run { streams, _, url async throws in
            var alerts: [String] = []
            for try await alert in streams.stream(.watchAlerts) {
                alerts.append("\(alert.level.rawValue) \(alert.message)")
            }
            #expect(alerts == ["warning disk", "critical [DONE]"])
            #expect(try await fetch("/alerts", from: url).body.hasSuffix("\"message\":\"[DONE]\"}\n\n"))
        }
    }
}
#endif
