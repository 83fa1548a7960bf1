/// Checks a route's `paginate:` against its query parameters and its response, and describes
/// its pages (``PaginationModel``).
///
/// Every name the spec gives is looked up where it must be — the style's parameter and `size:`
/// among the route's query parameters, `items:` and `next:` among the response model's fields —
/// and each problem is reported at the `paginate:` entry that names it. A type that does not
/// resolve was already reported where it is written, so it ends the check without a second
/// diagnostic.
struct PaginationBuilder {
    let resolver: TypeResolver

    /// A query parameter or response field that pagination reads or writes.
    private struct Member {
        /// The Swift property, escaped where needed.
        let name: String
        /// The property name without backticks, for doc comments.
        let bareName: String
        /// Its type as the spec writes it, for diagnostics.
        let written: TypeExpression
        /// Its resolved type.
        let type: ResolvedType

        /// What the code model says of it.
        var paged: PagedMember {
            var integerType: BuiltinType?
            if case .builtin(let builtin) = type.unwrapped, [.int, .int32, .int64].contains(builtin) {
                integerType = builtin
            }
            return PagedMember(name: name, bareName: bareName, integerType: integerType)
        }
    }

    /// The conformance's members, or `nil` after reporting why the route cannot page.
    func build(_ pagination: PaginationSpec, of route: RouteSpec, diagnostics: inout [Diagnostic]) -> PaginationModel? {
        var response: ResolvedType?
        if let written = route.response {
            guard let resolved = resolvedQuietly(written) else { return nil }
            response = resolved
        }
        let before = diagnostics.count
        let items = items(pagination, of: route, response: response, diagnostics: &diagnostics)
        switch pagination.style {
        case .pageNumber, .offset:
            let counter: Counter = pagination.style == .pageNumber ? .page : .offset
            let parameter = integerParameter(pagination.parameter, counter, of: route, diagnostics: &diagnostics)
            let size = pagination.size.flatMap { integerParameter($0, .size, of: route, diagnostics: &diagnostics) }
            guard diagnostics.count == before, let items, let parameter else { return nil }
            return countingModel(pagination.style == .pageNumber, items: items, parameter: parameter, size: size)
        case .cursor(let next):
            let parameter = cursorParameter(pagination.parameter, of: route, diagnostics: &diagnostics)
            let nextField = responseField(next, key: "next", of: route, response: response, diagnostics: &diagnostics)
            if let nextField, nextField.member.type.unwrapped != .builtin(.string) {
                diagnostics.append(
                    .error(
                        "next field \"\(next.value)\" of \(nextField.model) has type \(nextField.member.written), but must be String or String?",
                        at: next.location))
            }
            guard diagnostics.count == before, let items, let parameter, let nextField else { return nil }
            return cursorModel(items: items, parameter: parameter, next: nextField.member)
        }
    }

    // MARK: Pages

    /// Page number and offset: count on from this page.
    private func countingModel(
        _ isPageNumber: Bool, items: (field: String?, element: ResolvedType), parameter: Member, size: Member?
    ) -> PaginationModel {
        PaginationModel(
            itemType: itemReference(items.element), itemsField: items.field, advanced: parameter.paged,
            next: isPageNumber ? .pageNumber(size: size?.paged) : .offset(size: size?.paged))
    }

    /// Cursor: ask for the page the response's next cursor points to.
    private func cursorModel(items: (field: String?, element: ResolvedType), parameter: Member, next: Member)
        -> PaginationModel
    {
        PaginationModel(
            itemType: itemReference(items.element), itemsField: items.field, advanced: parameter.paged,
            next: .cursor(next.paged, isOptional: next.type.isOptional))
    }

    /// The item type as `typealias Item = …` names it: a model named `Item` would be the
    /// typealias itself there, so it is reached from the namespace.
    private func itemReference(_ element: ResolvedType) -> TypeReference {
        resolver.reference(element, hiding: ["Item"])
    }

    // MARK: Lookups

    /// Where a page's items are: the `items:` field of the response model, or the response
    /// itself when it is an array.
    private func items(
        _ pagination: PaginationSpec, of route: RouteSpec, response: ResolvedType?,
        diagnostics: inout [Diagnostic]
    ) -> (field: String?, element: ResolvedType)? {
        guard let items = pagination.items else {
            if case .array(let element)? = response { return (nil, element) }
            diagnostics.append(
                .error(
                    "without \"items\", \"\(route.name.value)\" must respond with an array, not \(responseText(route)): "
                        + "name the response's array field with \"items: FIELD\"",
                    at: pagination.location))
            return nil
        }
        guard let field = responseField(items, key: "items", of: route, response: response, diagnostics: &diagnostics)
        else { return nil }
        switch field.member.type {
        case .array(let element):
            return (field.member.name, element)
        case .optional(.array):
            diagnostics.append(
                .error(
                    "items field \"\(items.value)\" of \(field.model) cannot be optional: write \"\(field.member.written.unwrappedDescription) = []\" so a missing list decodes as empty",
                    at: items.location))
        default:
            diagnostics.append(
                .error(
                    "items field \"\(items.value)\" of \(field.model) has type \(field.member.written), but must be an array",
                    at: items.location))
        }
        return nil
    }

    /// The field `name` of the response model, and the model's spec name, for `items:` and `next:`.
    private func responseField(
        _ name: Located<String>, key: String, of route: RouteSpec, response: ResolvedType?,
        diagnostics: inout [Diagnostic]
    ) -> (model: String, member: Member)? {
        guard case .model(let specName, _, false)? = response,
            case .object(let fields)? = resolver.symbols.models[specName]?.spec.kind
        else {
            diagnostics.append(
                .error(
                    "\"\(key)\" names a field of the response, but \"\(route.name.value)\" responds with \(responseText(route)), not a model",
                    at: name.location))
            return nil
        }
        guard let field = fields.first(where: { $0.name.value == name.value }) else {
            diagnostics.append(
                .error(
                    "\"\(name.value)\" is not a field of \(specName)"
                        + Suggestion.didYouMean(name.value, among: fields.map(\.name.value)),
                    at: name.location))
            return nil
        }
        return member(field).map { (specName, $0) }
    }

    /// The query parameter `name` of the route.
    private func queryParameter(_ name: Located<String>, of route: RouteSpec, diagnostics: inout [Diagnostic])
        -> Member?
    {
        guard let field = route.query.first(where: { $0.name.value == name.value }) else {
            diagnostics.append(
                .error(
                    "\"\(name.value)\" is not a query parameter of \"\(route.name.value)\""
                        + Suggestion.didYouMean(name.value, among: route.query.map(\.name.value)),
                    at: name.location))
            return nil
        }
        return member(field)
    }

    /// What an integer parameter of pagination holds, for its diagnostics.
    private enum Counter: String {
        case page, offset, size

        /// A default that suits it, for the suggested fix.
        var example: String {
            switch self {
            case .page: "1"
            case .offset: "0"
            case .size: "50"
            }
        }
    }

    /// A page, offset or size parameter: a non-optional integer, since the next page is
    /// counted from its value.
    private func integerParameter(
        _ name: Located<String>, _ counter: Counter, of route: RouteSpec,
        diagnostics: inout [Diagnostic]
    ) -> Member? {
        guard let parameter = queryParameter(name, of: route, diagnostics: &diagnostics) else { return nil }
        let integers: [ResolvedType] = [.builtin(.int), .builtin(.int32), .builtin(.int64)]
        if integers.contains(parameter.type) { return parameter }
        if parameter.type.isOptional, integers.contains(parameter.type.unwrapped) {
            let fix = "\"\(name.value): \(parameter.written.unwrappedDescription) = \(counter.example)\""
            let why =
                switch counter {
                case .page: "the next page number is counted from it; give it a default instead, like \(fix)"
                case .offset: "the next offset is counted from it; give it a default instead, like \(fix)"
                case .size:
                    "the last page is the one shorter than the size; give it a default, like \(fix), or remove \"size\" to stop at an empty page"
                }
            diagnostics.append(
                .error("\(counter.rawValue) parameter \"\(name.value)\" cannot be optional: \(why)", at: name.location))
        } else {
            diagnostics.append(
                .error(
                    "\(counter.rawValue) parameter \"\(name.value)\" has type \(parameter.written), but must be Int, Int32 or Int64",
                    at: name.location))
        }
        return nil
    }

    /// A cursor parameter: text, usually optional so the first request sends none.
    private func cursorParameter(_ name: Located<String>, of route: RouteSpec, diagnostics: inout [Diagnostic])
        -> Member?
    {
        guard let parameter = queryParameter(name, of: route, diagnostics: &diagnostics) else { return nil }
        guard parameter.type.unwrapped == .builtin(.string) else {
            diagnostics.append(
                .error(
                    "cursor parameter \"\(name.value)\" has type \(parameter.written), but must be String or String?",
                    at: name.location))
            return nil
        }
        return parameter
    }

    // MARK: Helpers

    private func member(_ field: FieldSpec) -> Member? {
        guard let type = resolvedQuietly(field.type) else { return nil }
        let bareName = SwiftNames.memberName(field.name.value)
        return Member(name: SwiftNames.escaped(bareName), bareName: bareName, written: field.type, type: type)
    }

    /// The resolved type, or `nil` for one whose problem is reported where it is written.
    private func resolvedQuietly(_ type: TypeExpression) -> ResolvedType? {
        var reportedElsewhere: [Diagnostic] = []
        return resolver.resolve(type, diagnostics: &reportedElsewhere)
    }

    private func responseText(_ route: RouteSpec) -> String {
        route.response?.description ?? "Empty"
    }
}

private extension TypeExpression {
    /// The spelling without an outer `?`, for suggested fixes.
    var unwrappedDescription: String {
        if case .optional(let wrapped) = self { return wrapped.description }
        return description
    }
}
