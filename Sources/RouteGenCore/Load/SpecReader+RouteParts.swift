/// Reading the parts of a route that say what goes on the wire and comes back: header names,
/// flags, pagination, the body, errors, success responses and the path.
extension SpecReader {
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
        diagnostics.append(
            .error("expected \"\(key)\" to be true or false, found \(found)" + suggestion, at: node.location))
        return nil
    }

    /// `paginate: { page|offset|cursor: PARAM, items: FIELD, size: PARAM, next: FIELD }`: one
    /// style, and only the keys that style uses.
    mutating func readPagination(_ node: YAMLNode, route: String) -> PaginationSpec? {
        let what = "\"paginate\" of \"\(route)\""
        guard let mapping = MappingReader<SpecKeys.Pagination>(node, what: what, diagnostics: &diagnostics)
        else { return nil }
        let styleKeys = mapping.given(among: SpecKeys.Pagination.styles)
        guard let styleKey = styleKeys.first else {
            diagnostics.append(
                .error(
                    "\(what) needs \"page\", \"offset\" or \"cursor\": the query parameter that moves to the next page",
                    at: mapping.location))
            return nil
        }
        for extra in styleKeys.dropFirst() {
            diagnostics.append(
                .error(
                    "\(what) has both \"\(styleKey.rawValue)\" and \"\(extra.rawValue)\"; a route pages one way",
                    at: mapping.location(of: extra)))
        }
        let items = mapping.string(.items, diagnostics: &diagnostics)
        var size = mapping.string(.size, diagnostics: &diagnostics)
        let next = mapping.string(.next, diagnostics: &diagnostics)
        guard let parameter = mapping.string(styleKey, diagnostics: &diagnostics) else { return nil }
        let style: PaginationSpec.Style
        switch styleKey {
        case .cursor:
            if size != nil {
                diagnostics.append(
                    .error(
                        "\"size\" applies only to page and offset pagination; a cursor page ends where its next cursor does",
                        at: mapping.location(of: .size)))
                size = nil
            }
            guard let next else {
                diagnostics.append(
                    .error(
                        "\(what) needs \"next\": the response field that holds the next cursor", at: mapping.location))
                return nil
            }
            style = .cursor(next: next)
        default:
            if next != nil {
                diagnostics.append(
                    .error("\"next\" applies only to cursor pagination", at: mapping.location(of: .next)))
            }
            style = styleKey == .page ? .pageNumber : .offset
        }
        return PaginationSpec(style: style, parameter: parameter, items: items, size: size, location: mapping.location)
    }

    mutating func readBody(_ node: YAMLNode, route: String) -> RouteSpec.Body? {
        if node.scalar?.value == "Data" { return .raw(at: node.location) }
        if node.scalar?.value == "Data?" { return .raw(at: node.location, isOptional: true) }
        if node.mapping != nil {
            return .inlineObject(readFields(node, what: "body of \"\(route)\""), at: node.location)
        }
        if let text = node.scalar?.value, let space = text.firstIndex(of: " "),
            StreamSpec.Format(rawValue: String(text[..<space])) != nil
        {
            return readItemsBody(node, text: text, word: String(text[..<space]), route: route)
        }
        return typeExpression(node).map(RouteSpec.Body.json)
    }

    /// `body: lines Type` or `body: sequence Type`: items framed as `stream:` frames a
    /// response's elements. The framings no request body has are errors naming the two.
    private mutating func readItemsBody(_ node: YAMLNode, text: String, word: String, route: String)
        -> RouteSpec.Body?
    {
        guard let framing = RouteSpec.ItemFraming(rawValue: word) else {
            diagnostics.append(
                .error(
                    "\"body\" of \"\(route)\" cannot be \(word): a request body of items is lines or sequence and the type of one item, like \"lines LogLine\"",
                    at: node.location))
            return nil
        }
        let rest = text.dropFirst(word.count)
        let spaces = rest.prefix { $0 == " " }.count
        switch TypeExpressionParser.parse(String(rest.dropFirst(spaces)), at: offset(node, by: word.count + spaces)) {
        case .success(let element):
            return .items(framing, element: element, at: node.location)
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
    }

    /// Reads `errors:`, a body type per status (`404: Problem`, `default: Problem`). `none` in
    /// place of a type removes the body the file's defaults give that status from one route
    /// (`429: none`); those statuses come back as `removed`, for the caller to check and apply.
    mutating func readErrors(_ node: YAMLNode, route: String) -> (
        errors: [RouteSpec.ErrorSpec], removed: [Located<Int?>]
    ) {
        var removed: [Located<Int?>] = []
        let errors: [RouteSpec.ErrorSpec] = entries(of: node, what: "errors of \"\(route)\"").compactMap {
            status, value in
            let code: Int?
            if status.value == "default" {
                code = nil
            } else if let number = Int(status.value), (100...599).contains(number) {
                code = number
            } else {
                diagnostics.append(
                    .error(
                        "expected an HTTP status (100–599) or \"default\", found \"\(status.value)\"",
                        at: status.location))
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
        let responses: [RouteSpec.SuccessSpec] = entries(of: node, what: "responses of \"\(route)\"").compactMap {
            status, value in
            guard let code = Int(status.value), (200...299).contains(code) else {
                diagnostics.append(
                    .error(
                        "expected a success status (200–299), found \"\(status.value)\"; bodies of other statuses go under \"errors\"",
                        at: status.location))
                return nil
            }
            var typeNode = value
            var doc: String?
            if value.mapping != nil {
                guard
                    let long = MappingReader<SpecKeys.Success>(
                        value, what: "response \(code) of \"\(route)\"", diagnostics: &diagnostics)
                else { return nil }
                guard let type = long[.type] else {
                    diagnostics.append(
                        .error(
                            "response \(code) of \"\(route)\" needs \"type\" (a body type, or none)", at: value.location
                        ))
                    return nil
                }
                typeNode = type
                doc = long.string(.doc, diagnostics: &diagnostics)?.value
            }
            if typeNode.isNull || typeNode.scalar?.value == "none" || typeNode.scalar?.value == "Empty" {
                return RouteSpec.SuccessSpec(status: code, location: status.location, type: nil, doc: doc)
            }
            guard let type = typeExpression(typeNode) else { return nil }
            return RouteSpec.SuccessSpec(status: code, location: status.location, type: type, doc: doc)
        }
        if node.mapping != nil, node.mapping?.count == 1, let only = responses.first {
            let body = only.type.map(\.description) ?? "Empty"
            diagnostics.append(
                .error(
                    "\"responses\" tells several success statuses apart; for one, write \"response: \(body)\"",
                    at: node.location))
        }
        return responses
    }

    /// Splits `/todos/{id: UUID}` into `/todos/{id}`, its placeholders and its typed parameters;
    /// literal text is percent-encoded and malformed templates are reported by ``PathTemplate``.
    /// `column` is where `text` starts in `node`'s text (after the method of `method:`).
    mutating func parsePath(_ text: String, node: YAMLNode, from column: Int = 0) -> (
        path: String, placeholders: [Located<String>], typed: [FieldSpec]
    )? {
        guard text.hasPrefix("/") else {
            diagnostics.append(.error("a route path starts with \"/\"", at: offset(node, by: column)))
            return nil
        }
        let parts: [PathTemplate.Part]
        switch PathTemplate.parse(text) {
        case .success(let parsed): parts = parsed
        case .failure(let problem):
            diagnostics.append(.error(problem.message, at: offset(node, by: column + problem.offset)))
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
                    diagnostics.append(
                        .error("empty path placeholder: write {name: Type}", at: offset(node, by: column + start - 1)))
                    return nil
                }
                let located = Located(name, at: offset(node, by: column + nameOffset))
                placeholders.append(located)
                if pieces.count == 2 {
                    let typeOffset = start + pieces[0].unicodeScalars.count + 1
                    switch TypeExpressionParser.parse(pieces[1], at: offset(node, by: column + typeOffset)) {
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
