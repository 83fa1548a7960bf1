import Foundation

/// Prints the benchmark tables.
enum Report {
    static func building(_ rows: [RequestBuildingBenchmark.Row]) {
        print("1. Building a URLRequest: generated route via Router vs hand-written code")
        print(pad("request", 48), pad("generated", 12), pad("by hand", 12), "ratio")
        for row in rows {
            print(pad(row.name, 48), pad(String(format: "%.0f ns", row.generated), 12),
                  pad(String(format: "%.0f ns", row.handWritten), 12), String(format: "%.2f×", row.ratio))
        }
    }

    static func throughput(_ rows: [ThroughputBenchmark.Row]) {
        print("\n2. Requests per second against a loopback server: Router vs raw URLSession.data(for:)")
        print("   raw: one prebuilt URLRequest; +decode: and decoding the model; hand-written: request built per call too")
        print(pad("route, load", 26), pad("router", 8), pad("raw", 8), pad("+decode", 9), pad("hand", 8),
              pad("router/raw", 12), pad("r/(+decode)", 12), "router/hand")
        func ratio(_ router: Double, _ other: Double?) -> String {
            other.map { String(format: "%.1f%%", 100 * router / $0) } ?? "-"
        }
        func number(_ value: Double?) -> String { value.map { String(format: "%.0f", $0) } ?? "-" }
        for row in rows {
            print(pad(row.name, 26), pad(number(row.router), 8), pad(number(row.raw), 8), pad(number(row.rawDecoding), 9),
                  pad(number(row.handWritten), 8), pad(ratio(row.router, row.raw), 12),
                  pad(ratio(row.router, row.rawDecoding), 12), ratio(row.router, row.handWritten))
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
