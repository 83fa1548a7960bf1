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
        let value: TemplateValue
        let position: (index: Int, count: Int)?

        /// The value as a context, when it is one.
        var context: (any TemplateContext)? {
            if case .context(let context) = value { context } else { nil }
        }
    }

    private var stack: [Frame] = []
    private(set) var output = ""

    /// Renders `nodes` with `context` as the outermost value.
    static func render(_ nodes: [TemplateNode], context: any TemplateContext) -> String {
        var rendering = TemplateRendering()
        rendering.stack.append(Frame(value: .context(context), position: nil))
        rendering.render(nodes)
        return rendering.output
    }

    private mutating func render(_ nodes: [TemplateNode]) {
        for node in nodes {
            switch node {
            case .text(let text):
                output += text
            case .variable(let name):
                if let value = lookup(name) { output += Self.text(of: value) }
            case .section(let name, let inverted, let children):
                let value = lookup(name)
                if inverted {
                    if !Self.isTruthy(value) { render(children) }
                } else if let value {
                    renderSection(value, children)
                }
            }
        }
    }

    private mutating func renderSection(_ value: TemplateValue, _ children: [TemplateNode]) {
        switch value {
        case .flag(let flag):
            if flag { render(children) }
        case .text(let text):
            guard !text.isEmpty else { return }
            renderOnce(with: value, children)
        case .context:
            renderOnce(with: value, children)
        case .list(let elements):
            for (index, element) in elements.enumerated() {
                stack.append(Frame(value: .context(element), position: (index, elements.count)))
                render(children)
                stack.removeLast()
            }
        case .texts(let texts):
            for (index, text) in texts.enumerated() {
                stack.append(Frame(value: .text(text), position: (index, texts.count)))
                render(children)
                stack.removeLast()
            }
        }
    }

    private mutating func renderOnce(with value: TemplateValue, _ children: [TemplateNode]) {
        stack.append(Frame(value: value, position: nil))
        render(children)
        stack.removeLast()
    }

    /// The value `name` names, searching the stack from the innermost context.
    private func lookup(_ name: TemplateName) -> TemplateValue? {
        let path: [TemplateKey]
        switch name {
        case .current: return stack.last?.value
        case .listFunction(let function): return listFunction(function)
        case .path(let keys): path = keys
        }
        guard let first = path.first else { return stack.last?.value }
        var found: TemplateValue?
        // By index, not `stack.reversed()`: that copies every frame it passes.
        for index in stack.indices.reversed() {
            if let value = stack[index].context?.child(named: first) {
                found = value
                break
            }
        }
        for key in path.dropFirst() {
            guard case .context(let context)? = found else { return nil }
            found = context.child(named: key)
        }
        return found
    }

    /// `first()`, `last()`, `index()`, `even()` or `odd()` of the innermost list element.
    private func listFunction(_ function: TemplateName.ListFunction) -> TemplateValue? {
        guard let (index, count) = stack.last(where: { $0.position != nil })?.position else { return nil }
        switch function {
        case .first: return .flag(index == 0)
        case .last: return .flag(index == count - 1)
        case .index: return .text(String(index))
        case .even: return .flag(index % 2 == 0)
        case .odd: return .flag(index % 2 == 1)
        }
    }

    private static func isTruthy(_ value: TemplateValue?) -> Bool {
        switch value {
        case nil: false
        case .flag(let flag)?: flag
        case .text(let text)?: !text.isEmpty
        case .list(let elements)?: !elements.isEmpty
        case .texts(let texts)?: !texts.isEmpty
        case .context?: true
        }
    }

    /// What a variable writes: text as it is, a flag as `true` or `false`; lists and contexts
    /// have no text.
    private static func text(of value: TemplateValue) -> String {
        switch value {
        case .text(let text): text
        case .flag(let flag): flag ? "true" : "false"
        case .texts, .list, .context: ""
        }
    }
}
