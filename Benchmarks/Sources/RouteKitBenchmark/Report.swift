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
        print(pad("route, load", 26), pad("router", 9), pad("raw", 9), pad("raw+decode", 12), pad("router/raw", 12),
              "router/(raw+decode)")
        for row in rows {
            print(pad(row.name, 26), pad(String(format: "%.0f", row.router), 9), pad(String(format: "%.0f", row.raw), 9),
                  pad(row.rawDecoding.map { String(format: "%.0f", $0) } ?? "-", 12),
                  pad(String(format: "%.1f%%", 100 * row.router / row.raw), 12),
                  row.rawDecoding.map { String(format: "%.1f%%", 100 * row.router / $0) } ?? "-")
        }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
    }
}
