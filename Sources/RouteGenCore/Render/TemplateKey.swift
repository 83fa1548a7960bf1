/// A key of the template contract: every name some context answers (`Templates/CONTEXT.md`).
///
/// Tags are resolved to keys once, when a template is parsed, so a lookup while rendering is a
/// jump on a small integer instead of comparing strings against each key of each context on the
/// stack, which was about 40% of rendering. The raw value is that integer (the cases' ordinals,
/// `0..<allCases.count`), the index of the key's reader in a context's ``ContextKeys``: a
/// `String` raw value would be hashed as a string wherever a key is a dictionary key.
///
/// The key's ``name``, what templates spell and `--print-context` prints, is the case's name, so
/// each key is spelled once, here.
enum TemplateKey: Int, Sendable, Hashable, CaseIterable {
    case acceptsAlternatives
    case acceptsStreams
    case acceptLiteral
    case access
    case api
    case apiKeyLocation
    case appTypes
    case argumentLabel
    case associatedType
    case authSchemes
    case bareName
    case baseURLLiteral
    case bodyLiteral
    case bodyMediaType
    case bodyStatement
    case cacheLifetime
    case cases
    case code
    case conformances
    case contentTypeLiteral
    case credentials
    case declarations
    case decodeArguments
    case decodePrelude
    case decodeStatement
    case defaultCase
    case defaultValue
    case deprecatedRoutesName
    case deprecation
    case discriminator
    case discriminatorPatterns
    case doc
    case encodedHeaders
    case elementType
    case encodeInline
    case encodeStatement
    case encodeStatements
    case errorBodies
    case exampleResponses
    case examples
    case examplesAreSynthesized
    case exampleRoutes
    case fixedValue
    case formFields
    case functionName
    case hasAcceptedRoutes
    case hasAppTypes
    case hasCredentials
    case hasDeclarations
    case hasDecodeArguments
    case hasDeprecatedRoutes
    case hasEncoding
    case hasErrorBodies
    case hasExampleResponses
    case hasExampleRoutes
    case hasExamples
    case hasFormFields
    case hasInitStatements
    case hasMultipartFields
    case hasParameters
    case hasParts
    case hasProperties
    case hasRequestStatements
    case hasResponseCases
    case hasRouteBaseURLs
    case hasStorage
    case hasUnauthorizedBodies
    case initDefault
    case initDeprecation
    case initStatement
    case inlineBody
    case isConstant
    case isIndirect
    case isMutable
    case isOpen
    case isParameter
    case isPositional
    case isSynthesized
    case isWebhooks
    case itemsExpression
    case itemType
    case keyLiteral
    case label
    case memberwiseArgument
    case method
    case multipartFields
    case name
    case nameLiteral
    case namedBaseURLs
    case nestedTypes
    case nextPageDoc
    case nextPageStatements
    case noMatchMessage
    case pagination
    case parameters
    case parameterStatements
    case parameterType
    case partLabel
    case partRead
    case parts
    case partWrite
    case pathLiteral
    case payloadType
    case properties
    case protocolName
    case qualifiedParameterType
    case qualifiedType
    case rawType
    case rawValueLiteral
    case readExpression
    case registration
    case registrationName
    case requestStatement
    case requirement
    case responseCases
    case responseConformances
    case responseHeaders
    case responseHeadersAlias
    case responseHeadersStruct
    case responseType
    case routeBaseURL
    case routeBaseURLs
    case routeFactories
    case schemeType
    case serverRoutes
    case serviceName
    case specName
    case specPath
    case specPaths
    case status
    case storageName
    case storageType
    case stream
    case streamFormat
    case summaryDoc
    case target
    case type
    case typeName
    case unauthorizedBodies
    case unknownValueMessage
    case valueLiteral
    case variants
    case writeStatement

    /// What templates spell and `--print-context` prints: the case's name.
    var name: String { Self.names[rawValue] }

    /// The key a template spells `name`, if any: only for parsing templates, never while
    /// rendering.
    init?(name: String) {
        guard let key = Self.byName[name] else { return nil }
        self = key
    }

    /// Each key's name at its raw value, taken once from the case names.
    private static let names: [String] = allCases.map { String(describing: $0) }

    private static let byName: [String: TemplateKey] = Dictionary(
        uniqueKeysWithValues: allCases.map { (names[$0.rawValue], $0) })
}
