/// How generated code names the app's types (`--type-override`, `x-swift-type`): each through a
/// typealias the namespace declares once, `AppTypes.Money = CodableAndSendable<Amount>.Checked`,
/// whose generic parameter must be `Codable & Sendable`.
///
/// The generated models hold the app's types, so each must be `Codable & Sendable`. Written as
/// given at every use, a type that is not was an error at every use: the decoding and encoding
/// calls, each stored property, each route's `Response` (20 errors for `Task` of `Specs/`
/// replaced by a plain class, 299 in a user's API). Through the alias it is one error, on the
/// alias's line, naming the type and the protocol; the compiler takes the alias for an error
/// type then and says nothing about its uses.
struct AppTypeAliases {
    /// The namespace's member that holds the aliases.
    static let member = "AppTypes"
    /// The generic that checks each type.
    static let checker = "CodableAndSendable"

    /// Each alias's name and the app's type it stands for, in spec order.
    let declarations: [(name: String, type: String)]
    /// Where the first app type is given: what claims the namespace's ``member``.
    let location: SourceLocation?
    /// The alias of each app type, by the type as written.
    private let aliases: [String: String]

    /// The aliases of the app types of `files` (``SpecFile/typeOverrides``), each named after the
    /// first schema it replaces (`Money`), and never after a name any of the types is written
    /// with, which the alias would stand in for beside it.
    init(_ files: [SpecFile]) {
        let overrides = files.flatMap { file in
            file.typeOverrides.map { (schema: $0.key, type: $0.value) }.sorted {
                ($0.type.location, $0.schema) < ($1.type.location, $1.schema)
            }
        }
        var taken = overrides.reduce(into: Set([Self.checker])) { $0.formUnion(SwiftTypeName.names($1.type.value)) }
        var declarations: [(name: String, type: String)] = []
        var aliases: [String: String] = [:]
        for (schema, type) in overrides where aliases[type.value] == nil {
            var name = SwiftNames.typeName(schema)
            if name.isEmpty || SwiftNames.keywords.contains(name) { name = "AppType" }
            let candidate = NumberedName.claim(name, in: &taken)
            aliases[type.value] = candidate
            declarations.append((candidate, type.value))
        }
        self.declarations = declarations
        self.aliases = aliases
        location = overrides.first?.type.location
    }

    /// How code inside the namespace writes the app type `type`: `AppTypes.Money`.
    func spelling(of type: String) -> String {
        aliases[type].map { Self.member + "." + $0 } ?? type
    }
}
