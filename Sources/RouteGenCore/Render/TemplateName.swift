/// A key of the template contract: every name some context answers (`Templates/CONTEXT.md`).
///
/// Tags are resolved to keys once, when a template is parsed, so a lookup while rendering is a
/// jump on a small integer instead of comparing strings against each key of each context on the
/// stack, which was about 40% of rendering.
enum TemplateKey: String, Sendable, Hashable, CaseIterable {
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
    case hasDeclarations
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
    case nextPageDoc
    case nextPageStatements
    case noMatchMessage
    case pagination
    case parameterStatements
    case pathLiteral
    case properties
    case protocolName
    case qualifiedType
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

/// What a tag names, resolved once when its template is parsed.
enum TemplateName: Sendable, Hashable {
    /// `{{.}}`: the current value.
    case current
    /// `{{name}}` or `{{a.b}}`: keys looked up from the innermost context outwards, then along
    /// the rest of the path.
    case path([TemplateKey])
    /// `first()`, `last()`, `index()`, `even()` or `odd()` of the innermost list element.
    case listFunction(ListFunction)
    /// A name no context answers: it renders as an absent value, as any missing key does.
    case unknown

    /// The list functions templates can call.
    enum ListFunction: String, Sendable, CaseIterable {
        case first = "first()"
        case last = "last()"
        case index = "index()"
        case even = "even()"
        case odd = "odd()"
    }

    /// The name a tag's text (already checked to be a valid name) stands for.
    init(_ text: String) {
        if text == "." {
            self = .current
        } else if let function = ListFunction(rawValue: text) {
            self = .listFunction(function)
        } else {
            let keys = text.split(separator: ".").map { TemplateKey(rawValue: String($0)) }
            self = keys.contains(nil) ? .unknown : .path(keys.map { $0! })
        }
    }
}
