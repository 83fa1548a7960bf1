import Testing
@testable import RouteGenCore

/// Every problem `paginate:` can have, each reported at the entry that names it: its shape when
/// loading, then its query parameters and response fields when modelling.
struct PaginationDiagnosticsTests {
    @Test func shapeOfPaginate() {
        let found = diagnostics(
            header + """
                routes:
                  a: { GET: /a, paginate: page }
                  b: { GET: /b, query: { p: Int = 1 }, response: "[Int]", paginate: { page: p, itms: data } }
                  c: { GET: /c, paginate: { items: data } }
                  d: { GET: /d, paginate: { page: p, cursor: c } }
                  e: { GET: /e, paginate: { cursor: c, size: s, next: n } }
                  f: { GET: /f, paginate: { offset: o, next: n } }
                  g: { GET: /g, paginate: { cursor: c, items: i } }
                  h: { GET: /h, paginate: { page: [p] } }
                """)
        #expect(
            found == [
                "spec.yaml:4:27: error: expected \"paginate\" of \"a\" to be a mapping, found a scalar",
                "spec.yaml:5:80: error: unknown key \"itms\" in \"paginate\" of \"b\" (did you mean \"items\"?)",
                "spec.yaml:6:27: error: \"paginate\" of \"c\" needs \"page\", \"offset\" or \"cursor\": the query parameter that moves to the next page",
                "spec.yaml:7:38: error: \"paginate\" of \"d\" has both \"page\" and \"cursor\"; a route pages one way",
                "spec.yaml:8:40: error: \"size\" applies only to page and offset pagination; a cursor page ends where its next cursor does",
                "spec.yaml:9:40: error: \"next\" applies only to cursor pagination",
                "spec.yaml:10:27: error: \"paginate\" of \"g\" needs \"next\": the response field that holds the next cursor",
                "spec.yaml:11:35: error: expected \"page\" to be text, found a sequence",
            ])
    }

    @Test func misspeltPaginateKeyIsSuggested() {
        let found = diagnostics(header + "routes:\n  a: { GET: /a, pagnate: { page: p } }\n")
        #expect(found == ["spec.yaml:4:17: error: unknown key \"pagnate\" in route \"a\" (did you mean \"paginate\"?)"])
    }

    @Test func namedParametersAreQueryParametersOfTheRightType() {
        let found = diagnostics(
            header + """
                models:
                  Item: { fields: { id: Int } }
                routes:
                  a: { GET: /a, query: { page: Int = 1 }, response: [Item], paginate: { page: pge } }
                  b: { GET: /b, query: { page: String }, response: [Item], paginate: { page: page } }
                  c: { GET: /c, query: { page: Int? }, response: [Item], paginate: { page: page } }
                  d: { GET: /d, query: { offset: Int64? }, response: [Item], paginate: { offset: offset } }
                  e: { GET: /e, query: { page: Int = 1, limit: Int? }, response: [Item], paginate: { page: page, size: limit } }
                  f: { GET: /f, query: { after: Int? }, response: [Item], paginate: { cursor: after, next: next } }
                  g: { GET: /g, query: { page: Int = 1 }, response: [Item], paginate: { page: page, size: perPage } }
                """)
        #expect(
            found == [
                "spec.yaml:6:79: error: \"pge\" is not a query parameter of \"a\" (did you mean \"page\"?)",
                "spec.yaml:7:78: error: page parameter \"page\" has type String, but must be Int, Int32 or Int64",
                "spec.yaml:8:76: error: page parameter \"page\" cannot be optional: the next page number is counted from it; give it a default instead, like \"page: Int = 1\"",
                "spec.yaml:9:82: error: offset parameter \"offset\" cannot be optional: the next offset is counted from it; give it a default instead, like \"offset: Int64 = 0\"",
                "spec.yaml:10:104: error: size parameter \"limit\" cannot be optional: the last page is the one shorter than the size; give it a default, like \"limit: Int = 50\", or remove \"size\" to stop at an empty page",
                "spec.yaml:11:79: error: cursor parameter \"after\" has type Int?, but must be String or String?",
                "spec.yaml:11:92: error: \"next\" names a field of the response, but \"f\" responds with [Item], not a model",
                "spec.yaml:12:91: error: \"perPage\" is not a query parameter of \"g\"",
            ])
    }

    @Test func itemsAndNextAreFieldsOfTheResponseOfTheRightType() {
        let found = diagnostics(
            header + """
                models:
                  Item: { fields: { id: Int } }
                  Page: { fields: { items: "[Item]?", total: Int } }
                  Feed: { fields: { events: [Item], next: Int } }
                routes:
                  a: { GET: /a, query: { page: Int = 1 }, response: Page, paginate: { page: page } }
                  b: { GET: /b, query: { page: Int = 1 }, response: [Item], paginate: { page: page, items: items } }
                  c: { GET: /c, query: { page: Int = 1 }, paginate: { page: page, items: items } }
                  d: { GET: /d, query: { page: Int = 1 }, response: Page, paginate: { page: page, items: itemz } }
                  e: { GET: /e, query: { page: Int = 1 }, response: Page, paginate: { page: page, items: total } }
                  f: { GET: /f, query: { page: Int = 1 }, response: Page, paginate: { page: page, items: items } }
                  g: { GET: /g, query: { after: String? }, response: Feed, paginate: { cursor: after, next: nxt, items: events } }
                  h: { GET: /h, query: { after: String? }, response: Feed, paginate: { cursor: after, next: next, items: events } }
                """)
        #expect(
            found == [
                "spec.yaml:8:69: error: without \"items\", \"a\" must respond with an array, not Page: name the response's array field with \"items: FIELD\"",
                "spec.yaml:9:92: error: \"items\" names a field of the response, but \"b\" responds with [Item], not a model",
                "spec.yaml:10:74: error: \"items\" names a field of the response, but \"c\" responds with Empty, not a model",
                "spec.yaml:11:90: error: \"itemz\" is not a field of Page (did you mean \"items\"?)",
                "spec.yaml:12:90: error: items field \"total\" of Page has type Int, but must be an array",
                "spec.yaml:13:90: error: items field \"items\" of Page cannot be optional: write \"[Item] = []\" so a missing list decodes as empty",
                "spec.yaml:14:93: error: \"nxt\" is not a field of Feed (did you mean \"next\"?)",
                "spec.yaml:15:93: error: next field \"next\" of Feed has type Int, but must be String or String?",
            ])
    }

    @Test func anUnknownTypeIsReportedOnceWhereItIsWritten() {
        let found = diagnostics(
            header
                + "routes:\n  a: { GET: /a, query: { page: Intt = 1 }, response: \"[Strin]\", paginate: { page: page } }\n"
        )
        #expect(
            found == [
                "spec.yaml:4:32: error: unknown type \"Intt\" (did you mean \"Int\"?)",
                "spec.yaml:4:56: error: unknown type \"Strin\" (did you mean \"String\"?)",
            ])
    }
}
