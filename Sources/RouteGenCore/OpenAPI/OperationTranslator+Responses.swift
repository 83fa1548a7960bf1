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
            guard let status = pair.key.scalar?.value else { continue }
            if let code = Int(status) {
                if (200...299).contains(code) {
                    success.append((code, pair.key, pair.value))
                } else {
                    errors.append((code, pair.key, pair.value))
                }
            } else if status == "default" {
                errors.append((nil, pair.key, pair.value))
            } else if status.uppercased() == "2XX" {
                success.append((299, pair.key, pair.value))
            } else if status.count == 3, status.uppercased().hasSuffix("XX") {
                ranges.append((pair.key, pair.value))
            }
        }
        translateSuccess(success.sorted { $0.order < $1.order }, schemas: &schemas)
        for (status, key, response) in errors {
            let hint = TypeNameHint(status.map { "Error\($0)" } ?? "DefaultError", in: routeType)
            if let type = errorType(response, hint: hint, schemas: &schemas) {
                route.errors.append(RouteSpec.ErrorSpec(status: status, location: key.location, type: type))
            }
        }
        translateRanges(ranges, hasDefault: errors.contains { $0.status == nil }, schemas: &schemas)
    }

    private mutating func translateSuccess(_ responses: [(order: Int, key: YAMLNode, response: YAMLNode)], schemas: inout SchemaTranslator) {
        var chosen: (type: TypeExpression, status: String)?
        for (_, key, node) in responses {
            guard let (response, componentName) = schemas.dereference(node) else { continue }
            noteIgnoredParts(of: response, schemas: &schemas)
            if route.stream == nil { translateStream(in: response.value(forKey: "content"), schemas: &schemas) }
            guard let (_, kind, media, _) = MediaType.preferred(in: response.value(forKey: "content"), excludingStreams: true) else { continue }
            let type: TypeExpression
            switch kind {
            case .json:
                let hint = componentName.map { TypeNameHint($0) } ?? TypeNameHint("ResponseBody", in: routeType)
                type = media.value(forKey: "schema").map { schemas.type(of: $0, hint: hint).type }
                    ?? .named(Located(BuiltinName.json, at: media.location))
            case .text:
                type = .named(Located("String", at: media.location))
            case .form, .multipart, .binary:
                if kind == .multipart {
                    schemas.log.warn(.multipartResponses, "a multipart response cannot be decoded: its body is read as Data", at: media.location)
                }
                type = .named(Located("Data", at: media.location))
            }
            guard let first = chosen else {
                chosen = (type, key.scalar?.value ?? "")
                route.response = type
                continue
            }
            if first.type.description != type.description {
                schemas.log.warn(.successBodies, "another success status with a different body: the route decodes the body of \(first.status) only", at: key.location)
            }
        }
    }

    /// The stream of a success response that offers a streamed media type (the first one),
    /// beside or instead of JSON: `text/event-stream`, JSON Lines or a JSON text sequence.
    ///
    /// The element is the media type's schema — for an event stream, the type of each event's
    /// data. `x-routegen-stream-element`, a schema (usually a `$ref`) on the media type object,
    /// replaces it when the document's schema describes something else (a string, the whole
    /// stream). An event stream with a string schema or none, and no extension, streams the
    /// events as they are (`ServerSentEvent`), with a warning. `x-routegen-stream-terminator`
    /// on the media type object sets the data of the event that ends an event stream (text, or
    /// null for none); RouteKit's default is `[DONE]`.
    private mutating func translateStream(in content: YAMLNode?, schemas: inout SchemaTranslator) {
        guard let entry = content?.mapping?.first(where: { $0.key.scalar.map { MediaType.streamFormat($0.value) != nil } ?? false }),
              let format = MediaType.streamFormat(entry.key.scalar?.value ?? "")
        else { return }
        let media = entry.value
        let hint = TypeNameHint("StreamElement", in: routeType)
        var element: TypeExpression?
        if let override = media.value(forKey: "x-routegen-stream-element") {
            element = schemas.type(of: override, hint: hint).type
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
            schemas.log.warn(.streamElements, "the event stream's schema is not the type of its events' data: its events are ServerSentEvent values; x-routegen-stream-element names the type of each event's data", at: entry.key.location)
        }
        var spec = StreamSpec(
            format: format,
            element: element ?? .named(Located(StreamSpec.rawEventType, at: media.location)),
            location: entry.key.location)
        if let terminator = media.value(forKey: "x-routegen-stream-terminator") {
            if terminator.isNull {
                spec.terminator = .none
            } else if let text = terminator.scalar?.value {
                spec.terminator = .text(text)
            } else {
                schemas.log.warn(.malformed, "x-routegen-stream-terminator should be the data of the last event, or null: it is left out", at: terminator.location)
            }
        }
        route.stream = spec
    }

    /// Ranges become the `default` error body when there is none; a second range with another
    /// body is reported.
    private mutating func translateRanges(_ ranges: [(key: YAMLNode, response: YAMLNode)], hasDefault: Bool, schemas: inout SchemaTranslator) {
        var taken: TypeExpression?
        for (key, response) in ranges {
            let status = key.scalar?.value ?? ""
            guard let type = errorType(response, hint: TypeNameHint("Error" + status, in: routeType), schemas: &schemas) else { continue }
            if hasDefault {
                schemas.log.warn(.statusRanges, "the status range \(status) cannot be expressed: its body is left out, \"default\" covers it", at: key.location)
            } else if let taken {
                if taken.description != type.description {
                    schemas.log.warn(.statusRanges, "the status range \(status) cannot be expressed: its body is left out, the body of an earlier range is the default", at: key.location)
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
    private mutating func errorType(_ node: YAMLNode, hint: TypeNameHint, schemas: inout SchemaTranslator) -> TypeExpression? {
        let reference = node.value(forKey: "$ref")?.scalar?.value
        if let reference, let known = schemas.errorBodyTypes[node.location.file]?[reference] { return known }
        guard let (response, componentName) = schemas.dereference(node) else { return nil }
        noteIgnoredParts(of: response, schemas: &schemas)
        let type: TypeExpression?
        if let (_, kind, media, _) = MediaType.preferred(in: response.value(forKey: "content")), kind == .json {
            let hint = componentName.map { TypeNameHint($0) } ?? hint
            type = media.value(forKey: "schema").map { schemas.type(of: $0, hint: hint).type }
                ?? .named(Located(BuiltinName.json, at: media.location))
        } else {
            type = nil
        }
        if let reference, componentName != nil { schemas.errorBodyTypes[node.location.file, default: [:]][reference] = type }
        return type
    }

    /// Reports the parts of a response a route cannot express: headers and links.
    private func noteIgnoredParts(of response: YAMLNode, schemas: inout SchemaTranslator) {
        if let headers = response.value(forKey: "headers") {
            schemas.log.warn(.responseHeaders, "response headers cannot be expressed: they are left out (middleware sees every response)", at: headers.location)
        }
        if let links = response.value(forKey: "links") {
            schemas.log.warn(.responseLinks, "response links cannot be expressed: they are left out", at: links.location)
        }
    }
}
