/// A type as the code model holds it: which type, and how code inside the API's namespace reaches
/// a type the API declares. The render stage spells it (`Render/TypeSpelling`), inside the
/// namespace and outside it, so the spelling a route factory writes (`Todos.Priority`) and the
/// one the route's property writes (`Priority`) come from one value instead of two texts kept
/// side by side.
package indirect enum TypeReference: Sendable, Hashable {
    /// A built-in scalar, or RouteKit's `CalendarDate`, `FilePart` or `JSONValue`: written the
    /// same inside the namespace and outside it.
    case builtin(BuiltinType)
    /// RouteKit's `BinaryBody`, a raw body: bytes in memory, or a file streamed from disk.
    case binaryBody
    /// RouteKit's `Empty`: the response of a route whose spec documents no body.
    case empty
    /// RouteKit's `ServerSentEvent`, the element of a stream of the events as they are.
    case serverSentEvent
    /// A type the API declares in its namespace: a model, a route's inline body, an alias of an
    /// app's type (`AppTypes.Money`).
    case declared(DeclaredTypeName)
    /// `[Element]`.
    case array(TypeReference)
    /// `[String: Value]`.
    case dictionary(TypeReference)
    /// `Wrapped?`.
    case optional(TypeReference)
    /// `Nullable<Wrapped>?`: missing, `null` or a value.
    case nullable(TypeReference)

    /// Whether a missing value is allowed (its spelling ends in `?`): an initializer may default
    /// it to `nil`.
    var isOptional: Bool {
        switch self {
        case .optional, .nullable: true
        default: false
        }
    }

    /// The type without an outer optional.
    var unwrapped: TypeReference {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The element of an array (optional or not), else the type without an outer optional:
    /// what a parameter sends one of per item, and what a body of items holds.
    var elementOrSelf: TypeReference {
        if case .array(let element) = unwrapped { return element }
        return unwrapped
    }

    /// What a name made after the type says (`unauthorizedProblem` for `Problem`): a declared
    /// type's full name (`Pet.Owner`), a built-in's or RouteKit's; of an array or a dictionary,
    /// its element's then `list` or `map`; of an optional, the wrapped type's.
    var nameWords: String {
        switch self {
        case .builtin(let builtin): builtin.rawValue
        case .binaryBody: "BinaryBody"
        case .empty: "Empty"
        case .serverSentEvent: "ServerSentEvent"
        case .declared(let name): name.fullName
        case .array(let element): element.nameWords + " list"
        case .dictionary(let value): value.nameWords + " map"
        case .optional(let wrapped), .nullable(let wrapped): wrapped.nameWords
        }
    }
}

/// The name of a type the API declares, and how the code that names it reaches it.
///
/// Which way is a decision of the model stage, which knows the nesting and what would hide a
/// name (``SymbolTable/hiddenNames``); the render stage only writes it.
package struct DeclaredTypeName: Sendable, Hashable {
    /// How code inside the namespace names the type.
    package enum Reach: Sendable, Hashable {
        /// By its full name (`Pet.Owner`).
        case fullName
        /// From the declaration whose body the code is in (its full name), which encloses the
        /// type: `Owner` inside `Pet`, `Body` inside `CreateTodoRoute`. Nothing can hide it there,
        /// since its first name is then a member of the type the code is in.
        case fromEnclosing(String)
        /// From the namespace (`Todos.Pet.Owner`): a nested type named like its first part would
        /// hide it.
        case fromNamespace
    }

    /// The API's namespace (`Todos`), from which code outside it names the type.
    package var namespace: String
    /// The full name inside the namespace (`Pet.Owner`, `AppTypes.Money`).
    package var fullName: String
    /// How code inside the namespace, where the reference is, names it.
    package var reach: Reach
}
