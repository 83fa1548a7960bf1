/// A key of the template contract: every name some context answers (`Templates/CONTEXT.md`).
///
/// Tags are resolved to keys once, when a template is parsed, so a lookup while rendering is a
/// jump on a small integer instead of comparing strings against each key of each context on the
/// stack, which was about 40% of rendering.
enum TemplateKey: String, Sendable, Hashable, CaseIterable {
    case acceptsAlternatives
    case access
    case api
    case apiKeyLocation
    case argumentLabel
    case authSchemes
    case bareName
    case baseURLLiteral
    case bodyStatement
    case cases
    case code
    case conformances
    case declarations
    case decodeStatement
    case deprecation
    case discriminator
    case discriminatorPatterns
    case doc
    case encodeInline
    case encodeStatement
    case encodeStatements
    case errorBodies
    case formFields
    case functionName
    case hasAcceptedRoutes
    case hasDeclarations
    case hasEncoding
    case hasErrorBodies
    case hasFormFields
    case hasMultipartFields
    case hasProperties
    case hasRequestStatements
    case initDefault
    case inlineBody
    case isIndirect
    case isMutable
    case isOpen
    case itemType
    case itemsExpression
    case keyLiteral
    case label
    case method
    case multipartFields
    case name
    case nestedTypes
    case nextPageDoc
    case nextPageStatements
    case noMatchMessage
    case pagination
    case parameterStatements
    case pathLiteral
    case properties
    case protocolName
    case qualifiedType
    case rawType
    case rawValueLiteral
    case requestStatement
    case responseType
    case routeFactories
    case schemeType
    case specName
    case specPath
    case specPaths
    case summaryDoc
    case target
    case type
    case typeName
    case unknownValueMessage
    case valueLiteral
    case variants
}
