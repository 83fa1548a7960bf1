@testable import RouteGenCore

/// Specs compared by content: every location set to one place, since a spec read back from
/// converted text is written at other lines than the original.
extension SpecFile {
    /// The spec with every location replaced.
    var withoutLocations: SpecFile {
        var spec = self
        spec.api = spec.api.map(\.stripped)
        spec.baseURL = spec.baseURL.map(\.stripped)
        spec.servers = servers.map { server in
            var server = server
            server.name = server.name.stripped
            server.url = server.url.stripped
            return server
        }
        spec.tags = tags.map { tag in
            var tag = tag
            tag.name = tag.name.stripped
            tag.parent = tag.parent?.stripped
            return tag
        }
        spec.authSchemes = authSchemes.map { scheme in
            var scheme = scheme
            scheme.name = scheme.name.stripped
            return scheme
        }
        spec.models = models.map(\.withoutLocations)
        spec.routes = routes.map(\.withoutLocations)
        spec.parameters = parameters.map(\.withoutLocations)
        if var defaults {
            defaults.auth = defaults.auth?.map(\.stripped)
            defaults.errors = defaults.errors.map {
                RouteSpec.ErrorSpec(status: $0.status, location: nowhere, type: $0.type.withoutLocations)
            }
            defaults.headers = defaults.headers.map(\.withoutLocations)
            defaults.pathPrefix = defaults.pathPrefix?.stripped
            spec.defaults = defaults
        }
        return spec
    }
}

/// The one location every compared value gets.
private let nowhere = SourceLocation(file: "", line: 0, column: 0)

extension Located {
    fileprivate var stripped: Located { Located(value, at: nowhere) }
}

extension ModelSpec {
    fileprivate var withoutLocations: ModelSpec {
        var model = self
        model.name = name.stripped
        model.examples = examples.map(\.withoutLocations)
        model.additionalProperties = additionalProperties.map {
            AdditionalPropertiesSpec(name: $0.name.stripped, valueType: $0.valueType.withoutLocations, doc: $0.doc)
        }
        switch kind {
        case .object(let fields):
            model.kind = .object(fields.map(\.withoutLocations))
        case .enumeration(let cases):
            model.kind = .enumeration(
                cases.map { enumCase in
                    var enumCase = enumCase
                    enumCase.name = enumCase.name.stripped
                    return enumCase
                })
        case .union(let union):
            model.kind = .union(
                UnionSpec(
                    variants: union.variants.map {
                        UnionSpec.Variant(
                            name: $0.name.stripped, type: $0.type.withoutLocations,
                            discriminatorValues: $0.discriminatorValues)
                    },
                    discriminator: union.discriminator.map(\.stripped),
                    defaultVariant: union.defaultVariant.map(\.stripped)))
        }
        return model
    }
}

extension FieldSpec {
    fileprivate var withoutLocations: FieldSpec {
        var field = self
        field.examples = examples.map(\.withoutLocations)
        field.name = name.stripped
        field.type = type.withoutLocations
        field.defaultValue = defaultValue?.withoutLocations
        field.contentType = contentType?.stripped
        field.reference = reference?.stripped
        return field
    }
}

extension TypeExpression {
    fileprivate var withoutLocations: TypeExpression {
        switch self {
        case .named(let name): .named(name.stripped)
        case .array(let element): .array(element.withoutLocations)
        case .dictionary(let value): .dictionary(value.withoutLocations)
        case .optional(let wrapped): .optional(wrapped.withoutLocations)
        case .nullable(let wrapped): .nullable(wrapped.withoutLocations)
        }
    }
}

extension DefaultValue {
    fileprivate var withoutLocations: DefaultValue {
        switch self {
        case .scalar(let text, let quoted, _): .scalar(text, quoted: quoted, at: nowhere)
        case .list(let items, _): .list(items.map(\.withoutLocations), at: nowhere)
        case .emptyMapping: .emptyMapping(at: nowhere)
        }
    }
}

extension RouteSpec {
    fileprivate var withoutLocations: RouteSpec {
        var route = self
        route.name = name.stripped
        route.method = method.stripped
        route.path = path.stripped
        // RouteGen's format has no operationId: a spec read back from one never carries it.
        route.operationID = nil
        route.pathParameters = pathParameters.map(\.withoutLocations)
        route.placeholders = placeholders.map(\.stripped)
        route.query = query.map(\.withoutLocations)
        route.querystring = querystring?.withoutLocations
        route.headers = headers.map(\.withoutLocations)
        switch body {
        case nil: break
        case .json(let type)?: route.body = .json(type.withoutLocations)
        case .inlineObject(let fields, _)?: route.body = .inlineObject(fields.map(\.withoutLocations), at: nowhere)
        case .raw?: route.body = .raw(at: nowhere)
        case .form(let fields, _)?: route.body = .form(fields.map(\.withoutLocations), at: nowhere)
        case .multipart(let fields, _)?: route.body = .multipart(fields.map(\.withoutLocations), at: nowhere)
        case .items(let framing, let element, _)?:
            route.body = .items(framing, element: element.withoutLocations, at: nowhere)
        }
        route.response = response?.withoutLocations
        route.responses = responses.map {
            RouteSpec.SuccessSpec(status: $0.status, location: nowhere, type: $0.type?.withoutLocations, doc: $0.doc)
        }
        route.responseHeaders = responseHeaders.map(\.withoutLocations)
        if var stream {
            stream.element = stream.element.withoutLocations
            stream.location = nowhere
            route.stream = stream
        }
        route.errors = errors.map {
            RouteSpec.ErrorSpec(status: $0.status, location: nowhere, type: $0.type.withoutLocations)
        }
        route.auth = auth.map(\.stripped)
        route.retry = retry?.stripped
        if var pagination {
            pagination.parameter = pagination.parameter.stripped
            pagination.items = pagination.items?.stripped
            pagination.size = pagination.size?.stripped
            if case .cursor(let next) = pagination.style { pagination.style = .cursor(next: next.stripped) }
            pagination.location = nowhere
            route.pagination = pagination
        }
        if var cache {
            cache.location = nowhere
            route.cache = cache
        }
        route.capabilities = capabilities.map(\.stripped)
        route.bodyExamples = bodyExamples.map(\.withoutLocations)
        // RouteGen's format writes a route's `example:` before its `examples:`: the same
        // examples by status, in another order.
        route.responseExamples = responseExamples.map {
            ResponseExamplesSpec(status: $0.status.stripped, examples: $0.examples.map(\.withoutLocations))
        }.sorted { $0.status.value < $1.status.value }
        return route
    }
}

extension ExampleSpec {
    fileprivate var withoutLocations: ExampleSpec {
        var example = self
        example.location = nowhere
        if case .named(let name) = place { example.place = .named(name.stripped) }
        example.value = value?.withoutLocations
        return example
    }
}

extension ExampleValue {
    fileprivate var withoutLocations: ExampleValue {
        switch self {
        case .null: .null(at: nowhere)
        case .bool(let flag, _): .bool(flag, at: nowhere)
        case .number(let text, _): .number(text, at: nowhere)
        case .string(let text, _): .string(text, at: nowhere)
        case .array(let items, _): .array(items.map(\.withoutLocations), at: nowhere)
        case .object(let members, _):
            .object(
                members.map { ExampleValue.Member(key: $0.key.stripped, value: $0.value.withoutLocations) }, at: nowhere
            )
        }
    }
}
