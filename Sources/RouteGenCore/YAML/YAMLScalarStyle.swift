/// How a scalar was written in the file.
///
/// The tree keeps the style because YAML gives it meaning: `"404"` is a string while `404` is
/// a number, and only the style (with the tag) tells a caller which one the author wrote.
package enum YAMLScalarStyle: Sendable, Hashable {
    /// Unquoted, e.g. `404` or `title`; the only style whose value may be a number, bool or null.
    case plain
    /// `'…'`: always a string.
    case singleQuoted
    /// `"…"`: always a string, with escapes already resolved in the value.
    case doubleQuoted
    /// `|` block: a string with line breaks kept.
    case literal
    /// `>` block: a string with line breaks folded to spaces.
    case folded
}
