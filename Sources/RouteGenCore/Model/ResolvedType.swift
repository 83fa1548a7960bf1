/// A spec type resolved against the API's models: what it is, and how Swift spells it.
indirect enum ResolvedType: Hashable, Sendable {
    /// A built-in scalar.
    case builtin(BuiltinType)
    /// A model: its spec name and whether it is a string enum.
    case model(specName: String, swiftName: String, isEnum: Bool)
    /// `[Element]`.
    case array(ResolvedType)
    /// `[String: Value]`.
    case dictionary(ResolvedType)
    /// `Wrapped?`.
    case optional(ResolvedType)

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

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// Whether it can be sent as one path segment, query value or header value.
    var isParameterScalar: Bool {
        switch self {
        case .builtin(let builtin): builtin != .data && builtin != .jsonValue
        case .model(_, _, let isEnum): isEnum
        default: false
        }
    }
}

/// The scalar types a spec can name.
enum BuiltinType: String, CaseIterable {
    case string = "String", int = "Int", int32 = "Int32", int64 = "Int64", double = "Double"
    case float = "Float", bool = "Bool", date = "Date", uuid = "UUID", url = "URL", data = "Data"
    /// Any JSON value, RouteKit's `JSONValue`.
    case jsonValue = "JSONValue"
}

/// Resolves type expressions and spells them in Swift.
struct TypeResolver {
    let symbols: SymbolTable

    /// The resolved type, or `nil` after reporting an unknown name.
    func resolve(_ expression: TypeExpression, diagnostics: inout [Diagnostic]) -> ResolvedType? {
        switch expression {
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name.value) { return .builtin(builtin) }
            if let model = symbols.models[name.value] {
                if case .enumeration = model.spec.kind {
                    return .model(specName: name.value, swiftName: model.swiftName, isEnum: true)
                }
                return .model(specName: name.value, swiftName: model.swiftName, isEnum: false)
            }
            let candidates = BuiltinType.allCases.map(\.rawValue) + symbols.models.keys.sorted()
            diagnostics.append(.error("unknown type \"\(name.value)\"" + Suggestion.didYouMean(name.value, among: candidates), at: name.location))
            return nil
        case .array(let element):
            return resolve(element, diagnostics: &diagnostics).map(ResolvedType.array)
        case .dictionary(let value):
            return resolve(value, diagnostics: &diagnostics).map(ResolvedType.dictionary)
        case .optional(let wrapped):
            return resolve(wrapped, diagnostics: &diagnostics).map(ResolvedType.optional)
        }
    }

    /// The fields of a struct model, or `nil` for any other type.
    func structFields(of type: ResolvedType) -> [FieldSpec]? {
        guard case .model(let specName, _, false) = type, case .object(let fields)? = symbols.models[specName]?.spec.kind
        else { return nil }
        return fields
    }

    /// The Swift spelling inside the API namespace.
    func spell(_ type: ResolvedType) -> String {
        spell(type, namespace: nil)
    }

    /// The Swift spelling outside the namespace: models qualified (`Todos.Priority`).
    func qualifiedSpelling(_ type: ResolvedType) -> String {
        spell(type, namespace: symbols.namespace)
    }

    private func spell(_ type: ResolvedType, namespace: String?) -> String {
        switch type {
        case .builtin(let builtin): builtin.rawValue
        case .model(_, let swiftName, _): namespace.map { "\($0).\(swiftName)" } ?? swiftName
        case .array(let element): "[\(spell(element, namespace: namespace))]"
        case .dictionary(let value): "[String: \(spell(value, namespace: namespace))]"
        case .optional(let wrapped): "\(spell(wrapped, namespace: namespace))?"
        }
    }
}
