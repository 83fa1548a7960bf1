/// The load stage: turns a spec file's YAML tree into a ``SpecFile``, reporting every shape
/// problem (unknown keys, wrong node kinds, malformed types and paths) with its location.
///
/// It reads each node once, top to bottom; names and references are checked later, by
/// validation, once all spec files of the API are loaded.
public enum SpecLoader {
    /// The keys of a spec file.
    static let fileKeys = ["api", "baseURL", "doc", "auth", "models", "parameters", "defaults", "routes", "webhooks", "capabilities"]
    /// The keys of a file's `defaults:`.
    static let defaultsKeys = ["auth", "errors", "headers", "pathPrefix"]
    /// The keys of a model.
    static let modelKeys = ["fields", "additional", "enum", "oneOf", "discriminator", "mapping", "open", "doc", "deprecated"]
    /// The keys of a model that say what it is; a model has exactly one.
    static let modelKinds = ["fields", "enum", "oneOf"]
    /// The keys of a field's long form.
    static let fieldKeys = ["type", "default", "doc", "key", "style", "explode", "contentType", "deprecated"]
    /// What a field says instead of keys users bring from JSON Schema and OpenAPI.
    static let fieldKeyHints = [
        "required": "a field is required unless its type ends in \"?\" (\"type: String?\" makes it optional)",
        "optional": "a field is optional when its type ends in \"?\", as in \"type: String?\"",
        "nullable": "a field whose type ends in \"?\" may be absent or null, as in \"type: String?\"",
        "description": "a field's documentation goes in \"doc:\"",
        "name": "the field's name is its key; \"key:\" gives its JSON key when that differs",
    ]
    /// The keys of an auth scheme's long form.
    static let authKeys = ["type", "apiKey", "in", "all", "doc"]
    /// The methods a route may use, each as the key that holds its path.
    static let methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]
    /// The keys of a route besides its method.
    static let routeKeys = ["path", "query", "headers", "body", "form", "multipart", "contentType", "baseURL", "response",
                            "responses", "responseHeaders", "stream", "errors", "auth", "tags", "summary", "description", "deprecated", "retry", "paginate",
                            "cache", "capabilities"]
    /// The keys of a success status's long form under `responses:`.
    static let successKeys = ["type", "doc"]
    /// The keys of a route that give its body; a route has at most one.
    static let bodyKeys = ["body", "form", "multipart"]
    /// The keys of `paginate:`; exactly one of the first three names the style.
    static let paginationKeys = ["page", "offset", "cursor", "items", "size", "next"]
    /// The keys of `paginate:` that name its style, each the query parameter it advances.
    static let paginationStyles = ["page", "offset", "cursor"]
    /// The keys of `cache:` in its long form.
    static let cacheKeys = ["maxAge"]
    /// The keys of `stream:` in its long form: one format, and `until`.
    static let streamKeys = StreamSpec.Format.allCases.map(\.rawValue) + ["until"]

    /// Loads the spec file at `path` (read from disk), shown in diagnostics as `displayPath`.
    public static func load(contentsOf path: String, displayPath: String) -> (SpecFile, [Diagnostic]) {
        let (root, yamlDiagnostics) = YAMLLoader.load(contentsOf: path, displayPath: displayPath)
        return load(root: root, path: displayPath, yamlDiagnostics: yamlDiagnostics)
    }

    /// Loads a spec from text, as if read from `path`.
    public static func load(_ text: String, path: String) -> (SpecFile, [Diagnostic]) {
        let (root, yamlDiagnostics) = YAMLLoader.load(text, file: path)
        return load(root: root, path: path, yamlDiagnostics: yamlDiagnostics)
    }

    /// Loads a spec from its parsed tree; `yamlDiagnostics` are the YAML layer's, and an error among
    /// them stops the load.
    static func load(root: YAMLNode?, path: String, yamlDiagnostics: [Diagnostic]) -> (SpecFile, [Diagnostic]) {
        var diagnostics = yamlDiagnostics
        var spec = SpecFile(path: path)
        guard yamlDiagnostics.allSatisfy({ $0.severity != .error }) else { return (spec, diagnostics) }
        guard let root else {
            diagnostics.append(.error("the spec file is empty", at: SourceLocation(file: path, line: 1, column: 1)))
            return (spec, diagnostics)
        }
        var reader = SpecReader(diagnostics: diagnostics)
        reader.readFile(root, into: &spec)
        return (spec, reader.diagnostics)
    }
}

/// The walk over one file's tree, accumulating diagnostics.
struct SpecReader {
    var diagnostics: [Diagnostic]
    /// The file's `defaults:`, applied to each of its routes as it is read.
    var defaults: SpecDefaults?

    mutating func readFile(_ root: YAMLNode, into spec: inout SpecFile) {
        guard let file = MappingReader(root, what: "a spec file", known: SpecLoader.fileKeys, diagnostics: &diagnostics) else { return }
        spec.api = file.string("api", diagnostics: &diagnostics)
        spec.baseURL = file.string("baseURL", diagnostics: &diagnostics)
        spec.doc = file.string("doc", diagnostics: &diagnostics)?.value
        if let auth = file["auth"] {
            spec.authSchemes = entries(of: auth, what: "\"auth\"").compactMap { readAuthScheme($0, $1) }
        }
        if let models = file["models"] {
            spec.models = entries(of: models, what: "\"models\"").compactMap { readModel($0, $1) }
        }
        let shared = file["capabilities"].map { readCapabilities($0, of: "the spec file") } ?? []
        if let parameters = file["parameters"] {
            spec.parameters = readSharedParameters(parameters)
        }
        if let node = file["defaults"] {
            defaults = readDefaults(node)
            spec.defaults = defaults
        }
        if let routes = file["routes"] {
            spec.routes = entries(of: routes, what: "\"routes\"").compactMap { readRoute($0, $1) }
        }
        if let webhooks = file["webhooks"] {
            // The file's defaults describe requests to the API, not the API's requests to its
            // subscribers: a webhook has only what it says itself.
            let fileDefaults = defaults
            defaults = nil
            spec.routes += entries(of: webhooks, what: "\"webhooks\"").compactMap { name, node in
                var webhook = readRoute(name, node)
                webhook?.isWebhook = true
                return webhook
            }
            defaults = fileDefaults
        }
        if !shared.isEmpty {
            for index in spec.routes.indices {
                let own = spec.routes[index].capabilities
                spec.routes[index].capabilities = shared.filter { name in !own.contains { $0.value == name.value } } + own
            }
        }
    }

    /// The `name: value` entries of a mapping whose keys are names; `null` is an empty mapping.
    mutating func entries(of node: YAMLNode, what: String) -> [(Located<String>, YAMLNode)] {
        if node.isNull { return [] }
        guard let pairs = node.mapping else {
            diagnostics.append(.error("expected \(what) to be a mapping of names, found \(node.kindName)", at: node.location))
            return []
        }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalar?.value else {
                diagnostics.append(.error("expected a name, found \(pair.key.kindName)", at: pair.key.location))
                return nil
            }
            return (Located(name, at: pair.key.location), pair.value)
        }
    }

    // MARK: Auth

    mutating func readAuthScheme(_ name: Located<String>, _ node: YAMLNode) -> AuthSchemeSpec? {
        if let scalar = node.scalar {
            switch scalar.value {
            case "bearer": return AuthSchemeSpec(name: name, kind: .bearer)
            case "basic": return AuthSchemeSpec(name: name, kind: .basic)
            default:
                diagnostics.append(.error(
                    "unknown auth scheme \"\(scalar.value)\": use bearer, basic or { apiKey: NAME, in: header|query }"
                        + Suggestion.didYouMean(scalar.value, among: ["bearer", "basic"]),
                    at: node.location))
                return nil
            }
        }
        guard let mapping = MappingReader(node, what: "auth scheme \"\(name.value)\"", known: SpecLoader.authKeys, diagnostics: &diagnostics) else { return nil }
        let doc = mapping.string("doc", diagnostics: &diagnostics)?.value
        if let all = mapping["all"] {
            let parts = all.sequence?.compactMap { item in item.scalar.map { Located($0.value, at: item.location) } } ?? []
            guard parts.count >= 2, parts.count == all.sequence?.count else {
                diagnostics.append(.error("\"all\" lists the schemes whose credentials are sent together: a list of two or more scheme names", at: all.location))
                return nil
            }
            return AuthSchemeSpec(name: name, kind: .all(parts), doc: doc)
        }
        if let keyName = mapping.string("apiKey", diagnostics: &diagnostics) {
            let place = mapping.string("in", diagnostics: &diagnostics)
            switch place?.value ?? "header" {
            case "header":
                if let problem = HeaderName.problem(keyName.value) { diagnostics.append(.error(problem, at: keyName.location)) }
                return AuthSchemeSpec(name: name, kind: .apiKeyHeader(keyName.value), doc: doc)
            case "query": return AuthSchemeSpec(name: name, kind: .apiKeyQuery(keyName.value), doc: doc)
            case let other:
                diagnostics.append(.error("an API key goes in \"header\" or \"query\", not \"\(other)\"", at: place?.location ?? mapping.location))
                return nil
            }
        }
        switch mapping.string("type", diagnostics: &diagnostics) {
        case let type? where type.value == "bearer": return AuthSchemeSpec(name: name, kind: .bearer, doc: doc)
        case let type? where type.value == "basic": return AuthSchemeSpec(name: name, kind: .basic, doc: doc)
        case let type?:
            diagnostics.append(.error("unknown auth type \"\(type.value)\": use bearer or basic, or apiKey: NAME", at: type.location))
        case nil:
            diagnostics.append(.error("auth scheme \"\(name.value)\" needs \"type: bearer\", \"type: basic\" or \"apiKey: NAME\"", at: mapping.location))
        }
        return nil
    }

    // MARK: Models

    mutating func readModel(_ name: Located<String>, _ node: YAMLNode) -> ModelSpec? {
        guard let model = MappingReader(node, what: "model \"\(name.value)\"", known: SpecLoader.modelKeys, diagnostics: &diagnostics) else { return nil }
        let doc = model.string("doc", diagnostics: &diagnostics)?.value
        let kinds = model.pairs.compactMap(\.key.scalar?.value).filter(SpecLoader.modelKinds.contains)
        guard let kind = kinds.first else {
            diagnostics.append(.error("model \"\(name.value)\" needs \"fields\" (a struct), \"enum\" (a string enum) or \"oneOf\" (a union)", at: name.location))
            return nil
        }
        for extra in kinds.dropFirst() {
            diagnostics.append(.error("model \"\(name.value)\" has both \"\(kind)\" and \"\(extra)\"; a model is one or the other", at: model.keyNode(extra)!.location))
        }
        for key in ["discriminator", "mapping"] where kind != "oneOf" {
            if let keyNode = model.keyNode(key) {
                diagnostics.append(.error("\"\(key)\" applies only to unions (\"oneOf\")", at: keyNode.location))
            }
        }
        var isOpen = false
        if let open = model["open"] {
            if kind == "enum" {
                isOpen = readBool(open, key: "open") ?? false
            } else {
                diagnostics.append(.error("\"open\" applies only to string enums (\"enum\")", at: model.keyNode("open")!.location))
            }
        }
        let additional = readAdditionalProperties(model, kind: kind)
        let deprecated = readDeprecated(model["deprecated"])
        guard kinds.count == 1 else { return nil }
        var spec: ModelSpec
        switch kind {
        case "fields":
            spec = ModelSpec(name: name, kind: .object(readFields(model["fields"]!, what: "fields of \"\(name.value)\"")), doc: doc,
                             additionalProperties: additional)
        case "enum":
            let (cases, integers) = readCases(model["enum"]!, model: name.value)
            spec = ModelSpec(name: name, kind: .enumeration(cases), doc: doc, isOpen: isOpen, hasIntegerValues: integers)
        default:
            guard let union = readUnion(model, name: name) else { return nil }
            spec = ModelSpec(name: name, kind: .union(union), doc: doc)
        }
        spec.deprecated = deprecated
        return spec
    }

    /// `deprecated:` of a route, model or field: a plain `true` is `""`, a plain `false` (or no
    /// key) `nil`, anything else the message — so a quoted `"true"` is a message, as it reads.
    func readDeprecated(_ node: YAMLNode?) -> String? {
        guard let deprecated = node?.scalar else { return nil }
        switch deprecated.value {
        case "true" where !deprecated.isQuoted: return ""
        case "false" where !deprecated.isQuoted: return nil
        default: return deprecated.value
        }
    }

    /// The cases of `enum:`, and whether its values are integers: every value an unquoted
    /// integer (`{ low: 1, high: 3 }`) makes an integer enum; some but not all is an error.
    mutating func readCases(_ node: YAMLNode, model: String) -> (cases: [EnumCaseSpec], integers: Bool) {
        if let items = node.sequence {
            let cases = items.compactMap { item -> EnumCaseSpec? in
                guard let scalar = item.scalar else {
                    diagnostics.append(.error("expected an enum case, found \(item.kindName)", at: item.location))
                    return nil
                }
                if Self.isIntegerValue(item) {
                    diagnostics.append(.error(
                        "enum case \(scalar.value) of \"\(model)\" is a number: an integer enum names its cases, as in \"enum: { low: 1, high: 2 }\"; quote the values of a string enum",
                        at: item.location))
                    return nil
                }
                return EnumCaseSpec(name: Located(scalar.value, at: item.location), rawValue: scalar.value)
            }
            return (cases, false)
        }
        var integerValues: [YAMLNode] = []
        var otherValues: [(name: Located<String>, node: YAMLNode?)] = []
        let cases = entries(of: node, what: "the enum of \"\(model)\"").compactMap { name, value -> EnumCaseSpec? in
            if let scalar = value.scalar, !value.isNull {
                if Self.isIntegerValue(value) { integerValues.append(value) } else { otherValues.append((name, value)) }
                return EnumCaseSpec(name: name, rawValue: scalar.value)
            }
            guard let mapping = MappingReader(value, what: "enum case \"\(name.value)\"", known: ["value", "doc"], diagnostics: &diagnostics) else { return nil }
            if let valueNode = mapping["value"], Self.isIntegerValue(valueNode) { integerValues.append(valueNode) } else { otherValues.append((name, mapping["value"])) }
            return EnumCaseSpec(
                name: name,
                rawValue: mapping.string("value", diagnostics: &diagnostics)?.value ?? name.value,
                doc: mapping.string("doc", diagnostics: &diagnostics)?.value)
        }
        if !integerValues.isEmpty, let other = otherValues.first {
            let shown = other.node?.scalar.map { "\"\($0.value)\"" } ?? "its name"
            diagnostics.append(.error(
                "enum case \"\(other.name.value)\" of \"\(model)\" has the value \(shown), but other cases have integers: give every case an integer, or quote them all for a string enum",
                at: other.node?.location ?? other.name.location))
        }
        return (cases, !integerValues.isEmpty && otherValues.isEmpty)
    }

    /// An unquoted scalar that is a 64-bit integer: what makes an enum's values integers.
    private static func isIntegerValue(_ node: YAMLNode) -> Bool {
        guard let scalar = node.scalar, scalar.style == .plain else { return false }
        return Int64(scalar.value) != nil
    }

    // MARK: Fields

    /// The fields of a field map; `style:` and `explode:` are read where `allowsStyle`,
    /// `contentType:` where `allowsContentType`, and reported elsewhere.
    /// `name: $shared` is read where `allowsReference` (a route's path, query and headers).
    mutating func readFields(_ node: YAMLNode, what: String, allowsStyle: Bool = false, allowsContentType: Bool = false,
                             allowsReference: Bool = false) -> [FieldSpec] {
        entries(of: node, what: what).compactMap {
            readField($0, $1, allowsStyle: allowsStyle, allowsContentType: allowsContentType, allowsReference: allowsReference)
        }
    }

    mutating func readField(_ name: Located<String>, _ node: YAMLNode, allowsStyle: Bool, allowsContentType: Bool = false,
                            allowsReference: Bool = false) -> FieldSpec? {
        if let scalar = node.scalar, !node.isNull, scalar.value.hasPrefix("$") {
            return readReference(name, scalar.value, node: node, allowed: allowsReference)
        }
        if let scalar = node.scalar, !node.isNull {
            let split = TypeExpressionParser.splitDefault(scalar.value)
            guard let type = parseType(split.type, node: node) else { return nil }
            var defaultValue: DefaultValue?
            if let text = split.defaultText {
                let location = offset(node, by: split.defaultOffset)
                guard !text.isEmpty else {
                    diagnostics.append(.error("expected a default value after \"=\"", at: location))
                    return nil
                }
                defaultValue = Self.shorthandDefault(text, at: location)
            }
            return FieldSpec(name: name, type: type, defaultValue: defaultValue)
        }
        if node.sequence != nil {
            return typeExpression(node).map { FieldSpec(name: name, type: $0) }
        }
        guard let mapping = MappingReader(node, what: "field \"\(name.value)\"", known: SpecLoader.fieldKeys,
                                          hints: SpecLoader.fieldKeyHints, diagnostics: &diagnostics) else { return nil }
        guard let typeNode = mapping["type"] else {
            diagnostics.append(.error("field \"\(name.value)\" needs a \"type\"", at: mapping.location))
            return nil
        }
        guard let type = typeExpression(typeNode) else { return nil }
        var field = FieldSpec(
            name: name,
            type: type,
            defaultValue: mapping["default"].map(Self.defaultValue),
            doc: mapping.string("doc", diagnostics: &diagnostics)?.value,
            key: mapping.string("key", diagnostics: &diagnostics)?.value,
            style: readStyle(mapping, allowed: allowsStyle),
            contentType: readPartContentType(mapping, allowed: allowsContentType))
        field.deprecated = readDeprecated(mapping["deprecated"])
        return field
    }

    /// A type written as a scalar (`"[Tag]?"`), or as the flow sequence YAML makes of an
    /// unquoted `[Tag]` or `[String: Int]`.
    mutating func typeExpression(_ node: YAMLNode) -> TypeExpression? {
        switch node.content {
        case .scalar(let scalar) where !node.isNull:
            return parseType(scalar.value, node: node)
        case .sequence(let items) where items.count == 1:
            if let pairs = items[0].mapping, pairs.count == 1 {
                guard pairs[0].key.scalar?.value == "String" else {
                    diagnostics.append(.error("dictionary keys must be String", at: pairs[0].key.location))
                    return nil
                }
                return typeExpression(pairs[0].value).map(TypeExpression.dictionary)
            }
            return typeExpression(items[0]).map(TypeExpression.array)
        default:
            diagnostics.append(.error("expected a type such as String, [Tag] or \"[Tag]?\", found \(node.kindName)", at: node.location))
            return nil
        }
    }

    mutating func parseType(_ text: String, node: YAMLNode) -> TypeExpression? {
        switch TypeExpressionParser.parse(text, at: offset(node, by: 0)) {
        case .success(let type): return type
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// The location `columns` characters into a scalar's text (past its opening quote).
    func offset(_ node: YAMLNode, by columns: Int) -> SourceLocation {
        var location = node.location
        location.column += columns + ((node.scalar?.style == .singleQuoted || node.scalar?.style == .doubleQuoted) ? 1 : 0)
        return location
    }

    /// A default written in the long form: a YAML scalar, sequence or empty mapping.
    static func defaultValue(_ node: YAMLNode) -> DefaultValue {
        switch node.content {
        case .scalar(let scalar): .scalar(scalar.value, quoted: scalar.isQuoted, at: node.location)
        case .sequence(let items): .list(items.map(defaultValue), at: node.location)
        case .mapping: .emptyMapping(at: node.location)
        }
    }

    /// A default written after `=`: `1`, `"text"`, `[]`, `[a, b]`, `{}`.
    static func shorthandDefault(_ text: String, at location: SourceLocation) -> DefaultValue {
        if text.count >= 2, let quote = text.first, quote == "\"" || quote == "'", text.last == quote {
            return .scalar(String(text.dropFirst().dropLast()), quoted: true, at: location)
        }
        if text == "{}" { return .emptyMapping(at: location) }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast()).trimmingSpaces
            let items = inner.isEmpty ? [] : inner.split(separator: ",").map { String($0).trimmingSpaces }
            return .list(items.map { shorthandDefault($0, at: location) }, at: location)
        }
        return .scalar(text, quoted: false, at: location)
    }

    // MARK: Routes

    mutating func readRoute(_ name: Located<String>, _ node: YAMLNode) -> RouteSpec? {
        guard let route = MappingReader(node, what: "route \"\(name.value)\"", known: SpecLoader.methods + SpecLoader.routeKeys, diagnostics: &diagnostics) else { return nil }
        let methodPairs = route.pairs.filter { SpecLoader.methods.contains($0.key.scalar?.value ?? "") }
        guard let methodPair = methodPairs.first, let method = methodPair.key.scalar?.value else {
            diagnostics.append(.error("route \"\(name.value)\" needs a method and path, like \"GET: /items\"", at: name.location))
            return nil
        }
        for extra in methodPairs.dropFirst() {
            diagnostics.append(.error("route \"\(name.value)\" has more than one method; declare another route", at: extra.key.location))
        }
        guard let pathText = methodPair.value.scalar?.value, !methodPair.value.isNull else {
            diagnostics.append(.error("expected the path of \"\(name.value)\" after \(method):, like \"/items/{id: Int}\"", at: methodPair.value.location))
            return nil
        }
        guard let template = parsePath(pathText, node: methodPair.value) else { return nil }
        var spec = RouteSpec(name: name, method: Located(method, at: methodPair.key.location),
                             path: Located((defaults?.pathPrefix?.value ?? "") + template.path, at: methodPair.value.location))
        spec.placeholders = template.placeholders
        spec.pathParameters = template.typed
        if let path = route["path"] {
            spec.pathParameters += readFields(path, what: "path parameters of \"\(name.value)\"", allowsReference: true)
        }
        if let query = route["query"] {
            spec.query = readFields(query, what: "query parameters of \"\(name.value)\"", allowsStyle: true, allowsReference: true)
        }
        if let headers = route["headers"] {
            spec.headers = readFields(headers, what: "headers of \"\(name.value)\"", allowsReference: true)
            checkHeaderNames(spec.headers, declaredIn: headers)
        }
        if let defaults { spec.headers = defaults.merging(headers: spec.headers) }
        let bodyKeys = route.pairs.compactMap(\.key.scalar?.value).filter(SpecLoader.bodyKeys.contains)
        if let bodyKey = bodyKeys.first, let node = route[bodyKey] {
            switch bodyKey {
            case "body": spec.body = readBody(node, route: name.value)
            case "form": spec.body = .form(readFields(node, what: "form fields of \"\(name.value)\""), at: node.location)
            default: spec.body = .multipart(readFields(node, what: "multipart fields of \"\(name.value)\"", allowsContentType: true), at: node.location)
            }
        }
        for extra in bodyKeys.dropFirst() {
            diagnostics.append(.error("route \"\(name.value)\" has both \"\(bodyKeys[0])\" and \"\(extra)\"; a request has one body", at: route.keyNode(extra)!.location))
        }
        if let contentType = route.string("contentType", diagnostics: &diagnostics) {
            if let problem = HeaderValue.problem(contentType.value, what: "the content type") {
                diagnostics.append(.error(problem, at: contentType.location))
            }
            spec.contentType = contentType.value
        }
        spec.baseURL = route.string("baseURL", diagnostics: &diagnostics)
        if let response = route["response"], !response.isNull, response.scalar?.value != "Empty" {
            spec.response = typeExpression(response)
        }
        if let responses = route["responses"] {
            if let single = route.keyNode("response") {
                diagnostics.append(.error(
                    "route \"\(name.value)\" has both \"response\" and \"responses\"; list every success status under \"responses\"",
                    at: single.location))
            }
            spec.responses = readSuccessResponses(responses, route: name.value)
        }
        if let headers = route["responseHeaders"] {
            spec.responseHeaders = readFields(headers, what: "response headers of \"\(name.value)\"")
            checkHeaderNames(spec.responseHeaders, declaredIn: headers)
        }
        if let stream = route["stream"] { spec.stream = readStream(stream, route: name.value) }
        var removedErrors: [Located<Int?>] = []
        if let errors = route["errors"] { (spec.errors, removedErrors) = readErrors(errors, route: name.value) }
        checkRemovedErrors(removedErrors, defaults: defaults)
        if let defaults { spec.errors = defaults.merging(errors: spec.errors, removing: Set(removedErrors.map(\.value))) }
        if let node = route["auth"] {
            (spec.auth, spec.authIsOptional) = readRouteAuth(node, route: name.value)
        } else if let auth = defaults?.auth {
            (spec.auth, spec.authIsOptional) = (auth, defaults?.authIsOptional ?? false)
        }
        if let tags = route["tags"] { spec.tags = readTags(tags, route: name.value) }
        spec.summary = route.string("summary", diagnostics: &diagnostics)?.value
        spec.description = route.string("description", diagnostics: &diagnostics)?.value
        spec.deprecated = readDeprecated(route["deprecated"])
        if let retry = route["retry"] { spec.retry = readBool(retry, key: "retry").map { Located($0, at: retry.location) } }
        if let paginate = route["paginate"] { spec.pagination = readPagination(paginate, route: name.value) }
        if let cache = route["cache"] { spec.cache = readCache(cache, key: "cache", route: name.value) }
        if let capabilities = route["capabilities"] { spec.capabilities = readCapabilities(capabilities, of: "\"\(name.value)\"") }
        return spec
    }

    /// `cache: true|false` or `cache: { maxAge: SECONDS }`; `key` is how the spec names it
    /// (`cache`, or `x-routegen-cache` in an OpenAPI operation).
    mutating func readCache(_ node: YAMLNode, key: String, route: String) -> CacheSpec? {
        if node.mapping == nil {
            return readBool(node, key: key).map { CacheSpec(isCacheable: $0, location: node.location) }
        }
        guard let mapping = MappingReader(node, what: "\"\(key)\" of \"\(route)\"", known: SpecLoader.cacheKeys, diagnostics: &diagnostics) else { return nil }
        var spec = CacheSpec(isCacheable: true, location: node.location)
        if let maxAge = mapping["maxAge"] {
            guard let scalar = maxAge.scalar, !scalar.isQuoted, let seconds = Int(scalar.value), seconds >= 0 else {
                diagnostics.append(.error("expected \"maxAge\" to be a whole number of seconds, 0 or more", at: maxAge.location))
                return nil
            }
            spec.maxAge = seconds
        }
        return spec
    }

    /// `stream: events Type` (or `lines`, `sequence`), or the long form
    /// `stream: { events: Type, until: "[DONE]" }`.
    mutating func readStream(_ node: YAMLNode, route: String) -> StreamSpec? {
        let formats = StreamSpec.Format.allCases.map(\.rawValue)
        let example = "stream: events ChatChunk (or lines, sequence)"
        if let scalar = node.scalar, !node.isNull {
            let text = scalar.value
            let word = String(text.prefix { $0 != " " })
            guard let format = StreamSpec.Format(rawValue: word) else {
                let suggestion = Suggestion.didYouMean(word, among: formats)
                diagnostics.append(.error(
                    "expected \"stream\" of \"\(route)\" to name its framing, then the element type — \(example)"
                        + (suggestion.isEmpty ? ", found \"\(text)\"" : ": \"\(word)\"" + suggestion),
                    at: node.location))
                return nil
            }
            let rest = text.dropFirst(word.count)
            let spaces = rest.prefix { $0 == " " }.count
            guard spaces > 0, rest.count > spaces else {
                diagnostics.append(.error(
                    "\"stream\" of \"\(route)\" names no element type: write \(word) and the type of one element, like \"\(word) ChatChunk\", or \"\(word) \(StreamSpec.rawEventType)\" for the events as they are",
                    at: node.location))
                return nil
            }
            switch TypeExpressionParser.parse(String(rest.dropFirst(spaces)), at: offset(node, by: word.count + spaces)) {
            case .success(let type):
                return StreamSpec(format: format, element: type, location: node.location)
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                return nil
            }
        }
        guard let mapping = MappingReader(node, what: "\"stream\" of \"\(route)\"", known: SpecLoader.streamKeys, diagnostics: &diagnostics) else { return nil }
        let given = mapping.pairs.compactMap(\.key.scalar?.value).filter(formats.contains)
        guard let word = given.first, let format = StreamSpec.Format(rawValue: word), let typeNode = mapping[word] else {
            diagnostics.append(.error("\"stream\" of \"\(route)\" names no framing: give one of \(formats.joined(separator: ", ")) with the element type, like { events: ChatChunk }", at: node.location))
            return nil
        }
        for extra in given.dropFirst() {
            diagnostics.append(.error("\"stream\" of \"\(route)\" has both \"\(word)\" and \"\(extra)\"; a stream has one framing", at: mapping.keyNode(extra)!.location))
        }
        guard let element = typeExpression(typeNode) else { return nil }
        var spec = StreamSpec(format: format, element: element, location: node.location)
        if let until = mapping["until"] {
            guard format == .events else {
                diagnostics.append(.error("\"until\" ends an event stream at an event's data; \(word) streams end with the response: remove it", at: mapping.keyNode("until")!.location))
                return nil
            }
            if until.isNull {
                spec.terminator = .none
            } else if let text = until.scalar?.value {
                spec.terminator = .text(text)
            } else {
                diagnostics.append(.error("expected \"until\" to be the data of the last event, like \"[DONE]\", or null, found \(until.kindName)", at: until.location))
                return nil
            }
        }
        return spec
    }

    /// `capabilities: [Name, …]`: protocol names, each a Swift type name (dotted for a nested
    /// or module-qualified one). Anything else is reported where it is written.
    mutating func readCapabilities(_ node: YAMLNode, key: String = "capabilities", of owner: String) -> [Located<String>] {
        guard let items = node.sequence else {
            diagnostics.append(.error("expected \"\(key)\" of \(owner) to be a list of protocol names, like [IdempotentRoute], found \(node.kindName)", at: node.location))
            return []
        }
        var names: [Located<String>] = []
        for item in items {
            guard let name = item.scalar?.value, CapabilityName.isValid(name) else {
                diagnostics.append(.error("expected a protocol name in \"\(key)\", like IdempotentRoute, found \(item.scalar.map { "\"\($0.value)\"" } ?? item.kindName)", at: item.location))
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

    /// Reports each header whose wire name (`key:`, else its name) is not an HTTP token, where
    /// that name is written.
    mutating func checkHeaderNames(_ headers: [FieldSpec], declaredIn node: YAMLNode) {
        // A shared parameter's wire name is checked where it is resolved.
        for header in headers where header.reference == nil {
            guard let problem = HeaderName.problem(header.key ?? header.name.value) else { continue }
            let keyNode = header.key == nil ? nil : node.value(forKey: header.name.value)?.value(forKey: "key")
            diagnostics.append(.error(problem, at: keyNode?.location ?? header.name.location))
        }
    }

    /// `true` or `false`, plain, for `retry:`, `open:` and `explode:`; anything else (`yes`, a
    /// quoted `"true"`) is reported rather than guessed: `retry` decides whether a request may
    /// be sent twice, `open` whether unknown values decode, `explode` what the server receives.
    mutating func readBool(_ node: YAMLNode, key: String) -> Bool? {
        if let scalar = node.scalar, !scalar.isQuoted, scalar.value == "true" || scalar.value == "false" {
            return scalar.value == "true"
        }
        let found: String
        var suggestion = ""
        if node.isNull {
            found = "nothing"
        } else if let scalar = node.scalar {
            found = scalar.isQuoted ? "\"\(scalar.value)\" (quoted, so text)" : "\"\(scalar.value)\""
            if !scalar.isQuoted { suggestion = Suggestion.didYouMean(scalar.value, among: ["true", "false"]) }
        } else {
            found = node.kindName
        }
        diagnostics.append(.error("expected \"\(key)\" to be true or false, found \(found)" + suggestion, at: node.location))
        return nil
    }

    /// `paginate: { page|offset|cursor: PARAM, items: FIELD, size: PARAM, next: FIELD }`: one
    /// style, and only the keys that style uses.
    mutating func readPagination(_ node: YAMLNode, route: String) -> PaginationSpec? {
        let what = "\"paginate\" of \"\(route)\""
        guard let mapping = MappingReader(node, what: what, known: SpecLoader.paginationKeys, diagnostics: &diagnostics) else { return nil }
        let styleKeys = mapping.pairs.compactMap(\.key.scalar?.value).filter(SpecLoader.paginationStyles.contains)
        guard let styleKey = styleKeys.first else {
            diagnostics.append(.error("\(what) needs \"page\", \"offset\" or \"cursor\": the query parameter that moves to the next page", at: mapping.location))
            return nil
        }
        for extra in styleKeys.dropFirst() {
            diagnostics.append(.error("\(what) has both \"\(styleKey)\" and \"\(extra)\"; a route pages one way", at: mapping.keyNode(extra)!.location))
        }
        let items = mapping.string("items", diagnostics: &diagnostics)
        var size = mapping.string("size", diagnostics: &diagnostics)
        let next = mapping.string("next", diagnostics: &diagnostics)
        guard let parameter = mapping.string(styleKey, diagnostics: &diagnostics) else { return nil }
        let style: PaginationSpec.Style
        switch styleKey {
        case "cursor":
            if size != nil {
                diagnostics.append(.error("\"size\" applies only to page and offset pagination; a cursor page ends where its next cursor does", at: mapping.keyNode("size")!.location))
                size = nil
            }
            guard let next else {
                diagnostics.append(.error("\(what) needs \"next\": the response field that holds the next cursor", at: mapping.location))
                return nil
            }
            style = .cursor(next: next)
        default:
            if next != nil {
                diagnostics.append(.error("\"next\" applies only to cursor pagination", at: mapping.keyNode("next")!.location))
            }
            style = styleKey == "page" ? .pageNumber : .offset
        }
        return PaginationSpec(style: style, parameter: parameter, items: items, size: size, location: mapping.location)
    }

    mutating func readBody(_ node: YAMLNode, route: String) -> RouteSpec.Body? {
        if node.scalar?.value == "Data" { return .raw(at: node.location) }
        if node.mapping != nil {
            return .inlineObject(readFields(node, what: "body of \"\(route)\""), at: node.location)
        }
        return typeExpression(node).map(RouteSpec.Body.json)
    }

    /// Reads `errors:`, a body type per status (`404: Problem`, `default: Problem`). `none` in
    /// place of a type removes the body the file's defaults give that status from one route
    /// (`429: none`); those statuses come back as `removed`, for the caller to check and apply.
    mutating func readErrors(_ node: YAMLNode, route: String) -> (errors: [RouteSpec.ErrorSpec], removed: [Located<Int?>]) {
        var removed: [Located<Int?>] = []
        let errors: [RouteSpec.ErrorSpec] = entries(of: node, what: "errors of \"\(route)\"").compactMap { status, value in
            let code: Int?
            if status.value == "default" {
                code = nil
            } else if let number = Int(status.value), (100...599).contains(number) {
                code = number
            } else {
                diagnostics.append(.error("expected an HTTP status (100–599) or \"default\", found \"\(status.value)\"", at: status.location))
                return nil
            }
            if let scalar = value.scalar, scalar.value == "none", scalar.style == .plain {
                removed.append(Located(code, at: status.location))
                return nil
            }
            guard let type = typeExpression(value) else { return nil }
            return RouteSpec.ErrorSpec(status: code, location: status.location, type: type)
        }
        return (errors, removed)
    }

    /// `responses: { 200: Incident, 201: IncidentCreated, 204: none }`: the body of each success
    /// status, `none` (or `Empty`) for a status without content, or `{ type: …, doc: … }`.
    /// One status is `response:`.
    mutating func readSuccessResponses(_ node: YAMLNode, route: String) -> [RouteSpec.SuccessSpec] {
        let responses: [RouteSpec.SuccessSpec] = entries(of: node, what: "responses of \"\(route)\"").compactMap { status, value in
            guard let code = Int(status.value), (200...299).contains(code) else {
                diagnostics.append(.error(
                    "expected a success status (200–299), found \"\(status.value)\"; bodies of other statuses go under \"errors\"",
                    at: status.location))
                return nil
            }
            var typeNode = value
            var doc: String?
            if value.mapping != nil {
                guard let long = MappingReader(value, what: "response \(code) of \"\(route)\"", known: SpecLoader.successKeys, diagnostics: &diagnostics)
                else { return nil }
                guard let type = long["type"] else {
                    diagnostics.append(.error("response \(code) of \"\(route)\" needs \"type\" (a body type, or none)", at: value.location))
                    return nil
                }
                typeNode = type
                doc = long.string("doc", diagnostics: &diagnostics)?.value
            }
            if typeNode.isNull || typeNode.scalar?.value == "none" || typeNode.scalar?.value == "Empty" {
                return RouteSpec.SuccessSpec(status: code, location: status.location, type: nil, doc: doc)
            }
            guard let type = typeExpression(typeNode) else { return nil }
            return RouteSpec.SuccessSpec(status: code, location: status.location, type: type, doc: doc)
        }
        if node.mapping != nil, node.mapping?.count == 1, let only = responses.first {
            let body = only.type.map(\.description) ?? "Empty"
            diagnostics.append(.error(
                "\"responses\" tells several success statuses apart; for one, write \"response: \(body)\"", at: node.location))
        }
        return responses
    }

    /// Splits `/todos/{id: UUID}` into `/todos/{id}`, its placeholders and its typed parameters;
    /// literal text is percent-encoded and malformed templates are reported by ``PathTemplate``.
    mutating func parsePath(_ text: String, node: YAMLNode) -> (path: String, placeholders: [Located<String>], typed: [FieldSpec])? {
        guard text.hasPrefix("/") else {
            diagnostics.append(.error("a route path starts with \"/\"", at: offset(node, by: 0)))
            return nil
        }
        let parts: [PathTemplate.Part]
        switch PathTemplate.parse(text) {
        case .success(let parsed): parts = parsed
        case .failure(let problem):
            diagnostics.append(.error(problem.message, at: offset(node, by: problem.offset)))
            return nil
        }
        var path = ""
        var placeholders: [Located<String>] = []
        var typed: [FieldSpec] = []
        for part in parts {
            switch part {
            case .literal(let literal):
                path += literal
            case .placeholder(let inside, let start):
                let pieces = inside.split(separator: ":", maxSplits: 1).map(String.init)
                let name = (pieces.first ?? "").trimmingSpaces
                let nameOffset = start + (inside.unicodeScalars.prefix { $0 == " " }.count)
                guard !name.isEmpty else {
                    diagnostics.append(.error("empty path placeholder: write {name: Type}", at: offset(node, by: start - 1)))
                    return nil
                }
                let located = Located(name, at: offset(node, by: nameOffset))
                placeholders.append(located)
                if pieces.count == 2 {
                    let typeOffset = start + pieces[0].unicodeScalars.count + 1
                    switch TypeExpressionParser.parse(pieces[1], at: offset(node, by: typeOffset)) {
                    case .success(let type): typed.append(FieldSpec(name: located, type: type))
                    case .failure(let diagnostic): diagnostics.append(diagnostic)
                    }
                }
                path += "{\(name)}"
            }
        }
        return (path, placeholders, typed)
    }
}
