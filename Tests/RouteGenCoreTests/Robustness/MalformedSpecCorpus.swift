import Foundation

/// Malformed specs, each a way real input goes wrong, for ``MalformedSpecTests``: the generator
/// must answer every one with located errors and exit status 1, and write nothing.
enum MalformedSpecCorpus {
    /// One malformed input and where its first error must be reported (`line:column`).
    struct Case: Sendable, CustomStringConvertible {
        let name: String
        let bytes: [UInt8]
        let firstError: String
        var description: String { name }

        init(_ name: String, _ text: String, _ firstError: String) {
            self.init(name, Array(text.utf8), firstError)
        }

        init(_ name: String, _ bytes: [UInt8], _ firstError: String) {
            self.name = name
            self.bytes = bytes
            self.firstError = firstError
        }
    }

    static let header = "api: Shop\nbaseURL: https://shop.example\n"
    /// The start of an OpenAPI document: the same pipeline reads it through the OpenAPI stage.
    static let openAPIHeader = "openapi: 3.1.0\ninfo: { title: Shop }\n"

    static let cases: [Case] = [
        // Empty and truncated files.
        Case("empty file", "", "1:1"),
        Case("only a comment", "# nothing here\n", "1:1"),
        Case("only whitespace", "   \n\n  \n", "1:1"),
        Case("truncated in a key", header + "rou", "4:1"),
        Case("truncated in a flow mapping", header + "models:\n  A: { fields: { n: Int", "5:1"),
        Case("truncated in a quoted string", header + "routes:\n  a: { GET: \"/items", "4:20"),
        Case("truncated after a colon", header + "models:\n  A:", "4:5"),
        Case("truncated route", header + "routes:\n  list:\n    GET:", "5:9"),
        // Wrong shapes and types.
        Case("top level is a list", "- api: Shop\n", "1:1"),
        Case("top level is a scalar", "Shop\n", "1:1"),
        Case("api is a list", "api: [Shop]\nbaseURL: https://x.example\n", "1:6"),
        Case("baseURL is a mapping", "api: Shop\nbaseURL: { url: x }\n", "2:10"),
        Case("models is a list", header + "models: [A, B]\n", "3:9"),
        Case("routes is a scalar", header + "routes: none\n", "3:9"),
        Case("fields is a scalar", header + "models:\n  A: { fields: 3 }\n", "4:16"),
        Case("enum is a mapping of mappings", header + "models:\n  A: { enum: { a: { b: c } } }\n", "4:21"),
        Case("route without method", header + "routes:\n  list: { response: String }\n", "4:3"),
        Case("route with two methods", header + "routes:\n  list: { GET: /a, POST: /b }\n", "4:20"),
        Case("unknown method", header + "routes:\n  list: { FETCH: /a }\n", "4:11"),
        Case("path without slash", header + "routes:\n  list: { GET: items }\n", "4:16"),
        Case("unknown type", header + "models:\n  A: { fields: { n: Integer } }\n", "4:21"),
        Case("unknown response type", header + "routes:\n  a: { GET: /a, response: Nope }\n", "4:27"),
        Case(
            "dictionary with non-string keys", header + "models:\n  A: { fields: { n: \"[Int: String]\" } }\n", "4:23"),
        Case("type with trailing words", header + "models:\n  A: { fields: { n: \"Int x\" } }\n", "4:26"),
        Case("unbalanced brackets in a type", header + "models:\n  A: { fields: { n: \"[[Int]\" } }\n", "4:28"),
        Case("default of the wrong type", header + "models:\n  A: { fields: { n: Int = abc } }\n", "4:27"),
        Case(
            "default not among the enum cases",
            header + "models:\n  E: { enum: [a, b] }\n  A: { fields: { e: E = c } }\n", "5:25"),
        Case("retry is not a boolean", header + "routes:\n  a: { GET: /a, retry: maybe }\n", "4:24"),
        Case("auth names an unknown scheme", header + "routes:\n  a: { GET: /a, auth: nobody }\n", "4:23"),
        Case("unknown auth kind", header + "auth:\n  user: oauth9\n", "4:9"),
        Case("error status out of range", header + "routes:\n  a: { GET: /a, errors: { 999: String } }\n", "4:27"),
        Case("placeholder without a type", header + "routes:\n  a: { GET: \"/items/{id}\" }\n", "4:22"),
        Case("query in a path", header + "routes:\n  a: { GET: \"/items?all=true\" }\n", "4:20"),
        Case("fragment in a path", header + "routes:\n  a: { GET: \"/items#top\" }\n", "4:20"),
        Case("unclosed brace in a path", header + "routes:\n  a: { GET: \"/a/{id\" }\n", "4:17"),
        Case("empty braces in a path", header + "routes:\n  a: { GET: \"/a/{}\" }\n", "4:17"),
        Case("closing brace first in a path", header + "routes:\n  a: { GET: \"/a/}x{\" }\n", "4:17"),
        Case("nested braces in a path", header + "routes:\n  a: { GET: \"/a/{x{y: Int}}\" }\n", "4:19"),
        Case(
            "OpenAPI path key with a query",
            openAPIHeader + "paths:\n  \"/a?b\": { get: { responses: { \"204\": { description: none } } } }\n", "4:6"),
        Case(
            "OpenAPI path key with unbalanced braces",
            openAPIHeader + "paths:\n  \"/a/}x{\": { get: { responses: { \"204\": { description: none } } } }\n", "4:7"),
        // Header names that would inject a header line or break the request.
        Case(
            "header name with a line break",
            header + "routes:\n  a: { GET: /a, headers: { \"X-A\\r\\nInjected: 1\": String } }\n", "4:28"),
        Case(
            "header key with a space",
            header + "routes:\n  a: { GET: /a, headers: { t: { type: String, key: \"X Y\" } } }\n", "4:52"),
        Case(
            "API key header with a line break",
            header + "auth:\n  k: { apiKey: \"X-Key\\nInjected: 1\", in: header }\n", "4:16"),
        Case(
            "content type with a line break",
            header + "routes:\n  a: { POST: /a, body: Data, contentType: \"text/plain\\nX: 1\" }\n", "4:43"),
        Case(
            "OpenAPI header parameter with a line break",
            openAPIHeader
                + "paths:\n  /a:\n    get:\n      parameters: [{ name: \"X-A\\r\\nB: 1\", in: header }]\n      responses: { \"204\": { description: none } }\n",
            "6:28"),
        Case(
            "OpenAPI API key header with a space",
            openAPIHeader + "components:\n  securitySchemes:\n    k: { type: apiKey, in: header, name: \"a b\" }\n",
            "5:42"),
        // Names.
        Case("duplicate key", header + "models:\n  A: { fields: { n: Int } }\n  A: { fields: { m: Int } }\n", "5:3"),
        Case(
            "two models with the same Swift name",
            header + "models:\n  user: { fields: { n: Int } }\n  User: { fields: { m: Int } }\n", "5:3"),
        Case(
            "two routes with the same Swift name",
            header + "routes:\n  list_items: { GET: /a }\n  listItems: { GET: /b }\n", "5:3"),
        Case(
            "names of only symbols that collide",
            header + "models:\n  \"\": { fields: { n: Int } }\n  \"???\": { fields: { m: Int } }\n", "5:3"),
        // Whitespace and encoding.
        Case("tab indentation", header + "models:\n\tA: { fields: { n: Int } }\n", "4:1"),
        Case("tab inside indentation", header + "models:\n  A:\n \t fields: { n: Int }\n", "5:2"),
        Case(
            "invalid UTF-8 byte",
            Array((header + "models:\n  A: { doc: \"").utf8) + [0xFF, 0xFE] + Array("\" }\n".utf8), "4:14"),
        Case("truncated UTF-8 sequence", Array((header + "routes:\n  a: { GET: /").utf8) + [0xE2, 0x82], "4:14"),
        Case("UTF-16 byte order mark and text", [0xFF, 0xFE] + Array("a\0p\0i\0".utf8), "1:1"),
        Case("NUL byte", Array(header.utf8) + [0] + Array("models: {}\n".utf8), "3:1"),
        // Numbers and sizes.
        Case(
            "huge status code", header + "routes:\n  a: { GET: /a, errors: { 99999999999999999999999: String } }\n",
            "4:27"),
        Case("huge default", header + "models:\n  A: { fields: { n: Int = 99999999999999999999999 } }\n", "4:27"),
        Case("Int32 default out of range", header + "models:\n  A: { fields: { n: Int32 = 3000000000 } }\n", "4:29"),
        Case("float default 1e400", header + "models:\n  A: { fields: { x: Double = 1e400 } }\n", "4:30"),
        Case("float default 1e-400", header + "models:\n  A: { fields: { x: Double = 1e-400 } }\n", "4:30"),
        Case("Float default 1e39", header + "models:\n  A: { fields: { x: Float = 1e39 } }\n", "4:29"),
        Case(
            "Int64 default below the minimum",
            header + "models:\n  A: { fields: { n: Int64 = -9223372036854775809 } }\n", "4:29"),
        // Structure bombs.
        Case(
            "deep nesting",
            header + "models: " + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "\n", "3:"),
        Case("billion laughs", billionLaughs, "8:45"),
        Case("undefined alias", header + "models:\n  A: *nothing\n", "4:6"),
        Case("alias cycle through merge", header + "models:\n  A: &a { <<: *a }\n", "4:15"),
        Case("second document", header + "---\napi: Other\n", "3:1"),
        Case("YAML directive in the middle", header + "%YAML 1.1\n", "4:1"),
        Case("binary tag", header + "models:\n  A: !!binary aGVsbG8=\n", "4:6"),
        Case("complex mapping key", header + "? [a, b]\n: c\n", "3:"),
    ]

    /// Ten nested levels of ten aliases: 10^10 nodes if expanded.
    static let billionLaughs: String = {
        var text = header + "x0: &x0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            let aliases = Array(repeating: "*x\(level - 1)", count: 10).joined(separator: ", ")
            text += "x\(level): &x\(level) [\(aliases)]\n"
        }
        return text + "models: *x9\n"
    }()
}
