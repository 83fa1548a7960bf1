/// Renders parsed templates against contexts: the values the model stage prepared.
///
/// A name is looked up from the innermost context outwards (so `{{access}}` inside a list of
/// properties finds the type's access level), then its dotted rest on the value found. Section
/// values: `false`, `nil`, an empty list and an empty string skip the section (and render an
/// inverted one); a list renders it once per element with the element as context; a context or a
/// string renders it once with that value as context; `true` renders it once.
struct TemplateRendering {
    /// One level of the context stack: the value, and its place in the list being iterated.
    private struct Frame {
        let value: Any
        /// The value as a context, cast once when pushed rather than at every lookup.
        let context: (any TemplateContext)?
        let position: (index: Int, count: Int)?
    }

    private var stack: [Frame] = []
    private(set) var output = ""

    /// Renders `nodes` with `context` as the outermost value.
    static func render(_ nodes: [TemplateNode], context: Any) -> String {
        var rendering = TemplateRendering()
        rendering.push(context, position: nil)
        rendering.render(nodes)
        return rendering.output
    }

    private mutating func push(_ value: Any, position: (index: Int, count: Int)?) {
        stack.append(Frame(value: value, context: value as? any TemplateContext, position: position))
    }

    private mutating func render(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let path):
                if let value = lookup(path) { output += Self.text(of: value) }
            case .section(let path, let inverted, let children):
                let value = lookup(path)
                if inverted {
                    if !Self.isTruthy(value) { render(children) }
                } else {
                    renderSection(value, children)
                }
            }
        }
    }

    private mutating func renderSection(_ value: Any?, _ children: [TemplateNode]) {
        switch Self.classify(value) {
        case nil:
            return
        case .flag(let flag):
            if flag { render(children) }
        case .text(let text):
            guard !text.isEmpty else { return }
            push(text, position: nil)
            render(children)
            stack.removeLast()
        case .list(let elements):
            for (index, element) in elements.enumerated() {
                push(element, position: (index, elements.count))
                render(children)
                stack.removeLast()
            }
        case .texts(let texts):
            for (index, text) in texts.enumerated() {
                stack.append(Frame(value: text, context: nil, position: (index, texts.count)))
                render(children)
                stack.removeLast()
            }
        case .context(let context):
            stack.append(Frame(value: context, context: context, position: nil))
            render(children)
            stack.removeLast()
        case .other(let other):
            push(other, position: nil)
            render(children)
            stack.removeLast()
        }
    }

    /// The value `path` names, searching the stack from the innermost context.
    private func lookup(_ path: [String]) -> Any? {
        guard let first = path.first else { return stack.last?.value }
        if first.utf8.last == UInt8(ascii: ")"), TemplateParser.listFunctions.contains(first) { return listFunction(first) }
        var found: Any?
        // By index, not `stack.reversed()`: that copies every frame it passes.
        for index in stack.indices.reversed() {
            if let value = stack[index].context?.child(named: first) {
                found = value
                break
            }
        }
        for name in path.dropFirst() {
            guard case .context(let context)? = Self.classify(found) else { return nil }
            found = context.child(named: name)
        }
        return found
    }

    /// `first()`, `last()`, `index()`, `even()` or `odd()` of the innermost list element.
    private func listFunction(_ name: String) -> Any? {
        guard let (index, count) = stack.last(where: { $0.position != nil })?.position else { return nil }
        switch name {
        case "first()": return index == 0
        case "last()": return index == count - 1
        case "index()": return String(index)
        case "even()": return index % 2 == 0
        default: return index % 2 == 1
        }
    }

    private static func isTruthy(_ value: Any?) -> Bool {
        switch classify(value) {
        case nil: false
        case .flag(let flag): flag
        case .text(let text): !text.isEmpty
        case .list(let elements): !elements.isEmpty
        case .texts(let texts): !texts.isEmpty
        case .context, .other: true
        }
    }

    private static func text(of value: Any) -> String {
        switch classify(value) {
        case .text(let text)?: text
        case .flag(let flag)?: flag ? "true" : "false"
        case nil: ""
        default: String(describing: value)
        }
    }

    /// What a template can do with a value, decided with as few dynamic casts as possible:
    /// the common kinds first, `Optional` unwrapping last. A list of strings (doc lines,
    /// conformances, statements) is told apart by one cast to its concrete type, so neither
    /// the list nor its elements go through the protocol conformance checks.
    private enum Kind {
        case text(String)
        case flag(Bool)
        case texts([String])
        case list([Any])
        case context(any TemplateContext)
        case other(Any)
    }

    private static func classify(_ value: Any?) -> Kind? {
        guard let value else { return nil }
        if let text = value as? String { return .text(text) }
        if let flag = value as? Bool { return .flag(flag) }
        if let texts = value as? [String] { return .texts(texts) }
        if let context = value as? any TemplateContext { return .context(context) }
        if let list = value as? any TemplateList { return .list(list.templateElements) }
        if let optional = value as? any OptionalValue { return classify(optional.wrappedAny) }
        return .other(value)
    }
}

/// A list a section iterates. Arrays of any element are lists.
protocol TemplateList {
    /// The elements, each a context for one pass of the section.
    var templateElements: [Any] { get }
}

extension Array: TemplateList {
    var templateElements: [Any] { map { $0 } }
}

/// An `Optional` seen through `Any`, so a context returning `String?` works like `String`.
private protocol OptionalValue {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedAny: Any? { self.map { $0 } }
}
