/// A spec type resolved against the API's models: what it is. The code model holds it as a
/// ``TypeReference`` (``TypeResolver/reference(_:inside:hiding:)``), which the render stage spells.
indirect enum ResolvedType: Hashable, Sendable, CustomStringConvertible {
    /// A built-in scalar.
    case builtin(BuiltinType)
    /// A model: its spec name and whether it is a string enum.
    case model(specName: String, swiftName: String, isEnum: Bool)
    /// A type of the app standing for a schema (`--type-override`, `x-swift-type`), as written.
    case appType(String)
    /// `[Element]`.
    case array(ResolvedType)
    /// `[String: Value]`.
    case dictionary(ResolvedType)
    /// `Wrapped?`.
    case optional(ResolvedType)
    /// `Nullable<Wrapped>?`: missing, `null` or a value.
    case nullable(ResolvedType)

    /// The type as the spec writes it (`Pet`, `[Tag]?`, `String | null`), for diagnostics.
    var description: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .model(let specName, _, _): specName
        case .appType(let name): name
        case .array(let element): "[\(element)]"
        case .dictionary(let value): "[String: \(value)]"
        case .optional(let wrapped): "\(wrapped)?"
        case .nullable(let wrapped): "\(wrapped) | null"
        }
    }

    /// The type without an outer optional.
    var unwrapped: ResolvedType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The element of an array (optional or not), else the type without an outer optional:
    /// what a parameter sends one of per item or part.
    var elementOrSelf: ResolvedType {
        if case .array(let element) = unwrapped { return element }
        return unwrapped
    }

    /// Whether a missing value is allowed: the initialiser defaults it to `nil` and encoding
    /// leaves it out.
    var isOptional: Bool {
        switch self {
        case .optional, .nullable: true
        default: false
        }
    }

    /// Whether it can be sent as one path segment, query value or header value.
    var isParameterScalar: Bool {
        switch self {
        case .builtin(let builtin): builtin != .data && builtin != .jsonValue && builtin != .filePart
        case .model(_, _, let isEnum): isEnum
        default: false
        }
    }
}

/// Resolves type expressions, and makes the references the code model holds to them.
struct TypeResolver {
    let symbols: SymbolTable

    /// The resolved type, or `nil` after reporting an unknown name, or a `FilePart` where no
    /// file can go (anywhere but a multipart field: it has no JSON form).
    ///
    /// `T | null` resolves only where `allowsNull`: a field of a JSON object.
    func resolve(
        _ expression: TypeExpression, allowsFileParts: Bool = false, allowsNull: Bool = false,
        diagnostics: inout [Diagnostic]
    ) -> ResolvedType? {
        switch expression {
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name.value) {
                if builtin == .filePart, !allowsFileParts {
                    diagnostics.append(
                        .error(
                            "FilePart is a file of a multipart body: only fields of \"multipart:\" can have it; Data is bytes anywhere else",
                            at: name.location))
                    return nil
                }
                return .builtin(builtin)
            }
            if symbols.appTypes.contains(name.value) { return .appType(name.value) }
            if let model = symbols.models[name.value] {
                if case .enumeration = model.spec.kind {
                    return .model(specName: name.value, swiftName: model.swiftName, isEnum: true)
                }
                return .model(specName: name.value, swiftName: model.swiftName, isEnum: false)
            }
            let candidates = BuiltinType.allCases.map(\.rawValue) + symbols.models.keys.sorted()
            diagnostics.append(
                .error(
                    "unknown type \"\(name.value)\"" + Suggestion.didYouMean(name.value, among: candidates),
                    at: name.location))
            return nil
        case .array(let element):
            return resolve(element, allowsFileParts: allowsFileParts, diagnostics: &diagnostics).map(ResolvedType.array)
        case .dictionary(let value):
            return resolve(value, diagnostics: &diagnostics).map(ResolvedType.dictionary)
        case .optional(let wrapped):
            return resolve(wrapped, allowsFileParts: allowsFileParts, diagnostics: &diagnostics).map(
                ResolvedType.optional)
        case .nullable(let wrapped):
            guard allowsNull else {
                diagnostics.append(
                    .error(
                        "\(expression) is for the fields of a JSON object, where null and missing differ; here write \(wrapped)?",
                        at: expression.location))
                return nil
            }
            return resolve(wrapped, diagnostics: &diagnostics).map(ResolvedType.nullable)
        }
    }

    /// Whether a value of `type` is one path segment, query value, header value or form field: a
    /// scalar, an enum, or a union of those (``isScalarUnion(_:)``).
    func isParameterScalar(_ type: ResolvedType) -> Bool {
        type.isParameterScalar || isScalarUnion(type)
    }

    /// Whether `type` is a union of scalars and enums without a discriminator (`oneOf: [integer,
    /// string]`): it conforms to RouteKit's `ScalarUnionParameter` and is sent as the value it
    /// holds, so a parameter may have it (`project=1&project=web`).
    func isScalarUnion(_ type: ResolvedType) -> Bool {
        guard case .model(let specName, _, false) = type,
            case .union(let union)? = symbols.models[specName]?.spec.kind, union.discriminator == nil
        else { return false }
        return union.variants.allSatisfy { variant in
            guard case .named(let name) = variant.type else { return false }
            if let builtin = BuiltinType(rawValue: name.value) {
                return ResolvedType.builtin(builtin).isParameterScalar
            }
            if case .enumeration? = symbols.models[name.value]?.spec.kind { return true }
            return false
        }
    }

    /// The fields of a struct model, or `nil` for any other type.
    func structFields(of type: ResolvedType) -> [FieldSpec]? {
        guard case .model(let specName, _, false) = type,
            case .object(let fields)? = symbols.models[specName]?.spec.kind
        else { return nil }
        return fields
    }

    /// The type as the code model holds it, for the render stage to spell; inside the body of
    /// the model `scope` (a full name), the types nested in it are reached from there (`Owner`
    /// rather than `Pet.Owner`). Where the code declares a member type of its own (`hiding`:
    /// `typealias Item`), a declared type of that first name is reached from the namespace.
    func reference(_ type: ResolvedType, inside scope: String? = nil, hiding: Set<String> = [])
        -> TypeReference
    {
        switch type {
        case .builtin(let builtin): .builtin(builtin)
        case .appType(let name):
            .declared(declaredName(symbols.appTypeAliases.spelling(of: name), hiding: hiding))
        case .model(_, let swiftName, _): .declared(declaredName(swiftName, inside: scope, hiding: hiding))
        case .array(let element): .array(reference(element, inside: scope, hiding: hiding))
        case .dictionary(let value): .dictionary(reference(value, inside: scope, hiding: hiding))
        case .optional(let wrapped): .optional(reference(wrapped, inside: scope, hiding: hiding))
        case .nullable(let wrapped): .nullable(reference(wrapped, inside: scope, hiding: hiding))
        }
    }

    /// The type the API declares as `fullName`, reached from code inside the namespace: from
    /// `scope` when nested in it, since the first name is then a member of the type the code is
    /// in and nothing can hide it; else by its full name, or from the namespace where a nested
    /// type of the same name could hide it (``SymbolTable/hiddenNames``), or a member type the
    /// code declares (`hiding`).
    func declaredName(_ fullName: String, inside scope: String? = nil, hiding: Set<String> = [])
        -> DeclaredTypeName
    {
        let reach: DeclaredTypeName.Reach
        if let scope, fullName.count > scope.count + 1, fullName.hasPrefix(scope),
            fullName.dropFirst(scope.count).first == "."
        {
            reach = .fromEnclosing(scope)
        } else if symbols.hiddenNames.isEmpty, hiding.isEmpty {
            reach = .fullName
        } else {
            let first = fullName.firstIndex(of: ".").map { String(fullName[..<$0]) } ?? fullName
            reach = symbols.hiddenNames.contains(first) || hiding.contains(first) ? .fromNamespace : .fullName
        }
        return DeclaredTypeName(namespace: symbols.namespace, fullName: fullName, reach: reach)
    }
}
