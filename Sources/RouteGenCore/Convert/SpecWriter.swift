/// Writes a ``SpecFile`` as a spec in RouteGen's own YAML format: the inverse of the load
/// stage, so `routegen convert` can turn an OpenAPI document into a spec a team maintains from
/// then on.
///
/// Loading the text it writes gives back the same spec, locations aside, so generating from the
/// converted file gives the same Swift as generating from the original. Everything is written
/// in block style with the long form only where a field needs more than its type.
package enum SpecWriter {
    /// The YAML text of `spec`. With `shortForms` (what `convert` writes), a field's long form
    /// goes on one flow line while it fits, an enum whose cases are named by their values is a
    /// list, a one-line doc ending in a line break stays on its line, and a short model, route or
    /// map is one flow line (``FlowFolding``); without, each of those is a block, a key per line,
    /// which reads best where a test or a diff shows a translation.
    package static func yaml(_ spec: SpecFile, shortForms: Bool = false) -> String {
        var writer = Writer(shortForms: shortForms)
        writer.file(spec)
        return shortForms ? FlowFolding.fold(writer.text, width: Writer.flowWidth) : writer.text
    }
}

/// Accumulates the lines of one spec.
private struct Writer {
    /// Whether to write the one-line forms (``SpecWriter/yaml(_:shortForms:)``).
    let shortForms: Bool
    /// The text written so far.
    var text = ""

    /// One line at `indent` spaces.
    mutating func line(_ indent: Int, _ content: String) {
        text += String(repeating: " ", count: indent) + content + "\n"
    }

    /// `key: value`, the value written as it is.
    mutating func entry<Key: SpecKey>(_ indent: Int, _ key: Key, _ value: String) {
        line(indent, key.rawValue + ": " + value)
    }

    /// `key:`, opening the block of entries that follows, or `key: {}` when it has none.
    mutating func opening<Key: SpecKey>(_ indent: Int, _ key: Key, isEmpty: Bool = false) {
        line(indent, key.rawValue + ":" + (isEmpty ? " {}" : ""))
    }

    /// `key: text`, as a literal block when the text spans lines; one line of text that ends
    /// with a line break (as OpenAPI's block descriptions do) stays on one line, quoted.
    mutating func textEntry<Key: SpecKey>(_ indent: Int, _ key: Key, _ value: String) {
        if shortForms, value.hasSuffix("\n"), !value.dropLast().contains("\n") {
            entry(indent, key, YAMLText.quoted(value))
        } else {
            line(indent, key.rawValue + ":" + YAMLText.value(value, indent: indent))
        }
    }

    /// `{ key: value, … }`: a long form on one line.
    static func flow<Key: SpecKey>(_ entries: [(Key, String)]) -> String {
        "{ " + entries.map { $0.0.rawValue + ": " + $0.1 }.joined(separator: ", ") + " }"
    }

    /// `[a, b]`: a list on one line.
    static func flowList(_ items: [String]) -> String {
        "[" + items.joined(separator: ", ") + "]"
    }

    /// The file's `defaults:`, which its routes leave out where they agree with them.
    var defaults = SpecDefaults()

    /// The top-level keys, then `tags`, `auth`, `defaults`, `parameters`, `models`, `routes` and
    /// `webhooks`, in the order the spec holds them.
    mutating func file(_ spec: SpecFile) {
        if let api = spec.api { textEntry(0, SpecKeys.File.api, api.value) }
        // The first server is the base URL when `baseURL:` is not written.
        if let baseURL = spec.baseURL, baseURL.value != spec.servers.first?.url.value {
            textEntry(0, SpecKeys.File.baseURL, baseURL.value)
        }
        if !spec.servers.isEmpty {
            opening(0, SpecKeys.File.servers)
            spec.servers.forEach { server($0) }
        }
        if let doc = spec.doc { textEntry(0, SpecKeys.File.doc, doc) }
        // A line of its own, as the build plugin reads it (ModelFileRule.declaredCount).
        if let modelFiles = spec.modelFiles { entry(0, SpecKeys.File.modelFiles, String(modelFiles.value)) }
        if !spec.tags.isEmpty {
            opening(0, SpecKeys.File.tags)
            spec.tags.forEach { tag($0) }
        }
        if !spec.authSchemes.isEmpty {
            opening(0, SpecKeys.File.auth)
            spec.authSchemes.forEach { authScheme($0) }
        }
        if let defaults = spec.defaults {
            self.defaults = defaults
            fileDefaults(defaults)
        }
        if !spec.parameters.isEmpty { fieldMap(0, SpecKeys.File.parameters, spec.parameters) }
        if !spec.models.isEmpty {
            opening(0, SpecKeys.File.models)
            spec.models.forEach { model($0) }
        }
        let routes = spec.routes.filter { !$0.isWebhook }
        if !routes.isEmpty {
            opening(0, SpecKeys.File.routes)
            routes.forEach { route($0) }
        }
        let webhooks = spec.routes.filter(\.isWebhook)
        if !webhooks.isEmpty {
            // The file's defaults do not apply to webhooks: each is written whole.
            defaults = SpecDefaults()
            opening(0, SpecKeys.File.webhooks)
            webhooks.forEach { route($0) }
        }
    }

    /// A named server: `name: url`, or the long form when it has a doc.
    mutating func server(_ server: ServerSpec) {
        guard let doc = server.doc else {
            line(2, YAMLText.key(server.name.value) + ": " + YAMLText.scalar(server.url.value))
            return
        }
        line(2, YAMLText.key(server.name.value) + ":")
        textEntry(4, SpecKeys.Server.url, server.url.value)
        textEntry(4, SpecKeys.Server.doc, doc)
    }

    /// A described tag, `{}` when it says nothing but its name.
    mutating func tag(_ tag: TagSpec) {
        let entries: [(SpecKeys.Tag, String?)] = [
            (.parent, tag.parent?.value), (.summary, tag.summary), (.kind, tag.kind), (.doc, tag.doc),
        ]
        guard entries.contains(where: { $0.1 != nil }) else { return line(2, YAMLText.key(tag.name.value) + ": {}") }
        line(2, YAMLText.key(tag.name.value) + ":")
        for case (let key, let value?) in entries { textEntry(4, key, value) }
    }

    /// A scheme in the long form, so a doc always has its place.
    mutating func authScheme(_ scheme: AuthSchemeSpec) {
        line(2, YAMLText.key(scheme.name.value) + ":")
        switch scheme.kind {
        case .bearer: entry(4, SpecKeys.Auth.type, "bearer")
        case .basic: entry(4, SpecKeys.Auth.type, "basic")
        case .apiKeyHeader(let name):
            textEntry(4, SpecKeys.Auth.apiKey, name)
            entry(4, SpecKeys.Auth.in, "header")
        case .apiKeyQuery(let name):
            textEntry(4, SpecKeys.Auth.apiKey, name)
            entry(4, SpecKeys.Auth.in, "query")
        case .all(let parts):
            entry(4, SpecKeys.Auth.all, Self.flowList(parts.map { YAMLText.scalar($0.value, flow: true) }))
        }
        if let doc = scheme.doc { textEntry(4, SpecKeys.Auth.doc, doc) }
    }

    /// A model: fields, enum cases (always as `name: value`) or union variants.
    mutating func model(_ model: ModelSpec) {
        line(2, YAMLText.key(model.name.value) + ":")
        if let doc = model.doc { textEntry(4, SpecKeys.Model.doc, doc) }
        if let deprecated = model.deprecated { entry(4, SpecKeys.Model.deprecated, Self.deprecatedValue(deprecated)) }
        for (key, value) in Self.exampleEntries(model.examples, single: SpecKeys.Model.example, many: .examples) {
            entry(4, key, value)
        }
        switch model.kind {
        case .object(let fields):
            fieldMap(4, SpecKeys.Model.fields, fields)
            if let additional = model.additionalProperties { additionalEntry(additional) }
        case .enumeration(let cases):
            if model.isOpen { entry(4, SpecKeys.Model.open, "true") }
            if shortForms, let list = enumList(cases, integers: model.hasIntegerValues) {
                entry(4, SpecKeys.Model.enum, list)
                return
            }
            opening(4, SpecKeys.Model.enum, isEmpty: cases.isEmpty)
            // An integer value is written unquoted: that is what makes the enum's values integers;
            // so a string enum's value that looks like one ("1", "-1") is quoted.
            let value = { (raw: String) in
                model.hasIntegerValues ? raw : Int64(raw) != nil ? YAMLText.quoted(raw) : YAMLText.scalar(raw)
            }
            for enumCase in cases {
                if let doc = enumCase.doc {
                    line(6, YAMLText.key(enumCase.name.value) + ":")
                    entry(8, SpecKeys.EnumCase.value, value(enumCase.rawValue))
                    textEntry(8, SpecKeys.EnumCase.doc, doc)
                } else {
                    line(6, YAMLText.key(enumCase.name.value) + ": " + value(enumCase.rawValue))
                }
            }
        case .union(let union):
            if let discriminator = union.discriminator {
                textEntry(4, SpecKeys.Model.discriminator, discriminator.value)
            }
            opening(4, SpecKeys.Model.oneOf, isEmpty: union.variants.isEmpty)
            for variant in union.variants {
                if let doc = variant.doc {
                    line(6, YAMLText.key(variant.name.value) + ":")
                    entry(8, SpecKeys.Variant.type, type(variant.type))
                    textEntry(8, SpecKeys.Variant.doc, doc)
                } else {
                    line(6, YAMLText.key(variant.name.value) + ": " + type(variant.type))
                }
            }
            let mapped = union.variants.flatMap { variant in
                variant.discriminatorValues.map { ($0, variant.name.value) }
            }
            if union.discriminator != nil, !mapped.isEmpty {
                opening(4, SpecKeys.Model.mapping)
                for (value, variant) in mapped {
                    line(6, YAMLText.key(value) + ": " + YAMLText.scalar(variant))
                }
            }
            if let defaultVariant = union.defaultVariant {
                entry(4, SpecKeys.Model.defaultMapping, YAMLText.scalar(defaultVariant.value))
            }
        }
    }

    /// `additional:` of a struct: its value type, or the long form when it has a name of its
    /// own or a doc.
    mutating func additionalEntry(_ additional: AdditionalPropertiesSpec) {
        let named = additional.name.value != AdditionalPropertiesSpec.defaultName
        guard named || additional.doc != nil else {
            entry(4, SpecKeys.Model.additional, type(additional.valueType))
            return
        }
        opening(4, SpecKeys.Model.additional)
        entry(6, SpecKeys.Additional.type, type(additional.valueType))
        if named { textEntry(6, SpecKeys.Additional.name, additional.name.value) }
        if let doc = additional.doc { textEntry(6, SpecKeys.Additional.doc, doc) }
    }

    /// `defaults:` with the keys it gives.
    mutating func fileDefaults(_ defaults: SpecDefaults) {
        opening(0, SpecKeys.File.defaults)
        if let auth = defaults.auth { authEntry(2, SpecKeys.Defaults.auth, auth, optional: defaults.authIsOptional) }
        if !defaults.errors.isEmpty { errorMap(2, SpecKeys.Defaults.errors, defaults.errors) }
        if !defaults.headers.isEmpty { fieldMap(2, SpecKeys.Defaults.headers, defaults.headers) }
        if let prefix = defaults.pathPrefix { entry(2, SpecKeys.Defaults.pathPrefix, YAMLText.quoted(prefix.value)) }
    }

    /// `auth:` as a name, `none`, or a list of alternatives.
    mutating func authEntry<Key: SpecKey>(_ indent: Int, _ key: Key, _ schemes: [Located<String>], optional: Bool) {
        switch (schemes.count, optional) {
        case (0, _): entry(indent, key, "none")
        case (1, false): textEntry(indent, key, schemes[0].value)
        default:
            let names = schemes.map { YAMLText.scalar($0.value, flow: true) } + (optional ? ["none"] : [])
            entry(indent, key, Self.flowList(names))
        }
    }

    /// `errors:` with one entry per status.
    mutating func errorMap<Key: SpecKey>(
        _ indent: Int, _ key: Key, _ errors: [RouteSpec.ErrorSpec], removing removed: [Int?] = []
    ) {
        opening(indent, key)
        let rank = SpecDefaults.rank
        var pending = removed.sorted { rank($0) < rank($1) }
        for error in errors {
            while let status = pending.first, rank(status) < rank(error.status) {
                line(indent + 2, (status.map(String.init) ?? "default") + ": none")
                pending.removeFirst()
            }
            line(indent + 2, (error.status.map(String.init) ?? "default") + ": " + type(error.type))
        }
        for status in pending { line(indent + 2, (status.map(String.init) ?? "default") + ": none") }
    }

    /// `responses:` with one entry per success status: its type, `none` without content, or
    /// `{ type: …, doc: … }` when the status has a description.
    mutating func successMap(_ indent: Int, _ responses: [RouteSpec.SuccessSpec]) {
        opening(indent, SpecKeys.Route.responses)
        for success in responses {
            let body = success.type.map { type($0) } ?? "none"
            guard let doc = success.doc else {
                line(indent + 2, "\(success.status): " + body)
                continue
            }
            let long = Self.flow([(SpecKeys.Success.type, body), (.doc, YAMLText.scalar(doc, flow: true))])
            line(indent + 2, "\(success.status): " + long)
        }
    }

    /// `[a, b]`, the list form, when every case is named by its value, none has a doc and the
    /// line fits ``flowWidth``; `nil` otherwise. An integer enum, or a value that would read
    /// back as a number, needs the mapping.
    func enumList(_ cases: [EnumCaseSpec], integers: Bool) -> String? {
        guard !integers, !cases.isEmpty,
            cases.allSatisfy({
                $0.doc == nil && $0.name.value == $0.rawValue && Int64($0.rawValue) == nil && Double($0.rawValue) == nil
            })
        else { return nil }
        let list = Self.flowList(cases.map { YAMLText.scalar($0.rawValue, flow: true) })
        return 4 + SpecKeys.Model.enum.rawValue.count + 2 + list.count <= Self.flowWidth ? list : nil
    }

    /// `key:` and one entry per field; `key: {}` for none.
    mutating func fieldMap<Key: SpecKey>(_ indent: Int, _ key: Key, _ fields: [FieldSpec]) {
        opening(indent, key, isEmpty: fields.isEmpty)
        fields.forEach { field(indent + 2, $0) }
    }

    /// `name: Type`, or the long form when the field has more than a type.
    mutating func field(_ indent: Int, _ field: FieldSpec) {
        let name = YAMLText.key(field.name.value)
        if let reference = field.reference {
            line(indent, name + ": " + YAMLText.scalar("$" + reference.value))
            return
        }
        guard
            field.defaultValue != nil || field.doc != nil || field.key != nil || field.style != nil
                || field.contentType != nil
                || field.deprecated != nil || !field.examples.isEmpty
        else {
            line(indent, name + ": " + type(field.type))
            return
        }
        if shortForms, let flow = flowForm(of: field), indent + name.count + 2 + flow.count <= Self.flowWidth {
            line(indent, name + ": " + flow)
            return
        }
        line(indent, name + ":")
        entry(indent + 2, SpecKeys.Field.type, type(field.type))
        if let value = field.defaultValue {
            line(indent + 2, (SpecKeys.Field.default.rawValue + ": " + defaultValue(value)).trimmingSpaces)
        }
        if let doc = field.doc { textEntry(indent + 2, SpecKeys.Field.doc, doc) }
        if let key = field.key { textEntry(indent + 2, SpecKeys.Field.key, key) }
        for (key, value) in styleEntries(of: field) { entry(indent + 2, key, value) }
        if let contentType = field.contentType { textEntry(indent + 2, SpecKeys.Field.contentType, contentType.value) }
        if let deprecated = field.deprecated {
            entry(indent + 2, SpecKeys.Field.deprecated, Self.deprecatedValue(deprecated))
        }
        for (key, value) in Self.exampleEntries(field.examples, single: SpecKeys.Field.example, many: .examples) {
            entry(indent + 2, key, value)
        }
    }

    /// `deprecated:`'s value: `true`, or the message, quoted so that it never reads as a flag.
    static func deprecatedValue(_ deprecated: String) -> String {
        deprecated.isEmpty ? "true" : YAMLText.quoted(deprecated)
    }

    /// The widest line a field's long form is written on in flow style; a longer one is written
    /// as a block, a key per line, so a spec stays readable side by side with its diff.
    static let flowWidth = 120

    /// `{ type: …, default: …, doc: …, key: … }` on one line, or `nil` when a value needs
    /// lines of its own (a doc of several lines; one line and a final break is quoted) or has
    /// no flow spelling (an empty default).
    func flowForm(of field: FieldSpec) -> String? {
        var entries = [(SpecKeys.Field.type, type(field.type))]
        if let value = field.defaultValue {
            let text = defaultValue(value)
            guard !text.isEmpty else { return nil }
            entries.append((.default, text))
        }
        if let doc = field.doc {
            guard !doc.dropLast().contains("\n") else { return nil }
            entries.append((.doc, YAMLText.scalar(doc, flow: true)))
        }
        if let key = field.key { entries.append((.key, YAMLText.scalar(key, flow: true))) }
        entries += styleEntries(of: field)
        if let contentType = field.contentType {
            entries.append((.contentType, YAMLText.scalar(contentType.value, flow: true)))
        }
        if let deprecated = field.deprecated { entries.append((.deprecated, Self.deprecatedValue(deprecated))) }
        entries += Self.exampleEntries(field.examples, single: .example, many: .examples)
        return Self.flow(entries)
    }

    /// `style:`, and `explode: false` for a form style that does not explode.
    func styleEntries(of field: FieldSpec) -> [(SpecKeys.Field, String)] {
        switch field.style {
        case nil: []
        case .form(let explode)?: [(.style, "form")] + (explode ? [] : [(.explode, "false")])
        case .spaceDelimited?: [(.style, "spaceDelimited")]
        case .pipeDelimited?: [(.style, "pipeDelimited")]
        case .deepObject?: [(.style, "deepObject")]
        }
    }

    /// A route: its method's key and path, or `method:` with both for a method without a key;
    /// path parameters under `path:`, placeholders without types.
    mutating func route(_ route: RouteSpec) {
        line(2, YAMLText.key(route.name.value) + ":")
        if let key = SpecKeys.Route.methods.first(where: { $0.rawValue == route.method.value }) {
            entry(4, key, YAMLText.quoted(ownPath(of: route)))
        } else {
            entry(4, SpecKeys.Route.method, YAMLText.quoted(route.method.value + " " + ownPath(of: route)))
        }
        if !route.tags.isEmpty {
            entry(4, SpecKeys.Route.tags, Self.flowList(route.tags.map { YAMLText.scalar($0, flow: true) }))
        }
        if let summary = route.summary { textEntry(4, SpecKeys.Route.summary, summary) }
        if let description = route.description { textEntry(4, SpecKeys.Route.description, description) }
        if let deprecated = route.deprecated { entry(4, SpecKeys.Route.deprecated, Self.deprecatedValue(deprecated)) }
        if let auth = defaults.auth {
            if route.auth.map(\.value) != auth.map(\.value) || route.authIsOptional != defaults.authIsOptional {
                authEntry(4, SpecKeys.Route.auth, route.auth, optional: route.authIsOptional)
            }
        } else if !route.auth.isEmpty {
            authEntry(4, SpecKeys.Route.auth, route.auth, optional: route.authIsOptional)
        }
        if !route.pathParameters.isEmpty { fieldMap(4, SpecKeys.Route.path, route.pathParameters) }
        switch route.body {
        case nil: break
        case .json(let body)?: entry(4, SpecKeys.Route.body, type(body))
        case .inlineObject(let fields, _)?: fieldMap(4, SpecKeys.Route.body, fields)
        case .raw(_, let isOptional)?: entry(4, SpecKeys.Route.body, isOptional ? "Data?" : "Data")
        case .form(let fields, _)?: fieldMap(4, SpecKeys.Route.form, fields)
        case .multipart(let fields, _)?: fieldMap(4, SpecKeys.Route.multipart, fields)
        case .items(let framing, let element, _)?:
            entry(4, SpecKeys.Route.body, YAMLText.scalar("\(framing.rawValue) \(element.description)"))
        }
        if let contentType = route.contentType { textEntry(4, SpecKeys.Route.contentType, contentType) }
        if let baseURL = route.baseURL { textEntry(4, SpecKeys.Route.baseURL, baseURL.value) }
        if !route.query.isEmpty { fieldMap(4, SpecKeys.Route.query, route.query) }
        if let querystring = route.querystring { fieldMap(4, SpecKeys.Route.querystring, [querystring]) }
        let headers = ownHeaders(of: route)
        if !headers.isEmpty { fieldMap(4, SpecKeys.Route.headers, headers) }
        if let response = route.response { entry(4, SpecKeys.Route.response, type(response)) }
        if !route.responses.isEmpty { successMap(4, route.responses) }
        if let accept = route.accept { textEntry(4, SpecKeys.Route.accept, accept) }
        if !route.responseHeaders.isEmpty { fieldMap(4, SpecKeys.Route.responseHeaders, route.responseHeaders) }
        if let stream = route.stream { entry(4, SpecKeys.Route.stream, self.stream(stream)) }
        let errors = ownErrors(of: route)
        if !errors.own.isEmpty || !errors.removed.isEmpty {
            errorMap(4, SpecKeys.Route.errors, errors.own, removing: errors.removed)
        }
        if let retry = route.retry { entry(4, SpecKeys.Route.retry, "\(retry.value)") }
        if let pagination = route.pagination { self.pagination(pagination) }
        if let cache = route.cache {
            entry(
                4, SpecKeys.Route.cache,
                cache.maxAge.map { Self.flow([(SpecKeys.Cache.maxAge, "\($0)")]) } ?? "\(cache.isCacheable)")
        }
        if !route.capabilities.isEmpty {
            entry(4, SpecKeys.Route.capabilities, Self.flowList(route.capabilities.map(\.value)))
        }
        routeExamples(route)
    }

    /// A route's `example:` and `examples:`, by place: `body`, then each status.
    mutating func routeExamples(_ route: RouteSpec) {
        let places = [("body", route.bodyExamples)] + route.responseExamples.map { ($0.status.value, $0.examples) }
        var singles: [(String, String)] = []
        var others: [(String, String)] = []
        for (place, examples) in places {
            for (key, value) in Self.exampleEntries(examples, single: SpecKeys.Route.example, many: .examples) {
                if key == .example { singles.append((place, value)) } else { others.append((place, value)) }
            }
        }
        for (key, entries) in [(SpecKeys.Route.example, singles), (.examples, others)] where !entries.isEmpty {
            opening(4, key)
            for (place, value) in entries { line(6, YAMLText.key(place) + ": " + value) }
        }
    }

    /// `example:` (one value) and `examples:` (a list of values, or examples by name) of
    /// `examples`, each on one line in flow style.
    static func exampleEntries<Key: SpecKey>(_ examples: [ExampleSpec], single: Key, many: Key) -> [(Key, String)] {
        var entries: [(Key, String)] = []
        if let value = examples.first(where: { $0.place == .single })?.value {
            entries.append((single, exampleValue(value)))
        }
        let others = examples.filter { $0.place != .single }
        guard !others.isEmpty else { return entries }
        if others.allSatisfy({ if case .listed = $0.place { true } else { false } }) {
            entries.append(
                (many, "[" + others.map { $0.value.map(exampleValue) ?? "null" }.joined(separator: ", ") + "]"))
            return entries
        }
        let named = others.map { example in
            var name = ""
            switch example.place {
            case .named(let written): name = written.value
            case .listed(let index): name = "example\(index + 1)"
            case .single: break
            }
            var parts = [(SpecKeys.Example, String)]()
            if let summary = example.summary { parts.append((.summary, YAMLText.scalar(summary, flow: true))) }
            if let description = example.description {
                parts.append((.description, YAMLText.scalar(description, flow: true)))
            }
            if let value = example.value {
                parts.append((example.isDataValue ? .dataValue : .value, exampleValue(value)))
            }
            if let serialized = example.serializedValue {
                parts.append((.serializedValue, YAMLText.quoted(serialized)))
            }
            if let external = example.externalValue { parts.append((.externalValue, YAMLText.quoted(external))) }
            return YAMLText.scalar(name, flow: true) + ": " + flow(parts)
        }
        entries.append((many, "{ " + named.joined(separator: ", ") + " }"))
        return entries
    }

    /// An example's value on one line, as JSON writes it (text always quoted, so it stays text).
    static func exampleValue(_ value: ExampleValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag, _): flag ? "true" : "false"
        case .number(let text, _): text
        case .string(let text, _): YAMLText.quoted(text)
        case .array(let items, _): "[" + items.map(exampleValue).joined(separator: ", ") + "]"
        case .object(let members, _):
            members.isEmpty
                ? "{}"
                : "{ "
                    + members.map { YAMLText.quoted($0.key.value) + ": " + exampleValue($0.value) }
                    .joined(separator: ", ") + " }"
        }
    }

    /// The route's path without the default prefix, which loading puts back.
    func ownPath(of route: RouteSpec) -> String {
        guard let prefix = defaults.pathPrefix?.value, route.path.value.hasPrefix(prefix + "/") else {
            return route.path.value
        }
        return String(route.path.value.dropFirst(prefix.count))
    }

    /// The route's error bodies without those the defaults give it back, in place, when loading
    /// would; else all of them, which the defaults then leave as they are. `removed` are the
    /// statuses of default bodies the route does not have, written `429: none`.
    func ownErrors(of route: RouteSpec) -> (own: [RouteSpec.ErrorSpec], removed: [Int?]) {
        let same = { (a: RouteSpec.ErrorSpec, b: RouteSpec.ErrorSpec) in
            a.status == b.status && a.type.description == b.type.description
        }
        let removed = defaults.errors.map(\.status).filter { status in !route.errors.contains { $0.status == status } }
        let own = route.errors.filter { error in !defaults.errors.contains { same($0, error) } }
        let merged = defaults.merging(errors: own, removing: Set(removed))
        let isSame = merged.count == route.errors.count && zip(merged, route.errors).allSatisfy(same)
        return (isSame ? own : route.errors, removed)
    }

    /// The route's headers without the defaults', when loading gives them back as they are.
    func ownHeaders(of route: RouteSpec) -> [FieldSpec] {
        let own = route.headers.filter { header in !defaults.headers.contains { sameField($0, header) } }
        let merged = defaults.merging(headers: own)
        return merged.count == route.headers.count && zip(merged, route.headers).allSatisfy(sameField)
            ? own : route.headers
    }

    /// Whether two fields are written alike, wherever they were written.
    func sameField(_ a: FieldSpec, _ b: FieldSpec) -> Bool {
        a.name.value == b.name.value && a.type.description == b.type.description
            && a.defaultValue.map(defaultValue) == b.defaultValue.map(defaultValue)
            && a.doc == b.doc && a.key == b.key && a.style == b.style && a.contentType?.value == b.contentType?.value
            && a.reference?.value == b.reference?.value && a.examples.isEmpty && b.examples.isEmpty
    }

    /// `paginate:` with the style's key first.
    mutating func pagination(_ pagination: PaginationSpec) {
        opening(4, SpecKeys.Route.paginate)
        for (key, name) in pagination.entries { textEntry(6, key, name.value) }
    }

    /// `stream:`'s value: the short form, `events ChatChunk`, or the long form when the
    /// terminator is not RouteKit's default or the first parts have types of their own.
    func stream(_ stream: StreamSpec) -> String {
        if !stream.prefix.isEmpty {
            let prefix = stream.prefix.map { part in
                YAMLText.scalar(part.name.value, flow: true) + ": " + self.part(part.type, part.contentType)
            }
            return Self.flow([
                (SpecKeys.Stream.format(stream.format), part(stream.element, stream.elementContentType)),
                (.prefix, "{ " + prefix.joined(separator: ", ") + " }"),
            ])
        }
        let element = (SpecKeys.Stream.format(stream.format), type(stream.element))
        return switch stream.terminator {
        case .standard: YAMLText.scalar("\(stream.format.rawValue) \(stream.element.description)")
        case .text(let text): Self.flow([element, (.until, YAMLText.quoted(text))])
        case .none: Self.flow([element, (.until, "null")])
        }
    }

    /// A stream part's type, or its long form with the media type it is sent as.
    private func part(_ type: TypeExpression, _ contentType: Located<String>?) -> String {
        guard let contentType else { return self.type(type) }
        return Self.flow([
            (SpecKeys.StreamPart.type, self.type(type)),
            (.contentType, YAMLText.scalar(contentType.value, flow: true)),
        ])
    }

    /// A type expression, quoted unless it is a plain name (optional or not).
    func type(_ type: TypeExpression) -> String {
        let text = type.description
        return YAMLText.isPlainSafe(text, flow: true) ? text : YAMLText.quoted(text)
    }

    /// A default in the long form: quoted text stays quoted, lists in flow style.
    func defaultValue(_ value: DefaultValue) -> String {
        switch value {
        case .scalar(let text, let quoted, _):
            quoted ? YAMLText.quoted(text) : YAMLText.plain(text)
        case .list(let items, _):
            "[" + items.map(defaultValue).joined(separator: ", ") + "]"
        case .emptyMapping:
            "{}"
        }
    }
}

extension SpecWriter {
    /// What `routegen convert` writes for `spec`, converted from `document`: a header naming the document
    /// by its file name alone (an absolute path would make the file differ from one machine to
    /// the next, and say where someone's home folder is), then the spec, with `modelFiles:`
    /// when the size of the text would split it otherwise than `modelFiles` (what generating
    /// from the document gives it), so generating from either writes the same files.
    package static func converted(_ spec: SpecFile, from document: String, modelFiles: Int) -> String {
        let header = "# Converted by routegen from \(headerName(of: document)).\n"
        let text = header + SpecWriter.yaml(spec, shortForms: true)
        guard ModelFileRule.automaticCount(descriptionBytes: text.utf8.count) != modelFiles else { return text }
        var declaring = spec
        declaring.modelFiles = Located(modelFiles, at: SourceLocation(file: document, line: 1, column: 1))
        return header + SpecWriter.yaml(declaring, shortForms: true)
    }

    /// The file name of `path`, as one line of a YAML comment: a character that would end the
    /// line or the comment, or hide text, is written as `\u{…}`.
    static func headerName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.unicodeScalars.map { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: String(scalar)
            }
        }.joined()
    }
}
