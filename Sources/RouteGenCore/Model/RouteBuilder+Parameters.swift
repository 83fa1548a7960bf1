/// Where a route parameter goes, which decides the types it may have and the call that sends it.
enum ParameterPlace {
    case path, query, header, formField, multipartField

    /// How diagnostics name a parameter of this place.
    var kind: String {
        switch self {
        case .path: "path parameter"
        case .query: "query parameter"
        case .header: "header"
        case .formField: "form field"
        case .multipartField: "multipart field"
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
    /// The properties of `fields` as parameters of `place`, each with the statement that sends
    /// it; a field whose type the place cannot send is reported and left out.
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
                let call = requestCall(for: field, type: type, at: place, diagnostics: &diagnostics),
                var property = structs.property(field, type: type, requestCall: call, diagnostics: &diagnostics)
            else { continue }
            property.serverExpression = serverExpression(
                call, type: type, key: property.keyLiteral,
                what: "\(place.kind) \(field.key ?? field.name.value)", isRequired: property.initDefault == nil)
            added.append(property)
        }
        return added
    }

    /// The call that sends `field`, or `nil` after reporting why its type cannot go there.
    private func requestCall(
        for field: FieldSpec, type: ResolvedType, at place: ParameterPlace,
        diagnostics: inout [Diagnostic]
    ) -> RequestCall? {
        if let style = field.style, place != .query {
            diagnostics.append(
                .error(
                    "\(place.kind) \"\(field.name.value)\" has style \(style.name), but styles apply only to query parameters",
                    at: field.name.location))
            return nil
        }
        func mismatch(_ requirement: String) -> RequestCall? {
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
            return RequestCall(function: place == .query ? "request.query" : "request.header", valueLabel: "json: ")
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
                ? RequestCall(function: "request.path")
                : mismatch("must be a scalar, an enum, a union of those, or an array of them")
        case .header:
            return resolver.isParameterScalar(type.elementOrSelf)
                ? RequestCall(function: "request.header") : mismatch(scalarOrArray)
        case .formField:
            return resolver.isParameterScalar(type.elementOrSelf)
                ? RequestCall(function: "form.field") : mismatch(scalarOrArray)
        case .multipartField:
            let element = type.elementOrSelf
            if element == .builtin(.data) || element == .builtin(.filePart) {
                let contentType = field.contentType.map { ", contentType: " + SwiftText.stringLiteral($0.value) } ?? ""
                return RequestCall(function: "parts.file", trailing: contentType)
            }
            if let contentType = field.contentType {
                diagnostics.append(
                    .error(
                        "multipart field \"\(field.name.value)\" has type \(field.type), but \"contentType\" applies only to file parts (Data or FilePart)",
                        at: contentType.location))
                return nil
            }
            return RequestCall(function: resolver.isParameterScalar(element) ? "parts.text" : "parts.json")
        case .query:
            let isArray = type.elementOrSelf != type.unwrapped
            switch field.style {
            case nil, .form(explode: true)?:
                return resolver.isParameterScalar(type.elementOrSelf)
                    ? RequestCall(function: "request.query") : mismatch(scalarOrArray)
            case .form(explode: false)?:
                guard resolver.isParameterScalar(type.elementOrSelf) else { return mismatch(scalarOrArray) }
                return RequestCall(function: "request.query", trailing: isArray ? ", delimitedBy: .comma" : "")
            case let style?:
                if style == .deepObject {
                    // A dictionary sends one bracketed item per entry (`filter[key]=value`).
                    let isDictionary = if case .dictionary = type.unwrapped { true } else { false }
                    guard isDictionary || resolver.structFields(of: type.unwrapped) != nil else {
                        return mismatch(
                            "style deepObject sends the properties of a model with fields, or the entries of a dictionary"
                        )
                    }
                    return RequestCall(function: "request.query", valueLabel: "deepObject: ")
                }
                guard isArray, resolver.isParameterScalar(type.elementOrSelf) else {
                    return mismatch("style \(style.name) joins the elements of an array of scalars or string enums")
                }
                return RequestCall(
                    function: "request.query",
                    trailing: style == .pipeDelimited ? ", delimitedBy: .pipe" : ", delimitedBy: .space")
            }
        }
    }

    /// The expression a server decoder reads a parameter sent by `call` with: the same receiver
    /// and method name on RouteKitServer's request, form or parts (`request.query("state",
    /// arrayOf: Taskboard.TaskState.self)`), then, for a required parameter, `.required(…)`,
    /// which answers `400` when it is missing. A parameter with a default is stored as it came,
    /// absent or not: the route's property reads the default where it is absent.
    private func serverExpression(_ call: RequestCall, type: ResolvedType, key: String, what: String, isRequired: Bool)
        -> String
    {
        let isArray = type.elementOrSelf != type.unwrapped
        let label = call.valueLabel.isEmpty ? (isArray ? "arrayOf: " : "as: ") : call.valueLabel
        let decoded = call.valueLabel.isEmpty ? type.elementOrSelf : type.unwrapped
        // The client's part content type and such say how to send; only a delimiter says how to read.
        let trailing = call.trailing.hasPrefix(", delimitedBy:") ? call.trailing : ""
        let read = "try \(call.function)(\(key), \(label)\(resolver.qualifiedSpelling(decoded)).self\(trailing))"
        // A path parameter is always there when the router matched the path.
        if call.function == "request.path" { return read }
        return isRequired ? read + ".required(\(SwiftText.stringLiteral(what)))" : read
    }
}
