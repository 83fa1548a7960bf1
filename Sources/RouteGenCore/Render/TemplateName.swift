/// What a tag names, resolved once when its template is parsed.
enum TemplateName: Sendable, Hashable {
    /// `{{.}}`: the current value.
    case current
    /// `{{name}}` or `{{a.b}}`: keys looked up from the innermost context outwards, then along
    /// the rest of the path.
    case path([TemplateKey])
    /// `first()`, `last()`, `index()`, `even()` or `odd()` of the innermost list element.
    case listFunction(ListFunction)

    /// The list functions templates can call.
    enum ListFunction: String, Sendable, CaseIterable {
        case first = "first()"
        case last = "last()"
        case index = "index()"
        case even = "even()"
        case odd = "odd()"
    }

    /// The name a tag's text stands for; `nil` when a part of a dotted name is no
    /// ``TemplateKey``, which the parser reports: the key set is closed, so a misspelt key is an
    /// error where it is written instead of a value that is silently never there.
    init?(_ text: String) {
        if text == "." {
            self = .current
        } else if let function = ListFunction(rawValue: text) {
            self = .listFunction(function)
        } else {
            var keys: [TemplateKey] = []
            for part in text.split(separator: ".", omittingEmptySubsequences: false) {
                guard let key = TemplateKey(name: String(part)) else { return nil }
                keys.append(key)
            }
            self = .path(keys)
        }
    }
}
