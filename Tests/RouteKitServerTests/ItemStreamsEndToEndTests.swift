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
/// (`prefixEncoding`).
@Suite("Streams typed by itemSchema over loopback HTTP", .timeLimit(.minutes(3)))
struct ItemStreamsEndToEndTests {
    /// Streams fixed elements, and the ticks a test feeds one at a time.
    actor Service: ItemStreamsService {
        static let at = Date(timeIntervalSince1970: 1_700_000_000)
        private var ticks: AsyncStream<ItemStreams.Tick>?
        private var batches: AsyncStream<ItemStreams.Batch>?

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

    func run(_ body: @Sendable (APIRouter<ItemStreams>, Service, URL) async throws -> Void) async throws {
        let service = Service()
        let router = Hummingbird.Router()
        router.addRoutes(ItemStreams.self, service: service)
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
