/// A value templates can read: a fixed list of keys, looked up without reflection.
///
/// Lookups are a `switch` instead of `Mirror`, which keeps rendering fast; the key list is the
/// documented contract (`Templates/CONTEXT.md`) and what `routegen generate --print-context`
/// prints.
protocol TemplateContext {
    /// The keys this value answers, in documentation order.
    var contextKeys: [TemplateKey] { get }

    /// The value of the key `name`, or `nil` when this context has no such key (or its value is
    /// absent): the renderer then looks in the enclosing context.
    func child(named name: TemplateKey) -> TemplateValue?
}

/// What a context key holds, typed, so the renderer switches on it instead of casting `Any`
/// (the casts were a fifth of rendering).
enum TemplateValue {
    /// Text: written by a variable; a section renders once with it as `{{.}}` unless empty.
    case text(String)
    /// A flag: a section renders once when it is true.
    case flag(Bool)
    /// Lines or items of text (doc lines, conformances, statements): a section renders once
    /// per element.
    case texts([String])
    /// Nested contexts (properties, cases): a section renders once per element.
    case list([any TemplateContext])
    /// One nested context: a section renders once with it as the context.
    case context(any TemplateContext)

    /// `.text`, or absent for `nil`.
    static func text(_ text: String?) -> TemplateValue? {
        text.map { .text($0) }
    }

    /// `.context`, or absent for `nil`.
    static func context(_ context: (any TemplateContext)?) -> TemplateValue? {
        context.map { .context($0) }
    }
}

/// Doc comment lines, ready to print: `/// text`, or `///` for a blank line.
func docComment(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? "///" : "/// " + $0 }
}

/// The root context of the shared file: the API.
struct APIContext: TemplateContext {
    let api: APIModel

    var contextKeys: [TemplateKey] {
        [.name, .access, .doc, .baseURLLiteral, .routeBaseURLs, .specPaths, .authSchemes, .hasAcceptedRoutes]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(api.name)
        case .access: .text(api.access)
        case .doc: .texts(docComment(api.docLines))
        case .baseURLLiteral: .text(api.baseURLLiteral)
        case .routeBaseURLs: .list(api.routeBaseURLs)
        case .specPaths: .texts(api.specPaths.map { SpecNames.name(of: $0, among: api.specPaths) })
        case .authSchemes: .list(api.authSchemes)
        case .hasAcceptedRoutes: .flag(api.authSchemes.contains(where: \.acceptsAlternatives))
        default: nil
        }
    }
}

/// The root context of one spec file's output.
struct FileContext: TemplateContext {
    let api: APIModel
    let file: FileModel
    /// Each declaration rendered by its own template and indented one level.
    let declarations: [RenderedDeclaration]
    /// Each route's factory extension, rendered by `route-factory`.
    let routeFactories: [String]

    var contextKeys: [TemplateKey] { [.api, .access, .specPath, .hasDeclarations, .declarations, .routeFactories] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .api: .text(api.name)
        case .access: .text(api.access)
        case .specPath: .text(SpecNames.name(of: file.specPath, among: api.specPaths))
        case .hasDeclarations: .flag(!declarations.isEmpty)
        case .declarations: .list(declarations)
        case .routeFactories: .texts(routeFactories)
        default: nil
        }
    }
}

/// One declaration of a spec file, already rendered.
struct RenderedDeclaration: TemplateContext {
    /// The Swift code, indented for its place inside the namespace extension.
    let code: String

    var contextKeys: [TemplateKey] { [.code] }

    func child(named name: TemplateKey) -> TemplateValue? {
        name == .code ? .text(code) : nil
    }
}

/// A model with the types nested in it already rendered: each by its own template, indented to
/// sit inside the model's body (`{{#nestedTypes}}`), so templates stay at column 0.
struct NestingContext: TemplateContext {
    let model: any TemplateContext
    /// The nested declarations, rendered and indented one level.
    let nestedTypes: [String]

    var contextKeys: [TemplateKey] { model.contextKeys + [.nestedTypes] }

    func child(named name: TemplateKey) -> TemplateValue? {
        name == .nestedTypes ? .texts(nestedTypes) : model.child(named: name)
    }
}

/// A route with its inline body struct and nested types already rendered.
struct RouteContext: TemplateContext {
    let route: RouteModel
    /// The inline body struct, rendered and indented to sit inside the route.
    let inlineBody: String?
    /// The nested declarations, rendered and indented one level.
    var nestedTypes: [String] = []

    var contextKeys: [TemplateKey] { route.contextKeys }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .inlineBody: .text(inlineBody)
        case .nestedTypes: .texts(nestedTypes)
        default: route.child(named: name)
        }
    }
}

/// The context of the struct, enum, union, route and route-factory templates: the model plus the
/// API's name and access level.
struct TypeContext: TemplateContext {
    let model: any TemplateContext
    let api: APIModel

    var contextKeys: [TemplateKey] { [.api, .access] + model.contextKeys }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .api: .text(api.name)
        case .access: .text(api.access)
        default: model.child(named: name)
        }
    }
}

extension RouteBaseURLModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .baseURLLiteral, .doc] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .baseURLLiteral: .text(literal)
        case .doc: .texts(docComment(docLines))
        default: nil
        }
    }
}

extension AuthSchemeModel: TemplateContext {
    var contextKeys: [TemplateKey] {
        [
            .typeName, .specName, .protocolName, .apiKeyLocation, .acceptsAlternatives, .acceptsStreams, .doc,
            .hasParts, .parts,
        ]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .typeName: .text(typeName)
        case .specName: .text(specName)
        case .acceptsAlternatives: .flag(acceptsAlternatives)
        case .acceptsStreams: .flag(acceptsStreams)
        case .protocolName: .text(protocolName)
        case .apiKeyLocation: .text(apiKeyLocation)
        case .doc: .texts(docComment(docLines))
        case .hasParts: .flag(!parts.isEmpty)
        case .parts: .list(parts)
        default: nil
        }
    }
}

extension AuthPartModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .typeName, .type] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .typeName: .text(typeName)
        case .type: .text(credentialType)
        default: nil
        }
    }
}

extension StructModel: TemplateContext {
    var contextKeys: [TemplateKey] {
        [
            .name, .doc, .conformances, .isMutable, .discriminator, .hasProperties, .hasEncoding, .properties,
            .parameters, .initDeprecation,
        ]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(SwiftNames.innermostName(self.name))
        case .doc: .texts(docComment(docLines))
        case .conformances: .texts(conformances)
        case .isMutable: .flag(isMutable)
        case .discriminator: .context(discriminator)
        case .hasProperties: .flag(!properties.isEmpty)
        case .hasEncoding: .flag(!properties.isEmpty || discriminator != nil)
        case .properties: .list(properties)
        case .parameters: .list(parameters)
        case .initDeprecation: .text(initDeprecation)
        default: nil
        }
    }
}

extension DiscriminatorPropertyModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .type, .valueLiteral, .doc, .encodeStatement] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .type: .text(type)
        case .valueLiteral: .text(valueLiteral)
        case .doc: .texts(docComment(docLines))
        case .encodeStatement: .text(encodeStatement)
        default: nil
        }
    }
}

extension PropertyModel: TemplateContext {
    var contextKeys: [TemplateKey] {
        [
            .name, .label, .argumentLabel, .bareName, .type, .qualifiedType, .parameterType, .qualifiedParameterType,
            .initDefault,
            .defaultValue, .fixedValue, .deprecation, .keyLiteral, .doc, .isIndirect, .isMutable, .hasStorage,
            .storageName, .storageType,
            .readExpression, .writeStatement, .initStatement, .memberwiseArgument, .decodeStatement, .encodeStatement,
            .requestStatement,
        ]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .label: .text(label)
        case .argumentLabel: .text(argumentLabel)
        case .bareName: .text(bareName)
        case .type: .text(type)
        case .qualifiedType: .text(qualifiedType)
        case .parameterType: .text(parameterType)
        case .qualifiedParameterType: .text(qualifiedParameterType)
        case .initDefault: .text(initDefault)
        case .defaultValue: .text(defaultValue)
        case .fixedValue: .text(fixedValue)
        case .deprecation: .text(deprecation)
        case .keyLiteral: .text(keyLiteral)
        case .doc: .texts(docComment(docLines))
        case .isIndirect: .flag(isIndirect)
        case .isMutable: .flag(isMutable)
        case .hasStorage: .flag(hasStorage)
        case .storageName: .text(storageName)
        case .storageType: .text(storageType)
        case .readExpression: .text(readExpression)
        case .writeStatement: .text(writeStatement)
        case .initStatement: .text(initStatement)
        case .memberwiseArgument: .text(memberwiseArgument)
        case .decodeStatement: .text(decodeStatement)
        case .encodeStatement: .text(encodeStatement)
        case .requestStatement: .text(requestStatement)
        default: nil
        }
    }
}

extension EnumModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .doc, .conformances, .rawType, .isOpen, .cases] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(SwiftNames.innermostName(self.name))
        case .doc: .texts(docComment(docLines))
        case .conformances: .texts(conformances)
        case .rawType: .text(rawType)
        case .isOpen: .flag(isOpen)
        case .cases: .list(cases)
        default: nil
        }
    }
}

extension EnumCaseModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .rawValueLiteral, .valueLiteral, .doc] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .rawValueLiteral: .text(rawValueLiteral)
        case .valueLiteral: .text(valueLiteral)
        case .doc: .texts(docComment(docLines))
        default: nil
        }
    }
}

extension UnionModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .doc, .conformances, .variants, .discriminator, .noMatchMessage] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(SwiftNames.innermostName(self.name))
        case .doc: .texts(docComment(docLines))
        case .conformances: .texts(conformances)
        case .variants: .list(variants)
        case .discriminator: .context(discriminator)
        case .noMatchMessage: .text(noMatchMessage)
        default: nil
        }
    }
}

extension UnionVariantModel: TemplateContext {
    var contextKeys: [TemplateKey] {
        [.name, .type, .doc, .isIndirect, .discriminatorPatterns, .encodeInline, .encodeStatements]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .type: .text(type)
        case .doc: .texts(docComment(docLines))
        case .isIndirect: .flag(isIndirect)
        case .discriminatorPatterns: .text(discriminatorPatterns)
        case .encodeInline: encodeStatements.count == 1 ? .text(encodeStatements[0]) : nil
        case .encodeStatements: .texts(encodeStatements.count == 1 ? [] : encodeStatements)
        default: nil
        }
    }
}

extension UnionDiscriminatorModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.keyLiteral, .unknownValueMessage] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .keyLiteral: .text(keyLiteral)
        case .unknownValueMessage: .text(unknownValueMessage)
        default: nil
        }
    }
}

extension RouteModel: TemplateContext {
    var contextKeys: [TemplateKey] {
        [
            .typeName, .functionName, .protocolName, .conformances, .schemeType, .method, .pathLiteral, .routeBaseURL,
            .responseType,
            .doc, .summaryDoc, .deprecation, .hasProperties, .properties, .hasParameters, .parameters,
            .hasRequestStatements, .parameterStatements,
            .bodyStatement, .hasFormFields, .formFields, .hasMultipartFields, .multipartFields, .inlineBody,
            .hasErrorBodies,
            .errorBodies, .pagination, .cacheLifetime, .hasResponseHeaders, .responseHeaders, .responseHeadersAlias,
            .hasResponseCases, .responseCases,
            .responseConformances, .stream, .nestedTypes,
        ]
    }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .typeName: .text(typeName)
        case .nestedTypes: .texts(nestedTypes.map(\.name))
        case .functionName: .text(functionName)
        case .protocolName: .text(protocolName)
        case .conformances: .texts(conformances)
        case .schemeType: .text(schemeType)
        case .method: .text(method)
        case .pathLiteral: .text(pathLiteral)
        case .routeBaseURL: .text(baseURLExpression)
        case .responseType: .text(responseType)
        case .doc: .texts(docComment(docLines))
        case .summaryDoc: .texts(docComment(Array(docLines.prefix { !$0.isEmpty })))
        case .deprecation: .text(deprecation)
        case .hasProperties: .flag(!properties.isEmpty)
        case .properties: .list(properties)
        case .hasParameters: .flag(!parameters.isEmpty)
        case .parameters: .list(parameters)
        case .hasRequestStatements:
            .flag(
                !parameterStatements.isEmpty || bodyStatement != nil || !formFields.isEmpty || !multipartFields.isEmpty)
        case .parameterStatements: .texts(parameterStatements)
        case .bodyStatement: .text(bodyStatement)
        case .hasFormFields: .flag(!formFields.isEmpty)
        case .formFields: .list(formFields)
        case .hasMultipartFields: .flag(!multipartFields.isEmpty)
        case .multipartFields: .list(multipartFields)
        case .inlineBody: .context(inlineBody)
        case .hasErrorBodies: .flag(!errorBodies.isEmpty)
        case .errorBodies: .texts(errorBodies)
        case .pagination: .context(pagination)
        case .cacheLifetime: .text(cacheLifetime)
        case .hasResponseHeaders: .flag(!responseHeaders.isEmpty && responseHeadersAlias == nil)
        case .responseHeadersAlias: .text(responseHeadersAlias)
        case .responseHeaders: .list(responseHeaders)
        case .hasResponseCases: .flag(!responseCases.isEmpty)
        case .responseCases: .list(responseCases)
        case .responseConformances: .texts(responseConformances)
        case .stream: .context(stream)
        default: nil
        }
    }
}

extension ResponseCaseModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .status, .payloadType, .doc, .decodeStatement] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(self.name)
        case .status: .text(String(status))
        case .payloadType: .text(payloadType)
        case .doc: .texts(docComment(docLines))
        case .decodeStatement: .text(decodeStatement)
        default: nil
        }
    }
}

extension StreamModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.elementType, .streamFormat] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .elementType: .text(elementType)
        case .streamFormat: .text(formatExpression)
        default: nil
        }
    }
}

extension PaginationModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.itemType, .itemsExpression, .nextPageDoc, .nextPageStatements] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .itemType: .text(itemType)
        case .itemsExpression: .text(itemsExpression)
        case .nextPageDoc: .texts(docComment(nextPageDocLines))
        case .nextPageStatements: .texts(nextPageStatements)
        default: nil
        }
    }
}

extension AliasModel: TemplateContext {
    var contextKeys: [TemplateKey] { [.name, .target, .doc] }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .name: .text(SwiftNames.innermostName(self.name))
        case .target: .text(target)
        case .doc: .texts(docComment(docLines))
        default: nil
        }
    }
}

extension TypeModel {
    /// The template that renders this declaration and the context it reads: one mapping for
    /// the renderer and for `--print-context`.
    var template: (name: String, context: any TemplateContext) {
        switch self {
        case .structure(let model): ("struct", model)
        case .enumeration(let model): ("enum", model)
        case .union(let model): ("union", model)
        case .alias(let model): ("alias", model)
        }
    }
}
