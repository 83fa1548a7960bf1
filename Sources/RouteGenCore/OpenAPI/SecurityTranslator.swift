/// `components/securitySchemes` → auth schemes, and `security` requirements → the scheme a
/// route needs.
///
/// Alternatives become a route any of whose schemes may authenticate it, and the empty requirement `{}` among them one
/// that may also go without a credential. A requirement naming several schemes together is a scheme of its own that
/// sends all their credentials (`all:`, a `CombinedAuthentication`), named after them (`ClientIdClientSecretAuth`), so
/// the compiler checks its routes as it checks any scheme's. OAuth 2 and OpenID Connect become bearer schemes: the app
/// obtains the access token, RouteKit sends it. Schemes RouteKit cannot send (HTTP digest, cookies, mutual TLS) are
/// reported where they are declared; routes requiring only them are public.
struct SecurityTranslator {
    /// The schemes to declare, in document order.
    private(set) var schemes: [AuthSchemeSpec] = []
    /// Our scheme name by OpenAPI scheme name; `nil` for a scheme RouteKit cannot send.
    private var names: [String: String?] = [:]
    /// The document-wide `security`, the default of every operation.
    private let global: YAMLNode?
    /// The names of the schemes, unique among them.
    private var schemeNames = MemberNameAllocator(reserved: ["none"])
    /// The schemes of requirements naming several together, by the OpenAPI names joined
    /// (``combinationKey(_:)``).
    private var combinations: [String: String] = [:]

    /// Translates the `securitySchemes` of a document whose top-level `security` is `global`.
    init(
        _ securitySchemes: YAMLNode?, global: YAMLNode?, typeNames: inout TypeNameAllocator,
        resolver: inout ReferenceResolver, log: inout OpenAPIDiagnostics
    ) {
        self.global = global
        for pair in securitySchemes?.mapping ?? [] {
            guard let openAPIName = pair.key.scalar?.value else { continue }
            guard let (node, _) = resolver.dereference(pair.value, log: &log),
                let (kind, note) = Self.kind(of: node, name: openAPIName, log: &log)
            else {
                names[openAPIName] = .some(nil)
                continue
            }
            var name = schemeNames.claim(Self.withoutAuthSuffix(openAPIName))
            while typeNames.isTaken(SwiftNames.typeName(name) + "Auth") {
                name = schemeNames.claim(name)
            }
            typeNames.reserve(SwiftNames.typeName(name) + "Auth")
            names[openAPIName] = name
            let description = node.value(forKey: "description")?.scalar?.value
            let doc = [description, note].compactMap { $0 }.joined(separator: "\n\n")
            schemes.append(
                AuthSchemeSpec(name: Located(name, at: pair.key.location), kind: kind, doc: doc.isEmpty ? nil : doc))
        }
    }

    /// The schemes any one of which may authenticate a route under `security` (its own, else
    /// the document's), and whether it may also go without a credential (`{}` among the
    /// alternatives); no schemes for a public route.
    func schemes(for security: YAMLNode?, log: inout OpenAPIDiagnostics) -> (schemes: [Located<String>], optional: Bool)
    {
        guard let requirement = security ?? global else { return ([], false) }
        guard let alternatives = requirement.sequence else {
            log.warn(
                .malformed,
                "expected \"security\" to be a list of requirements, found \(requirement.kindName): the route is public",
                at: requirement.location)
            return ([], false)
        }
        var schemes: [Located<String>] = []
        var optional = false
        for alternative in alternatives {
            guard let pairs = alternative.mapping, let key = pairs.first?.key else {
                optional = true
                continue
            }
            if pairs.count > 1, let combined = combinations[Self.combinationKey(pairs)] {
                if !schemes.contains(where: { $0.value == combined }) {
                    schemes.append(Located(combined, at: key.location))
                }
                continue
            }
            guard let openAPIName = key.scalar?.value, let known = names[openAPIName] else {
                log.warn(
                    .unknownScheme, "unknown security scheme \"\(key.scalar?.value ?? "")\": the route is public",
                    at: key.location)
                continue
            }
            if let name = known, !schemes.contains(where: { $0.value == name }) {
                schemes.append(Located(name, at: key.location))
            }
        }
        return (schemes, optional && !schemes.isEmpty)
    }

    /// Declares a scheme for each requirement of `operations` (or the document) that names
    /// several schemes together: one sending all their credentials, named after them. A part
    /// RouteKit cannot send (a cookie), or one whose credential goes where an earlier part's does
    /// (``CredentialPlace``: it would overwrite it), is reported and left out of it; with one part
    /// left, that scheme is the requirement, as in `{ key: [], session: [] }` with `session` a
    /// cookie.
    mutating func declareCombinations(
        in operations: [OpenAPIOperation], typeNames: inout TypeNameAllocator, log: inout OpenAPIDiagnostics
    ) {
        let requirements = [global] + operations.map { $0.node.value(forKey: "security") }
        for alternative in requirements.compactMap({ $0?.sequence }).joined() {
            guard let pairs = alternative.mapping, pairs.count > 1 else { continue }
            let key = Self.combinationKey(pairs)
            guard combinations[key] == nil else { continue }
            var parts: [Located<String>] = []
            var places: [CredentialPlace: String] = [:]
            for pair in pairs {
                guard let openAPIName = pair.key.scalar?.value, let known = names[openAPIName] else { continue }
                guard let name = known else {
                    log.warn(
                        .authCombined,
                        "the scheme \"\(openAPIName)\" required together with others cannot be sent: add its credential with middleware",
                        at: pair.key.location)
                    continue
                }
                guard !parts.contains(where: { $0.value == name }) else { continue }
                if let place = schemes.first(where: { $0.name.value == name })?.kind.credentialPlace {
                    if let earlier = places[place] {
                        log.warn(
                            .authCombined,
                            "the scheme \"\(openAPIName)\" required together with \"\(earlier)\" puts its credential in \(place) too, where one would overwrite the other: it is left out; add its credential with middleware",
                            at: pair.key.location)
                        continue
                    }
                    places[place] = openAPIName
                }
                parts.append(Located(name, at: pair.key.location))
            }
            if parts.count == 1 {
                combinations[key] = parts[0].value
                continue
            }
            guard parts.count > 1 else { continue }
            var name = schemeNames.claim(parts.map(\.value).joined(separator: "_"))
            while typeNames.isTaken(SwiftNames.typeName(name) + "Auth") {
                name = schemeNames.claim(name)
            }
            typeNames.reserve(SwiftNames.typeName(name) + "Auth")
            combinations[key] = name
            schemes.append(AuthSchemeSpec(name: Located(name, at: alternative.location), kind: .all(parts)))
        }
    }

    /// The OpenAPI names of a requirement's schemes, in order: one key for the same
    /// requirement written on several operations.
    private static func combinationKey(_ pairs: [YAMLPair]) -> String {
        pairs.map { $0.key.scalar?.value ?? "" }.joined(separator: "\u{0}")
    }

    /// How a scheme's credential travels, with a note for the doc comment; `nil` (reported)
    /// when RouteKit cannot send it.
    private static func kind(of node: YAMLNode, name: String, log: inout OpenAPIDiagnostics) -> (
        AuthSchemeSpec.Kind, note: String?
    )? {
        let type = node.value(forKey: "type")?.scalar?.value ?? ""
        let unsupported =
            "; routes that require only it are generated as public routes: add the credential with middleware"
        switch type {
        case "http":
            let scheme = node.value(forKey: "scheme")?.scalar?.value.lowercased() ?? ""
            switch scheme {
            case "bearer": return (.bearer, nil)
            case "basic": return (.basic, nil)
            default:
                log.warn(
                    .unsupportedScheme,
                    "the HTTP authentication scheme \"\(scheme)\" of \"\(name)\" cannot be expressed" + unsupported,
                    at: node.location)
                return nil
            }
        case "apiKey":
            guard let keyNode = node.value(forKey: "name"), let keyName = keyNode.scalar?.value, !keyName.isEmpty else {
                log.warn(
                    .unsupportedScheme, "the API key scheme \"\(name)\" has no \"name\"" + unsupported,
                    at: node.location)
                return nil
            }
            switch node.value(forKey: "in")?.scalar?.value {
            case "header"?:
                if let problem = HeaderName.problem(keyName) {
                    log.error(problem, at: keyNode.location)
                    return nil
                }
                return (.apiKeyHeader(keyName), nil)
            case "query"?: return (.apiKeyQuery(keyName), nil)
            default:
                log.warn(
                    .unsupportedScheme, "an API key in a cookie (\"\(name)\") cannot be expressed" + unsupported,
                    at: node.location)
                return nil
            }
        case "oauth2", "openIdConnect":
            return (.bearer, OAuthFlowNote.note(for: node, type: type))
        default:
            log.warn(
                .unsupportedScheme,
                "the security scheme type \"\(type)\" of \"\(name)\" cannot be expressed" + unsupported,
                at: node.location)
            return nil
        }
    }

    /// `ApiKeyAuth` → `ApiKey`, as the generated type adds `Auth` itself.
    private static func withoutAuthSuffix(_ name: String) -> String {
        for suffix in ["Authentication", "Auth", "_auth", "-auth"]
        where name.count > suffix.count && name.hasSuffix(suffix) {
            return String(name.dropLast(suffix.count))
        }
        return name
    }
}
