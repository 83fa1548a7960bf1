#if Server
import Foundation

/// Changes a valid request the way a hostile or broken client would: deeper, larger, encoded
/// wrongly, with parts duplicated or missing. Each mutation is one of ``Kind``; a request gets
/// none to three of them, all drawn from one seeded generator.
struct RequestMutator {
    enum Kind: String, CaseIterable {
        // The query and the path.
        case duplicateQueryItem, dropQueryItem, unknownQueryItem, badEscape, longQueryValue, manyQueryItems
        case deepObjectNesting, wideDeepObject, conflictingDeepObject, rawBytesInTarget, pathSegment, method
        // Headers.
        case duplicateHeader, dropHeader, longHeader, manyHeaders, oddHeaderValue, contentType, authorization, expect
        // The body.
        case truncateBody, flipBytes, insertSyntax, duplicateStretch, nestJSON, deepJSONMember, duplicateJSONKey
        case emptyBody, oversizedBody, invalidUTF8, duplicatePart, dropPart, hostileMultipart, chunked
    }

    /// The body limit of the server under test: some mutations go just past it.
    let maxBodySize: Int

    /// Applies none to three mutations to `request`; returns their names.
    func mutate(_ request: inout WireRequest, using generator: inout SplitMix) -> [Kind] {
        let count = [0, 1, 1, 1, 2, 2, 3, 3][Int.random(in: 0..<8, using: &generator)]
        var applied: [Kind] = []
        for _ in 0..<count {
            let kind = Kind.allCases[Int.random(in: 0..<Kind.allCases.count, using: &generator)]
            apply(kind, to: &request, using: &generator)
            applied.append(kind)
        }
        return applied
    }

    private func apply(_ kind: Kind, to request: inout WireRequest, using generator: inout SplitMix) {
        func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int.random(in: 0..<bound, using: &generator) }
        func pick<T>(_ choices: [T]) -> T { choices[below(choices.count)] }
        var query: [String] { request.query ?? [] }

        switch kind {
        case .duplicateQueryItem:
            guard let item = query.isEmpty ? nil : query[below(query.count)] else { return }
            request.query =
                query + [pick([item, item + "x", item.split(separator: "=").first.map { "\($0)=other" } ?? item])]
        case .dropQueryItem:
            guard !query.isEmpty else { return }
            var items = query
            items.remove(at: below(items.count))
            request.query = items
        case .unknownQueryItem:
            request.query =
                query + [pick(["zz=1", "=", "&", "a", "filter", "filter=1", "page", "signature=webhook-signature"])]
        case .badEscape:
            let bad = pick(["%zz", "%ff%fe", "%", "%c3", "%00", "%2", "%%41", "%C0%AF", "%ED%A0%80", "+%2B+"])
            if query.isEmpty || below(4) == 0 {
                request.path += bad
            } else {
                var items = query
                let index = below(items.count)
                items[index] += bad
                request.query = items
            }
        case .longQueryValue:
            request.query =
                query + [
                    "long="
                        + String(repeating: pick(["a", "%41", "[", "+"]), count: pick([1000, 10_000, 26_000, 90_000]))
                ]
        case .manyQueryItems:
            // Beyond the URL limit (80 KiB) only the HTTP parser reads them: about 200 KB at most.
            let item = query.isEmpty ? "a=1" : query[below(query.count)]
            request.query =
                query + Array(repeating: item, count: min(pick([10, 500, 5000]), 200_000 / (item.utf8.count + 1)))
        case .deepObjectNesting:
            let name = pick(["filter", "filter", "filter", "filter", "a"])
            let depth = pick([1, 2, 31, 32, 33, 100, 1000, 10_000, 25_000])
            request.query =
                query + [
                    name + String(repeating: pick(["[a]", "[]", "[state]"]), count: depth) + "="
                        + pick(["1", "OPEN", "%ff"])
                ]
        case .wideDeepObject:
            let count = pick([10, 1000, 6000])
            let item: (Int) -> String = pick([
                { "filter[k\($0)]=v" }, { "filter[tags][]=t\($0)" },
                { "filter[due][from]=2020-01-01T00:00:00Z&filter[due][to]=\($0)" },
                { "filter[\($0)][]=x" },
            ])
            request.query = query + (0..<count).map(item)
        case .conflictingDeepObject:
            request.query =
                query + [
                    pick([
                        "filter[state]=OPEN&filter[state][a]=1", "filter[tags][]=a&filter[tags][b]=c",
                        "filter=1&filter[state]=OPEN",
                        "filter[]=1", "filter[=1", "filter]=1", "filter[a]b=1", "filter[tags][][]=1",
                    ])
                ]
        case .rawBytesInTarget:
            // Bytes a URL cannot hold; the HTTP parser refuses some, and the rest reach the decoders.
            let raw = String(decoding: [pick([0xFF, 0xC3, 0x7F, 0x01, 0x09, 0x22, 0x3C, 0x5C, 0x7B])], as: UTF8.self)
            if below(2) == 0 { request.path += raw } else { request.query = query + ["x" + raw + "=1"] }
        case .pathSegment:
            var segments = request.path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            let junk = pick([
                "", "..", ".", "%00", "99999999999999999999999", "-1", "-9223372036854775808", "%ff", "a%2Fb", "%2e%2e",
                String(repeating: "a", count: 5000), "00000000-0000-0000-0000-00000000000Z", "1e3", "0x10", " 1",
            ])
            if segments.count > 1 { segments[1 + below(segments.count - 1)] = junk } else { segments.append(junk) }
            if below(4) == 0 { segments.append(pick(["x", "", "live"])) }
            request.path = segments.joined(separator: "/")
        case .method:
            request.method = pick(["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS", "TRACE", "BREW", "get"])
        case .duplicateHeader:
            guard !request.headers.isEmpty else { return }
            let header = request.headers[below(request.headers.count)]
            request.headers.append(below(2) == 0 ? header : (header.name, header.value + Array("x".utf8)))
        case .dropHeader:
            guard !request.headers.isEmpty else { return }
            request.headers.remove(at: below(request.headers.count))
        case .longHeader:
            let value = [UInt8](repeating: UInt8(ascii: "v"), count: pick([100, 8000, 70_000, 100_000]))
            request.headers.append(
                (
                    pick([
                        "X-Fuzz", "X-Request-ID", "Idempotency-Key", "Accept-Language", "Authorization", "Content-Type",
                    ]), value
                ))
        case .manyHeaders:
            request.headers += (0..<pick([10, 100, 999, 1200])).map { ("X-Fuzz-\($0)", Array("v".utf8)) }
        case .oddHeaderValue:
            let value = pick([
                [0xFF, 0xFE], [0x7F], Array("a\tb".utf8), Array(" ".utf8), [], Array("é".utf8), Array("a,b,,c".utf8),
            ])
            let name =
                request.headers.isEmpty || below(3) == 0
                ? "X-Request-ID" : request.headers[below(request.headers.count)].name
            request.headers.append((name, value))
        case .contentType:
            let long = String(repeating: "-", count: pick([70, 71, 513, 4096])) + "x"
            let value = pick([
                "application/json", "application/json; charset=utf-8", "APPLICATION/JSON", "text/plain",
                "multipart/form-data",
                "multipart/form-data; boundary=", "multipart/form-data; boundary=\(long)",
                "multipart/form-data; boundary=\"fuzz-boundary\"",
                "multipart/form-data; boundary=fuzz-boundary; boundary=other", "application/x-www-form-urlencoded",
                "image/png",
                "application/merge-patch+json", "", ";", "multipart/form-data; boundary=a{b",
            ])
            request.headers.removeAll { $0.name.lowercased() == "content-type" }
            request.headers.append(("Content-Type", Array(value.utf8)))
        case .authorization:
            let value = pick([
                "Bearer", "Bearer ", "Bearer  member-token", "bearer member-token", "Basic !!!",
                "Basic " + Data("nocolon".utf8).base64EncodedString(),
                "Basic " + Data("root:secret".utf8).base64EncodedString(),
                "Basic " + Data([0xFF, 0x3A]).base64EncodedString(),
                "Bearer " + String(repeating: "t", count: 10_000), "Digest x",
            ])
            request.headers.removeAll { $0.name.lowercased() == "authorization" }
            request.headers.append(("Authorization", Array(value.utf8)))
        case .expect:
            // Mostly what curl sends before a body; the fuzzer sends the body without waiting
            // for the `100 Continue`, as a client may.
            let value = pick(["100-continue", "100-continue", "100-Continue", "100-continue, 100-continue", "x-fuzz"])
            request.headers.append(("Expect", Array(value.utf8)))
        case .truncateBody:
            request.body = Array(request.body.prefix(below(request.body.count + 1)))
        case .flipBytes:
            guard !request.body.isEmpty else { return }
            for _ in 0..<(1 + below(8)) {
                request.body[below(request.body.count)] = UInt8.random(in: 0...255, using: &generator)
            }
        case .insertSyntax:
            let piece = pick([
                "{", "}", "[", "]", "\"", ",", ":", "\\", "null", "1e999999", "-0", "\"\\ud800\"", "\\u0000",
                "--fuzz-boundary\r\n",
                "\r\n\r\n", "&", "=", "%", "\u{1E}", "\"title\":",
            ])
            request.body.insert(contentsOf: Array(piece.utf8), at: below(request.body.count + 1))
        case .duplicateStretch:
            guard !request.body.isEmpty else { return }
            let start = below(request.body.count)
            let end = min(request.body.count, start + 1 + below(200))
            request.body.insert(contentsOf: request.body[start..<end], at: below(request.body.count + 1))
        case .nestJSON:
            let depth = pick([1, 10, 100, 511, 513, 1000, 10_000, 50_000])
            let (open, close) = pick([("[", "]"), ("{\"a\":", "}"), ("[{\"b\":", "}]")])
            request.body =
                Array(String(repeating: open, count: depth).utf8) + request.body
                + Array(String(repeating: close, count: depth).utf8)
        case .deepJSONMember:
            // A new member holding a deep value, inside the body's first object: where a model
            // keeps undeclared keys (JSONValue) it is decoded, elsewhere only scanned.
            guard let brace = request.body.firstIndex(of: UInt8(ascii: "{")) else { return }
            let depth = pick([5, 50, 200, 600, 5000])
            let value = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            request.body.insert(contentsOf: Array("\"deep\":\(value),".utf8), at: brace + 1)
        case .duplicateJSONKey:
            guard let brace = request.body.firstIndex(of: UInt8(ascii: "{")) else { return }
            request.body.insert(
                contentsOf: Array(
                    pick(["\"title\":\"dup\",", "\"notify\":false,", "\"event\":1,", "\"id\":\"x\","]).utf8),
                at: brace + 1)
        case .emptyBody:
            request.body = []
        case .oversizedBody:
            request.body = [UInt8](repeating: UInt8(ascii: "a"), count: maxBodySize + 1 + below(1000))
        case .invalidUTF8:
            request.body.insert(
                contentsOf: pick([[0xC3, 0x28], [0xFF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80]]),
                at: below(request.body.count + 1))
        case .duplicatePart, .dropPart:
            let starts = Self.indices(of: "--fuzz-boundary\r\n", in: request.body)
            guard !starts.isEmpty else { return }
            let index = below(starts.count)
            let end =
                index + 1 < starts.count
                ? starts[index + 1]
                : (Self.indices(of: "--fuzz-boundary--", in: request.body).first ?? request.body.count)
            guard starts[index] < end else { return }
            if kind == .duplicatePart {
                request.body.insert(contentsOf: Array(request.body[starts[index]..<end]), at: starts[index])
            } else {
                request.body.removeSubrange(starts[index]..<end)
            }
        case .hostileMultipart:
            // The trial's multipart body: a boundary of dashes and one other byte, and dashes.
            let boundary = String(repeating: "-", count: pick([32, 69, 70, 128, 512, 4096])) + "x"
            request.headers.removeAll { $0.name.lowercased() == "content-type" }
            request.headers.append(("Content-Type", Array("multipart/form-data; boundary=\(boundary)".utf8)))
            request.body = [UInt8](repeating: UInt8(ascii: "-"), count: pick([1000, maxBodySize / 2, maxBodySize]))
        case .chunked:
            request.chunkCount = pick([1, 2, 7, 100, 4096])
        }
    }

    /// Where `text` starts in `body`, each time.
    private static func indices(of text: String, in body: [UInt8]) -> [Int] {
        let data = Data(body), needle = Data(text.utf8)
        var indices: [Int] = []
        var start = data.startIndex
        while let found = data.range(of: needle, in: start..<data.endIndex) {
            indices.append(found.lowerBound)
            start = found.upperBound
        }
        return indices
    }
}
#endif
