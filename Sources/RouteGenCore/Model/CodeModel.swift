/// The model stage's output: every name, type, value and decision the generated code needs,
/// computed once. Types are ``TypeReference``s, values ``LiteralValue``s, how a property is coded
/// and sent ``PropertyCoding`` and ``RequestCoding``, and the render stage spells them; some
/// parts (pagination's statements, some literals) still hold Swift text the model stage wrote.
/// Templates only lay these out (see `Templates/CONTEXT.md`).
///
/// Plain values, so a test can build or print one; the render stage exposes them to Mustache
/// through reflection-free lookups.
package struct APIModel: Sendable, Hashable {
    /// The Swift namespace (`enum Todos`).
    package var name: String
    /// `public `, `package ` or empty (internal), ready to prefix a declaration.
    package var access: String
    /// The base URL (validated); empty when the specs give none.
    package var baseURL: String
    /// Doc comment lines of the namespace.
    package var docLines: [String]
    /// Auth scheme types.
    package var authSchemes: [AuthSchemeModel]
    /// The servers the spec names (`staging`), each a constant of the namespace a caller passes
    /// to `router(baseURL:)`, in spec order.
    package var namedBaseURLs: [NamedBaseURLModel] = []
    /// The servers some routes are sent to instead of the base URL: constants of the namespace
    /// and parameters of `router(…)`.
    package var routeBaseURLs: [RouteBaseURLModel] = []
    /// The app's types that replace schemas, each through an alias of `AppTypes` that checks it
    /// is `Codable & Sendable` (``AppTypeAliases``), in spec order.
    package var appTypes: [AppTypeModel] = []
    /// The spec paths, for the shared file's header comment.
    package var specPaths: [String]
    /// One per spec file, in path order.
    package var files: [FileModel]
    /// The name of the shared output file.
    package var sharedFileName: String
    /// The server side (`--server`): what `<API>+Server.swift` declares; `nil` without it.
    package var server: ServerModel? = nil
    /// The webhook side (`--server`, when a spec has `webhooks:`): the `<API>Webhooks`
    /// service the subscriber implements and its registration, appended to `<API>+Server.swift`.
    package var webhookServer: ServerModel? = nil
}

/// A server the spec names, another place the API runs (`static let stagingBaseURL`).
package struct NamedBaseURLModel: Sendable, Hashable {
    /// The constant's name (`stagingBaseURL`).
    package var name: String
    /// The URL (validated).
    package var url: String
    /// Doc comment lines: the server's doc, and how to use it.
    package var docLines: [String]
}

/// A server some routes are sent to instead of the API's base URL (`static let uploadBaseURL`).
package struct RouteBaseURLModel: Sendable, Hashable {
    /// The constant's and the router parameter's name (`uploadBaseURL`).
    package var name: String
    /// The URL (validated).
    package var url: String
    /// Doc comment lines: which routes go there.
    package var docLines: [String]
}

/// A route's server of its own: the namespace's constant holding it (`Shop.uploadBaseURL`).
package struct RouteBaseURLReference: Sendable, Hashable {
    /// The API's namespace (`Shop`).
    package var namespace: String
    /// The constant (``RouteBaseURLModel/name``, `uploadBaseURL`).
    package var name: String
}

/// One alias of the namespace's `AppTypes`: the name generated code writes for an app's type.
package struct AppTypeModel: Sendable, Hashable {
    /// The alias (`Money`).
    package var name: String
    /// The app's type, as written (`Amount`).
    package var type: String
}

/// The generated content of one spec file.
package struct FileModel: Sendable, Hashable {
    /// The spec path as the user named it.
    package var specPath: String
    /// The output file name (`Todos.swift`).
    package var outputName: String
    /// Models declared in this spec, in spec order.
    package var types: [TypeModel]
    /// Routes declared in this spec, in spec order.
    package var routes: [RouteModel]
    /// The response header fields several routes document alike, each declared once, in the
    /// file of the first route that documents it (``HeadersModel``).
    package var sharedHeaders: [HeadersModel] = []
}

/// A struct of response header fields (`DecodableHeaders`): a route's own `ResponseHeaders`,
/// or one several routes document alike, named after what its fields are (`RateLimitHeaders`).
package struct HeadersModel: Sendable, Hashable {
    /// The struct's name.
    package var name: String
    /// Doc comment lines.
    package var docLines: [String]
    /// The fields, each decoded from the header field its `key` names.
    package var fields: [PropertyModel]
}

/// A generated auth scheme type (`enum UserAuth: BearerAuthentication {}`).
package struct AuthSchemeModel: Sendable, Hashable {
    /// The Swift type name.
    package var typeName: String
    /// The scheme name in the spec.
    package var specName: String
    /// The RouteKit protocol it conforms to.
    package var protocolName: String
    /// For API keys: where the key goes (RouteKit's `APIKeyLocation`).
    package var apiKeyLocation: APIKeyPlace?
    /// Whether some route takes this scheme among others, or optionally: the scheme then
    /// declares an `AcceptedRoute` protocol, and its router a `perform` for such routes.
    package var acceptsAlternatives: Bool
    /// Whether a streaming route takes this scheme among others: its router then also has a
    /// `stream` for such routes.
    package var acceptsStreams: Bool = false
    /// Doc comment lines.
    package var docLines: [String]
    /// The credentials of a scheme that sends several together (`CombinedAuthentication`), one
    /// per scheme; empty for one credential.
    package var parts: [AuthPartModel] = []
}

/// One credential of a scheme that sends several together: a member of its `Credential`.
package struct AuthPartModel: Sendable, Hashable {
    /// The member name (`clientId`), escaped where needed.
    package var name: String
    /// The scheme type that sends it (`ClientIdAuth`).
    package var typeName: String
    /// Its type (`APIKey`).
    package var credentialType: String
}

/// A generated model: a struct, a string enum or a union.
package enum TypeModel: Sendable, Hashable {
    /// A struct.
    case structure(StructModel)
    /// A string enum.
    case enumeration(EnumModel)
    /// An enum with an associated value per variant.
    case union(UnionModel)
    /// Another name for a declaration identical to this one but for its name.
    case alias(AliasModel)

    /// The types declared inside it; an alias declares none.
    var nestedTypes: [TypeModel] {
        get {
            switch self {
            case .structure(let model): model.nestedTypes
            case .enumeration(let model): model.nestedTypes
            case .union(let model): model.nestedTypes
            case .alias: []
            }
        }
        set {
            switch self {
            case .structure(var model): model.nestedTypes = newValue; self = .structure(model)
            case .enumeration(var model): model.nestedTypes = newValue; self = .enumeration(model)
            case .union(var model): model.nestedTypes = newValue; self = .union(model)
            case .alias: break
            }
        }
    }

    /// The declared Swift name, in full (`Pet.Owner` for a type nested in `Pet`).
    var name: String {
        switch self {
        case .structure(let model): model.name
        case .enumeration(let model): model.name
        case .union(let model): model.name
        case .alias(let model): model.name
        }
    }

    /// The doc comment lines of the declaration.
    var docLines: [String] {
        switch self {
        case .structure(let model): model.docLines
        case .enumeration(let model): model.docLines
        case .union(let model): model.docLines
        case .alias(let model): model.docLines
        }
    }

    /// The declaration with its name blanked: equal for two models that would generate the same
    /// code but for their names.
    var unnamed: TypeModel {
        switch self {
        case .structure(var model): model.name = ""; return .structure(model)
        case .enumeration(var model): model.name = ""; return .enumeration(model)
        case .union(var model): model.name = ""; return .union(model)
        case .alias: return self
        }
    }
}

/// A `typealias` standing for a declaration that would be generated twice: APIs often repeat one
/// schema under several names (a reference object per resource, the same inline object in several
/// operations), and one declaration compiles once.
package struct AliasModel: Sendable, Hashable {
    /// The alias's Swift name.
    package var name: String
    /// The declaration it stands for, which the render stage names as code inside the API
    /// namespace reaches it.
    package var target: DeclaredTypeName
    /// Doc comment lines.
    package var docLines: [String]
}

/// A generated struct: a model, or a route's inline body.
package struct StructModel: Sendable, Hashable {
    /// The Swift type name.
    package var name: String
    /// Doc comment lines.
    package var docLines: [String]
    /// The protocols it conforms to (`Codable`, optionally `Equatable` or `Hashable`, `Sendable`).
    package var conformances: [String]
    /// Whether properties are `var` rather than `let`.
    package var isMutable: Bool
    /// Stored fields in spec order. `init(from:)` and `encode(to:)` are written out with
    /// RouteKit's `JSONObjectReader`/`JSONObjectWriter` and string-literal `JSONKey`s rather than
    /// synthesized from a `CodingKeys` enum per struct, which would cost the compiler a type with
    /// derived conformances for every model.
    package var properties: [PropertyModel]
    /// The discriminator property, when every union that has this model as a variant selects it
    /// by one value: a constant, so no caller passes it and encoding always writes the right one.
    package var discriminator: DiscriminatorPropertyModel? = nil
    /// The types declared inside it: the models of the inline schemas it holds, named by the
    /// model stage's nesting step from their full names (`Pet.Owner` inside `Pet`).
    package var nestedTypes: [TypeModel] = []
    /// For a model the spec deprecates, the message (empty for a plain `true`) of the
    /// `@available(*, deprecated…)` attribute the render stage puts on its memberwise
    /// initializer: an app that builds one is warned at its own line, while code that only reads
    /// one (generated decoding and the app's) is not.
    package var initDeprecation: String? = nil
    /// With `--examples`, its examples as values of it (``ExampleLiterals``): its `examples`.
    package var examples = ModelExamples()

    /// The properties its memberwise initializer takes: all but those with a fixed value.
    var parameters: [PropertyModel] { properties.filter { $0.fixedValue == nil } }
}

/// A struct's discriminator property whose value the unions fix: a computed constant, left out
/// of the memberwise initializer and of decoding, and written by `encode(to:)`.
package struct DiscriminatorPropertyModel: Sendable, Hashable {
    /// The identifier, escaped where it is a keyword.
    package var name: String
    /// Its type, which the render stage spells as code inside the API namespace writes it.
    package var type: TypeReference
    /// The value, of `type` (`"task.created"`, `.track`).
    package var value: LiteralValue
    /// Doc comment lines.
    package var docLines: [String]
    /// The bare name, which tells whether a local of `encode(to:)` would shadow it.
    package var bareName: String
    /// The JSON key it is encoded under, unquoted.
    package var key: String
}

/// One stored property of a struct or route: its names, type, values and how it is coded and
/// sent, from which the render stage spells its declaration and statements
/// (`Render/PropertySpelling`).
package struct PropertyModel: Sendable, Hashable {
    /// The identifier, escaped where it is a keyword (`` `class` ``).
    package var name: String
    /// The argument label in a parameter list (`class`, `` `var` ``).
    package var label: String
    /// The argument label at a call site (`class`, `var`): Swift wants `var` and `let` escaped
    /// in a declaration but warns when they are escaped in a call.
    package var argumentLabel: String
    /// The bare name, for error messages and the backing storage of indirect properties.
    package var bareName: String
    /// Its type, which the render stage spells inside the API namespace (`Priority`) and, for
    /// route factories and the generated server, outside it (`Todos.Priority`).
    package var type: TypeReference
    /// The initialiser's default argument (`nil`, `[:]`), or `nil` for a required argument.
    package var initDefault: LiteralValue?
    /// The wire name (JSON key, query name, header name); `nil` for the dictionary of a model's
    /// additional properties, which holds every key the model does not declare.
    package var key: String?
    /// Doc comment lines, as the spec gives them; the render stage adds what the default, the
    /// fixed value and a route parameter's deprecation mean (``documentedDeprecation``).
    package var docLines: [String]
    /// Whether the value is boxed in `Indirect` (it refers back to its own type).
    package var isIndirect: Bool
    /// Whether it is declared `var`: every property of a mutable model (`--mutable-models`),
    /// and of a route only the one `nextPage(after:)` advances; everything else is `let`, which
    /// spares the compiler a setter and a modify accessor per property.
    package var isMutable: Bool = false
    /// How its struct decodes and encodes it (`init(from:)`, `encode(to:)`), which the render
    /// stage spells.
    package var coding: PropertyCoding = .none
    /// How it travels in a route's request, which the render stage spells as the client's call
    /// (`request.query("page", page)`) and the generated server's read (`try request.query("page",
    /// as: Int.self)`); `nil` for properties of models and response headers.
    package var requestCoding: RequestCoding? = nil
    /// The value the spec says the server assumes when the field is absent (`.normal`), for a
    /// field with a default. The property then reads it whenever its storage holds nothing,
    /// while the storage (``storageName``, optional) holds only what the caller set or the
    /// sender sent, which is all that goes on the wire: a default is the server's assumption,
    /// never a value the client invents.
    package var defaultValue: LiteralValue? = nil
    /// The one value the type allows (`.user`, of a one-case enum): the initializer or factory
    /// fills it in instead of asking for it, and it is sent like any value.
    package var fixedValue: LiteralValue? = nil
    /// For a model property the spec deprecates, the message (empty for a plain `true`) of the
    /// `@available(*, deprecated…)` attribute the render stage puts on its accessor, so reading
    /// it warns in the app while the generated code, which uses the storage, compiles without
    /// warnings.
    package var deprecation: String? = nil
    /// The message (empty for a plain `true`) of a route parameter the spec deprecates, which
    /// its doc comment says: a factory's argument cannot carry the attribute.
    package var documentedDeprecation: String? = nil

    /// The type the initializer or factory takes, and the storage holds (unless boxed): the
    /// property's, or its optional for a field with a default, where `nil` leaves it unset.
    var parameterType: TypeReference { defaultValue == nil ? type : .optional(type) }
    /// Whether the value lives in a storage property of its own (`_priority`) behind an
    /// accessor: a boxed recursive value, a field with a default, or a deprecated property.
    var hasStorage: Bool { !isConstant && (isIndirect || defaultValue != nil || deprecation != nil) }
    /// A constant the struct declares as a computed property of its fixed value
    /// (``PropertyCoding/jsonConstant``).
    var isConstant: Bool { coding == .jsonConstant }
    /// The stored property's name: ``name``, or `_bareName` for a value behind an accessor.
    var storageName: String { hasStorage ? "_" + bareName : name }
    /// The label of this property in a route's memberwise initializer: the stored property's.
    var memberwiseLabel: String { hasStorage ? storageName : argumentLabel }
}

/// A generated string enum.
package struct EnumModel: Sendable, Hashable {
    /// The Swift type name.
    package var name: String
    /// Doc comment lines.
    package var docLines: [String]
    /// The protocols it conforms to: a `String` or `Int` raw type and `CaseIterable` when
    /// closed, `RawRepresentable` when open.
    package var conformances: [String]
    /// The type of its wire values, `String` or `Int`: an open enum's `unknown` case holds one.
    package var rawType: String
    /// Whether values the spec does not list decode as `case unknown(String)`.
    package var isOpen: Bool
    /// Cases in spec order.
    package var cases: [EnumCaseModel]
    /// The types declared inside it: the models of the inline schemas it holds, named by the
    /// model stage's nesting step from their full names (`Pet.Owner` inside `Pet`).
    package var nestedTypes: [TypeModel] = []
}

/// One case of a generated enum.
package struct EnumCaseModel: Sendable, Hashable {
    /// The case identifier, escaped where needed.
    package var name: String
    /// The wire value: text, or an integer in an `Int` enum.
    package var value: LiteralValue
    /// Whether the declaration writes its raw value: not when it equals the case name, nor in an
    /// open enum (which has no raw type).
    package var writesRawValue: Bool
    /// Doc comment lines.
    package var docLines: [String]
}

/// A generated route struct.
package struct RouteModel: Sendable, Hashable {
    /// A webhook (`webhooks:`): on the server, a requirement of `<API>Webhooks` rather than of
    /// `<API>Service`.
    package var isWebhook = false
    /// The struct name (`CreateTodoRoute`).
    package var typeName: String
    /// The static factory name for `router.perform(.createTodo(…))`, escaped where needed.
    package var functionName: String
    /// `PublicRoute` or `AuthenticatedRoute`; `Route` for a route several schemes, or one
    /// optional scheme, may authenticate: the protocol its factory extends.
    package var protocolName: String
    /// Every protocol the struct conforms to: ``protocolName`` (or, for several schemes, each
    /// scheme's `AcceptedRoute`, and `PublicRoute` when the credential is optional), then the
    /// capabilities the route is granted (`RetryableRoute`, `PaginatedRoute`, `CacheableRoute`),
    /// then the spec's `capabilities:`.
    package var conformances: [String]
    /// The auth scheme type, for authenticated routes.
    package var schemeType: String?
    /// The method as sent (`GET`, `PROPFIND`).
    package var method: String
    /// The path template (`/projects/{id}`).
    package var path: String
    /// The server of a route sent to one of its own; `nil` for the router's.
    package var baseURL: RouteBaseURLReference? = nil
    /// The `Route.accept` of a route that names its response's media types; `nil` for
    /// RouteKit's choice.
    package var accept: String? = nil
    /// The response type (`Todo`, `[Todo]`, `Empty`; the nested `Response` when the statuses
    /// have different bodies), which the render stage spells inside the API namespace.
    package var responseType: TypeReference
    /// Doc comment lines: summary, blank, description.
    package var docLines: [String]
    /// The message (empty for a plain `true`) of the `@available(*, deprecated…)` attribute the
    /// render stage writes, or `nil` when the route is not deprecated. It marks the factory an
    /// app calls (and the server's requirement), not the struct, which generated code names (a
    /// twin's `typealias`, the server's decoder) and must compile without warnings.
    package var deprecation: String?
    /// Every stored property, in initialiser order (path, body, query, headers).
    package var properties: [PropertyModel]
    /// The media type the body is sent as (`application/json`, `multipart/form-data`), if any.
    package var bodyMediaType: String? = nil
    /// Form fields, when the body is form-urlencoded.
    package var formFields: [PropertyModel]
    /// Multipart fields, when the body is `multipart/form-data`; their statements add parts.
    package var multipartFields: [PropertyModel]
    /// The inline body struct, when the body is declared in place.
    package var inlineBody: StructModel?
    /// The models of the route's inline schemas (its body, response, errors and parameters),
    /// declared inside it (`ListPetsRoute.ResponseBody`).
    package var nestedTypes: [TypeModel] = []
    /// The error bodies its spec documents, in spec order: RouteKit's `ErrorBody` values.
    package var errorBodies: [ErrorBodyModel]
    /// The `PaginatedRoute` members, when the spec says `paginate:`.
    package var pagination: PaginationModel?
    /// How long a response stays fresh, in seconds (`CacheableRoute.cacheLifetime`), when the
    /// route is cacheable and its spec gives `maxAge:`.
    package var cacheMaxAge: Int? = nil
    /// The fields of the nested `ResponseHeaders` struct, each decoded from the response's
    /// header field its `key` names; empty when the route documents none (it then
    /// declares no struct and keeps RouteKit's `NoResponseHeaders`).
    package var responseHeaders: [PropertyModel] = []
    /// The struct of response header fields other routes document alike (`RateLimitHeaders`,
    /// a ``FileModel/sharedHeaders``), which this route names with a `typealias` instead of
    /// declaring the same struct again; `nil` when it declares its own or has none.
    package var responseHeadersAlias: TypeReference? = nil
    /// The cases of the nested `enum Response`, one per success status, when the statuses have
    /// different bodies; empty otherwise (`responseType` is then the response).
    package var responseCases: [ResponseCaseModel] = []
    /// What that enum conforms to: `StatusDependentResponse`, then `Equatable` or `Hashable`
    /// when models have it (`--equatable-models`, `--hashable-models`), as its payloads then do.
    package var responseConformances: [String] = []
    /// The Swift types of the schemes that may authenticate it, in spec order; empty for a
    /// public route.
    package var schemeTypes: [String] = []
    /// Whether the route may also go without a credential (`auth: [member, none]`).
    package var authIsOptional: Bool = false
    /// Whether its body is a form or a multipart body, which a server decoder reads once
    /// before its fields; `nil` for any other body or none.
    package var fieldsBody: FieldsBody? = nil
    /// The `StreamingRoute` members, when the spec says `stream:`.
    package var stream: StreamModel? = nil

    /// The example responses its spec documents, with `--examples`: the members of its
    /// `ExampleRoute` conformance.
    package var examples: [ExampleResponseModel] = []

    /// The properties its factory takes: all but those with a fixed value.
    var parameters: [PropertyModel] { properties.filter { $0.fixedValue == nil } }

    /// The type of the body its spec documents for a `401` (its own entry, else `default`), for
    /// a route a credential authenticates: what the generated server answers a missing or
    /// rejected one with.
    var unauthorizedBody: TypeReference? {
        guard !schemeTypes.isEmpty else { return nil }
        return (errorBodies.first { $0.status == 401 } ?? errorBodies.first { $0.status == nil })?.type
    }
}

/// A body a route's spec documents for an error status, which RouteKit decodes a response of
/// that status as (an `ErrorBody`, `.status(404, Problem.self)`).
package struct ErrorBodyModel: Sendable, Hashable {
    /// The status, or `nil` for the body of every status the spec gives no entry (`default`).
    package var status: Int?
    /// Its type, which the render stage spells inside the API namespace.
    package var type: TypeReference
}

/// A response a route's spec documents as an example, as a client receives it.
package struct ExampleResponseModel: Sendable, Hashable {
    /// The status it is written under; the lowest of a range (`4XX` is `400`).
    package var status: Int
    /// The Example object's name, or `nil` for `example:`.
    package var name: String?
    /// The body's media type; empty for an answer without a body.
    package var contentType: String
    /// The body as sent: JSON text, or the text of a `String` response.
    package var body: String
    /// Whether RouteGen made it from the response's type (``ExampleSynthesis``) because the spec
    /// documents no success example.
    package var isSynthesized = false
}

/// One case of a route's `enum Response`: a success status and its body.
package struct ResponseCaseModel: Sendable, Hashable {
    /// The case name, from the status's reason phrase (`ok`, `created`, `noContent`).
    package var name: String
    /// The status code it is decoded for.
    package var status: Int
    /// The type of its associated value, decoded from the body, or `nil` for a status without
    /// content; the render stage spells it inside the API namespace.
    package var payloadType: TypeReference?
    /// Doc comment lines.
    package var docLines: [String]
}

/// The members a route with `stream:` declares as a `StreamingRoute`.
package struct StreamModel: Sendable, Hashable {
    /// The element type (`ChatChunk`, RouteKit's `ServerSentEvent`), which the render stage
    /// spells inside the API namespace.
    package var elementType: TypeReference
    /// How the elements are framed, which the render stage spells as RouteKit's `StreamFormat`.
    package var format: StreamSpec.Format
    /// The data of the event that ends an event stream; only for `events`.
    package var terminator: StreamSpec.Terminator
    /// The enum of a stream of parts by position (`prefix:`), declared in the route; the
    /// element type names it.
    package var partsEnum: UnionModel?

    /// Whether the generated server sends this stream: every element type but the events as
    /// they are (`ServerSentEvent`) and raw `Data`, which have no encoding a client reads back
    /// as the same element.
    var isServable: Bool { elementType != .serverSentEvent && elementType != .builtin(.data) }
}

/// A route's pages (`paginate:`): where a page's items are and how the next page is asked for,
/// which the render stage writes as `PaginatedRoute`'s `items(in:)` and `nextPage(after:)`
/// (`Render/PaginationSpelling`).
package struct PaginationModel: Sendable, Hashable {
    /// The element type of a page, for `typealias Item` (`Task`), which the render stage spells
    /// inside the API namespace; a type named `Item`, which would be the typealias itself there,
    /// is reached from the namespace.
    package var itemType: TypeReference
    /// The response's field holding a page's items (`tasks`, escaped where needed); `nil` when
    /// the response is the array.
    package var itemsField: String?
    /// The route property `nextPage(after:)` changes (page, offset or cursor): the one `var`
    /// of a paginated route.
    package var advanced: PagedMember
    /// How the next page is asked for, and when there is none.
    package var next: NextPage

    /// How the next page is asked for.
    package enum NextPage: Sendable, Hashable {
        /// The page numbered one higher; none after an empty page, or one shorter than `size`.
        case pageNumber(size: PagedMember?)
        /// The page starting past this page's items; none after an empty page, or one shorter
        /// than `size`.
        case offset(size: PagedMember?)
        /// The page the response's `cursor` field points to; none when it is empty (or `nil`,
        /// when `isOptional`).
        case cursor(PagedMember, isOptional: Bool)
    }
}

/// A route property or response field that pagination reads or writes.
package struct PagedMember: Sendable, Hashable {
    /// The Swift property, escaped where needed.
    package var name: String
    /// The property name without backticks, for doc comments.
    package var bareName: String
    /// Of a count, its integer type (`Int`, `Int32`, `Int64`); `nil` for a cursor's text.
    package var integerType: BuiltinType?
}

extension RouteModel {
    /// The route's own `ResponseHeaders` struct: the fields it documents, when no other route
    /// documents them alike (``responseHeadersAlias``).
    var ownHeaders: HeadersModel? {
        guard !responseHeaders.isEmpty, responseHeadersAlias == nil else { return nil }
        return HeadersModel(
            name: "ResponseHeaders",
            docLines: SwiftText.docLines("The response header fields the API documents, read by `response(for:)`."),
            fields: responseHeaders)
    }
}
