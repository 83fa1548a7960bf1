import Testing
@testable import RouteGenCore

/// Every diagnostic the load and model stages report, each at its exact line and column.
struct SpecDiagnosticsTests {
    @Test func yamlSyntaxErrorIsLocated() {
        #expect(
            diagnostics("api: Shop\nbaseURL: \"https://x.example\nroutes: {}\n").first?.hasPrefix("spec.yaml:") == true)
        let found = diagnostics(header + "models:\n  A: { fields: { tags: [String]? } }\n")
        #expect(
            found == [
                "spec.yaml:4:32: error: did not find expected ',' or '}' while parsing a flow mapping; quote the value: \"[String]?\""
            ])
    }

    @Test func unknownKeySuggestsTheClosestOne() {
        let found = diagnostics(header + "routes:\n  list: { GET: /items, respnse: String }\n")
        #expect(
            found == ["spec.yaml:4:24: error: unknown key \"respnse\" in route \"list\" (did you mean \"response\"?)"])
        let top = diagnostics(header + "modles: {}\n")
        #expect(top == ["spec.yaml:3:1: error: unknown key \"modles\" in a spec file (did you mean \"models\"?)"])
    }

    @Test func unknownTypeIsLocatedAtTheName() {
        let found = diagnostics(header + "models:\n  A: { fields: { tags: \"[Tagg]?\" } }\n")
        #expect(found == ["spec.yaml:4:26: error: unknown type \"Tagg\""])
        let suggested = diagnostics(header + "models:\n  Tag: { fields: { n: Strin } }\n")
        #expect(suggested == ["spec.yaml:4:23: error: unknown type \"Strin\" (did you mean \"String\"?)"])
    }

    @Test func untypedPlaceholderAndMissingPathParameter() {
        let found = diagnostics(
            header + """
                routes:
                  item: { GET: "/items/{id}", path: { slug: String } }
                """)
        #expect(
            found == [
                "spec.yaml:4:25: error: path placeholder {id} has no type: write {id: Type} or declare it under \"path:\"",
                "spec.yaml:4:39: error: path parameter \"slug\" does not appear in the path /items/{id}",
            ])
    }

    @Test func duplicateNamesAlsoAfterConversion() {
        let models = diagnostics(
            header + """
                models:
                  new_item: { fields: { a: Int } }
                  NewItem: { fields: { a: Int } }
                """)
        #expect(
            models == [
                "spec.yaml:5:3: error: model \"NewItem\" becomes the Swift type name NewItem, already used by the model at spec.yaml:4:3 (from \"new_item\")"
            ])
        let routes = diagnostics([
            ("a.yaml", header + "routes:\n  get_item: { GET: /a }\n"),
            ("b.yaml", "routes:\n  getItem: { GET: /b }\n"),
        ])
        #expect(
            routes == [
                "b.yaml:2:3: error: route \"getItem\" and route \"get_item\" at a.yaml:4:3 both become getItem in Swift: rename one of them"
            ])
        let duplicateKey = diagnostics(header + "models:\n  A: { fields: { a: Int } }\n  A: { fields: { a: Int } }\n")
        #expect(duplicateKey == ["spec.yaml:5:3: error: duplicate key \"A\" (first at line 4)"])
    }

    @Test func invalidDefaultsForTheirTypes() {
        let found = diagnostics(
            header + """
                models:
                  Level: { enum: [low, high] }
                  A:
                    fields:
                      count: Int = "1"
                      ratio: Double = fast
                      on: Bool = yes
                      level: Level = medium
                      id: UUID = not-a-uuid
                """)
        #expect(
            found == [
                "spec.yaml:7:20: error: invalid default for Int: \"1\" (quoted, so text) is not an integer",
                "spec.yaml:8:23: error: invalid default for Double: \"fast\" is not a finite number",
                "spec.yaml:9:18: error: invalid default for Bool: \"yes\" is not true or false",
                "spec.yaml:10:22: error: \"medium\" is not a case of Level",
                "spec.yaml:11:18: error: invalid default for UUID: \"not-a-uuid\" is not a UUID",
            ])
    }

    @Test func enumWithDuplicateCases() {
        let found = diagnostics(header + "models:\n  Level: { enum: [low, high, Low] }\n")
        #expect(
            found == [
                "spec.yaml:4:30: error: enum case \"Low\" becomes the Swift case name low, already used by the enum case at spec.yaml:4:19 (from \"low\")"
            ])
    }

    @Test func unknownAuthSchemeSuggestsDeclaredOnes() {
        let found = diagnostics(header + "auth: { member: bearer }\nroutes:\n  me: { GET: /me, auth: membr }\n")
        #expect(
            found == [
                "spec.yaml:5:25: error: unknown auth scheme \"membr\" (did you mean \"member\"?); the declared schemes are \"member\" (or \"none\" for a public route)"
            ])
    }

    @Test func routeWithoutMethodOrWithTwo() {
        let none = diagnostics(header + "routes:\n  me: { response: String }\n")
        #expect(none == ["spec.yaml:4:3: error: route \"me\" needs a method and path, like \"GET: /items\""])
        let two = diagnostics(header + "routes:\n  me: { GET: /me, POST: /me }\n")
        #expect(two == ["spec.yaml:4:19: error: route \"me\" has more than one method; declare another route"])
    }

    @Test func pathParameterCannotRenameItsPlaceholder() {
        let found = diagnostics(
            header + "routes:\n  item: { GET: \"/items/{id}\", path: { id: { type: Int, key: ident } } }\n")
        #expect(found == ["spec.yaml:4:39: error: path parameter \"id\" is named by its placeholder; remove \"key:\""])
    }

    @Test func missingAPINameAndBaseURL() {
        let found = diagnostics("routes:\n  me: { GET: /me }\n")
        #expect(
            found == [
                "spec.yaml:1:1: error: no spec file gives the base URL: add \"baseURL: https://…\"",
                "spec.yaml:1:1: error: no spec file names the API: add \"api: Name\"",
            ])
    }

    @Test func problemsAcrossFilesAreAllCollected() {
        let found = diagnostics([
            ("a.yaml", header + "models:\n  A: { fields: { b: Bee } }\n"),
            ("b.yaml", "routes:\n  x: { GET: \"/x/{id}\" }\n  y: { GET: /y, response: Whatever }\n"),
        ])
        #expect(found.count == 3)
        #expect(found.map { $0.prefix(8) } == ["a.yaml:4", "b.yaml:2", "b.yaml:3"])
    }

    @Test func awkwardNamesAreConvertedNotRejected() {
        let code = swiftCode(
            header + """
                models:
                  class: { fields: { default: String, 2fa: Bool, self-link: URL?, Type: Int } }
                  Type: { enum: [init, public, "x-y"] }
                routes:
                  get: { GET: "/{protocol: String}", query: { in: Int, var: Int }, response: class }
                """)
        #expect(code.contains("public struct Class: Codable"))
        #expect(code.contains("public let `default`: String"))
        #expect(code.contains("public let _2fa: Bool"))
        #expect(code.contains("self.selfLink = try object.decodeIfPresent(forKey: \"self-link\")"))
        #expect(code.contains("public enum TypeModel: String"))
        #expect(code.contains("case `init`"))
        #expect(code.contains("case xY = \"x-y\""))
        #expect(code.contains("public static func get(protocol: String, in: Int, `var`: Int) -> Self"))
        #expect(code.contains("Self(protocol: `protocol`, in: `in`, var: `var`)"))
        #expect(code.contains("request.query(\"var\", `var`)"))
        let selfNamed = swiftCode(header + "routes:\n  find: { GET: /find, query: { self: String } }\n")
        #expect(selfNamed.contains("public static func find(self_: String) -> Self"))
        #expect(selfNamed.contains("Self(self_: self_)"))
        #expect(selfNamed.contains("request.query(\"self\", self_)"))
    }
}
