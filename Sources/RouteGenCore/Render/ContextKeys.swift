/// The keys of a context, listed once: each key, in documentation order, with how to read its
/// value.
///
/// Both halves of the contract come from this one list, so they cannot disagree: the key list
/// (`contextKeys`: `Templates/CONTEXT.md`, `routegen generate --print-context`) is the entries'
/// keys in order, and the renderer's lookup (`child(named:)`) indexes the readers by the key's
/// raw value: an array subscript and a call, like the `switch` it replaced no string compared or
/// hashed (`TemplateKey`). Readers are closures, not key paths, whose application goes through
/// the runtime and costs more than a call.
struct ContextKeys<Context>: Sendable {
    /// One key of the context and how to read its value; made by `.text`, `.flag`, `.texts`,
    /// `.list` or `.context`, which give each reader its full type so a long table type-checks
    /// quickly.
    struct Entry: Sendable {
        let key: TemplateKey
        let read: @Sendable (Context) -> TemplateValue?
    }

    /// The keys, in documentation order.
    let keys: [TemplateKey]
    /// Each key's reader at its raw value; `nil` for the keys this context does not answer.
    private let readers: [(@Sendable (Context) -> TemplateValue?)?]

    /// The table of `entries`. A key listed twice is a mistake in the code of the table (it would
    /// be documented twice and read once), so it stops the program the first time the table is
    /// used; `ContextKeysTests` builds every table.
    init(_ entries: [Entry]) {
        var readers = [(@Sendable (Context) -> TemplateValue?)?](repeating: nil, count: TemplateKey.allCases.count)
        for entry in entries {
            precondition(readers[entry.key.rawValue] == nil, "\(Context.self) lists the key \(entry.key.name) twice")
            readers[entry.key.rawValue] = entry.read
        }
        self.keys = entries.map(\.key)
        self.readers = readers
    }

    /// The value of `key` in `context`, or `nil` when the context has no such key or its value
    /// is absent.
    func value(of key: TemplateKey, in context: Context) -> TemplateValue? {
        readers[key.rawValue]?(context)
    }
}

extension ContextKeys.Entry {
    /// A text key; `nil` is absent.
    static func text(_ key: TemplateKey, _ read: @escaping @Sendable (Context) -> String?) -> Self {
        Self(key: key) { read($0).map { .text($0) } }
    }

    /// A flag.
    static func flag(_ key: TemplateKey, _ read: @escaping @Sendable (Context) -> Bool) -> Self {
        Self(key: key) { .flag(read($0)) }
    }

    /// Lines or items of text.
    static func texts(_ key: TemplateKey, _ read: @escaping @Sendable (Context) -> [String]) -> Self {
        Self(key: key) { .texts(read($0)) }
    }

    /// Nested contexts.
    static func list(_ key: TemplateKey, _ read: @escaping @Sendable (Context) -> [any TemplateContext]) -> Self {
        Self(key: key) { .list(read($0)) }
    }

    /// One nested context; `nil` is absent.
    static func context(_ key: TemplateKey, _ read: @escaping @Sendable (Context) -> (any TemplateContext)?) -> Self {
        Self(key: key) { read($0).map { .context($0) } }
    }
}

/// A context whose keys are fixed, listed once in ``keys``, from which its `contextKeys` and
/// `child(named:)` come. Contexts that wrap another one (``TypeContext``, ``NestingContext``,
/// ``RouteContext``) add their keys to the wrapped context's by hand instead.
protocol KeyedContext: TemplateContext {
    /// The context's keys, in documentation order, each with how to read it.
    static var keys: ContextKeys<Self> { get }
}

extension KeyedContext {
    var contextKeys: [TemplateKey] { Self.keys.keys }

    func child(named name: TemplateKey) -> TemplateValue? {
        Self.keys.value(of: name, in: self)
    }
}
