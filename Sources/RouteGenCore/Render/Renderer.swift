#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The render stage: lays out an ``APIModel`` through the templates into Swift files.
package struct Renderer: Sendable {
    let templates: TemplateSet

    /// A renderer using `templates`.
    package init(templates: TemplateSet) { self.templates = templates }

    /// The shared file, then one file per spec, then the server file when the model has a
    /// server side (its webhooks' service appended), each with its final text. Each file's
    /// declarations render on all cores; then the files' own templates and normalisation, which
    /// run over every byte of a file, run on all cores too, one file each.
    package func render(_ api: APIModel) -> [GeneratedFile] {
        let contexts = api.files.map { fileContext(api, $0) }
        let texts = ConcurrentSlots.map(contexts.count + 1) { index in
            normalized(
                index == 0
                    ? templates.render("api", APIContext(api: api)) : templates.render("file", contexts[index - 1]))
        }
        let server = api.server.map { server in
            GeneratedFile(
                name: OutputNaming.serverFileName(forNamespaceFile: api.sharedFileName),
                contents: normalized(
                    templates.render("server", ServerContext(api: api, server: server))
                        + (api.webhookServer.map {
                            templates.render("server", ServerContext(api: api, server: $0))
                        } ?? "")))
        }
        return [GeneratedFile(name: api.sharedFileName, contents: texts[0])]
            + zip(api.files, texts.dropFirst()).map { GeneratedFile(name: $0.outputName, contents: $1) }
            + (server.map { [$0] } ?? [])
    }

    /// Renders each declaration with its own template; nesting is indentation added here, so
    /// every template is written at column 0. Declarations are independent, so they render on
    /// all cores; each lands in its own slot, so the output order never depends on timing.
    func fileContext(_ api: APIModel, _ file: FileModel) -> FileContext {
        let types = file.types
        let headers = file.sharedHeaders
        let routes = file.routes
        let rendered = ConcurrentSlots.map(types.count + headers.count + routes.count) {
            index -> (declaration: String, factory: String?) in
            guard index >= types.count else {
                return (indented(renderType(types[index], api)), nil)
            }
            guard index >= types.count + headers.count else {
                return (indented(renderHeaders(headers[index - types.count], api)), nil)
            }
            let route = routes[index - types.count - headers.count]
            let withBody = RouteContext(
                route: route, inlineBody: route.inlineBody.map { indented(renderStruct($0, api)) },
                nestedTypes: route.nestedTypes.map { indented(renderType($0, api)) },
                responseHeadersStruct: route.ownHeaders.map { indented(renderHeaders($0, api)) })
            let context = TypeContext(model: withBody, api: api)
            return (indented(templates.render("route", context)), trimmed(templates.render("route-factory", context)))
        }
        return FileContext(
            api: api, file: file,
            declarations: rendered.map { RenderedDeclaration(code: $0.declaration) },
            routeFactories: rendered.compactMap(\.factory))
    }

    /// Renders `type`, with the types nested in it rendered first and indented into its body.
    private func renderType(_ type: TypeModel, _ api: APIModel) -> String {
        let (template, context) = type.template
        let nested = type.nestedTypes.map { indented(renderType($0, api)) }
        return templates.render(
            template, TypeContext(model: NestingContext(model: context, nestedTypes: nested), api: api))
    }

    private func renderStruct(_ model: StructModel, _ api: APIModel) -> String {
        templates.render("struct", TypeContext(model: model, api: api))
    }

    private func renderHeaders(_ model: HeadersModel, _ api: APIModel) -> String {
        templates.render("headers", TypeContext(model: model, api: api))
    }

    /// `text` with four more spaces on every non-empty line and no trailing newline.
    private func indented(_ text: String) -> String {
        var text = text
        return text.withUTF8 { source in
            var end = source.count
            while end > 0, source[end - 1] == UInt8(ascii: "\n") { end -= 1 }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(end + end / 8)
            var start = 0
            while start < end {
                let lineEnd = Self.lineEnd(in: source, from: start, before: end)
                if lineEnd > start {
                    bytes.append(contentsOf: Self.indentation)
                    bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[start..<lineEnd]))
                }
                if lineEnd < end { bytes.append(UInt8(ascii: "\n")) }
                start = lineEnd + 1
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    private static let indentation: [UInt8] = Array("    ".utf8)

    /// Where the line starting at `start` ends: its line feed, or `limit`. Found with `memchr`,
    /// as both passes over the output look for every line feed of every file.
    private static func lineEnd(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before limit: Int) -> Int {
        guard start < limit, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), limit - start)
        else { return limit }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private func trimmed(_ text: String) -> String {
        var text = Substring(text)
        while text.last == "\n" { text.removeLast() }
        return String(text)
    }

    /// Trailing spaces removed and exactly one final newline, whatever the templates left;
    /// leading and trailing blank lines dropped; a declaration past 120 columns wrapped one
    /// parameter a line (``SignatureWrapping``). Works line by line on bytes, copying each
    /// line's kept part at once: it runs over every byte of every output file.
    private func normalized(_ text: String) -> String {
        var text = text
        return text.withUTF8 { source in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(source.count + 1)
            var blankLines = 0
            var start = 0
            while start < source.count {
                let end = Self.lineEnd(in: source, from: start, before: source.count)
                var kept = end
                while kept > start, source[kept - 1] == UInt8(ascii: " ") { kept -= 1 }
                if kept == start {
                    blankLines += 1
                } else {
                    if !bytes.isEmpty {
                        for _ in 0...blankLines { bytes.append(UInt8(ascii: "\n")) }
                    }
                    blankLines = 0
                    let line = UnsafeBufferPointer(rebasing: source[start..<kept])
                    if let wrapped = SignatureWrapping.wrapped(line) {
                        bytes.append(contentsOf: wrapped)
                    } else {
                        bytes.append(contentsOf: line)
                    }
                }
                start = end + 1
            }
            bytes.append(UInt8(ascii: "\n"))
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// One output file: its name inside the output folder, and its text.
package struct GeneratedFile: Sendable, Hashable {
    /// The file name (`Todos.swift`).
    package var name: String
    /// The Swift source.
    package var contents: String
}
