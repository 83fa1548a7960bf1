/// How a ``TypeReference`` is spelled in Swift: inside the API's namespace, and outside it, where
/// route factories and the generated server name the API's types from the namespace. Both come
/// from the one reference, so they cannot name different types.
extension TypeReference {
    /// How code inside the namespace writes it (`[Pet.Owner]?`, `Owner` inside `Pet`).
    var spelling: String { spelling(qualified: false) }

    /// How code outside the namespace writes it: the API's declared types from the namespace
    /// (`Todos.Priority`).
    var qualifiedSpelling: String { spelling(qualified: true) }

    private func spelling(qualified: Bool) -> String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .binaryBody: "BinaryBody"
        case .empty: "Empty"
        // With its module, so that no model of the API can hide it.
        case .serverSentEvent: "RouteKit.ServerSentEvent"
        case .declared(let name): qualified ? name.qualifiedSpelling : name.spelling
        case .array(let element): "[\(element.spelling(qualified: qualified))]"
        case .dictionary(let value): "[String: \(value.spelling(qualified: qualified))]"
        case .optional(let wrapped): "\(wrapped.spelling(qualified: qualified))?"
        case .nullable(let wrapped): "Nullable<\(wrapped.spelling(qualified: qualified))>?"
        }
    }
}

extension DeclaredTypeName {
    /// How code inside the namespace writes it, reached as ``reach`` says.
    var spelling: String {
        switch reach {
        case .fullName: fullName
        case .fromEnclosing(let scope): String(fullName.dropFirst(scope.count + 1))
        case .fromNamespace: qualifiedSpelling
        }
    }

    /// How code outside the namespace writes it (`Todos.Pet.Owner`).
    var qualifiedSpelling: String { namespace + "." + fullName }
}
