/// One operation under `paths`, found and named before anything is translated, so route names
/// are claimed before model names.
struct OpenAPIOperation {
    /// The route name: from `operationId`, else from the method and path.
    var name: Located<String>
    /// The method, upper-cased, where its key is written.
    var method: Located<String>
    /// The path as written, where its key is written.
    var path: Located<String>
    /// Whether the path key is quoted, which moves its text one column right of its location.
    var pathIsQuoted: Bool
    /// The operation object.
    var node: YAMLNode
    /// The parameters the path item declares for all its operations.
    var sharedParameters: [YAMLNode]
    /// A webhook (`webhooks`) or callback (an operation's `callbacks`): a request the API
    /// sends to its subscriber, whose path is the one the subscriber's server receives it at.
    var isWebhook = false
    /// The key of the request body's `content` this route sends, when the operation accepts
    /// several bodies (``RequestBodyVariants``): one route per body; `nil` without a body.
    var bodyMediaType: String?
    /// The base URL of the server the operation's (else its path item's) `servers` name, when
    /// it is not the document's: uploads or sign-in on another host.
    var server: Located<String>?

    /// The methods a path item has a field for, each the field's name (OpenAPI 3.2 added
    /// `query`); any other method is a key of its `additionalOperations`, which may not repeat one
    /// of these in any case.
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]

    /// Every operation of `paths`, in document order, each with a unique route name whose
    /// `<Name>Route` type is free, and its own server when `servers` of its path or itself name
    /// another than the document's `baseURL`.
    ///
    /// A path item or an operation may be a `$ref`, resolved relative to the file that holds it:
    /// path items by the standard, operations because bundlers accept them and large
    /// descriptions keep each operation in a file of its own. What cannot be a route — `paths`
    /// that is not a mapping, a key that is not a path, a path item or operation that is not a
    /// mapping or cannot be read — is reported where it is written; `x-` extensions and keys
    /// that are not methods are left alone, as OpenAPI allows them.
    ///
    /// Then the operations' `callbacks` and the document's `webhooks` (``WebhookItems``), as
    /// webhook operations at the path their receiver serves them at.
    static func all(
        in paths: YAMLNode?, webhooks: YAMLNode? = nil, baseURL: String, rootServers: YAMLNode?,
        typeNames: inout TypeNameAllocator,
        resolver: inout ReferenceResolver, log: inout OpenAPIDiagnostics
    ) -> [OpenAPIOperation] {
        /// The base URL `servers` of a path item or operation name, when it is not the
        /// document's (``ServerURL/operationBaseURL(_:rootServers:documentBaseURL:log:)``).
        func server(_ servers: YAMLNode?) -> Located<String>? {
            servers.flatMap {
                ServerURL.operationBaseURL($0, rootServers: rootServers, documentBaseURL: baseURL, log: &log)
            }
        }
        var routeNames = MemberNameAllocator()
        var operations: [OpenAPIOperation] = []
        /// The operations of the path item `item` at `path`; a webhook's without an
        /// `operationId` is named `hook` (with its method first when the item has several).
        func add(
            _ item: YAMLNode, path: Located<String>, pathIsQuoted: Bool, fragment: String? = nil, webhook hook: String?
        ) {
            let itemServer = server(item.value(forKey: "servers"))
            let shared = parameterList(item.value(forKey: "parameters"), log: &log)
            let written = Self.operations(of: item, log: &log)
            for (methodName, key, value) in written {
                if MethodName.isTrace(methodName) {
                    log.warn(.trace, "TRACE operations cannot be expressed: this one is left out", at: key.location)
                    continue
                }
                guard
                    let node = mapping(
                        value, "\(methodName) operation of \(hook ?? path.value)", at: key.location,
                        consequence: "it is left out", resolver: &resolver, log: &log)
                else { continue }
                let operationServer =
                    node.value(forKey: "servers") != nil ? server(node.value(forKey: "servers")) : itemServer
                // Only reported here: `OperationTranslator` reads the operation's own list.
                _ = parameterList(node.value(forKey: "parameters"), log: &log)
                checkResponses(node.value(forKey: "responses"), log: &log)
                let idNode = node.value(forKey: "operationId")
                let override = SwiftNameOverride.value(in: node)
                let fallback =
                    hook.map { written.count > 1 ? methodName.lowercased() + SwiftNames.typeName($0) : $0 }
                    ?? fallbackName(method: methodName.lowercased(), path: path.value)
                    + (fragment.flatMap { $0.isEmpty ? nil : SwiftNames.typeName($0) } ?? "")
                let candidate = override?.value ?? idNode?.scalar?.value ?? fallback
                var name = routeNames.claim(candidate)
                if let override, name != SwiftNames.memberName(override.value) {
                    log.error(
                        SwiftNameOverride.collision(
                            override, becomes: SwiftNames.memberName(override.value), what: "route"),
                        at: override.location)
                }
                // One route per body the operation accepts; the first keeps the operation's name.
                let body = node.value(forKey: "requestBody").flatMap { resolver.dereference($0, log: &log)?.node }
                let variants = RequestBodyVariants.variants(of: body?.value(forKey: "content"))
                for variant in variants.isEmpty ? [nil] : variants.map(Optional.some) {
                    var routeName =
                        variant.map { $0.suffix.isEmpty ? name : routeNames.claim(name + $0.suffix) } ?? name
                    while typeNames.isTaken(SwiftNames.typeName(routeName) + "Route") {
                        routeName = routeNames.claim(routeName)
                    }
                    typeNames.reserve(SwiftNames.typeName(routeName) + "Route")
                    if variant?.suffix.isEmpty != false { name = routeName }
                    operations.append(
                        OpenAPIOperation(
                            name: Located(routeName, at: override?.location ?? idNode?.location ?? key.location),
                            method: Located(methodName, at: key.location),
                            path: path,
                            pathIsQuoted: pathIsQuoted,
                            node: node,
                            sharedParameters: shared,
                            isWebhook: hook != nil,
                            bodyMediaType: variant?.mediaType,
                            server: operationServer))
                }
            }
        }
        if let paths {
            if let pairs = paths.mapping {
                for pair in pairs {
                    guard let written = Self.path(of: pair.key, log: &log),
                        let item = mapping(
                            pair.value, "path item of \(written)", at: pair.key.location,
                            consequence: "its operations are left out", resolver: &resolver, log: &log)
                    else { continue }
                    let isQuoted = pair.key.scalar?.isQuoted ?? false
                    let (path, fragment) = Self.droppingFragment(
                        of: written, at: pair.key.location, isQuoted: isQuoted, log: &log)
                    add(
                        item, path: Located(path, at: pair.key.location), pathIsQuoted: isQuoted, fragment: fragment,
                        webhook: nil)
                }
            } else {
                log.warn(
                    .malformed,
                    "expected \"paths\" to be a mapping from paths to path items, found \(paths.kindName): no route is generated",
                    at: paths.location)
            }
        }
        // Callbacks after every route, so no callback takes a name an operation's `operationId` claims later.
        for operation in operations where !operation.isWebhook {
            guard let callbacks = operation.node.value(forKey: "callbacks") else { continue }
            for (name, expression, item) in WebhookItems.callbacks(callbacks, resolver: &resolver, log: &log) {
                add(
                    item, path: WebhookItems.path(ofCallback: name.value, expression: expression), pathIsQuoted: false,
                    webhook: name.value)
            }
        }
        if let webhooks {
            for (name, item) in WebhookItems.webhooks(webhooks, resolver: &resolver, log: &log) {
                add(
                    item, path: WebhookItems.path(ofWebhook: name, item: item), pathIsQuoted: false, webhook: name.value
                )
            }
        }
        return operations
    }

    /// The operations of the path item `item`, in the order written, each with its method as
    /// sent and its key: the fixed fields' methods upper-cased, `additionalOperations`' as
    /// written (TRACE among them, which the caller reports however it is written). An additional
    /// method that is not a token, or that repeats a fixed field's method in any case (which
    /// OpenAPI 3.2 forbids: which of the two is meant is unclear), is reported and left out.
    private static func operations(of item: YAMLNode, log: inout OpenAPIDiagnostics) -> [(
        method: String, key: YAMLNode, value: YAMLNode
    )] {
        var found: [(method: String, key: YAMLNode, value: YAMLNode)] = []
        for pair in item.mapping ?? [] {
            guard let field = pair.key.scalar?.value else { continue }
            if methods.contains(field) {
                found.append((field.uppercased(), pair.key, pair.value))
            } else if field == "additionalOperations", !pair.value.isNull {
                guard let additional = pair.value.mapping else {
                    log.warn(
                        .malformed,
                        "expected \"additionalOperations\" to be a mapping from methods to operations, found \(pair.value.kindName): they are left out",
                        at: pair.value.location)
                    continue
                }
                for operation in additional {
                    let method = operation.key.scalar?.value ?? ""
                    if MethodName.isTrace(method) || !methods.contains(method.lowercased()) {
                        if let problem = MethodName.problem(method) {
                            log.warn(
                                .methods, "in additionalOperations, \(problem); this operation is left out",
                                at: operation.key.location)
                        } else {
                            found.append((method, operation.key, operation.value))
                        }
                    } else {
                        log.warn(
                            .methods,
                            "the method \"\(method)\" in additionalOperations has a field of its own in a path item, \"\(method.lowercased())\", where OpenAPI 3.2 requires it: this operation is left out; move it there",
                            at: operation.key.location)
                    }
                }
            }
        }
        return found
    }

    /// The path a key of `paths` names; `nil` for an extension (`x-…`, silently) and for a key
    /// that is not a path (reported).
    private static func path(of key: YAMLNode, log: inout OpenAPIDiagnostics) -> String? {
        guard let path = key.scalar?.value else {
            log.warn(
                .malformed, "expected a path to be text, found \(key.kindName): its operations are left out",
                at: key.location)
            return nil
        }
        if path.hasPrefix("/") { return path }
        if path.hasPrefix("x-") { return nil }
        if path.isEmpty {
            log.warn(
                .malformed, "the empty path \"\" cannot be expressed: its operations are left out", at: key.location)
        } else {
            log.warn(
                .malformed, "the path \"\(path)\" does not start with \"/\": its operations are left out",
                at: key.location)
        }
        return nil
    }

    /// The path `written` without its fragment, and the fragment's text after `#` (`nil` when
    /// there is none). Large descriptions tell several operations of one path apart by a
    /// fragment (`/files/{file_id}#get_shared_link`); a fragment is never sent, so it is left
    /// out of the route's path (reported at the `#`), and names the route when no
    /// `operationId` does. Braces after the `#` are no placeholders.
    private static func droppingFragment(
        of written: String, at location: SourceLocation, isQuoted: Bool,
        log: inout OpenAPIDiagnostics
    ) -> (path: String, fragment: String?) {
        guard let hash = written.firstIndex(of: "#") else { return (written, nil) }
        var place = location
        place.column +=
            written.unicodeScalars.distance(from: written.unicodeScalars.startIndex, to: hash) + (isQuoted ? 1 : 0)
        log.warn(
            .pathFragments, "a path's fragment (\"#…\") is never sent: it is left out of the route's path", at: place)
        return (String(written[..<hash]), String(written[written.index(after: hash)...]))
    }

    /// The items of a `parameters` list; an empty `parameters:` (null) has none, and one that
    /// is not a list (a `$ref` to one included, which OpenAPI does not allow) is reported, as
    /// its parameters are left out.
    private static func parameterList(_ parameters: YAMLNode?, log: inout OpenAPIDiagnostics) -> [YAMLNode] {
        guard let parameters, !parameters.isNull else { return [] }
        guard let items = parameters.sequence else {
            log.warn(
                .malformed,
                "expected \"parameters\" to be a list, found \(parameters.kindName): its parameters are left out",
                at: parameters.location)
            return []
        }
        return items
    }

    /// Reports `responses` that cannot be read, which would otherwise leave the route without
    /// responses silently: not a mapping, or a `$ref` in place of the whole object (OpenAPI
    /// allows one per response, not for all of them). An empty `responses:` has none.
    private static func checkResponses(_ responses: YAMLNode?, log: inout OpenAPIDiagnostics) {
        guard let responses, !responses.isNull else { return }
        if responses.mapping == nil {
            log.warn(
                .malformed,
                "expected \"responses\" to be a mapping from statuses to responses, found \(responses.kindName): they are left out",
                at: responses.location)
        } else if let ref = responses.value(forKey: "$ref") {
            log.warn(
                .malformed,
                "a \"$ref\" in place of all responses is not followed: write one per status; they are left out",
                at: ref.location)
        }
    }

    /// `node` with its `$ref` followed, when that is a mapping; otherwise `nil`, reported as
    /// "the `what` cannot be read" or "is not a mapping", followed by `consequence`. Path items
    /// and operations both go through here, so a multi-file description's `$ref` in either
    /// position is read the same way.
    static func mapping(
        _ node: YAMLNode, _ what: String, at location: SourceLocation, consequence: String,
        resolver: inout ReferenceResolver, log: inout OpenAPIDiagnostics
    ) -> YAMLNode? {
        guard let (target, _) = resolver.dereference(node, log: &log) else {
            log.warn(.unusableReference, "the \(what) cannot be read: \(consequence)", at: location)
            return nil
        }
        guard target.mapping != nil else {
            log.warn(
                .malformed, "expected the \(what) to be a mapping, found \(target.kindName): \(consequence)",
                at: target.location)
            return nil
        }
        return target
    }

    /// A name for an operation without `operationId`: `GET /pets/{petId}/photos` →
    /// `getPetsByPetIdPhotos`.
    static func fallbackName(method: String, path: String) -> String {
        let words = path.split(separator: "/").map { segment -> String in
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                return "By" + SwiftNames.typeName(String(segment.dropFirst().dropLast()))
            }
            return SwiftNames.typeName(String(segment))
        }
        return method + (words.isEmpty ? "Root" : words.joined())
    }
}
