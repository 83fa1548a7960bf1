/// Responses: the success body is the route's response type; documented error statuses (and
/// `default`) become typed error bodies.
extension OperationTranslator {
    /// Sets the response and error bodies from `responses`.
    ///
    /// The success response is the lowest 2xx status (or `2XX`) with content. Error bodies are
    /// those with JSON content, as RouteKit decodes error bodies as JSON (others stay available
    /// raw). A status range (`4XX`) is not a status: it becomes the `default` body when the
    /// operation declares no `default`.
    mutating func translateResponses(_ responses: YAMLNode?, schemas: inout SchemaTranslator) {
        var success: [(order: Int, key: YAMLNode, response: YAMLNode)] = []
        var errors: [(status: Int?, key: YAMLNode, response: YAMLNode)] = []
        var ranges: [(key: YAMLNode, response: YAMLNode)] = []
        for pair in responses?.mapping ?? [] {
            // A key that is no status was reported by KeyCheck (an extension's is not one).
            guard let key = pair.key.scalar?.value, let status = ResponseStatus(key),
                !ExportHints.isSet(ExportHints.serverError, in: pair.value)
            else { continue }
            switch status {
            case .code(let code) where (200...299).contains(code): success.append((code, pair.key, pair.value))
            case .code(let code): errors.append((code, pair.key, pair.value))
            case .default: errors.append((nil, pair.key, pair.value))
            case .range(2): success.append((299, pair.key, pair.value))
            case .range: ranges.append((pair.key, pair.value))
            }
        }
        translateSuccess(success.sorted { $0.order < $1.order }, schemas: &schemas)
        for (key, response) in errors.map({ ($0.key, $0.response) }) + ranges {
            addExamples(of: response, status: key, schemas: &schemas)
        }
        for (status, key, response) in errors {
            let hint = TypeNameHint(status.map { "Error\($0)" } ?? "DefaultError", in: routeType)
            if let type = errorType(response, hint: hint, schemas: &schemas) {
                route.errors.append(RouteSpec.ErrorSpec(status: status, location: key.location, type: type))
            }
        }
        translateRanges(ranges, hasDefault: errors.contains { $0.status == nil }, schemas: &schemas)
    }

    /// The success bodies: one type when every status with content has the same one (the
    /// route's `response`, as before), else one case per status (`responses`), statuses
    /// without content included. The headers of every success status become the route's
    /// response headers.
    private mutating func translateSuccess(
        _ responses: [(order: Int, key: YAMLNode, response: YAMLNode)], schemas: inout SchemaTranslator
    ) {
        var bodies: [(status: Int?, key: YAMLNode, type: TypeExpression?, doc: String?, streams: Bool)] = []
        var schemaNodes: [(node: YAMLNode, type: TypeExpression)] = []
        var headers = ResponseHeaderCollection()
        var accepted: [String] = []
        for (order, key, node) in responses {
            guard let (response, componentName) = schemas.dereference(node) else { continue }
            noteIgnoredParts(of: response, schemas: &schemas)
            if route.stream == nil { translateStream(in: response.value(forKey: "content"), schemas: &schemas) }
            collectResponseHeaders(response.value(forKey: "headers"), into: &headers, schemas: &schemas)
            let status = order == 299 && key.scalar?.value.uppercased() == "2XX" ? nil : order
            // OpenAPI 3.2's `summary` first, as an operation's is, then the `description`.
            let doc = ["summary", "description"].compactMap { response.value(forKey: $0)?.scalar?.value }
                .filter { !$0.isEmpty }.joined(separator: "\n\n")
            guard
                let (_, kind, media, _) = MediaType.preferred(
                    in: response.value(forKey: "content"), excludingStreams: true)
            else {
                // Content of streamed media types only: the route's stream, not an empty body.
                let streams = response.value(forKey: "content")?.mapping?.isEmpty == false
                bodies.append((status, key, nil, doc, streams))
                continue
            }
            addExamples(ofMedia: media, status: key, schemas: &schemas)
            for type in Self.acceptedMediaTypes(response.value(forKey: "content"), kind: kind)
            where !accepted.contains(type) {
                accepted.append(type)
            }
            let type: TypeExpression
            switch kind {
            case .json:
                // The same inline schema written again for another status is the same body: it
                // is translated as before (its model becomes an alias), but counts as the first.
                let schema = media.value(forKey: "schema")
                let earlier = schema.flatMap { schema in schemaNodes.first { Self.sameContent($0.node, schema) }?.type }
                let hintName =
                    earlier != nil || !bodies.contains { $0.type != nil }
                    ? "ResponseBody" : "ResponseBody\(status.map(String.init) ?? "2XX")"
                let hint = componentName.map { TypeNameHint($0) } ?? TypeNameHint(hintName, in: routeType)
                let translated =
                    schema.map { schemas.type(of: $0, hint: hint).type }
                    ?? .named(Located(BuiltinName.json, at: media.location))
                if let schema, earlier == nil { schemaNodes.append((schema, translated)) }
                type = earlier ?? translated
            case .text:
                type = .named(Located("String", at: media.location))
            case .form, .multipart, .binary:
                if kind == .multipart, let item = Self.itemKey(of: media) {
                    schemas.log.warn(
                        .multipartResponses,
                        "a multipart response of items (\(item.key.scalar?.value ?? "")) is generated for multipart/mixed only: its body is read as Data",
                        at: item.key.location)
                } else if kind == .multipart {
                    schemas.log.warn(
                        .multipartResponses, "a multipart response cannot be decoded: its body is read as Data",
                        at: media.location)
                }
                type = .named(Located("Data", at: media.location))
            }
            bodies.append((status, key, type, doc, false))
        }
        route.responseHeaders = headers.fields(log: &schemas.log)
        // What a JSON, `String` or `Data` response is by default (RouteKit asks for JSON, and
        // `export-openapi` writes these) needs no `accept:`; nor does `*/*`.
        if !accepted.allSatisfy(Self.defaultMediaTypes.contains), !accepted.contains("*/*") {
            route.accept = accepted.joined(separator: ", ")
        }
        let typed = bodies.filter { $0.type != nil }
        guard let first = typed.first?.type else { return }
        // A status without content beside one with (`201` a member, `204` none) is an outcome of
        // its own: one `response` type would fail to decode its empty body.
        let differ = typed.contains { $0.type?.description != first.description }
        let contentless = bodies.contains { $0.type == nil && $0.status != nil && !$0.streams }
        guard differ || contentless else {
            route.response = first
            return
        }
        for body in bodies {
            guard let status = body.status else {
                schemas.log.warn(
                    .successBodies,
                    "the status range 2XX beside statuses with different bodies cannot be told apart: its body is left out, the route decodes the listed statuses",
                    at: body.key.location)
                continue
            }
            // An empty description (OpenAPI requires one) documents nothing.
            let doc = body.doc?.isEmpty == false ? body.doc : nil
            route.responses.append(
                RouteSpec.SuccessSpec(status: status, location: body.key.location, type: body.type, doc: doc))
        }
    }

    /// Keeps the examples of the error response `node` (a reference followed), those of the
    /// media type its body is read as, under `status`.
    private mutating func addExamples(of node: YAMLNode, status: YAMLNode, schemas: inout SchemaTranslator) {
        guard let (response, _) = schemas.dereference(node),
            let (_, _, media, _) = MediaType.preferred(in: response.value(forKey: "content"), excludingStreams: true)
        else { return }
        addExamples(ofMedia: media, status: status, schemas: &schemas)
    }

    /// Keeps the examples of the response media type `media` under `status`.
    private mutating func addExamples(ofMedia media: YAMLNode, status: YAMLNode, schemas: inout SchemaTranslator) {
        let examples = schemas.objectExamples(media)
        guard !examples.isEmpty else { return }
        route.responseExamples.append(
            ResponseExamplesSpec(status: Located(status.scalar?.value ?? "", at: status.location), examples: examples))
    }

    /// The media types of a JSON, `String` and `Data` response when the route says nothing else.
    static let defaultMediaTypes: Set<String> = ["application/json", "text/plain", "application/octet-stream"]

    /// The media types of `content` the route accepts for its body of `kind`: every one of that
    /// kind (`image/png`, `image/jpeg`), streams aside; for JSON, `application/json` alone when
    /// it is among them (`text/json` beside it means the same body).
    private static func acceptedMediaTypes(_ content: YAMLNode?, kind: MediaType) -> [String] {
        var types: [String] = []
        for pair in content?.mapping ?? [] {
            guard let name = pair.key.scalar?.value, MediaType.isMediaType(name),
                MediaType.streamFormat(name, media: pair.value) == nil,
                MediaType(name) == kind
            else { continue }
            if kind == .json, MediaType.essence(of: name) == "application/json" { return ["application/json"] }
            types.append(name)
        }
        return types
    }

    /// Whether two nodes are written alike, wherever they are.
    static func sameContent(_ a: YAMLNode, _ b: YAMLNode) -> Bool {
        switch (a.content, b.content) {
        case (.scalar(let x), .scalar(let y)):
            x == y
        case (.sequence(let x), .sequence(let y)):
            x.count == y.count && zip(x, y).allSatisfy { sameContent($0, $1) }
        case (.mapping(let x), .mapping(let y)):
            x.count == y.count
                && zip(x, y).allSatisfy { sameContent($0.key, $1.key) && sameContent($0.value, $1.value) }
        default:
            false
        }
    }

    /// The stream of a success response that offers a streamed media type (the first one),
    /// beside or instead of JSON: `text/event-stream`, JSON Lines, a JSON text sequence, or
    /// `multipart/mixed` of items (``partsElement(of:hint:schemas:)``).
    ///
    /// The element is the media type's schema — for an event stream, the type of each event's
    /// data. `x-routegen-stream-element`, a schema (usually a `$ref`) on the media type object,
    /// replaces it when the document's schema describes something else (a string, the whole
    /// stream). An event stream with a string schema or none, and no extension, streams the
    /// events as they are (`ServerSentEvent`), with a warning. `x-routegen-stream-terminator`
    /// on the media type object sets the data of the event that ends an event stream (text, or
    /// null for none); RouteKit's default is `[DONE]`.
    ///
    /// OpenAPI 3.2's `itemSchema` (``itemStream(_:format:hint:schemas:)``) describes one item
    /// and replaces `schema`; the extensions, written on purpose, replace what it says.
    private mutating func translateStream(in content: YAMLNode?, schemas: inout SchemaTranslator) {
        guard
            let entry = content?.mapping?.first(where: { pair in
                pair.key.scalar.map { MediaType.streamFormat($0.value, media: pair.value) != nil } ?? false
            }),
            let format = MediaType.streamFormat(entry.key.scalar?.value ?? "", media: entry.value)
        else { return }
        let media = entry.value
        let hint = TypeNameHint("StreamElement", in: routeType)
        var element: TypeExpression?
        var terminator = StreamSpec.Terminator.standard
        var prefix: [StreamPartSpec] = []
        var elementContentType: Located<String>?
        let itemSchema = media.mapping?.first { $0.key.isScalar("itemSchema") }
        if let override = media.value(forKey: RouteGenExtension.streamElement.name) {
            element = schemas.type(of: override, hint: hint).type
            // The itemSchema still says which data ends the stream.
            if let itemSchema, format == .events {
                terminator = EventItemSchema(itemSchema.value, schemas: &schemas).terminator
            }
        } else if format == .parts,
            let prefixEncoding = media.mapping?.first(where: { $0.key.isScalar("prefixEncoding") })
        {
            let parts = prefixParts(of: media, prefixEncoding, schemas: &schemas)
            (prefix, element, elementContentType) = (parts.prefix, parts.item.type, parts.item.contentType)
        } else if format == .parts {
            element = partsElement(of: media, hint: hint, schemas: &schemas)
        } else if let itemSchema {
            (element, terminator) = itemStream(itemSchema, format: format, hint: hint, schemas: &schemas)
        } else if let schema = media.value(forKey: "schema") {
            let type = schemas.type(of: schema, hint: hint).type
            if format == .events, case .named(let name) = type, name.value == "String" {
                element = nil
            } else {
                element = type
            }
        } else if format != .events {
            element = .named(Located(BuiltinName.json, at: media.location))
        }
        if element == nil {
            schemas.log.warn(
                .streamElements,
                "the event stream's schema is not the type of its events' data: its events are ServerSentEvent values; x-routegen-stream-element names the type of each event's data",
                at: entry.key.location)
        }
        var spec = StreamSpec(
            format: format,
            element: element ?? .named(Located(StreamSpec.rawEventType, at: media.location)),
            terminator: terminator,
            location: entry.key.location)
        spec.prefix = prefix
        spec.elementContentType = elementContentType
        if let terminator = media.value(forKey: RouteGenExtension.streamTerminator.name) {
            if format == .parts {
                schemas.log.warn(
                    .malformed,
                    "a multipart/mixed stream ends at its closing delimiter, not at a terminator: \(RouteGenExtension.streamTerminator.name) is left out",
                    at: terminator.location)
            } else if terminator.isNull {
                spec.terminator = .none
            } else if let text = terminator.scalar?.value {
                spec.terminator = .text(text)
            } else {
                schemas.log.warn(
                    .malformed,
                    "\(RouteGenExtension.streamTerminator.name) should be the data of the last event, or null: it is left out",
                    at: terminator.location)
            }
        }
        route.stream = spec
    }

    /// Ranges become the `default` error body when there is none; a second range with another
    /// body is reported.
    private mutating func translateRanges(
        _ ranges: [(key: YAMLNode, response: YAMLNode)], hasDefault: Bool, schemas: inout SchemaTranslator
    ) {
        var taken: TypeExpression?
        for (key, response) in ranges {
            let status = key.scalar?.value ?? ""
            guard let type = errorType(response, hint: TypeNameHint("Error" + status, in: routeType), schemas: &schemas)
            else { continue }
            if hasDefault {
                schemas.log.warn(
                    .statusRanges,
                    "the status range \(status) cannot be expressed: its body is left out, \"default\" covers it",
                    at: key.location)
            } else if let taken {
                if taken.description != type.description {
                    schemas.log.warn(
                        .statusRanges,
                        "the status range \(status) cannot be expressed: its body is left out, the body of an earlier range is the default",
                        at: key.location)
                }
            } else {
                taken = type
                route.errors.append(RouteSpec.ErrorSpec(status: nil, location: key.location, type: type))
            }
        }
    }

    /// The type of an error response's JSON body; `nil` without one. A component response is
    /// translated once per reference: its type is named after the component, and translating it
    /// again would only repeat the same warnings, which are deduplicated.
    private mutating func errorType(_ node: YAMLNode, hint: TypeNameHint, schemas: inout SchemaTranslator)
        -> TypeExpression?
    {
        let reference = node.value(forKey: "$ref")?.scalar?.value
        if let reference, let known = schemas.errorBodyTypes[node.location.file]?[reference] { return known }
        guard let (response, componentName) = schemas.dereference(node) else { return nil }
        noteIgnoredParts(of: response, schemas: &schemas)
        let type: TypeExpression?
        if let (_, kind, media, _) = MediaType.preferred(in: response.value(forKey: "content")), kind == .json {
            let hint = componentName.map { TypeNameHint($0) } ?? hint
            type =
                media.value(forKey: "schema").map { schemas.type(of: $0, hint: hint).type }
                ?? .named(Located(BuiltinName.json, at: media.location))
        } else {
            type = nil
        }
        if let reference, componentName != nil {
            schemas.errorBodyTypes[node.location.file, default: [:]][reference] = type
        }
        return type
    }

    /// Reports the parts of a response a route cannot express: links, and keys of `content`
    /// that are no media type. (Headers of success
    /// responses become typed response headers; those of error responses stay in
    /// `StatusFailure.headers`.)
    private func noteIgnoredParts(of response: YAMLNode, schemas: inout SchemaTranslator) {
        MediaType.reportKeysThatAreNoMediaTypes(in: response.value(forKey: "content"), log: &schemas.log)
        if let links = response.value(forKey: "links") {
            schemas.log.warn(
                .responseLinks, "response links cannot be expressed: they are left out", at: links.location)
        }
    }
}
