extension SpecFile {
    /// The spec with every model name and every name in a type changed by `transform`: what a
    /// rename does to the models it renames and to every place that refers to them, shared
    /// parameters and stream elements included.
    func mappingTypeNames(_ transform: (String) -> String) -> SpecFile {
        var file = self
        for index in file.models.indices {
            file.models[index].name.value = transform(file.models[index].name.value)
            if let additional = file.models[index].additionalProperties {
                file.models[index].additionalProperties?.valueType = additional.valueType.mappingNames(transform)
            }
            switch file.models[index].kind {
            case .object(let fields):
                file.models[index].kind = .object(fields.map { $0.mappingTypeNames(transform) })
            case .union(var union):
                for variant in union.variants.indices {
                    union.variants[variant].type = union.variants[variant].type.mappingNames(transform)
                }
                file.models[index].kind = .union(union)
            case .enumeration:
                break
            }
        }
        file.parameters = file.parameters.map { $0.mappingTypeNames(transform) }
        for index in file.routes.indices {
            file.routes[index].stream = file.routes[index].stream?.mappingTypeNames(transform)
            file.routes[index].pathParameters = file.routes[index].pathParameters.map { $0.mappingTypeNames(transform) }
            file.routes[index].query = file.routes[index].query.map { $0.mappingTypeNames(transform) }
            file.routes[index].querystring = file.routes[index].querystring?.mappingTypeNames(transform)
            file.routes[index].headers = file.routes[index].headers.map { $0.mappingTypeNames(transform) }
            file.routes[index].response = file.routes[index].response?.mappingNames(transform)
            file.routes[index].responseHeaders = file.routes[index].responseHeaders.map {
                $0.mappingTypeNames(transform)
            }
            for success in file.routes[index].responses.indices {
                file.routes[index].responses[success].type = file.routes[index].responses[success].type?.mappingNames(
                    transform)
            }
            for error in file.routes[index].errors.indices {
                file.routes[index].errors[error].type = file.routes[index].errors[error].type.mappingNames(transform)
            }
            switch file.routes[index].body {
            case .json(let type)?: file.routes[index].body = .json(type.mappingNames(transform))
            case .inlineObject(let fields, let location)?:
                file.routes[index].body = .inlineObject(fields.map { $0.mappingTypeNames(transform) }, at: location)
            case .form(let fields, let location)?:
                file.routes[index].body = .form(fields.map { $0.mappingTypeNames(transform) }, at: location)
            case .multipart(let fields, let location)?:
                file.routes[index].body = .multipart(fields.map { $0.mappingTypeNames(transform) }, at: location)
            case .items(let framing, let element, let location)?:
                file.routes[index].body = .items(framing, element: element.mappingNames(transform), at: location)
            case .raw?, nil: break
            }
        }
        return file
    }
}

extension FieldSpec {
    /// The field with the names in its type changed by `transform`.
    func mappingTypeNames(_ transform: (String) -> String) -> FieldSpec {
        var field = self
        field.type = type.mappingNames(transform)
        return field
    }
}

extension TypeExpression {
    /// The type with every name changed by `transform`.
    func mappingNames(_ transform: (String) -> String) -> TypeExpression {
        switch self {
        case .named(let name): .named(Located(transform(name.value), at: name.location))
        case .array(let element): .array(element.mappingNames(transform))
        case .dictionary(let value): .dictionary(value.mappingNames(transform))
        case .optional(let wrapped): .optional(wrapped.mappingNames(transform))
        case .nullable(let wrapped): .nullable(wrapped.mappingNames(transform))
        }
    }
}
