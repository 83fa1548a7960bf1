/// Writes a route as an OpenAPI operation: the inverse of the OpenAPI stage's
/// `OperationTranslator`, so translating the operation back gives the route it was written from.
struct OperationExporter {
    /// Schemas of types and fields.
    let schemas: SchemaExporter
    /// Examples of parameters, bodies and responses.
    var examples: ExampleExporter { ExampleExporter(version: schemas.version) }
    /// The schemes of several schemes' credentials (`all:`), by name: the names of their parts.
    var combinedSchemes: [String: [String]] = [:]

    /// The operation of `route`. `placeholderNames` renames path placeholders on the wire
    /// (their Swift names stay, through `x-swift-name`), for a route whose path another route
    /// of the same method already has, which OpenAPI's `paths` cannot hold twice.
    func operation(_ route: RouteSpec, placeholderNames: [String: String] = [:]) -> ExportNode {
        var entries: [(key: String, value: ExportNode)] = [("operationId", .text(route.name.value))]
        if !route.tags.isEmpty { entries.append(("tags", .sequence(route.tags.map { .text($0) }))) }
        if let summary = route.summary { entries.append(("summary", .text(summary))) }
        if let description = route.description { entries.append(("description", .text(description))) }
        entries += SchemaExporter.deprecation(route.deprecated)
        let parameters =
            route.pathParameters.map { pathParameter($0, wireName: placeholderNames[$0.name.value]) }
            + route.query.map { parameter($0, place: "query") }
            + route.headers.map { parameter($0, place: "header") }
            + (schemas.version == .v3_2 ? route.querystring.map { [querystringParameter($0)] } ?? [] : [])
        if !parameters.isEmpty { entries.append(("parameters", .sequence(parameters))) }
        if let body = requestBody(of: route) { entries.append(("requestBody", body)) }
        entries.append(("responses", responses(of: route)))
        if let security = SecurityExporter.requirements(of: route, combined: combinedSchemes) {
            entries.append(("security", security))
        }
        if let baseURL = route.baseURL {
            entries.append(("servers", .sequence([.mapping([("url", .text(baseURL.value))])])))
        }
        entries += extensions(of: route)
        return .mapping(entries)
    }

    /// A path parameter: required, named by its placeholder (or `wireName`).
    private func pathParameter(_ field: FieldSpec, wireName: String?) -> ExportNode {
        var entries: [(key: String, value: ExportNode)] = [
            ("name", .text(wireName ?? field.name.value)), ("in", .text("path")), ("required", .literal("true")),
        ]
        if let doc = field.doc { entries.append(("description", .text(doc))) }
        entries += SchemaExporter.deprecation(field.deprecated)
        if wireName != nil || ExportNames.derivedMemberName(field.name.value) != SwiftNames.memberName(field.name.value)
        {
            entries.append(("x-swift-name", .text(field.name.value)))
        }
        entries += examples.objectEntries(field.examples)
        entries.append(("schema", schemas.schema(of: field.type)))
        return .mapping(entries)
    }

    /// A query or header parameter: required unless optional or defaulted, the default in its
    /// schema, the query style as OpenAPI's `style` and `explode`.
    private func parameter(_ field: FieldSpec, place: String) -> ExportNode {
        var entries: [(key: String, value: ExportNode)] = [
            ("name", .text(SchemaExporter.wireName(field))), ("in", .text(place)),
        ]
        if SchemaExporter.isRequired(field) { entries.append(("required", .literal("true"))) }
        if let doc = field.doc { entries.append(("description", .text(doc))) }
        entries += SchemaExporter.deprecation(field.deprecated)
        if let name = SchemaExporter.swiftNameOverride(field) { entries.append(("x-swift-name", name)) }
        switch field.style {
        case nil: break
        case .form(let explode)?:
            entries += [("style", .text("form")), ("explode", .literal(explode ? "true" : "false"))]
        case .spaceDelimited?: entries += [("style", .text("spaceDelimited")), ("explode", .literal("false"))]
        case .pipeDelimited?: entries += [("style", .text("pipeDelimited")), ("explode", .literal("false"))]
        case .deepObject?: entries += [("style", .text("deepObject")), ("explode", .literal("true"))]
        }
        entries += examples.objectEntries(field.examples)
        var schema = schemas.schema(of: field.type).entries
        if let value = field.defaultValue { schema.append(("default", schemas.defaultNode(value, type: field.type))) }
        if let contentType = field.contentType {
            // Sent as JSON text: OpenAPI's parameter described by `content`.
            entries.append(("content", .mapping([(contentType.value, .mapping([("schema", .mapping(schema))]))])))
        } else {
            entries.append(("schema", .mapping(schema)))
        }
        return .mapping(entries)
    }

    /// OpenAPI 3.2's `in: querystring` parameter: always described by `content`, which is
    /// form-encoded unless the spec names another media type (a 3.1 export leaves it out:
    /// ``OnlyInOpenAPI32``).
    private func querystringParameter(_ field: FieldSpec) -> ExportNode {
        var described = field
        if described.contentType == nil {
            described.contentType = Located(RouteSpec.querystringFormMediaType, at: field.name.location)
        }
        return parameter(described, place: "querystring")
    }

    /// The request body: JSON, raw bytes with their content type, form, multipart (a file
    /// part's content type as its `encoding`) or items.
    private func requestBody(of route: RouteSpec) -> ExportNode? {
        let content: (mediaType: String, media: ExportNode)
        switch route.body {
        case nil:
            return nil
        case .json(let type)?:
            let sent = if case .optional(let wrapped) = type { wrapped } else { type }
            content = (route.contentType ?? "application/json", .mapping([("schema", schemas.schema(of: sent))]))
        case .inlineObject(let fields, _)?:
            // The route's own `Body` struct, not a model named after the route (`RequestBody`).
            let media = examples.media(.mapping([("schema", schemas.objectSchema(fields))]), with: route.bodyExamples)
            return .mapping([
                ("required", .literal("true")),
                ("content", .mapping([(route.contentType ?? "application/json", media)])),
                (ExportHints.inlineBody, .literal("true")),
            ])
        case .raw?:
            content = (route.contentType ?? "application/octet-stream", .mapping([("schema", SchemaExporter.binary)]))
        case .form(let fields, _)?:
            content = ("application/x-www-form-urlencoded", .mapping([("schema", schemas.objectSchema(fields))]))
        case .multipart(let fields, _)?:
            var media: [(key: String, value: ExportNode)] = [
                ("schema", Self.markingDataParts(schemas.objectSchema(fields.map(Self.asFilePart)), of: fields))
            ]
            let encoding = fields.compactMap { field in
                field.contentType.map {
                    (SchemaExporter.wireName(field), ExportNode.mapping([("contentType", .text($0.value))]))
                }
            }
            if !encoding.isEmpty { media.append(("encoding", .mapping(encoding))) }
            content = ("multipart/form-data", .mapping(media))
        case .items(let framing, let element, _)?:
            // 3.2 says what one item is; before it, RouteGen's extension does, as for a stream's parts.
            let key = schemas.version == .v3_2 ? "itemSchema" : RouteGenExtension.streamElement.name
            content = (route.contentType ?? framing.mediaType, .mapping([(key, schemas.schema(of: element))]))
        }
        // A body the caller may leave out is optional in OpenAPI too (`required` is `false` unless written).
        let isOptional: Bool =
            switch route.body {
            case .json(.optional)?, .raw(_, true)?: true
            default: false
            }
        let required: [(key: String, value: ExportNode)] = isOptional ? [] : [("required", .literal("true"))]
        let media = examples.media(content.media, with: route.bodyExamples)
        return .mapping(required + [("content", .mapping([(content.mediaType, media)]))])
    }

    /// A multipart field with `Data` made `FilePart`: a part of bytes is a file in OpenAPI
    /// (`format: binary`), not base64 text.
    private static func asFilePart(_ field: FieldSpec) -> FieldSpec {
        var field = field
        field.type = filePart(field.type)
        return field
    }

    /// `schema`, a multipart body's, with `x-routegen-data: true` on each part the spec types
    /// `Data` (alone, optional or in a list): on the wire it is a file part like a `FilePart`,
    /// and the extension keeps it `Data` for the OpenAPI stage.
    private static func markingDataParts(_ schema: ExportNode, of fields: [FieldSpec]) -> ExportNode {
        let dataParts = Set(fields.filter { filePart($0.type) != $0.type }.map(SchemaExporter.wireName))
        guard !dataParts.isEmpty else { return schema }
        return .mapping(
            schema.entries.map { entry in
                guard entry.key == "properties" else { return entry }
                return (
                    entry.key,
                    .mapping(
                        entry.value.entries.map { property in
                            dataParts.contains(property.key)
                                ? (
                                    property.key,
                                    .mapping(property.value.entries + [(ExportHints.data, .literal("true"))])
                                ) : property
                        })
                )
            })
    }

    private static func filePart(_ type: TypeExpression) -> TypeExpression {
        switch type {
        case .named(let name) where name.value == "Data": .named(Located("FilePart", at: name.location))
        case .optional(let wrapped): .optional(filePart(wrapped))
        case .array(let element): .array(filePart(element))
        default: type
        }
    }

    /// `200` with the response body (JSON, or bytes for `Data`), or `204` without one; an
    /// error body per status, `default` last.
    ///
    /// A stream (`stream:`) is one more media type of the `200`: `text/event-stream`,
    /// `application/jsonl` or `application/json-seq`, its schema the element's, and a terminator
    /// other than RouteKit's default as `x-routegen-stream-terminator` — what the OpenAPI stage
    /// reads back as the same `stream:`.
    private func responses(of route: RouteSpec) -> ExportNode {
        var entries: [(key: String, value: ExportNode)] = []
        if let stream = route.stream {
            let json = route.response.map { content(of: $0).entries } ?? []
            entries.append(
                (
                    "200",
                    .mapping([
                        ("description", .text("Success")), ("content", .mapping(json + [streamContent(of: stream)])),
                    ])
                ))
        } else if let response = route.response {
            entries.append(
                (
                    "200",
                    .mapping([
                        ("description", .text("Success")),
                        ("content", successContent(of: response, accept: route.accept)),
                    ])
                ))
        } else {
            entries.append(("204", .mapping([("description", .text("Success, without content"))])))
        }
        if !route.responses.isEmpty {
            // `responses:` lists every success status instead: each with its body and its doc as
            // `description`, `""` for none (OpenAPI requires one; the OpenAPI stage reads it as none).
            entries = route.responses.map { success in
                let body =
                    success.type.map { type in
                        [
                            (
                                key: "content",
                                value: route.accept == nil
                                    ? content(of: type) : successContent(of: type, accept: route.accept)
                            )
                        ]
                    } ?? []
                return (String(success.status), .mapping([("description", .text(success.doc ?? ""))] + body))
            }
        }
        // Response headers belong to the route: every success response documents them.
        if let headers = responseHeaders(of: route) {
            entries = entries.map {
                (
                    $0.key,
                    .mapping(Array($0.value.entries.prefix(1)) + [("headers", headers)] + $0.value.entries.dropFirst())
                )
            }
        }
        for error in route.errors {
            let description = ExportNode.text(error.status.map { "Status \($0)" } ?? "Any other status")
            entries.append(
                (
                    error.status.map(String.init) ?? "default",
                    .mapping([("description", description), ("content", content(of: error.type))])
                ))
        }
        entries = entries.map { ($0.key, withExamples($0.value, of: Self.examples(status: $0.key, of: route))) }
        let documented = Set(entries.map(\.key))
        entries += serverErrors(of: route).filter { !documented.contains($0.key) }
        return .mapping(entries)
    }

    /// The examples written under the response `status` of `route`: its own; for the one success
    /// response of a route with `response:` (written as `200`), those of every success status; for
    /// `default`, those of a status range (`4XX`), which the OpenAPI stage reads as `default`.
    static func examples(status: String, of route: RouteSpec) -> [ExampleSpec] {
        route.responseExamples.filter { examples in
            let written = examples.status.value
            return written == status || (status == "200" && route.responses.isEmpty && isSuccess(written))
                || (status == "default" && !isSuccess(written) && ResponseStatus(written).map { $0.isRange } == true)
        }.flatMap(\.examples)
    }

    /// Whether `status` is a success status or `2XX`.
    static func isSuccess(_ status: String) -> Bool {
        ResponseStatus(status)?.isSuccess ?? false
    }

    /// The response `response` with `examples` on its first media type that is no stream.
    private func withExamples(_ response: ExportNode, of examples: [ExampleSpec]) -> ExportNode {
        guard !examples.isEmpty, let content = response["content"],
            let index = content.entries.firstIndex(where: { MediaType.streamFormat($0.key, media: nil) == nil })
        else { return response }
        var media = content.entries
        media[index].value = self.examples.media(media[index].value, with: examples)
        return .mapping(response.entries.map { $0.key == "content" ? ($0.key, .mapping(media)) : $0 })
    }

    /// The errors RouteKitServer answers itself before a handler runs (Docs/Server.md, "What
    /// every request goes through"), with the body it sends, `{"error": {"message": …}}`: `400`
    /// for a request that does not decode (a route with parameters or a body), `401` for a
    /// missing or rejected credential, `413` and `415` for a body over the limit or of another
    /// media type. Statuses the route documents itself are left to it. A route with a `default`
    /// error body may get that body with its `401` too (an authenticator made with
    /// `unauthorizedBody:` sends it), so its `401` is either. Each is marked
    /// `x-routegen-server-error`, which the OpenAPI stage skips: they describe the server, not
    /// the route, so they add no error body to the generated client.
    private func serverErrors(of route: RouteSpec) -> [(key: String, value: ExportNode)] {
        var statuses: [(status: String, description: String)] = []
        if !route.pathParameters.isEmpty || !route.query.isEmpty || !route.headers.isEmpty || route.body != nil {
            statuses.append(("400", "The request does not decode into the route"))
        }
        if !route.auth.isEmpty { statuses.append(("401", "The credential is missing or rejected")) }
        if route.body != nil {
            statuses += [
                ("413", "The body is larger than the server accepts"),
                ("415", "The body is not of the route's media type"),
            ]
        }
        let defaultBody = route.errors.first { $0.status == nil }?.type
        return statuses.map { status, description in
            var schema = Self.serverErrorSchema
            if status == "401", let defaultBody {
                schema = .mapping([("anyOf", .sequence([schemas.schema(of: defaultBody), schema]))])
            }
            return (
                status,
                .mapping([
                    ("description", .text(description)),
                    ("content", .mapping([("application/json", .mapping([("schema", schema)]))])),
                    (ExportHints.serverError, .literal("true")),
                ])
            )
        }
    }

    /// The body of a RouteKitServer error: Hummingbird's `HTTPError`, `{"error": {"message": …}}`.
    private static let serverErrorSchema = ExportNode.mapping([
        ("type", .text("object")), ("required", .sequence([.text("error")])),
        (
            "properties",
            .mapping([
                (
                    "error",
                    .mapping([
                        ("type", .text("object")), ("required", .sequence([.text("message")])),
                        ("properties", .mapping([("message", .mapping([("type", .text("string"))]))])),
                    ])
                )
            ])
        ),
    ])

    /// The media type entry of a stream: its element's schema (a string for the events as they
    /// are, which the OpenAPI stage reads back as `ServerSentEvent`), and its terminator; in
    /// 3.2, its `itemSchema` instead (``itemSchema(of:)``).
    private func streamContent(of stream: StreamSpec) -> (key: String, value: ExportNode) {
        let mediaType =
            switch stream.format {
            case .events: "text/event-stream"
            case .lines: "application/jsonl"
            case .sequence: "application/json-seq"
            case .parts: "multipart/mixed"
            }
        if schemas.version == .v3_2, !stream.prefix.isEmpty {
            return (mediaType, .mapping(positionalParts(of: stream)))
        }
        if schemas.version == .v3_2, stream.format == .parts {
            // A part is JSON, whatever the element's schema says a part's default would be, but
            // for `Data` elements: the parts' bytes, of the media type written, if any.
            let binary = if case .named(let name) = stream.element, name.value == "Data" { true } else { false }
            let contentType =
                stream.elementContentType?.value ?? (binary ? "application/octet-stream" : "application/json")
            return (
                mediaType,
                .mapping([
                    ("itemSchema", partSchema(stream.element)),
                    ("itemEncoding", .mapping([("contentType", .text(contentType))])),
                ])
            )
        }
        if schemas.version == .v3_2 {
            return (mediaType, .mapping([("itemSchema", itemSchema(of: stream))]))
        }
        var entries: [(key: String, value: ExportNode)] = []
        if stream.format == .parts {
            // A multipart body's `schema` is the whole body's: before 3.2, the element is RouteGen's.
            entries.append((RouteGenExtension.streamElement.name, schemas.schema(of: stream.element)))
        } else if streamsRawEvents(stream) {
            entries.append(("schema", .mapping([("type", .text("string"))])))
        } else {
            entries.append(("schema", schemas.schema(of: stream.element)))
        }
        switch stream.terminator {
        case .standard: break
        case .text(let text): entries.append((RouteGenExtension.streamTerminator.name, .text(text)))
        case .none: entries.append((RouteGenExtension.streamTerminator.name, .literal("null")))
        }
        return (mediaType, .mapping(entries))
    }

    /// A `parts` stream with a `prefix:` in OpenAPI 3.2: the first parts' schemas as the
    /// `prefixItems` of the body's array `schema`, their media types as `prefixEncoding`, and
    /// the parts after them as `itemSchema` and `itemEncoding`. A case the OpenAPI stage would
    /// not name as the spec does, from the component a `$ref` names or else by its position
    /// (`part2`), carries its name as its schema's `title`.
    private func positionalParts(of stream: StreamSpec) -> [(key: String, value: ExportNode)] {
        var items: [ExportNode] = []
        var encodings: [ExportNode] = []
        for (index, part) in stream.prefix.enumerated() {
            var schema = partSchema(part.type)
            var derived = "part\(index + 1)"
            if let ref = schema.entries.first(where: { $0.key == "$ref" }), case .text(let text) = ref.value,
                let component = text.split(separator: "/").last
            {
                derived = SwiftNames.memberName(String(component))
            }
            if derived != part.name.value {
                schema = .mapping(schema.entries + [("title", .text(part.name.value))])
            }
            items.append(schema)
            let contentType = part.contentType?.value ?? StreamPartSpec.defaultContentType(of: part.type)
            encodings.append(.mapping([("contentType", .text(contentType))]))
        }
        let contentType = stream.elementContentType?.value ?? StreamPartSpec.defaultContentType(of: stream.element)
        return [
            ("schema", .mapping([("type", .text("array")), ("prefixItems", .sequence(items))])),
            ("prefixEncoding", .sequence(encodings)),
            ("itemSchema", partSchema(stream.element)),
            ("itemEncoding", .mapping([("contentType", .text(contentType))])),
        ]
    }

    /// The schema of a part of `type`: the bytes themselves for `Data`, else the type's.
    private func partSchema(_ type: TypeExpression) -> ExportNode {
        if case .named(let name) = type, name.value == "Data" { return SchemaExporter.binary }
        return schemas.schema(of: type)
    }

    /// Whether a stream's elements are the events as they are: RouteKit's `ServerSentEvent`,
    /// unless a model of the spec takes that name.
    private func streamsRawEvents(_ stream: StreamSpec) -> Bool {
        guard case .named(let name) = stream.element else { return false }
        return name.value == StreamSpec.rawEventType && schemas.models[StreamSpec.rawEventType] == nil
    }

    /// OpenAPI 3.2's `itemSchema` of a stream, as the OpenAPI stage reads it back into the same
    /// `stream:`: the element for JSON Lines and sequences; for events, an event object whose
    /// `data` is the element's JSON (`contentMediaType` and `contentSchema`) or text for the
    /// events as they are, with the terminator as the one constant `data` beside it —
    /// RouteKit's default `[DONE]` written out, since a 3.2 event stream assumes none.
    private func itemSchema(of stream: StreamSpec) -> ExportNode {
        guard stream.format == .events else { return schemas.schema(of: stream.element) }
        var data: ExportNode = .mapping([("type", .text("string"))])
        if !streamsRawEvents(stream) {
            data = .mapping([
                ("type", .text("string")), ("contentMediaType", .text("application/json")),
                ("contentSchema", schemas.schema(of: stream.element)),
            ])
        }
        let terminator: String? =
            switch stream.terminator {
            case .standard: "[DONE]"
            case .text(let text): text
            case .none: nil
            }
        if let terminator { data = .mapping([("oneOf", .sequence([data, .mapping([("const", .text(terminator))])]))]) }
        return .mapping([("type", .text("object")), ("properties", .mapping([("data", data)]))])
    }

    /// The `content` of a route's one success body: `text/plain` for `String`, which servers
    /// and RouteKit's routers send and read as text, else as ``content(of:)``.
    /// The `content` of a success body of `type`: `text/plain` for `String`, else as
    /// ``content(of:)``; under each of the route's `accept:` media types when it names them,
    /// which the OpenAPI stage reads back as the same `accept:`.
    private func successContent(of type: TypeExpression, accept: String?) -> ExportNode {
        let isString = if case .named(let name) = type, name.value == "String" { true } else { false }
        guard let accept else {
            guard isString else { return content(of: type) }
            return .mapping([("text/plain", .mapping([("schema", .mapping([("type", .text("string"))]))]))])
        }
        let schema: ExportNode =
            if isString {
                .mapping([("type", .text("string"))])
            } else if case .named(let name) = type, name.value == "Data" {
                SchemaExporter.binary
            } else {
                schemas.schema(of: type)
            }
        let mediaTypes = accept.split(separator: ",").map { String($0).trimmingSpaces }
        return .mapping(mediaTypes.map { ($0, .mapping([("schema", schema)])) })
    }

    /// The `content` of a body of `type`: `application/octet-stream` for `Data`, else JSON.
    private func content(of type: TypeExpression) -> ExportNode {
        if case .named(let name) = type, name.value == "Data" {
            return .mapping([("application/octet-stream", .mapping([("schema", SchemaExporter.binary)]))])
        }
        return .mapping([("application/json", .mapping([("schema", schemas.schema(of: type))]))])
    }

    /// The `headers` of a success response: each of `responseHeaders:` by its wire name,
    /// `required` unless optional or defaulted, `x-swift-name` where the OpenAPI stage would
    /// name it otherwise; `nil` for none.
    private func responseHeaders(of route: RouteSpec) -> ExportNode? {
        guard !route.responseHeaders.isEmpty else { return nil }
        return .mapping(
            route.responseHeaders.map { field in
                var entries: [(key: String, value: ExportNode)] = []
                if let doc = field.doc { entries.append(("description", .text(doc))) }
                if SchemaExporter.isRequired(field) { entries.append(("required", .literal("true"))) }
                if let name = SchemaExporter.swiftNameOverride(field) { entries.append((SwiftNameOverride.key, name)) }
                entries += examples.objectEntries(field.examples)
                var schema = schemas.schema(of: field.type).entries
                if let value = field.defaultValue {
                    schema.append(("default", schemas.defaultNode(value, type: field.type)))
                }
                entries.append(("schema", .mapping(schema)))
                return (SchemaExporter.wireName(field), ExportNode.mapping(entries))
            })
    }

    /// RouteGen's extensions: `x-routegen-retry`, `-paginate`, `-cache` and `-capabilities`,
    /// in the spec format's own syntax, which the OpenAPI stage reads with the format's readers.
    /// Pagination names the route's parameters and the response's fields by their Swift names,
    /// which is what the OpenAPI stage names them.
    private func extensions(of route: RouteSpec) -> [(key: String, value: ExportNode)] {
        var entries: [(key: String, value: ExportNode)] = []
        if let retry = route.retry {
            entries.append((RouteGenExtension.behaviour(.retry).name, .literal(retry.value ? "true" : "false")))
        }
        if let pagination = route.pagination {
            let name = { (text: Located<String>) in ExportNode.text(SwiftNames.memberName(text.value)) }
            let paginate = pagination.entries.map { (key: $0.key.rawValue, value: name($0.name)) }
            entries.append((RouteGenExtension.behaviour(.paginate).name, .mapping(paginate)))
        }
        if let cache = route.cache {
            let value: ExportNode =
                cache.maxAge.map { .mapping([(SpecKeys.Cache.maxAge.rawValue, .literal(String($0)))]) }
                ?? .literal(cache.isCacheable ? "true" : "false")
            entries.append((RouteGenExtension.behaviour(.cache).name, value))
        }
        if !route.capabilities.isEmpty {
            entries.append(
                (RouteGenExtension.behaviour(.capabilities).name, .sequence(route.capabilities.map { .text($0.value) }))
            )
        }
        return entries
    }
}
