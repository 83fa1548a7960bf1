/// Reading a route and the keys that say how it is performed: cache, stream, capabilities.
extension SpecReader {
    mutating func readRoute(_ name: Located<String>, _ node: YAMLNode) -> RouteSpec? {
        guard
            let route = MappingReader<SpecKeys.Route>(node, what: "route \"\(name.value)\"", diagnostics: &diagnostics)
        else { return nil }
        let methodPairs = route.pairs(among: SpecKeys.Route.methodKeys)
        guard let (methodKey, methodPair) = methodPairs.first else {
            diagnostics.append(
                .error("route \"\(name.value)\" needs a method and path, like \"GET: /items\"", at: name.location))
            return nil
        }
        for extra in methodPairs.dropFirst() {
            diagnostics.append(
                .error(
                    "route \"\(name.value)\" has more than one method; declare another route",
                    at: extra.pair.key.location))
        }
        guard let pathText = methodPair.value.scalar?.value, !methodPair.value.isNull else {
            let example = methodKey == .method ? "PROPFIND /items/{id: Int}" : "/items/{id: Int}"
            diagnostics.append(
                .error(
                    "expected the path of \"\(name.value)\" after \(methodKey.rawValue):, like \"\(example)\"",
                    at: methodPair.value.location))
            return nil
        }
        var method = Located(methodKey.rawValue, at: methodPair.key.location)
        var (pathStart, pathLocation) = (0, methodPair.value.location)
        if methodKey == .method {
            guard let written = readMethod(pathText, of: name.value, node: methodPair.value) else { return nil }
            (method, pathStart) = (written.method, written.pathStart)
            pathLocation = offset(methodPair.value, by: pathStart)
        }
        guard let template = parsePath(String(pathText.dropFirst(pathStart)), node: methodPair.value, from: pathStart)
        else { return nil }
        var spec = RouteSpec(
            name: name, method: method,
            path: Located((defaults?.pathPrefix?.value ?? "") + template.path, at: pathLocation))
        spec.placeholders = template.placeholders
        spec.pathParameters = template.typed
        if let path = route[.path] {
            spec.pathParameters += readFields(path, what: "path parameters of \"\(name.value)\"", allowsReference: true)
        }
        if let query = route[.query] {
            spec.query = readFields(
                query, what: "query parameters of \"\(name.value)\"", allowsStyle: true, allowsContentType: true,
                allowsReference: true)
        }
        if let node = route[.querystring] {
            spec.querystring = readQueryString(node, route: name.value, hasQuery: route[.query] != nil)
        }
        if let headers = route[.headers] {
            spec.headers = readFields(
                headers, what: "headers of \"\(name.value)\"", allowsContentType: true, allowsReference: true)
            checkHeaderNames(spec.headers, declaredIn: headers)
        }
        if let defaults { spec.headers = defaults.merging(headers: spec.headers) }
        let bodyKeys = route.given(among: SpecKeys.Route.bodies)
        if let bodyKey = bodyKeys.first, let node = route[bodyKey] {
            switch bodyKey {
            case .body: spec.body = readBody(node, route: name.value)
            case .form:
                spec.body = .form(readFields(node, what: "form fields of \"\(name.value)\""), at: node.location)
            default:
                spec.body = .multipart(
                    readFields(node, what: "multipart fields of \"\(name.value)\"", allowsContentType: true),
                    at: node.location)
            }
        }
        for extra in bodyKeys.dropFirst() {
            diagnostics.append(
                .error(
                    "route \"\(name.value)\" has both \"\(bodyKeys[0].rawValue)\" and \"\(extra.rawValue)\"; a request has one body",
                    at: route.location(of: extra)))
        }
        if let contentType = route.string(.contentType, diagnostics: &diagnostics) {
            if let problem = HeaderValue.problem(contentType.value, what: "the content type") {
                diagnostics.append(.error(problem, at: contentType.location))
            } else if case .items(let framing, _, _)? = spec.body, !framing.isSent(as: contentType.value) {
                diagnostics.append(
                    .error(
                        "a body of \(framing.rawValue) is sent as \(framing.mediaType) or another name of that media type, not as \"\(contentType.value)\"",
                        at: contentType.location))
            }
            spec.contentType = contentType.value
        }
        spec.baseURL = route.string(.baseURL, diagnostics: &diagnostics)
        if let accept = route.string(.accept, diagnostics: &diagnostics) {
            if let problem = HeaderValue.problem(accept.value, what: "the accepted media types") {
                diagnostics.append(.error(problem, at: accept.location))
            }
            spec.accept = accept.value
        }
        if let response = route[.response], !response.isNull, response.scalar?.value != "Empty" {
            spec.response = typeExpression(response)
        }
        if let responses = route[.responses] {
            if let single = route.keyNode(.response) {
                diagnostics.append(
                    .error(
                        "route \"\(name.value)\" has both \"response\" and \"responses\"; list every success status under \"responses\"",
                        at: single.location))
            }
            spec.responses = readSuccessResponses(responses, route: name.value)
        }
        if let headers = route[.responseHeaders] {
            spec.responseHeaders = readFields(headers, what: "response headers of \"\(name.value)\"")
            checkHeaderNames(spec.responseHeaders, declaredIn: headers)
        }
        if let stream = route[.stream] { spec.stream = readStream(stream, route: name.value) }
        var removedErrors: [Located<Int?>] = []
        if let errors = route[.errors] { (spec.errors, removedErrors) = readErrors(errors, route: name.value) }
        checkRemovedErrors(removedErrors, defaults: defaults)
        if let defaults {
            spec.errors = defaults.merging(errors: spec.errors, removing: Set(removedErrors.map(\.value)))
        }
        if let node = route[.auth] {
            (spec.auth, spec.authIsOptional) = readRouteAuth(node, route: name.value)
        } else if let auth = defaults?.auth {
            (spec.auth, spec.authIsOptional) = (auth, defaults?.authIsOptional ?? false)
        }
        if let tags = route[.tags] { spec.tags = readTags(tags, route: name.value) }
        spec.summary = route.string(.summary, diagnostics: &diagnostics)?.value
        spec.description = route.string(.description, diagnostics: &diagnostics)?.value
        spec.deprecated = readDeprecated(route[.deprecated])
        readBehaviours(of: &spec, spelled: \.rawValue) { route[$0] }
        readRouteExamples(example: route[.example], examples: route[.examples], into: &spec)
        return spec
    }

    /// The method and where the path starts in `text`, the value of a route's `method:`, which
    /// is `METHOD /path` for a method without a key of its own; reported and `nil` when it names
    /// none, one that is not a token, one with a key of its own, or TRACE.
    mutating func readMethod(_ text: String, of route: String, node: YAMLNode) -> (
        method: Located<String>, pathStart: Int
    )? {
        let word = String(text.prefix { $0 != " " })
        let spaces = text.dropFirst(word.count).prefix { $0 == " " }.count
        let location = offset(node, by: 0)
        let problem: String? =
            if word.isEmpty || spaces == 0 {
                "expected \"method\" of \"\(route)\" to be a method, a space and the path, like \"PROPFIND /items/{id: Int}\""
            } else if MethodName.isTrace(word) {
                "TRACE routes cannot be expressed: remove \"\(route)\""
            } else if let keyed = MethodName.keyedMethod(matching: word) {
                "\(keyed) has a key of its own: write \"\(keyed): \(text.dropFirst(word.count + spaces))\" instead of \"method\""
            } else {
                MethodName.problem(word)
            }
        if let problem {
            diagnostics.append(.error(problem, at: location))
            return nil
        }
        return (Located(word, at: location), word.count + spaces)
    }

    /// A route's behaviours (``SpecKeys/Route/behaviours``) wherever a format writes them:
    /// `value` finds a key's node and `spelled` names the key in messages — the route's own key
    /// in a spec, an operation's `x-routegen-` extension in an OpenAPI document. One reader for
    /// both, so the two formats accept and report the same values.
    mutating func readBehaviours(
        of spec: inout RouteSpec, spelled: (SpecKeys.Route) -> String, value: (SpecKeys.Route) -> YAMLNode?
    ) {
        let route = spec.name.value
        for key in SpecKeys.Route.behaviours {
            guard let node = value(key) else { continue }
            switch key {
            case .retry: spec.retry = readBool(node, key: spelled(key)).map { Located($0, at: node.location) }
            case .paginate: spec.pagination = readPagination(node, route: route)
            case .cache: spec.cache = readCache(node, key: spelled(key), route: route)
            case .capabilities: spec.capabilities = readCapabilities(node, key: spelled(key), of: "\"\(route)\"")
            default: diagnostics.append(.error("\"\(spelled(key))\" has no reader", at: node.location))
            }
        }
    }

    /// `cache: true|false` or `cache: { maxAge: SECONDS }`; `key` is how the spec names it
    /// (`cache`, or `x-routegen-cache` in an OpenAPI operation).
    mutating func readCache(_ node: YAMLNode, key: String, route: String) -> CacheSpec? {
        if node.mapping == nil {
            return readBool(node, key: key).map { CacheSpec(isCacheable: $0, location: node.location) }
        }
        guard
            let mapping = MappingReader<SpecKeys.Cache>(
                node, what: "\"\(key)\" of \"\(route)\"", diagnostics: &diagnostics)
        else { return nil }
        var spec = CacheSpec(isCacheable: true, location: node.location)
        if let maxAge = mapping[.maxAge] {
            guard let scalar = maxAge.scalar, !scalar.isQuoted, let seconds = Int(scalar.value), seconds >= 0 else {
                diagnostics.append(
                    .error("expected \"maxAge\" to be a whole number of seconds, 0 or more", at: maxAge.location))
                return nil
            }
            spec.maxAge = seconds
        }
        return spec
    }

    /// `stream: events Type` (or `lines`, `sequence`, `parts`), or the long form
    /// `stream: { events: Type, until: "[DONE]" }`.
    mutating func readStream(_ node: YAMLNode, route: String) -> StreamSpec? {
        let formats = StreamSpec.Format.allCases.map(\.rawValue)
        let example = "stream: events ChatChunk (or lines, sequence, parts)"
        if let scalar = node.scalar, !node.isNull {
            let text = scalar.value
            let word = String(text.prefix { $0 != " " })
            guard let format = StreamSpec.Format(rawValue: word) else {
                let suggestion = Suggestion.didYouMean(word, among: formats)
                diagnostics.append(
                    .error(
                        "expected \"stream\" of \"\(route)\" to name its framing, then the element type — \(example)"
                            + (suggestion.isEmpty ? ", found \"\(text)\"" : ": \"\(word)\"" + suggestion),
                        at: node.location))
                return nil
            }
            let rest = text.dropFirst(word.count)
            let spaces = rest.prefix { $0 == " " }.count
            guard spaces > 0, rest.count > spaces else {
                diagnostics.append(
                    .error(
                        "\"stream\" of \"\(route)\" names no element type: write \(word) and the type of one element, like \"\(word) ChatChunk\", or \"\(word) \(StreamSpec.rawEventType)\" for the events as they are",
                        at: node.location))
                return nil
            }
            switch TypeExpressionParser.parse(String(rest.dropFirst(spaces)), at: offset(node, by: word.count + spaces))
            {
            case .success(let type):
                return StreamSpec(format: format, element: type, location: node.location)
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            }
        }
        guard
            let mapping = MappingReader<SpecKeys.Stream>(
                node, what: "\"stream\" of \"\(route)\"", diagnostics: &diagnostics)
        else { return nil }
        let given = mapping.given(among: StreamSpec.Format.allCases.map(SpecKeys.Stream.format))
        guard let key = given.first, case .format(let format) = key, let typeNode = mapping[key] else {
            diagnostics.append(
                .error(
                    "\"stream\" of \"\(route)\" names no framing: give one of \(formats.joined(separator: ", ")) with the element type, like { events: ChatChunk }",
                    at: node.location))
            return nil
        }
        for extra in given.dropFirst() {
            diagnostics.append(
                .error(
                    "\"stream\" of \"\(route)\" has both \"\(key.rawValue)\" and \"\(extra.rawValue)\"; a stream has one framing",
                    at: mapping.location(of: extra)))
        }
        if let prefixNode = mapping[.prefix] {
            guard format == .parts else {
                diagnostics.append(
                    .error(
                        "\"prefix\" gives the first parts of a multipart/mixed stream their own types; \(format.rawValue) streams have no parts: remove it",
                        at: mapping.location(of: .prefix)))
                return nil
            }
            guard let part = readPart(typeNode, what: "\"parts\" of \"\(route)\"") else { return nil }
            guard let prefix = readPrefix(prefixNode, route: route) else { return nil }
            var spec = StreamSpec(format: format, element: part.type, location: node.location)
            spec.prefix = prefix
            spec.elementContentType = part.contentType
            return spec
        }
        if typeNode.mapping != nil, format == .parts {
            diagnostics.append(
                .error(
                    "the long form of \"parts\" gives the parts after a \"prefix\" their media type; without a prefix write the element type, like parts: Batch",
                    at: typeNode.location))
            return nil
        }
        guard let element = typeExpression(typeNode) else { return nil }
        var spec = StreamSpec(format: format, element: element, location: node.location)
        if let until = mapping[.until] {
            guard format == .events else {
                diagnostics.append(
                    .error(
                        "\"until\" ends an event stream at an event's data; \(format.rawValue) streams end with the response: remove it",
                        at: mapping.location(of: .until)))
                return nil
            }
            if until.isNull {
                spec.terminator = .none
            } else if let text = until.scalar?.value {
                spec.terminator = .text(text)
            } else {
                diagnostics.append(
                    .error(
                        "expected \"until\" to be the data of the last event, like \"[DONE]\", or null, found \(until.kindName)",
                        at: until.location))
                return nil
            }
        }
        return spec
    }

    /// `prefix:` of a `parts` stream: a mapping from each of the first parts' case name to its
    /// type, or to `{ type: T, contentType: … }`, in order. A name is a case of the element
    /// enum, so each is given once and none is `item`, the case of the parts after them.
    mutating func readPrefix(_ node: YAMLNode, route: String) -> [StreamPartSpec]? {
        guard let pairs = node.mapping, !pairs.isEmpty else {
            diagnostics.append(
                .error(
                    "expected \"prefix\" of \"\(route)\" to map each of the first parts' case name to its type, like { summary: Summary, chart: { type: Data, contentType: image/png } }, found \(node.kindName)",
                    at: node.location))
            return nil
        }
        var parts: [StreamPartSpec] = []
        var names = Set<String>()
        var failed = false
        for pair in pairs {
            guard let name = pair.key.scalar?.value, !name.isEmpty else {
                diagnostics.append(
                    .error("expected a part's case name, found \(pair.key.kindName)", at: pair.key.location))
                failed = true
                continue
            }
            guard name != StreamPartSpec.itemCase else {
                diagnostics.append(
                    .error(
                        "a prefix part cannot be named \"\(StreamPartSpec.itemCase)\", the case of the parts after the prefix: give it another name",
                        at: pair.key.location))
                failed = true
                continue
            }
            guard names.insert(name).inserted else {
                diagnostics.append(
                    .error("prefix part \"\(name)\" of \"\(route)\" is given twice", at: pair.key.location))
                failed = true
                continue
            }
            guard let part = readPart(pair.value, what: "prefix part \"\(name)\"") else {
                failed = true
                continue
            }
            parts.append(
                StreamPartSpec(
                    name: Located(name, at: pair.key.location), type: part.type, contentType: part.contentType))
        }
        return failed ? nil : parts
    }

    /// A part's type, or its long form `{ type: T, contentType: … }`.
    private mutating func readPart(_ node: YAMLNode, what: String) -> (
        type: TypeExpression, contentType: Located<String>?
    )? {
        guard node.mapping != nil else { return typeExpression(node).map { ($0, nil) } }
        guard let mapping = MappingReader<SpecKeys.StreamPart>(node, what: what, diagnostics: &diagnostics) else {
            return nil
        }
        guard let typeNode = mapping[.type] else {
            diagnostics.append(.error("\(what) names no type: add \"type\"", at: node.location))
            return nil
        }
        guard let type = typeExpression(typeNode) else { return nil }
        guard let written = mapping.string(.contentType, diagnostics: &diagnostics) else {
            return mapping[.contentType] == nil ? (type, nil) : nil
        }
        guard let contentType = mediaType(written) else { return nil }
        return (type, contentType)
    }

    /// `capabilities: [Name, …]`: protocol names, each a Swift type name (dotted for a nested
    /// or module-qualified one). Anything else is reported where it is written.
    mutating func readCapabilities(
        _ node: YAMLNode, key: String = SpecKeys.Route.capabilities.rawValue, of owner: String
    ) -> [Located<String>] {
        guard let items = node.sequence else {
            diagnostics.append(
                .error(
                    "expected \"\(key)\" of \(owner) to be a list of protocol names, like [IdempotentRoute], found \(node.kindName)",
                    at: node.location))
            return []
        }
        var names: [Located<String>] = []
        for item in items {
            guard let name = item.scalar?.value, CapabilityName.isValid(name) else {
                diagnostics.append(
                    .error(
                        "expected a protocol name in \"\(key)\", like IdempotentRoute, found \(item.scalar.map { "\"\($0.value)\"" } ?? item.kindName)",
                        at: item.location))
                continue
            }
            if let problem = CapabilityName.runtimeTypeProblem(name) {
                diagnostics.append(.error(problem, at: item.location))
                continue
            }
            if !names.contains(where: { $0.value == name }) { names.append(Located(name, at: item.location)) }
        }
        return names
    }
}
