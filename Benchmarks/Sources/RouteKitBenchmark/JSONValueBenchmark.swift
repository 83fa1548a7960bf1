import Foundation
import RouteKit

/// How long a free-form `JSONValue` member takes to decode, by depth and by width, through
/// RouteKit's decoder (`JSONCoding.default`) and through a plain `JSONDecoder()` (issue 29:
/// depth 500 took 1.5 s). A document past `JSONValue`'s depth limit is timed to its error.
enum JSONValueBenchmark {
    struct Row {
        var name: String
        var bytes: Int
        /// Seconds per decode, median; `nil` for a contestant not run at this size.
        var routeKit: Double
        var plain: Double?
        /// How the decode through RouteKit's decoder ended: "value" or the error's first words.
        var outcome: String
    }

    private struct Envelope: Decodable {
        var metadata: JSONValue
    }

    static func run(rounds: Int) throws -> [Row] {
        var rows: [Row] = []
        for depth in [64, 200, 400, 500] {
            let text =
                #"{"metadata": "# + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
                + "}"
            rows.append(try row("\(depth) arrays deep", Data(text.utf8), rounds: rounds, plain: depth <= 200))
        }
        let leaves = [
            ("strings", #""s""#, 20_000), ("empty objects", "{}", 20_000), ("empty arrays", "[]", 20_000),
            ("objects", #"{"a":[1,true,null]}"#, 20_000), ("objects", #"{"a":[1,true,null]}"#, 80_000),
        ]
        for (name, leaf, count) in leaves {
            let members = Array(repeating: leaf, count: count).joined(separator: ",")
            let text =
                #"{"metadata": "# + String(repeating: "[", count: 32) + members + String(repeating: "]", count: 32)
                + "}"
            rows.append(try row("\(count / 1000)k \(name), 32 deep", Data(text.utf8), rounds: rounds, plain: false))
        }
        rows.append(overhead(rounds: rounds))
        return rows
    }

    /// What RouteKit's decoder costs a decode without any `JSONValue` (it keeps the text where
    /// a `JSONValue` would find it): 20,000 decodes of a chat-completion chunk, per decode.
    private static func overhead(rounds: Int) -> Row {
        let data = Data(
            #"{"id":"chatcmpl-9x","object":"chat.completion.chunk","created":1730000000,"model":"gpt-4o-mini","choices":[{"index":0,"delta":{"content":"token"},"finish_reason":null}]}"#
                .utf8)
        let routeKit = JSONCoding.default.decoder
        let plain = JSONDecoder()
        let count = 20_000
        let withRouteKit = time(rounds: rounds) {
            for _ in 0..<count { blackHole(try? routeKit.decode(ChatChunk.self, from: data)) }
        }
        let withPlain = time(rounds: rounds) {
            for _ in 0..<count { blackHole(try? plain.decode(ChatChunk.self, from: data)) }
        }
        return Row(
            name: "a chunk, no JSONValue (each)", bytes: data.count, routeKit: withRouteKit / Double(count),
            plain: withPlain / Double(count), outcome: "value")
    }

    private static func row(_ name: String, _ data: Data, rounds: Int, plain runsPlain: Bool) throws -> Row {
        let routeKit = JSONCoding.default.decoder
        var outcome = "value"
        do {
            _ = try routeKit.decode(Envelope.self, from: data)
        } catch {
            outcome = String(String(describing: error).prefix(60))
        }
        let seconds = time(rounds: rounds) { _ = try? routeKit.decode(Envelope.self, from: data) }
        let plain = runsPlain ? time(rounds: 1) { _ = try? JSONDecoder().decode(Envelope.self, from: data) } : nil
        return Row(name: name, bytes: data.count, routeKit: seconds, plain: plain, outcome: outcome)
    }

    private static func time(rounds: Int, _ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let samples = (0..<rounds).map { _ in Measurement.nanoseconds(clock.measure(body)) / 1e9 }
        return Measurement.median(samples)
    }
}
