import Foundation
import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's `in: querystring` → the route's `querystring:` field, from the fixture
/// `Tests/ShapeSpecs/querystring.yaml`, and every misuse a located warning that leaves out that
/// parameter alone.
struct QueryStringMappingTests {
    /// The fixture, read from the repository.
    private func fixture() throws -> String {
        try String(
            contentsOf: packageRoot.appendingPathComponent("Tests/ShapeSpecs/querystring.yaml"), encoding: .utf8)
    }

    @Test func eachMediaTypeBecomesATypedQueryString() throws {
        let translation = translate(try fixture())
        let fields = translation.spec.routes.map { route in
            route.querystring.map {
                "\(route.name.value): \($0.name.value) \($0.type) \($0.contentType?.value ?? "form")"
            }
        }
        #expect(
            fields == [
                "searchItems: filter SearchFilter form",
                "countItems: where CountItemsRoute.Where? form",
                "matchItems: selector Selector application/json",
                "lookupItem: term String? text/plain",
            ])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:66:9: warning: the property \"due\" of the querystring parameter \"filter\" has type SearchFilter.Due, which a form item cannot hold: it is sent as bracketed items (due[key]=…)"
            ])
    }

    /// `convert` writes it in the spec format, and the spec format reads it back the same.
    @Test func convertWritesItBackSoItRoundTrips() throws {
        var spec = translate(try fixture()).spec
        spec.api = nil
        spec.baseURL = nil
        spec.doc = nil
        let yaml = SpecWriter.yaml(spec)
        #expect(yaml.components(separatedBy: "querystring:").count == 5, "\(yaml)")
        #expect(yaml.contains("contentType: application/json"))
        #expect(yaml.contains("contentType: text/plain"))
        let (reread, diagnostics) = SpecLoader.load(header + yaml, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        #expect(
            reread.routes.map { $0.querystring.map { "\($0.name.value) \($0.type) \($0.contentType?.value ?? "")" } }
                == spec.routes.map {
                    $0.querystring.map { "\($0.name.value) \($0.type) \($0.contentType?.value ?? "")" }
                })
    }

    @Test func everyMisuseIsALocatedWarningThatLeavesOutThatParameter() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /none:
                    get:
                      parameters: [{ name: q, in: querystring }]
                      responses: {}
                  /empty:
                    get:
                      parameters: [{ name: q, in: querystring, content: {} }]
                      responses: {}
                  /several:
                    get:
                      parameters:
                        - name: q
                          in: querystring
                          content:
                            application/json: { schema: { type: object, properties: { a: { type: string } } } }
                            text/plain: { schema: { type: string } }
                      responses: {}
                  /schema:
                    get:
                      parameters: [{ name: q, in: querystring, schema: { type: object, properties: { a: { type: string } } } }]
                      responses: {}
                  /beside:
                    get:
                      parameters:
                        - { name: page, in: query, schema: { type: integer } }
                        - { name: q, in: querystring, content: { text/plain: { schema: { type: string } } } }
                      responses: {}
                  /two:
                    get:
                      parameters:
                        - { name: q, in: querystring, content: { text/plain: { schema: { type: string } } } }
                        - { name: r, in: querystring, content: { text/plain: { schema: { type: string } } } }
                      responses: {}
                  /xml:
                    get:
                      parameters: [{ name: q, in: querystring, content: { application/xml: { schema: { type: string } } } }]
                      responses: {}
                  /scalarForm:
                    get:
                      parameters: [{ name: q, in: querystring, content: { application/x-www-form-urlencoded: { schema: { type: integer } } } }]
                      responses: {}
                """)
        #expect(
            translation.spec.routes.map {
                "\($0.path.value) \($0.querystring.map { "\($0.name.value): \($0.type)" } ?? "-")"
            }
                == [
                    "/none -", "/empty -", "/several q: GetSeveralRoute.Q?", "/schema q: GetSchemaRoute.Q?",
                    "/beside -",
                    "/two q: String?", "/xml -", "/scalarForm -",
                ])
        #expect(translation.spec.routes.first { $0.path.value == "/beside" }?.query.map(\.name.value) == ["page"])
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:7:20: warning: the querystring parameter \"q\" has no \"content\": it is left out",
                "api.yaml:11:57: warning: the querystring parameter \"q\" needs one media type in \"content\": it is left out",
                "api.yaml:20:13: warning: a querystring parameter's \"content\" has one media type, this one 2: the first, application/json, is used",
                "api.yaml:24:56: warning: a querystring parameter is described by \"content\", not \"schema\": the schema is read as application/x-www-form-urlencoded content",
                "api.yaml:30:11: warning: an operation with a querystring parameter has no query parameters: the querystring parameter \"q\" is left out",
                "api.yaml:36:11: warning: an operation has at most one querystring parameter: \"r\" is left out",
                "api.yaml:40:59: warning: a query string of application/xml cannot be expressed: it is sent as application/x-www-form-urlencoded, JSON or text/plain; the querystring parameter \"q\" is left out",
                "api.yaml:44:104: warning: the querystring parameter \"q\" has type Int, but a form-encoded query string holds an object's properties: it is left out",
            ])
    }
}

/// The golden set of the fixture: `Tests/RouteKitServerTests/QueryString`, generated with
/// `--server --access internal`, which RouteKitServerTests compiles and performs
/// (`QueryStringEndToEndTests`).
struct QueryStringGoldenFilesTests {
    @Test func theQueryStringServerMatchesItsGoldenFiles() throws {
        let spec = packageRoot.appendingPathComponent("Tests/ShapeSpecs/querystring.yaml").path
        let result = try Pipeline.run(
            specPaths: [spec],
            options: GenerationOptions(access: .internal, routeStyle: RouteStyle(generatesServer: true)),
            templates: try TemplateSet.builtin())
        #expect(!result.hasErrors)
        let folder = packageRoot.appendingPathComponent("Tests/RouteKitServerTests/QueryString")
        for file in result.files {
            let recorded = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
            #expect(
                recorded == file.contents,
                "re-record with: swift run routegen generate Tests/ShapeSpecs/querystring.yaml --server --access internal --output Tests/RouteKitServerTests/QueryString"
            )
        }
        #expect(result.files.map(\.name).sorted() == ["Finder+Server.swift", "Finder.swift", "Querystring.swift"])
    }
}
