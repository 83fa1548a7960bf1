/// What a tag names, resolved once when its template is parsed.
enum TemplateName: Sendable, Hashable {
    /// `{{.}}`: the current value.
    case current
    /// `{{name}}` or `{{a.b}}`: keys looked up from the innermost context outwards, then along
    /// the rest of the path.
    case path([TemplateKey])
    /// `first()`, `last()`, `index()`, `even()` or `odd()` of the innermost list element.
    case listFunction(ListFunction)
    /// A name no context answers: it renders as an absent value, as any missing key does.
    case unknown

    /// The list functions templates can call.
    enum ListFunction: String, Sendable, CaseIterable {
        case first = "first()"
        case last = "last()"
        case index = "index()"
        case even = "even()"
        case odd = "odd()"
    }

    /// The name a tag's text (already checked to be a valid name) stands for.
    init(_ text: String) {
        if text == "." {
            self = .current
        } else if let function = ListFunction(rawValue: text) {
            self = .listFunction(function)
        } else {
            let keys = text.split(separator: ".").map { TemplateKey(rawValue: String($0)) }
            self = keys.contains(nil) ? .unknown : .path(keys.map { $0! })
        }
    }
}
