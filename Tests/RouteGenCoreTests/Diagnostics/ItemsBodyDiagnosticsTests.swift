import Testing
@testable import RouteGenCore

/// `body: lines T` and `body: sequence T` problems, each at its exact place.
struct ItemsBodyDiagnosticsTests {
    @Test func aBodyOfItemsIsLinesOrSequenceOfAKnownType() {
        let found = diagnostics(
            header + """
                models:
                  Row: { fields: { id: Int } }
                routes:
                  a: { POST: /a, body: events Row }
                  b: { POST: /b, body: parts Row }
                  c: { POST: /c, body: "sequence [Row" }
                  d: { POST: /d, body: lines Row }
                """)
        #expect(
            found == [
                "spec.yaml:6:24: error: \"body\" of \"a\" cannot be events: a request body of items is lines or sequence and the type of one item, like \"lines LogLine\"",
                "spec.yaml:7:24: error: \"body\" of \"b\" cannot be parts: a request body of items is lines or sequence and the type of one item, like \"lines LogLine\"",
                "spec.yaml:8:38: error: expected \"]\" to close the type",
            ])
        // The item's type is checked like any other, at its column.
        let unknown = diagnostics(
            header + """
                models:
                  Row: { fields: { id: Int } }
                routes:
                  a: { POST: /a, body: lines Roww }
                """)
        #expect(unknown == ["spec.yaml:6:30: error: unknown type \"Roww\" (did you mean \"Row\"?)"])
    }

    @Test func itsContentTypeIsANameOfItsFraming() {
        let found = diagnostics(
            header + """
                models:
                  Row: { fields: { id: Int } }
                routes:
                  a: { POST: /a, body: lines Row, contentType: application/json }
                  b: { POST: /b, body: sequence Row, contentType: application/jsonl }
                  c: { POST: /c, body: lines Row, contentType: "application/x-ndjson; charset=utf-8" }
                  d: { POST: /d, body: sequence Row, contentType: application/geo+json-seq }
                """)
        #expect(
            found == [
                "spec.yaml:6:48: error: a body of lines is sent as application/jsonl or another name of that media type, not as \"application/json\"",
                "spec.yaml:7:51: error: a body of sequence is sent as application/json-seq or another name of that media type, not as \"application/jsonl\"",
            ])
    }
}
