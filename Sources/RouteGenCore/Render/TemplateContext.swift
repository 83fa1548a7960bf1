/// A value templates can read: a fixed list of keys, looked up without reflection.
///
/// Lookups index a table instead of using `Mirror`, which keeps rendering fast; the key list is
/// the documented contract (`Templates/CONTEXT.md`) and what `routegen generate --print-context`
/// prints. Most contexts list their keys once, in a ``ContextKeys`` table (``KeyedContext``),
/// from which both requirements come.
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
}

/// Doc comment lines, ready to print: `/// text`, or `///` for a blank line. Every line goes
/// through ``SwiftText/commentText(_:)`` here, whoever made it, so no doc text from a spec can
/// end its line and put code after it.
func docComment(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? "///" : "/// " + SwiftText.commentText($0) }
}

/// The spec paths as header comments name them (``SpecNames``), each through
/// ``SwiftText/commentText(_:)``: a file may be named with a line break and code after it.
func specPathComments(_ api: APIModel) -> [String] {
    api.specPaths.map { specPathComment($0, api) }
}

/// One spec's path as its file's header comment names it.
func specPathComment(_ path: String, _ api: APIModel) -> String {
    SwiftText.commentText(SpecNames.name(of: path, among: api.specPaths))
}

/// The root context of the shared file: the API.
struct APIContext: KeyedContext {
    let api: APIModel

    static let keys = ContextKeys<Self>([
        .text(.name) { $0.api.name },
        .text(.access) { $0.api.access },
        .texts(.doc) { docComment($0.api.docLines) },
        .text(.baseURLLiteral) { SwiftText.stringLiteral($0.api.baseURL) },
        .list(.namedBaseURLs) { $0.api.namedBaseURLs },
        .list(.routeBaseURLs) { $0.api.routeBaseURLs },
        .flag(.hasRouteBaseURLs) { !$0.api.routeBaseURLs.isEmpty },
        .texts(.specPaths) { specPathComments($0.api) },
        .list(.authSchemes) { $0.api.authSchemes },
        .flag(.hasAcceptedRoutes) { $0.api.authSchemes.contains(where: \.acceptsAlternatives) },
        .flag(.hasAppTypes) { !$0.api.appTypes.isEmpty },
        .list(.appTypes) { $0.api.appTypes },
        .flag(.hasExampleRoutes) { !$0.exampleRoutes.isEmpty },
        .texts(.exampleRoutes) { $0.exampleRoutes },
    ])

    /// The route types with example responses, in file and spec order.
    var exampleRoutes: [String] { api.files.flatMap(\.routes).filter { !$0.examples.isEmpty }.map(\.typeName) }
}

/// The root context of one spec file's output.
struct FileContext: KeyedContext {
    let api: APIModel
    let file: FileModel
    /// Each declaration rendered by its own template and indented one level.
    let declarations: [RenderedDeclaration]
    /// Each route's factory extension, rendered by `route-factory`.
    let routeFactories: [String]

    static let keys = ContextKeys<Self>([
        .text(.api) { $0.api.name },
        .text(.access) { $0.api.access },
        .text(.specPath) { specPathComment($0.file.specPath, $0.api) },
        .flag(.hasDeclarations) { !$0.declarations.isEmpty },
        .list(.declarations) { $0.declarations },
        .texts(.routeFactories) { $0.routeFactories },
    ])
}

/// One declaration of a spec file, already rendered.
struct RenderedDeclaration: KeyedContext {
    /// The Swift code, indented for its place inside the namespace extension.
    let code: String

    static let keys = ContextKeys<Self>([
        .text(.code) { $0.code }
    ])
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
    /// The route's own `ResponseHeaders` struct, rendered by `headers` and indented one level.
    var responseHeadersStruct: String? = nil

    var contextKeys: [TemplateKey] { route.contextKeys }

    func child(named name: TemplateKey) -> TemplateValue? {
        switch name {
        case .inlineBody: .text(inlineBody)
        case .nestedTypes: .texts(nestedTypes)
        case .responseHeadersStruct: .text(responseHeadersStruct)
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

extension NamedBaseURLModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.baseURLLiteral) { SwiftText.stringLiteral($0.url) },
        .texts(.doc) { docComment($0.docLines) },
    ])
}

extension RouteBaseURLModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.baseURLLiteral) { SwiftText.stringLiteral($0.url) },
        .texts(.doc) { docComment($0.docLines) },
    ])
}

extension AuthSchemeModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.typeName) { $0.typeName },
        .text(.specName) { SwiftText.commentText($0.specName) },
        .text(.protocolName) { $0.protocolName },
        .text(.apiKeyLocation) { $0.apiKeyLocation?.spelling },
        .flag(.acceptsAlternatives) { $0.acceptsAlternatives },
        .flag(.acceptsStreams) { $0.acceptsStreams },
        .texts(.doc) { docComment($0.docLines) },
        .flag(.hasParts) { !$0.parts.isEmpty },
        .list(.parts) { $0.parts },
    ])
}

extension HeadersModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .texts(.doc) { docComment($0.docLines) },
        .list(.properties) { $0.fields },
    ])
}

extension AppTypeModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.type) { $0.type },
    ])
}

extension AuthPartModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.typeName) { $0.typeName },
        .text(.type) { $0.credentialType },
    ])
}

extension StructModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { SwiftNames.innermostName($0.name) },
        .texts(.doc) { docComment($0.docLines) },
        .texts(.conformances) { $0.conformances },
        .flag(.isMutable) { $0.isMutable },
        .context(.discriminator) { $0.discriminator },
        .flag(.hasProperties) { !$0.properties.isEmpty },
        .flag(.hasEncoding) { !$0.properties.isEmpty || $0.discriminator != nil },
        .list(.properties) { $0.properties },
        .list(.parameters) { $0.parameters },
        .flag(.hasInitStatements) { $0.properties.contains(where: { !$0.isConstant }) },
        .text(.initDeprecation) { $0.initDeprecation.map(Deprecation.attribute) },
        .flag(.hasExamples) { !$0.examples.values.isEmpty },
        .flag(.examplesAreSynthesized) { $0.examples.isSynthesized },
        .texts(.examples) { $0.examples.values.map(\.exampleSpelling) },
    ])
}

extension DiscriminatorPropertyModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.type) { $0.type.spelling },
        .text(.valueLiteral) { $0.value.spelling },
        .texts(.doc) { docComment($0.docLines) },
        .text(.encodeStatement) { $0.encodeStatement },
    ])
}

extension PropertyModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.label) { $0.label },
        .text(.argumentLabel) { $0.argumentLabel },
        .text(.bareName) { $0.bareName },
        .text(.type) { $0.type.spelling },
        .text(.qualifiedType) { $0.type.qualifiedSpelling },
        .text(.parameterType) { $0.parameterType.spelling },
        .text(.qualifiedParameterType) { $0.parameterType.qualifiedSpelling },
        .text(.initDefault) { $0.initDefault?.spelling },
        .text(.defaultValue) { $0.defaultValue?.spelling },
        .text(.fixedValue) { $0.fixedValue?.spelling },
        .text(.deprecation) { $0.deprecation.map(Deprecation.attribute) },
        .text(.keyLiteral) { $0.keyLiteral },
        .texts(.doc) { docComment($0.documentation) },
        .flag(.isIndirect) { $0.isIndirect },
        .flag(.isMutable) { $0.isMutable },
        .flag(.hasStorage) { $0.hasStorage },
        .flag(.isConstant) { $0.isConstant },
        .text(.storageName) { $0.storageName },
        .text(.storageType) { $0.storageType },
        .text(.readExpression) { $0.readExpression },
        .text(.writeStatement) { $0.writeStatement },
        .text(.initStatement) { $0.initStatement },
        .text(.memberwiseArgument) { $0.memberwiseArgument },
        .text(.decodeStatement) { $0.decodeStatement },
        .text(.encodeStatement) { $0.encodeStatement },
        .text(.requestStatement) { $0.requestStatement },
    ])
}

extension EnumModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { SwiftNames.innermostName($0.name) },
        .texts(.doc) { docComment($0.docLines) },
        .texts(.conformances) { $0.conformances },
        .text(.rawType) { $0.rawType },
        .flag(.isOpen) { $0.isOpen },
        .list(.cases) { $0.cases },
    ])
}

extension EnumCaseModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.rawValueLiteral) { $0.writesRawValue ? $0.value.spelling : nil },
        .text(.valueLiteral) { $0.value.spelling },
        .texts(.doc) { docComment($0.docLines) },
    ])
}

extension UnionModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { SwiftNames.innermostName($0.name) },
        .texts(.doc) { docComment($0.docLines) },
        .texts(.conformances) { $0.conformances },
        .list(.variants) { $0.variants },
        .flag(.isParameter) { $0.isParameter },
        .flag(.isPositional) { $0.isPositional },
        .context(.discriminator) { $0.discriminator },
        .text(.noMatchMessage) { $0.noMatchMessage.map(SwiftText.stringLiteral) },
        .flag(.hasExamples) { !$0.examples.values.isEmpty },
        .flag(.examplesAreSynthesized) { $0.examples.isSynthesized },
        .texts(.examples) { $0.examples.values.map(\.exampleSpelling) },
    ])
}

extension UnionVariantModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.type) { $0.type.spelling },
        .texts(.doc) { docComment($0.docLines) },
        .flag(.isIndirect) { $0.isIndirect },
        .text(.discriminatorPatterns) { $0.discriminatorPatterns },
        .text(.encodeInline) { $0.encodeStatements.count == 1 ? $0.encodeStatements[0] : nil },
        .texts(.encodeStatements) { $0.encodeStatements.count == 1 ? [] : $0.encodeStatements },
        .text(.partLabel) { $0.part?.label ?? "" },
        .text(.partRead) { $0.partRead },
        .text(.partWrite) { $0.partWrite },
    ])
}

extension UnionDiscriminatorModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.keyLiteral) { SwiftText.stringLiteral($0.key) },
        .context(.defaultCase) { $0.defaultCase },
        .text(.unknownValueMessage) { $0.unknownValueMessage },
    ])
}

extension UnionDefaultCase: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.type) { $0.type.spelling },
    ])
}

extension RouteModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.typeName) { $0.typeName },
        .text(.functionName) { $0.functionName },
        .text(.protocolName) { $0.protocolName },
        .texts(.conformances) { $0.conformances },
        .text(.schemeType) { $0.schemeType },
        .text(.method) { $0.methodSpelling },
        .text(.pathLiteral) { SwiftText.stringLiteral($0.path) },
        .text(.routeBaseURL) { $0.baseURLSpelling },
        .text(.acceptLiteral) { $0.accept.map(SwiftText.stringLiteral) },
        .text(.responseType) { $0.responseType.spelling },
        .texts(.doc) { docComment($0.docLines) },
        .texts(.summaryDoc) { docComment(Array($0.docLines.prefix { !$0.isEmpty })) },
        .text(.deprecation) { $0.deprecation.map(Deprecation.attribute) },
        .flag(.hasProperties) { !$0.properties.isEmpty },
        .list(.properties) { $0.properties },
        .flag(.hasParameters) { !$0.parameters.isEmpty },
        .list(.parameters) { $0.parameters },
        .flag(.hasRequestStatements) {
            !$0.parameterStatements.isEmpty || $0.bodyStatement != nil || !$0.formFields.isEmpty
                || !$0.multipartFields.isEmpty
        },
        .texts(.parameterStatements) { $0.parameterStatements },
        .text(.bodyStatement) { $0.bodyStatement },
        .flag(.hasFormFields) { !$0.formFields.isEmpty },
        .list(.formFields) { $0.formFields },
        .flag(.hasMultipartFields) { !$0.multipartFields.isEmpty },
        .list(.multipartFields) { $0.multipartFields },
        .context(.inlineBody) { $0.inlineBody },
        .flag(.hasErrorBodies) { !$0.errorBodies.isEmpty },
        .texts(.errorBodies) { $0.errorBodies.map(\.expression) },
        .context(.pagination) { $0.pagination },
        .text(.cacheLifetime) { $0.cacheMaxAge.map { ".seconds(\($0))" } },
        .flag(.hasExampleResponses) { !$0.examples.isEmpty },
        .list(.exampleResponses) { $0.examples },
        .context(.responseHeadersStruct) { $0.ownHeaders },
        .list(.responseHeaders) { $0.responseHeaders },
        .text(.responseHeadersAlias) { $0.responseHeadersAlias?.spelling },
        .flag(.hasResponseCases) { !$0.responseCases.isEmpty },
        .list(.responseCases) { $0.responseCases },
        .texts(.responseConformances) { $0.responseConformances },
        .context(.stream) { $0.stream },
        .texts(.nestedTypes) { $0.nestedTypes.map(\.name) },
    ])
}

extension ResponseCaseModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { $0.name },
        .text(.status) { String($0.status) },
        .text(.payloadType) { $0.payloadType?.spelling },
        .texts(.doc) { docComment($0.docLines) },
        .text(.decodeStatement) { $0.decodeStatement },
    ])
}

extension ExampleResponseModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.status) { String($0.status) },
        .text(.nameLiteral) { $0.name.map(SwiftText.stringLiteral) },
        .text(.contentTypeLiteral) { SwiftText.stringLiteral($0.contentType) },
        .text(.bodyLiteral) { SwiftText.rawStringLiteral($0.body) },
        .flag(.isSynthesized) { $0.isSynthesized },
    ])
}

extension StreamModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.elementType) { $0.elementType.spelling },
        .text(.streamFormat) { $0.formatExpression },
    ])
}

extension PaginationModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.itemType) { $0.itemType.spelling },
        .text(.itemsExpression) { $0.itemsExpression },
        .texts(.nextPageDoc) { docComment($0.nextPageDocLines) },
        .texts(.nextPageStatements) { $0.nextPageStatements },
    ])
}

extension AliasModel: KeyedContext {
    static let keys = ContextKeys<Self>([
        .text(.name) { SwiftNames.innermostName($0.name) },
        .text(.target) { $0.target.spelling },
        .texts(.doc) { docComment($0.docLines) },
    ])
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
