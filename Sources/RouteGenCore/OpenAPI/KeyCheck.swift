/// Reports the keys of an OpenAPI document's objects that OpenAPI does not define, where each is
/// written, with the nearest defined key suggested (``OpenAPIKeys``): a misspelt key is
/// otherwise ignored without a word, and `secuirty` makes an operation public.
///
/// An unknown key is a warning (`unknown-key`), since the document stays usable, except a near
/// miss of a key that says who may call an operation or what must be sent
/// (``OpenAPIKey/critical``): that is an error, so a typo can never widen access or drop a
/// requirement. `x-` extensions are always allowed. A schema may hold any annotation, so only a
/// near miss of a keyword is reported there.
///
/// The document is walked once, as the translator reads it (paths, path items, operations,
/// parameters, bodies, responses, media types, schemas; components, webhooks, callbacks), each
/// object once however often it is reached. Only what may be reached twice is remembered:
/// components, targets of references and the objects that are not schemas; an inline schema, most
/// of a document, has one place (a YAML alias repeats it, and the log reports a key once).
///
/// A `$ref` is followed only where the translation resolved it
/// (``ReferenceResolver/resolved(_:at:)``), so the check reads no file and reports no reference
/// problem of its own; a part of another file nothing uses is not checked, nor an operation
/// `--include` leaves out, about which nothing warns.
struct KeyCheck {
    /// Which object a node is, as its place in the document says.
    private enum Kind: Hashable {
        case document, info, contact, license, server, serverVariable, components, pathItem, operation
        case externalDocs, parameter, requestBody, mediaType, encoding, response, callback, example, link, header
        case tag, discriminator, xml, securityScheme, oauthFlows, oauthFlow, schema
    }

    /// A node visited as one kind; a node is identified by where it starts.
    private struct Visit: Hashable {
        let location: SourceLocation
        let kind: Kind
    }

    /// A node to visit.
    private struct Next {
        let node: YAMLNode
        let kind: Kind
        /// Whether it may be reached from elsewhere too, so a visit is remembered.
        let shared: Bool
    }

    /// A key unknown to one kind of object.
    private struct Unknown: Hashable {
        let object: ObjectIdentifier
        let name: String
    }

    private let resolver: ReferenceResolver
    /// The nodes still to visit, the next last.
    private var pending: [Next] = []
    /// The children of the node being visited, in document order.
    private var children: [Next] = []
    private var visited: Set<Visit> = []
    /// The nearest known key of each unknown key met, by object: documents repeat their mistakes.
    private var nearest: [Unknown: String?] = [:]

    private init(resolver: ReferenceResolver) {
        self.resolver = resolver
    }

    /// Reports the unknown keys of the document `root`, following the references `resolver`
    /// resolved while translating it, but not those of the operations whose nodes start at
    /// `omitted`.
    static func check(
        _ root: YAMLNode, resolver: ReferenceResolver, leavingOut omitted: Set<SourceLocation>,
        log: inout OpenAPIDiagnostics
    ) {
        var check = KeyCheck(resolver: resolver)
        for location in omitted { check.visited.insert(Visit(location: location, kind: .operation)) }
        check.pending.append(Next(node: root, kind: .document, shared: false))
        while let next = check.pending.popLast() {
            guard next.node.mapping != nil else { continue }
            if next.shared, !check.visited.insert(Visit(location: next.node.location, kind: next.kind)).inserted {
                continue
            }
            check.visit(next.node, as: next.kind, log: &log)
            check.pending.append(contentsOf: check.children.reversed())
            check.children.removeAll(keepingCapacity: true)
        }
    }

    // MARK: Objects

    private mutating func visit(_ node: YAMLNode, as kind: Kind, log: inout OpenAPIDiagnostics) {
        if kind != .schema, kind != .pathItem, let ref = node.value(forKey: "$ref") {
            for pair in node.mapping ?? [] { _ = known(pair, OpenAPIKeys.Reference.self, log: &log) }
            follow(ref, as: kind)
            return
        }
        switch kind {
        case .document: visitDocument(node, log: &log)
        case .info:
            for pair in node.mapping ?? [] {
                switch known(pair, OpenAPIKeys.Info.self, log: &log) {
                case .contact: add(pair.value, .contact)
                case .license: add(pair.value, .license)
                default: break
                }
            }
        case .contact: check(node, OpenAPIKeys.Contact.self, log: &log)
        case .license: check(node, OpenAPIKeys.License.self, log: &log)
        case .server:
            for pair in node.mapping ?? [] where known(pair, OpenAPIKeys.Server.self, log: &log) == .variables {
                addValues(pair.value, .serverVariable)
            }
        case .serverVariable: check(node, OpenAPIKeys.ServerVariable.self, log: &log)
        case .components: visitComponents(node, log: &log)
        case .pathItem: visitPathItem(node, log: &log)
        case .operation: visitOperation(node, log: &log)
        case .externalDocs: check(node, OpenAPIKeys.ExternalDocs.self, log: &log)
        case .parameter:
            for pair in node.mapping ?? [] {
                switch known(pair, OpenAPIKeys.Parameter.self, log: &log) {
                case .schema: add(pair.value, .schema)
                case .content: addMediaTypes(pair.value)
                case .examples: addValues(pair.value, .example)
                default: break
                }
            }
        case .requestBody:
            for pair in node.mapping ?? [] where known(pair, OpenAPIKeys.RequestBody.self, log: &log) == .content {
                addMediaTypes(pair.value)
            }
        case .mediaType:
            for pair in node.mapping ?? [] {
                switch known(pair, OpenAPIKeys.MediaType.self, log: &log) {
                case .schema, .itemSchema: add(pair.value, .schema)
                case .examples: addValues(pair.value, .example)
                case .encoding: addValues(pair.value, .encoding)
                case .itemEncoding: add(pair.value, .encoding)
                case .prefixEncoding: addItems(pair.value, .encoding)
                default: break
                }
            }
        case .encoding:
            for pair in node.mapping ?? [] {
                switch known(pair, OpenAPIKeys.Encoding.self, log: &log) {
                case .headers: addValues(pair.value, .header)
                case .encoding: addValues(pair.value, .encoding)
                case .itemEncoding: add(pair.value, .encoding)
                case .prefixEncoding: addItems(pair.value, .encoding)
                default: break
                }
            }
        case .response:
            for pair in node.mapping ?? [] {
                switch known(pair, OpenAPIKeys.Response.self, log: &log) {
                case .headers: addValues(pair.value, .header)
                case .content: addMediaTypes(pair.value)
                case .links: addValues(pair.value, .link)
                default: break
                }
            }
        case .callback:
            // Its keys are runtime expressions, each holding a path item.
            for pair in node.mapping ?? [] where !(pair.key.scalar?.value.hasPrefix("x-") ?? true) {
                add(pair.value, .pathItem)
            }
        case .example: check(node, OpenAPIKeys.Example.self, log: &log)
        case .link:
            for pair in node.mapping ?? [] where known(pair, OpenAPIKeys.Link.self, log: &log) == .server {
                add(pair.value, .server)
            }
        case .header:
            for pair in node.mapping ?? [] {
                switch known(pair, OpenAPIKeys.Header.self, log: &log) {
                case .schema: add(pair.value, .schema)
                case .content: addMediaTypes(pair.value)
                case .examples: addValues(pair.value, .example)
                default: break
                }
            }
        case .tag:
            for pair in node.mapping ?? [] where known(pair, OpenAPIKeys.Tag.self, log: &log) == .externalDocs {
                add(pair.value, .externalDocs)
            }
        case .discriminator: check(node, OpenAPIKeys.Discriminator.self, log: &log)
        case .xml: check(node, OpenAPIKeys.XML.self, log: &log)
        case .securityScheme:
            for pair in node.mapping ?? [] where known(pair, OpenAPIKeys.SecurityScheme.self, log: &log) == .flows {
                add(pair.value, .oauthFlows)
            }
        case .oauthFlows:
            for pair in node.mapping ?? [] where known(pair, OpenAPIKeys.OAuthFlows.self, log: &log) != nil {
                add(pair.value, .oauthFlow)
            }
        case .oauthFlow: check(node, OpenAPIKeys.OAuthFlow.self, log: &log)
        case .schema: visitSchema(node, log: &log)
        }
    }

    private mutating func visitDocument(_ node: YAMLNode, log: inout OpenAPIDiagnostics) {
        for pair in node.mapping ?? [] {
            switch known(pair, OpenAPIKeys.Document.self, log: &log) {
            case .info: add(pair.value, .info)
            case .servers: addItems(pair.value, .server)
            case .paths:
                // Keys that are not paths are reported by the translator, `x-` ones ignored.
                for path in pair.value.mapping ?? [] where path.key.scalar?.value.hasPrefix("/") ?? false {
                    add(path.value, .pathItem)
                }
            case .webhooks:
                for hook in pair.value.mapping ?? [] where !(hook.key.scalar?.value.hasPrefix("x-") ?? true) {
                    add(hook.value, .pathItem)
                }
            case .components: add(pair.value, .components)
            case .tags: addItems(pair.value, .tag)
            case .externalDocs: add(pair.value, .externalDocs)
            default: break
            }
        }
    }

    private mutating func visitComponents(_ node: YAMLNode, log: inout OpenAPIDiagnostics) {
        for pair in node.mapping ?? [] {
            let kind: Kind
            switch known(pair, OpenAPIKeys.Components.self, log: &log) {
            case .schemas: kind = .schema
            case .responses: kind = .response
            case .parameters: kind = .parameter
            case .examples: kind = .example
            case .requestBodies: kind = .requestBody
            case .headers: kind = .header
            case .securitySchemes: kind = .securityScheme
            case .links: kind = .link
            case .callbacks: kind = .callback
            case .pathItems: kind = .pathItem
            case .mediaTypes: kind = .mediaType
            case nil: continue
            }
            addValues(pair.value, kind, shared: true)
        }
    }

    private mutating func visitPathItem(_ node: YAMLNode, log: inout OpenAPIDiagnostics) {
        for pair in node.mapping ?? [] {
            guard let key = known(pair, OpenAPIKeys.PathItem.self, log: &log) else { continue }
            switch key {
            case .ref: follow(pair.value, as: .pathItem)
            case .servers: addItems(pair.value, .server)
            case .parameters: addItems(pair.value, .parameter)
            case .additionalOperations: addValues(pair.value, .operation)
            case .summary, .description: break
            case .get, .put, .post, .delete, .options, .head, .patch, .trace, .query: add(pair.value, .operation)
            }
        }
    }

    private mutating func visitOperation(_ node: YAMLNode, log: inout OpenAPIDiagnostics) {
        for pair in node.mapping ?? [] {
            switch known(pair, OpenAPIKeys.Operation.self, log: &log) {
            case .externalDocs: add(pair.value, .externalDocs)
            case .parameters: addItems(pair.value, .parameter)
            case .requestBody: add(pair.value, .requestBody)
            case .responses:
                for response in pair.value.mapping ?? [] {
                    // A `$ref` in place of them all is reported where the responses are read.
                    guard let key = response.key.scalar?.value, !key.hasPrefix("x-"), key != "$ref" else { continue }
                    if ResponseStatus(key) == nil {
                        log.warn(
                            .unknownKey,
                            "response key \"\(key)\" is no status (three digits 100–599, 1XX–5XX or default): the response is ignored",
                            at: response.key.location)
                    } else {
                        add(response.value, .response)
                    }
                }
            case .callbacks:
                for callback in pair.value.mapping ?? [] where !(callback.key.scalar?.value.hasPrefix("x-") ?? true) {
                    add(callback.value, .callback)
                }
            case .servers: addItems(pair.value, .server)
            default: break
            }
        }
    }

    private mutating func visitSchema(_ node: YAMLNode, log: inout OpenAPIDiagnostics) {
        for pair in node.mapping ?? [] {
            guard let key = known(pair, OpenAPIKeys.Schema.self, log: &log) else { continue }
            switch key {
            case .ref: follow(pair.value, as: .schema)
            case .discriminator: add(pair.value, .discriminator)
            case .xml: add(pair.value, .xml)
            case .externalDocs: add(pair.value, .externalDocs)
            case .items:
                // A list of schemas in earlier drafts: a tuple.
                if pair.value.sequence != nil { addItems(pair.value, .schema) } else { add(pair.value, .schema) }
            case .not, .if, .then, .else, .contains, .additionalProperties, .additionalItems, .propertyNames,
                .unevaluatedItems, .unevaluatedProperties, .contentSchema:
                add(pair.value, .schema)
            case .allOf, .anyOf, .oneOf, .prefixItems: addItems(pair.value, .schema)
            case .properties, .patternProperties, .defs, .definitions, .dependentSchemas, .dependencies:
                addValues(pair.value, .schema)
            default: break
            }
        }
    }

    // MARK: Keys

    /// Reports the unknown keys of `node`, an object without children to visit.
    private mutating func check<Key: OpenAPIKey>(_ node: YAMLNode, _: Key.Type, log: inout OpenAPIDiagnostics) {
        for pair in node.mapping ?? [] { _ = known(pair, Key.self, log: &log) }
    }

    /// The key of `pair` when `Key` knows it; otherwise `nil`, reported unless it is an extension.
    private mutating func known<Key: OpenAPIKey>(
        _ pair: YAMLPair, _: Key.Type, log: inout OpenAPIDiagnostics
    ) -> Key? {
        guard let name = pair.key.scalar?.value else { return nil }
        if let key = Key.table.keys[name] { return key }
        if !name.hasPrefix("x-") { report(name, of: Key.self, at: pair.key.location, log: &log) }
        return nil
    }

    private mutating func report<Key: OpenAPIKey>(
        _ name: String, of _: Key.Type, at location: SourceLocation, log: inout OpenAPIDiagnostics
    ) {
        let unknown = Unknown(object: ObjectIdentifier(Key.self), name: name)
        let suggestion: String?
        if let known = nearest[unknown] {
            suggestion = known
        } else {
            suggestion = Suggestion.closest(to: name, among: Key.table.names)
            nearest[unknown] = .some(suggestion)
        }
        let what = "unknown \(Key.allowsAnnotations ? "keyword" : "key") \"\(name)\" in \(Key.object)"
        guard let suggestion else {
            if !Key.allowsAnnotations {
                log.warn(
                    .unknownKey,
                    "\(what): it is ignored (the keys here are \(Key.table.names.joined(separator: ", ")))",
                    at: location)
            }
            return
        }
        if Key.table.critical.contains(suggestion) {
            log.error(
                "\(what) (did you mean \"\(suggestion)\"?): ignoring it could widen access or drop a requirement",
                at: location)
        } else {
            log.warn(.unknownKey, "\(what) (did you mean \"\(suggestion)\"?): it is ignored", at: location)
        }
    }

    // MARK: Children

    private mutating func add(_ node: YAMLNode, _ kind: Kind) {
        children.append(Next(node: node, kind: kind, shared: kind != .schema))
    }

    /// Each value of the mapping `node`: the objects of a map keyed by names; `shared` for
    /// components.
    private mutating func addValues(_ node: YAMLNode, _ kind: Kind, shared: Bool = false) {
        for pair in node.mapping ?? [] {
            children.append(Next(node: pair.value, kind: kind, shared: shared || kind != .schema))
        }
    }

    /// The media types of the `content` mapping `node`; a key that is no media type is the
    /// translator's to report, and left out.
    private mutating func addMediaTypes(_ node: YAMLNode) {
        for pair in node.mapping ?? [] where MediaType.isMediaType(pair.key.scalar?.value ?? "") {
            children.append(Next(node: pair.value, kind: .mediaType, shared: true))
        }
    }

    /// Each item of the list `node`.
    private mutating func addItems(_ node: YAMLNode, _ kind: Kind) {
        for item in node.sequence ?? [] { children.append(Next(node: item, kind: kind, shared: kind != .schema)) }
    }

    /// The target of the `$ref` whose text is `ref`, when the translation resolved it.
    private mutating func follow(_ ref: YAMLNode, as kind: Kind) {
        guard let text = ref.scalar?.value, let target = resolver.resolved(text, at: ref.location) else { return }
        children.append(Next(node: target.node, kind: kind, shared: true))
    }
}
