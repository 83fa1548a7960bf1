import Testing
@testable import RouteGenCore

/// `retry:` takes a plain `true` or `false` and nothing else, each problem at its exact place.
struct RetryDiagnosticsTests {
    @Test func retryMustBeAPlainBoolean() {
        let found = diagnostics(
            header + """
                routes:
                  a: { GET: /a, retry: yes }
                  b: { GET: /b, retry: "true" }
                  c: { POST: /c, retry: Tru }
                  d: { GET: /d, retry: [true] }
                  e: { GET: /e, retry: }
                """)
        #expect(
            found == [
                "spec.yaml:4:24: error: expected \"retry\" to be true or false, found \"yes\"",
                "spec.yaml:5:24: error: expected \"retry\" to be true or false, found \"true\" (quoted, so text)",
                "spec.yaml:6:25: error: expected \"retry\" to be true or false, found \"Tru\" (did you mean \"true\"?)",
                "spec.yaml:7:24: error: expected \"retry\" to be true or false, found a sequence",
                "spec.yaml:8:24: error: expected \"retry\" to be true or false, found nothing",
            ])
    }

    @Test func misspeltRetryKeyIsSuggested() {
        let found = diagnostics(header + "routes:\n  a: { POST: /a, rety: true }\n")
        #expect(found == ["spec.yaml:4:18: error: unknown key \"rety\" in route \"a\" (did you mean \"retry\"?)"])
    }
}
