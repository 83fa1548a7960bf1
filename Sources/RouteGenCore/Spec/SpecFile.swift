/// One spec file as written: the output of the load stage, before names are resolved.
///
/// Several spec files form one API; they share models and auth schemes. Every value keeps its
/// source location so validation can report `file:line:column`.
package struct SpecFile: Sendable, Hashable {
    /// The path as the user gave it.
    package var path: String
    /// `api:` — the API name, the namespace of the generated code.
    package var api: Located<String>?
    /// `baseURL:` — the root every route path is appended to.
    package var baseURL: Located<String>?
    /// `servers:` — the servers the API names, in file order; without `baseURL:` the first is
    /// the base URL.
    package var servers: [ServerSpec] = []
    /// `doc:` — documentation of the API.
    package var doc: String?
    /// `tags:` — the tags the file describes, in file order.
    package var tags: [TagSpec] = []
    /// `auth:` — named authentication schemes, in file order.
    package var authSchemes: [AuthSchemeSpec] = []
    /// `models:` — in file order.
    package var models: [ModelSpec] = []
    /// `routes:` — in file order, with the file's ``defaults`` already applied.
    package var routes: [RouteSpec] = []
    /// `parameters:` — named parameters any route of the API may use as `$name`, in file order.
    package var parameters: [FieldSpec] = []
    /// `defaults:` — what every route of the file has unless it says otherwise. The load stage
    /// has applied them to ``routes`` already; they are kept so `convert` can write them once.
    package var defaults: SpecDefaults?
    /// The schemas of this spec replaced by the app's types (``TypeOverride``): by the schema's
    /// name, the app's type as written and where. Every type that named the schema names the
    /// app's type instead, and the model stage takes these names as types it does not declare.
    package var typeOverrides: [String: Located<String>] = [:]
    /// `modelFiles:` — how many models files the spec's declarations are spread over, when the
    /// spec says (``ModelFileRule/declaredCount(inSpec:)``).
    package var modelFiles: Located<Int>?

    /// An empty spec for `path`.
    package init(path: String) { self.path = path }
}

/// A named way to authenticate, from `auth:`.
package struct AuthSchemeSpec: Sendable, Hashable {
    /// How the credential travels.
    package enum Kind: Sendable, Hashable {
        /// `Authorization: Bearer <token>`.
        case bearer
        /// `Authorization: Basic <user:password>`.
        case basic
        /// A key in the named header.
        case apiKeyHeader(String)
        /// A key in the named query item.
        case apiKeyQuery(String)
        /// `{ all: [clientId, clientSecret] }`: the credentials of these schemes, all sent with
        /// each request (OpenAPI's requirement naming several schemes together).
        case all([Located<String>])

        /// How the spec format spells the kinds, for messages that tell a kind from a name.
        static let names: Set<String> = ["bearer", "basic", "apiKey"]
    }

    /// The scheme's name, used by routes' `auth:`.
    package var name: Located<String>
    /// How the credential travels.
    package var kind: Kind
    /// `doc:` text.
    package var doc: String?
}

/// A model from `models:`: an object with fields, a string enum, or a union of types.
package struct ModelSpec: Sendable, Hashable {
    /// What the model is.
    package enum Kind: Sendable, Hashable {
        /// A struct with fields.
        case object([FieldSpec])
        /// A string enum, or an integer enum with `hasIntegerValues`.
        case enumeration([EnumCaseSpec])
        /// One of several types (`oneOf:`/`anyOf:`): an enum with an associated value per type.
        case union(UnionSpec)
    }

    /// The name as written; type references use it.
    package var name: Located<String>
    /// Fields, cases or variants.
    package var kind: Kind
    /// `doc:` text.
    package var doc: String?
    /// `open: true` on an enum: values the spec does not list decode as an `unknown(String)`
    /// case instead of failing, for APIs that add cases over time.
    package var isOpen: Bool = false
    /// An enum whose wire values are integers (`enum: { low: 1, high: 3 }`, OpenAPI's
    /// `type: integer` with `enum`): an `Int`-backed enum instead of a `String`-backed one.
    package var hasIntegerValues: Bool = false
    /// `additional:` on a struct: the undeclared JSON keys it keeps in a dictionary member.
    package var additionalProperties: AdditionalPropertiesSpec?
    /// `deprecated:` — empty for a plain `true`, else the message; `nil` when not deprecated.
    package var deprecated: String?
    /// `example:` and `examples:` of the model (OpenAPI: of its schema), in the order written.
    package var examples: [ExampleSpec] = []

    /// Creates a model.
    package init(
        name: Located<String>, kind: Kind, doc: String? = nil, isOpen: Bool = false, hasIntegerValues: Bool = false,
        additionalProperties: AdditionalPropertiesSpec? = nil
    ) {
        self.name = name
        self.kind = kind
        self.hasIntegerValues = hasIntegerValues
        self.doc = doc
        self.isOpen = isOpen
        self.additionalProperties = additionalProperties
    }
}

/// A union from `oneOf:` (or `anyOf:`): a value is exactly one of the variants' types.
///
/// With a `discriminator`, the named property of the JSON object says which variant it is;
/// without one, decoding tries the variants in order and takes the first that decodes.
package struct UnionSpec: Sendable, Hashable {
    /// One alternative.
    package struct Variant: Sendable, Hashable {
        /// The case name as written (converted to a Swift case name later); where it was written.
        package var name: Located<String>
        /// The associated value's type.
        package var type: TypeExpression
        /// The discriminator values that select this variant (empty without a discriminator).
        package var discriminatorValues: [String]
        /// `doc:` text of the case.
        package var doc: String?

        /// Creates a variant.
        package init(
            name: Located<String>, type: TypeExpression, discriminatorValues: [String] = [], doc: String? = nil
        ) {
            self.name = name
            self.type = type
            self.discriminatorValues = discriminatorValues
            self.doc = doc
        }
    }

    /// The alternatives, in the order decoding tries them.
    package var variants: [Variant]
    /// The JSON property naming the variant, if the spec declares one.
    package var discriminator: Located<String>?
    /// The case name, as written, of the variant an object decodes as when its discriminator
    /// selects no variant or is missing (OpenAPI 3.2's `defaultMapping`), where that is written;
    /// `nil` when such an object does not decode.
    package var defaultVariant: Located<String>?

    /// Creates a union.
    package init(
        variants: [Variant], discriminator: Located<String>? = nil, defaultVariant: Located<String>? = nil
    ) {
        self.variants = variants
        self.discriminator = discriminator
        self.defaultVariant = defaultVariant
    }
}

/// One case of a string enum.
package struct EnumCaseSpec: Sendable, Hashable {
    /// The case name as written (converted to a Swift case name later).
    package var name: Located<String>
    /// The wire value.
    package var rawValue: String
    /// `doc:` text.
    package var doc: String?
}

/// A named, typed value: a model field, or a path, query, header or form parameter.
package struct FieldSpec: Sendable, Hashable {
    /// The name as written; it is also the wire name unless `key:` says otherwise.
    package var name: Located<String>
    /// The declared type.
    package var type: TypeExpression
    /// The default value, if any.
    package var defaultValue: DefaultValue?
    /// `doc:` text.
    package var doc: String?
    /// `key:` — the wire name when it differs from the name.
    package var key: String?
    /// `style:`/`explode:` of a query parameter; `nil` means the default, `form` exploded
    /// (`tag=a&tag=b`). Ignored for model fields.
    package var style: ParameterStyle?
    /// `contentType:` of a multipart file part: the `Content-Type` it is sent with (for
    /// `FilePart`, when the file gives none). Only multipart fields have it.
    package var contentType: Located<String>?
    /// `name: $shared`: the shared parameter (from `parameters:`) this field stands for, which
    /// ``SharedParameters`` replaces it with before anything reads its type.
    package var reference: Located<String>?
    /// `deprecated:` — empty for a plain `true`, else the message; `nil` when not deprecated.
    package var deprecated: String?
    /// `example:` and `examples:` of the field (OpenAPI: of a property's own schema, or of a
    /// parameter), in the order written.
    package var examples: [ExampleSpec] = []

    /// Creates a field.
    package init(
        name: Located<String>,
        type: TypeExpression,
        defaultValue: DefaultValue? = nil,
        doc: String? = nil,
        key: String? = nil,
        style: ParameterStyle? = nil,
        contentType: Located<String>? = nil
    ) {
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.doc = doc
        self.key = key
        self.style = style
        self.contentType = contentType
    }
}

/// How a query parameter's array or object value is serialized (OpenAPI's `style` and
/// `explode`).
package enum ParameterStyle: Sendable, Hashable {
    /// `tag=a&tag=b` when `explode`, else `tag=a,b`.
    case form(explode: Bool)
    /// `tag=a%20b` — elements joined by spaces.
    case spaceDelimited
    /// `tag=a|b` — elements joined by pipes.
    case pipeDelimited
    /// `filter[name]=x&filter[age]=3` — an object's properties as bracketed keys.
    case deepObject
}

/// A type as written in a spec: `String`, `Todo`, `[Tag]`, `[String: Int]`, `Date?`.
package indirect enum TypeExpression: Sendable, Hashable, CustomStringConvertible {
    /// A built-in scalar or a model, by name.
    case named(Located<String>)
    /// `[Element]`.
    case array(TypeExpression)
    /// `[String: Value]`.
    case dictionary(TypeExpression)
    /// `Wrapped?`.
    case optional(TypeExpression)
    /// `Wrapped | null`: a field that may be missing, `null` or a value, three states where
    /// `Wrapped?` has two.
    case nullable(TypeExpression)

    /// The spelling as in the spec.
    package var description: String {
        switch self {
        case .named(let name): name.value
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .nullable(let wrapped): "\(wrapped) | null"
        }
    }

    /// The type without its optional and nullable wrappers: what a present value is.
    var unwrapped: TypeExpression {
        switch self {
        case .optional(let wrapped), .nullable(let wrapped): wrapped.unwrapped
        default: self
        }
    }

    /// The location of the innermost name, where an unknown type is reported.
    package var location: SourceLocation {
        switch self {
        case .named(let name): name.location
        case .array(let inner), .dictionary(let inner), .optional(let inner), .nullable(let inner): inner.location
        }
    }
}

/// A default value as written: its text and whether it was quoted, so `"1"` and `1` differ.
package indirect enum DefaultValue: Sendable, Hashable {
    /// A scalar.
    case scalar(String, quoted: Bool, at: SourceLocation)
    /// A list, for array types.
    case list([DefaultValue], at: SourceLocation)
    /// An empty mapping `{}`, for dictionary types.
    case emptyMapping(at: SourceLocation)

    /// Where the value was written.
    package var location: SourceLocation {
        switch self {
        case .scalar(_, _, let location), .list(_, let location), .emptyMapping(let location): location
        }
    }
}
