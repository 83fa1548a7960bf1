/// Where a route parameter goes, which decides the types it may have and the call that sends it.
enum ParameterPlace {
    case path, query, header, formField, multipartField
    /// The whole query string as one value (OpenAPI 3.2's `in: querystring`).
    case queryString

    /// How diagnostics name a parameter of this place.
    var kind: String {
        switch self {
        case .path: "path parameter"
        case .query: "query parameter"
        case .header: "header"
        case .formField: "form field"
        case .multipartField: "multipart field"
        case .queryString: "querystring parameter"
        }
    }
}

extension ParameterStyle {
    /// The name `style:` gives it.
    var name: String {
        switch self {
        case .form: "form"
        case .spaceDelimited: "spaceDelimited"
        case .pipeDelimited: "pipeDelimited"
        case .deepObject: "deepObject"
        }
    }
}

extension RouteBuilder {
    /// The properties of `fields` as parameters of `place`, each with how it is sent and read
    /// back; a field whose type the place cannot send is reported and left out.
    func parameters(
        _ fields: [FieldSpec], at place: ParameterPlace, names: inout UniqueNames,
        diagnostics: inout [Diagnostic]
    ) -> [PropertyModel] {
        var added: [PropertyModel] = []
        for field in fields {
            names.claim(
                SwiftNames.memberName(field.name.value), by: field.name, kind: place.kind, diagnostics: &diagnostics)
            guard
                let type = resolver.resolve(
                    field.type, allowsFileParts: place == .multipartField, diagnostics: &diagnostics),
                let encoding = encoding(of: field, type: type, at: place, diagnostics: &diagnostics),
                var property = structs.property(field, type: type, diagnostics: &diagnostics)
            else { continue }
            property.requestCoding = .parameter(
                encoding,
                requiredAs: property.initDefault == nil ? "\(place.kind) \(field.key ?? field.name.value)" : nil)
            added.append(property)
        }
        return added
    }

    /// How `field` is sent, or `nil` after reporting why its type cannot go there.
    private func encoding(
        of field: FieldSpec, type: ResolvedType, at place: ParameterPlace,
        diagnostics: inout [Diagnostic]
    ) -> ParameterEncoding? {
        if let style = field.style, place != .query {
            diagnostics.append(
                .error(
                    "\(place.kind) \"\(field.name.value)\" has style \(style.name), but styles apply only to query parameters",
                    at: field.name.location))
            return nil
        }
        func mismatch(_ requirement: String) -> ParameterEncoding? {
            diagnostics.append(
                .error(
                    "\(place.kind) \"\(field.name.value)\" has type \(field.type), but \(requirement)",
                    at: field.type.location))
            return nil
        }
        let scalarOrArray = "must be a scalar, an enum, a union of those, or an array of them"
        // A query parameter or header described as JSON (OpenAPI's `content: application/json`)
        // is any value, sent as JSON text.
        if let contentType = field.contentType, place == .query || place == .header {
            let essence = contentType.value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased()
            guard essence == "application/json" || essence.hasSuffix("+json") else {
                diagnostics.append(
                    .error(
                        "\(place.kind) \"\(field.name.value)\" has contentType \(contentType.value), but a \(place.kind) is sent as text, or as JSON (application/json)",
                        at: contentType.location))
                return nil
            }
            if field.style != nil {
                diagnostics.append(
                    .error(
                        "\(place.kind) \"\(field.name.value)\" is sent as JSON, one item, so it cannot have a style",
                        at: field.name.location))
                return nil
            }
            return ParameterEncoding(place: place == .query ? .query : .header, value: .json)
        }
        if let contentType = field.contentType, place == .path || place == .formField {
            diagnostics.append(
                .error(
                    "\(place.kind) \"\(field.name.value)\" has contentType \(contentType.value), but only multipart fields, query parameters and headers take one",
                    at: contentType.location))
            return nil
        }
        switch place {
        case .path:
            if type.isOptional {
                diagnostics.append(
                    .error(
                        "path parameter \"\(field.name.value)\" cannot be optional: it is always part of the path",
                        at: field.type.location))
                return nil
            }
            // An array is one segment of its elements joined by commas (OpenAPI's `simple` style).
            return resolver.isParameterScalar(type.elementOrSelf)
                ? ParameterEncoding(place: .path)
                : mismatch("must be a scalar, an enum, a union of those, or an array of them")
        case .header:
            return resolver.isParameterScalar(type.elementOrSelf)
                ? ParameterEncoding(place: .header) : mismatch(scalarOrArray)
        case .formField:
            return resolver.isParameterScalar(type.elementOrSelf)
                ? ParameterEncoding(place: .formField) : mismatch(scalarOrArray)
        case .multipartField:
            let element = type.elementOrSelf
            if element == .builtin(.data) || element == .builtin(.filePart) {
                return ParameterEncoding(place: .multipartFile(contentType: field.contentType?.value))
            }
            if let contentType = field.contentType {
                diagnostics.append(
                    .error(
                        "multipart field \"\(field.name.value)\" has type \(field.type), but \"contentType\" applies only to file parts (Data or FilePart)",
                        at: contentType.location))
                return nil
            }
            return ParameterEncoding(place: resolver.isParameterScalar(element) ? .multipartText : .multipartJSON)
        case .queryString:
            return queryStringEncoding(of: field, type: type, diagnostics: &diagnostics)
        case .query:
            let isArray = type.elementOrSelf != type.unwrapped
            switch field.style {
            case nil, .form(explode: true)?:
                return resolver.isParameterScalar(type.elementOrSelf)
                    ? ParameterEncoding(place: .query) : mismatch(scalarOrArray)
            case .form(explode: false)?:
                guard resolver.isParameterScalar(type.elementOrSelf) else { return mismatch(scalarOrArray) }
                return ParameterEncoding(place: .query, delimiter: isArray ? .comma : nil)
            case let style?:
                if style == .deepObject {
                    // A dictionary sends one bracketed item per entry (`filter[key]=value`).
                    let isDictionary = if case .dictionary = type.unwrapped { true } else { false }
                    guard isDictionary || resolver.structFields(of: type.unwrapped) != nil else {
                        return mismatch(
                            "style deepObject sends the properties of a model with fields, or the entries of a dictionary"
                        )
                    }
                    return ParameterEncoding(place: .query, value: .deepObject)
                }
                guard isArray, resolver.isParameterScalar(type.elementOrSelf) else {
                    return mismatch("style \(style.name) joins the elements of an array of scalars or string enums")
                }
                return ParameterEncoding(place: .query, delimiter: style == .pipeDelimited ? .pipe : .space)
            }
        }
    }

    /// How the querystring parameter `field` is sent, by its media type: a model's properties
    /// (or a dictionary's entries) as form items, JSON text, or a scalar's text; `nil` after
    /// reporting a media type or type the query string cannot carry.
    private func queryStringEncoding(of field: FieldSpec, type: ResolvedType, diagnostics: inout [Diagnostic])
        -> ParameterEncoding?
    {
        let kind = ParameterPlace.queryString.kind
        let essence =
            field.contentType.map { $0.value.prefix { $0 != ";" }.trimmingCharacters(in: .whitespaces).lowercased() }
            ?? RouteSpec.querystringFormMediaType
        func mismatch(_ requirement: String) -> ParameterEncoding? {
            diagnostics.append(
                .error(
                    "\(kind) \"\(field.name.value)\" has type \(field.type), but \(requirement)",
                    at: field.type.location))
            return nil
        }
        switch essence {
        case RouteSpec.querystringFormMediaType:
            let isDictionary = if case .dictionary = type.unwrapped { true } else { false }
            guard isDictionary || resolver.structFields(of: type.unwrapped) != nil else {
                return mismatch(
                    "a form-encoded query string sends the properties of a model with fields, or the entries of a dictionary"
                )
            }
            return ParameterEncoding(place: .queryString, value: .form)
        case _ where essence == "application/json" || essence.hasSuffix("+json"):
            return ParameterEncoding(place: .queryString, value: .json)
        case "text/plain":
            guard resolver.isParameterScalar(type.unwrapped) else {
                return mismatch("a text/plain query string holds a scalar, an enum or a union of those")
            }
            return ParameterEncoding(place: .queryString)
        default:
            diagnostics.append(
                .error(
                    "\(kind) \"\(field.name.value)\" has contentType \(field.contentType?.value ?? essence), but a query string is sent as \(RouteSpec.querystringFormMediaType), as JSON (application/json) or as text (text/plain)",
                    at: field.contentType?.location ?? field.name.location))
            return nil
        }
    }
}
