/// One piece of a parsed template.
///
/// Templates are logic-less Mustache: text, variables and sections. Names are resolved to
/// context keys once, when the template is parsed, so rendering never touches the tag text again.
indirect enum TemplateNode: Sendable, Hashable {
    /// Text copied as it is.
    case text(String)
    /// `{{name}}`, `{{a.b}}` or `{{.}}`: the value's text.
    case variable(TemplateName)
    /// `{{#name}}…{{/name}}`, or with `inverted`, `{{^name}}…{{/name}}`.
    case section(TemplateName, inverted: Bool, [TemplateNode])
}
