import Testing
@testable import RouteGenCore

/// `convert` writes what routes repeat once: the written spec is shorter and generates the same.
struct SpecCompactorTests {
    /// Loads, compacts and writes `text`.
    private func compacted(_ text: String) -> String {
        let (spec, diagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        return SpecWriter.yaml(SpecCompactor.compact(spec), shortForms: true)
    }

    @Test func repeatedParametersAuthAndErrorsAreWrittenOnce() {
        let written = compacted(SharedParameterTests.repeated)
        #expect(
            written.contains(
                """
                defaults:
                  auth: member
                  errors: { 401: Problem }
                parameters:
                  projectID: { type: Int64, doc: The project. }
                  page_size: { type: Int, default: 20, doc: How many items a page holds. }
                  requestID: { type: String?, doc: Echoed in the logs., key: X-Request-ID }

                """), "\(written)")
        #expect(written.contains("    query: { text: String, size: $page_size }\n"), "\(written)")
        #expect(written.contains("    query: { page_size: $page_size, state: String? }\n"), "\(written)")
        #expect(written.contains("  health: { GET: \"/health\", auth: none }\n"), "\(written)")
        #expect(!written.contains("auth: member }"), "\(written)")
        let original = generate([("spec.yaml", SharedParameterTests.repeated)])
        #expect(!original.files.isEmpty)
        #expect(generate([("spec.yaml", written)]).files == original.files)
    }

    /// A default error in the middle of a route's list is left there when putting it back by
    /// status would move it: the route keeps its whole list.
    @Test func anErrorTheDefaultsWouldMoveStaysOnItsRoute() {
        let text =
            header + """
                models: { Problem: { fields: { message: String } } }
                routes:
                  a: { GET: /a, errors: { 400: Problem, 401: Problem } }
                  b: { GET: /b, errors: { 500: Problem, 401: Problem } }
                """
        let written = compacted(text)
        #expect(written.contains("  a: { GET: \"/a\", errors: { 400: Problem } }\n"), "\(written)")
        #expect(written.contains("  b: { GET: \"/b\", errors: { 500: Problem, 401: Problem } }\n"), "\(written)")
        #expect(generate([("spec.yaml", written)]).files == generate([("spec.yaml", text)]).files)
    }

    /// An error body most routes have becomes a default even when some route lacks it: that
    /// route says `401: none`, one line against one saved on each of the others.
    @Test func anErrorMostRoutesHaveIsADefaultTheOthersRemove() {
        let text =
            header + """
                models: { Problem: { fields: { message: String } } }
                routes:
                  a: { GET: /a, errors: { 401: Problem, 404: Problem } }
                  b: { GET: /b, errors: { 401: Problem } }
                  c: { GET: /c, errors: { 401: Problem } }
                  d: { GET: /d }
                """
        let written = compacted(text)
        #expect(written.contains("defaults:\n  errors: { 401: Problem }\n"), "\(written)")
        #expect(written.contains("  a: { GET: \"/a\", errors: { 404: Problem } }\n"), "\(written)")
        #expect(written.contains("  b: { GET: \"/b\" }\n"), "\(written)")
        #expect(written.contains("  d: { GET: \"/d\", errors: { 401: none } }\n"), "\(written)")
        #expect(generate([("spec.yaml", written)]).files == generate([("spec.yaml", text)]).files)
    }

    /// An error body half the routes or fewer have stays on each of them.
    @Test func anErrorFewRoutesHaveStaysOnThem() {
        let text =
            header + """
                models: { Problem: { fields: { message: String } } }
                routes:
                  a: { GET: /a, errors: { 401: Problem } }
                  b: { GET: /b }
                """
        let written = compacted(text)
        #expect(!written.contains("defaults:"), "\(written)")
        #expect(written.contains("  a: { GET: \"/a\", errors: { 401: Problem } }\n"), "\(written)")
    }

    @Test func aSpecWithDefaultsLoadsBackUnchanged() {
        let (original, diagnostics) = SpecLoader.load(SharedParameterTests.shared, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        let (reloaded, reloadDiagnostics) = SpecLoader.load(SpecWriter.yaml(original), path: "spec.yaml")
        #expect(reloadDiagnostics.isEmpty)
        #expect(reloaded.withoutLocations == original.withoutLocations)
    }
}
