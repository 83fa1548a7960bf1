import Foundation
import Testing
import TestSupport

/// `routegen.yml` reads as the lines YAML sees, whatever the editor ended them with: a file
/// saved with CRLF (or CR alone) line ends, with a byte order mark or not, means what it says
/// (issue 40: `api-name: Spot⏎open-enums: true` with CRLF named the API `SpotOpenEnumsTrue`).
extension CommandLineTests {
    @Test(arguments: ["\r\n", "\r", "\u{FEFF}\r\n"])
    func aConfigMeansTheSameWhateverItsLineEnds(_ lineEnd: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-crlf-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try """
        openapi: 3.1.0
        info: { title: Places }
        servers: [{ url: "https://places.example" }]
        paths:
          /spots:
            get:
              operationId: listSpots
              parameters: [{ name: kind, in: query, schema: { $ref: "#/components/schemas/Kind" } }]
              responses: { "204": { description: Listed. } }
        components:
          schemas:
            Kind: { type: string, enum: [cafe, park] }

        """.write(toFile: folder + "/places.yaml", atomically: true, encoding: .utf8)
        let bom = lineEnd.hasPrefix("\u{FEFF}") ? "\u{FEFF}" : ""
        let end = lineEnd.hasPrefix("\u{FEFF}") ? String(lineEnd.dropFirst()) : lineEnd
        try
            (bom
            + ["# Spots", "api-name: Spot", "open-enums: true", "include:", "  - listSpots", ""].joined(separator: end))
            .write(toFile: folder + "/routegen.yml", atomically: true, encoding: .utf8)

        let result = try await ChildProcess.routegen(
            ["generate", "places.yaml", "--output", "Out", "--config", "routegen.yml"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder + "/Out").sorted()
        #expect(names.contains("Spot.swift"), "\(names)")
        let code = try names.filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOfFile: folder + "/Out/" + $0, encoding: .utf8) }.joined()
        #expect(code.contains("public enum Spot {"))
        #expect(code.contains("case unknown(String)"), "the enum is not open")
    }
}
