/// A key of one kind of OpenAPI object: its cases are every key OpenAPI 3.0, 3.1 or 3.2 defines
/// for that object, whichever version the document declares.
///
/// ``KeyCheck`` reports any other key of such an object (`x-` extensions aside) with the nearest
/// of these suggested; `KeyCheckTests` checks that Docs/OpenAPI.md names every ``critical`` key.
protocol OpenAPIKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The object, as messages name it: "an operation".
    static var object: String { get }
    /// The keys a misspelling of which changes who may call an operation or what must be sent:
    /// a near miss of one is an error, since ignoring it would widen access or drop a
    /// requirement without a word.
    static var critical: [Self] { get }
    /// Whether the object may hold keys of any name (a schema's annotations), so only a near
    /// miss of a known key is reported.
    static var allowsAnnotations: Bool { get }
    /// The keys by name, built once: every key of a document is looked up here.
    static var table: OpenAPIKeyTable<Self> { get }
}

extension OpenAPIKey {
    static var critical: [Self] { [] }
    static var allowsAnnotations: Bool { false }
}

/// The keys of one ``OpenAPIKey`` type, for lookups by name.
struct OpenAPIKeyTable<Key: OpenAPIKey>: Sendable {
    /// Every key by its name.
    let keys: [String: Key]
    /// The names in declaration order, for suggestions and messages.
    let names: [String]
    /// The names of the ``OpenAPIKey/critical`` keys.
    let critical: Set<String>

    init() {
        names = Key.allCases.map(\.rawValue)
        keys = Dictionary(uniqueKeysWithValues: Key.allCases.map { ($0.rawValue, $0) })
        critical = Set(Key.critical.map(\.rawValue))
    }
}

/// The vocabulary of OpenAPI's objects and of the JSON Schema keywords a schema may use: one key
/// type per kind of object, in one place. Keys whose values are names (`paths`, `responses`,
/// `callbacks`, a security requirement, `scopes`) are not listed: they are not OpenAPI's words.
enum OpenAPIKeys {
    /// The keys of the document's root.
    enum Document: String, OpenAPIKey {
        case openapi, selfURL = "$self", info, jsonSchemaDialect, servers, paths, webhooks, components, security, tags
        case externalDocs
        static let object = "the document"
        static let table = OpenAPIKeyTable<Self>()
        static let critical: [Document] = [.security]
    }

    /// The keys of `info`.
    enum Info: String, OpenAPIKey {
        case title, summary, description, termsOfService, contact, license, version
        static let object = "info"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of `info.contact`.
    enum Contact: String, OpenAPIKey {
        case name, url, email
        static let object = "a contact"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of `info.license`.
    enum License: String, OpenAPIKey {
        case name, identifier, url
        static let object = "a license"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a server.
    enum Server: String, OpenAPIKey {
        case url, description, name, variables
        static let object = "a server"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a server's variable.
    enum ServerVariable: String, OpenAPIKey {
        case `enum`, `default`, description
        static let object = "a server variable"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of `components`.
    enum Components: String, OpenAPIKey {
        case schemas, responses, parameters, examples, requestBodies, headers, securitySchemes, links, callbacks
        case pathItems, mediaTypes
        static let object = "components"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a path item.
    enum PathItem: String, OpenAPIKey {
        case ref = "$ref", summary, description, get, put, post, delete, options, head, patch, trace, query
        case additionalOperations, servers, parameters
        static let object = "a path item"
        static let table = OpenAPIKeyTable<Self>()
        static let critical: [PathItem] = [.parameters]
    }

    /// The keys of an operation.
    enum Operation: String, OpenAPIKey {
        case tags, summary, description, externalDocs, operationId, parameters, requestBody, responses, callbacks
        case deprecated, security, servers
        static let object = "an operation"
        static let table = OpenAPIKeyTable<Self>()
        static let critical: [Operation] = [.security, .requestBody, .parameters]
    }

    /// The keys of `externalDocs`.
    enum ExternalDocs: String, OpenAPIKey {
        case description, url
        static let object = "externalDocs"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a parameter.
    enum Parameter: String, OpenAPIKey {
        case name, `in`, description, required, deprecated, allowEmptyValue, style, explode, allowReserved, schema
        case example, examples, content
        static let object = "a parameter"
        static let table = OpenAPIKeyTable<Self>()
        static let critical: [Parameter] = [.name, .in, .required]
    }

    /// The keys of a request body.
    enum RequestBody: String, OpenAPIKey {
        case description, content, required
        static let object = "a request body"
        static let table = OpenAPIKeyTable<Self>()
        static let critical: [RequestBody] = [.required]
    }

    /// The keys of a media type, an entry of `content`.
    enum MediaType: String, OpenAPIKey {
        case description, schema, itemSchema, example, examples, encoding, prefixEncoding, itemEncoding
        static let object = "a media type"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of an encoding.
    enum Encoding: String, OpenAPIKey {
        case contentType, headers, style, explode, allowReserved, encoding, prefixEncoding, itemEncoding
        static let object = "an encoding"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a response.
    enum Response: String, OpenAPIKey {
        case summary, description, headers, content, links
        static let object = "a response"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of an example.
    enum Example: String, OpenAPIKey {
        case summary, description, value, externalValue, dataValue, serializedValue
        static let object = "an example"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a link.
    enum Link: String, OpenAPIKey {
        case operationRef, operationId, parameters, requestBody, description, server
        static let object = "a link"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a header: a parameter's but `name` and `in`, which its place gives.
    enum Header: String, OpenAPIKey {
        case description, required, deprecated, allowEmptyValue, style, explode, allowReserved, schema, example
        case examples, content
        static let object = "a header"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a tag.
    enum Tag: String, OpenAPIKey {
        case name, summary, description, externalDocs, parent, kind
        static let object = "a tag"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a discriminator.
    enum Discriminator: String, OpenAPIKey {
        case propertyName, mapping, defaultMapping
        static let object = "a discriminator"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of `xml`.
    enum XML: String, OpenAPIKey {
        case name, namespace, prefix, attribute, wrapped, nodeType
        static let object = "xml"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of a security scheme.
    enum SecurityScheme: String, OpenAPIKey {
        case type, description, name, `in`, scheme, bearerFormat, flows, openIdConnectUrl, oauth2MetadataUrl
        case deprecated
        static let object = "a security scheme"
        static let table = OpenAPIKeyTable<Self>()
        /// A scheme whose kind or credential's place is lost cannot be sent: its routes would be public.
        static let critical: [SecurityScheme] = [.type, .scheme, .name, .in]
    }

    /// The keys of an OAuth scheme's `flows`.
    enum OAuthFlows: String, OpenAPIKey {
        case implicit, password, clientCredentials, authorizationCode, deviceAuthorization
        static let object = "OAuth flows"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys of one OAuth flow.
    enum OAuthFlow: String, OpenAPIKey {
        case authorizationUrl, deviceAuthorizationUrl, tokenUrl, refreshUrl, scopes
        static let object = "an OAuth flow"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keys that may stand beside `$ref` where an object may be a reference instead.
    enum Reference: String, OpenAPIKey {
        case ref = "$ref", summary, description
        static let object = "a reference"
        static let table = OpenAPIKeyTable<Self>()
    }

    /// The keywords of a schema: JSON Schema's (draft 2020-12, and the earlier drafts' that
    /// documents still write) and OpenAPI's. Any other key is a legal annotation, so only a near
    /// miss of one of these is reported.
    enum Schema: String, OpenAPIKey {
        // Core and applicators.
        case schema = "$schema", id = "$id", ref = "$ref", anchor = "$anchor", dynamicRef = "$dynamicRef"
        case dynamicAnchor = "$dynamicAnchor", vocabulary = "$vocabulary", comment = "$comment", defs = "$defs"
        case recursiveRef = "$recursiveRef", recursiveAnchor = "$recursiveAnchor", definitions, dependencies
        case allOf, anyOf, oneOf, not, `if`, then, `else`, dependentSchemas, prefixItems, items, additionalItems
        case contains, properties, patternProperties, additionalProperties, propertyNames, unevaluatedItems
        case unevaluatedProperties
        // Validation, format, content and annotations.
        case type, `enum`, const, multipleOf, maximum, exclusiveMaximum, minimum, exclusiveMinimum, maxLength
        case minLength, pattern, maxItems, minItems, uniqueItems, maxContains, minContains, maxProperties
        case minProperties, required, dependentRequired, format, contentEncoding, contentMediaType, contentSchema
        case title, description, `default`, deprecated, readOnly, writeOnly, examples
        // OpenAPI's.
        case discriminator, xml, externalDocs, example, nullable
        static let object = "a schema"
        static let table = OpenAPIKeyTable<Self>()
        static let allowsAnnotations = true
        static let critical: [Schema] = [
            .required, .properties, .items, .allOf, .oneOf, .anyOf, .readOnly, .writeOnly, .nullable,
            .additionalProperties, .discriminator, .type,
        ]
    }
}
