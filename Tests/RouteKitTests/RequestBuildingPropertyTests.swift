import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit
import Testing
import TestSupport

/// Whatever a spec, a server or a caller puts into a route — template, path values, header
/// fields, query items — building its request either succeeds with those parts intact or throws
/// `RouteError.invalidRequest`; it never traps.
@Suite("Building requests from arbitrary parts")
struct RequestBuildingPropertyTests {
    static let seed: UInt64 = 0x5EED_2026_1123
    static let cases = 4_000

    @Test("arbitrary templates, path values, headers and query items build a request or throw invalidRequest")
    func arbitraryParts() throws {
        var generator = SeededGenerator(seed: Self.seed)
        for index in 0..<Self.cases {
            let parts = ArbitraryParts(using: &generator)
            let label = "seed \(Self.seed), case \(index): \(parts)"
            do {
                let request = try TemplateRoute.request(
                    parts.route, template: parts.template, router: Router(baseURL: parts.baseURL))
                #expect(!parts.mustBeRefused, "\(label): built a request that cannot be sent intact")
                try checkIntact(request, parts: parts, label: label)
            } catch let error as RouteError {
                #expect(error.invalidRequestReason != nil, "\(label): \(error)")
                #expect(!parts.mustSucceed, "\(label): refused: \(error)")
            }
        }
    }

    /// Every header and query item arrives as it was given, and the path decodes to the
    /// template with its values filled in.
    private func checkIntact(_ request: URLRequest, parts: ArbitraryParts, label: String) throws {
        let url = try #require(request.url, "\(label)")
        let components = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false), "\(label)")
        for (name, value) in parts.route.headers {
            #expect(request.value(forHTTPHeaderField: name) == value, "\(label): header \(name)")
        }
        let sentItems = (components.percentEncodedQuery ?? "").split(separator: "&").map { item in
            item.split(separator: "=", omittingEmptySubsequences: false).map { Self.decoded($0) }
        }
        #expect(sentItems == parts.route.queryItems.map { [$0.name, $0.value] }, "\(label): query")
        if parts.mustSucceed, !parts.template.contains("%") {
            #expect(
                Self.decoded(components.percentEncodedPath[...]) == parts.basePath + parts.expandedPath,
                "\(label): path")
        }
    }

    /// `text` with its `%XX` escapes decoded as UTF-8, byte for byte — unlike Foundation's
    /// decoding, which drops a leading byte order mark.
    private static func decoded(_ text: Substring) -> String {
        var bytes: [UInt8] = []
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            if byte == UInt8(ascii: "%"), rest.count >= 2,
                let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                rest = rest.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// One random case: a base URL, a template of literal pieces and placeholders, values for the
/// placeholders, header fields and query items, drawn from text chosen to break URLs and
/// header fields.
private struct ArbitraryParts: CustomStringConvertible {
    static let baseURLs = ["https://api.example.com", "https://api.example.com/v1/", "http://127.0.0.1:8080/a%20b"]
    static let alphabet: [String] = [
        "a", "Z", "0", "-", ".", "_", "~", "/", "/", " ", "%", "%2", "%41", "%zz", "{", "}", "?", "#", "&", "=", "+",
        ";", ":", "@", "!", "$", "'", "(", ")", "*", ",", "<", ">", "\"", "\\", "^", "`", "|", "[", "]",
        "é", "e\u{301}", "ü", "ß", "日本", "🦊", "👩‍👩‍👧", "\u{200B}", "\u{FEFF}", "\u{10FFFF}",
        "\u{0}", "\r", "\n", "\r\n", "\t", "\u{1}", "\u{7F}", "\u{85}", "..",
    ]
    static let tokenCharacters = Array("!#$%&'*+-.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    let baseURL: URL
    let basePath: String
    let template: String
    let literals: [String]
    let route: TemplateRoute
    let expandedPath: String

    init(using generator: inout SeededGenerator) {
        let base = Self.baseURLs.randomElement(using: &generator) ?? "https://api.example.com"
        baseURL = URL(string: base) ?? URL(fileURLWithPath: "/")
        basePath =
            URLComponents(string: base).map { $0.path.hasSuffix("/") ? String($0.path.dropLast()) : $0.path } ?? ""

        var template = ""
        var literals: [String] = []
        var expanded = ""
        var pathValues: [String: String] = [:]
        for index in 0..<Int.random(in: 0...3, using: &generator) {
            let literal = (Bool.random(using: &generator) ? "/" : "") + Self.text(using: &generator)
            let value = Self.text(using: &generator)
            literals.append(literal)
            template += literal + "{p\(index)}"
            expanded += literal + value
            pathValues["p\(index)"] = value
        }
        let tail = Self.text(using: &generator)
        literals.append(tail)
        self.template = template + tail
        self.literals = literals
        expandedPath = expanded + tail

        var headers: [(name: String, value: String)] = []
        var names = Set<String>()
        for _ in 0..<Int.random(in: 0...3, using: &generator) {
            let name =
                Int.random(in: 0..<4, using: &generator) == 0
                ? Self.text(using: &generator)
                : String(
                    (0..<Int.random(in: 1...8, using: &generator)).compactMap { _ in
                        Self.tokenCharacters.randomElement(using: &generator)
                    })
            guard names.insert(name.lowercased()).inserted else { continue }
            headers.append((name, Self.text(using: &generator)))
        }
        let queryItems = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
            (name: Self.text(using: &generator), value: Self.text(using: &generator))
        }
        route = TemplateRoute(pathValues: pathValues, headers: headers, queryItems: queryItems)
    }

    /// Up to eight pieces of the alphabet.
    static func text(using generator: inout SeededGenerator) -> String {
        (0..<Int.random(in: 0...8, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? "" }
            .joined()
    }

    /// A literal `?` or `#`, or a header field that cannot travel intact.
    var mustBeRefused: Bool {
        template.unicodeScalars.contains { $0 == "?" || $0 == "#" } || route.headers.contains { !Self.isValid($0) }
    }

    /// Nothing to refuse, no brace in the literal text that could pair with a placeholder's, and
    /// a path that starts with `/` (a template without one, on a base URL without a path, does
    /// not form a URL).
    var mustSucceed: Bool {
        !mustBeRefused && !literals.contains { $0.contains { $0 == "{" || $0 == "}" } }
            && (!basePath.isEmpty || template.isEmpty || template.hasPrefix("/"))
    }

    private static func isValid(_ field: (name: String, value: String)) -> Bool {
        !field.name.isEmpty && field.name.allSatisfy(tokenCharacters.contains)
            && !field.value.unicodeScalars.contains { $0 == "\r" || $0 == "\n" || $0 == "\u{0}" }
    }

    var description: String {
        "base \(baseURL.absoluteString.debugDescription), template \(template.debugDescription), "
            + "values \(route.pathValues.sorted { $0.key < $1.key }.map(\.value)), headers \(route.headers), query \(route.queryItems)"
    }
}
