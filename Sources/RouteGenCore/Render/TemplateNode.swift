/// One piece of a parsed template.
///
/// Templates are logic-less Mustache: text, variables and sections. Names are split at dots
/// once, when the template is parsed, so rendering never touches the tag text again.
indirect enum TemplateNode: Sendable, Hashable {
    /// Text copied as it is.
    case text(String)
    /// `{{name}}`, `{{a.b}}` or `{{.}}` (an empty path): the value's text.
    case variable([String])
    /// `{{#name}}…{{/name}}`, or with `inverted`, `{{^name}}…{{/name}}`.
    case section([String], inverted: Bool, [TemplateNode])
}
