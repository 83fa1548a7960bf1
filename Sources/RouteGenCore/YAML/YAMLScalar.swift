/// The text of a scalar node together with how it was written.
///
/// Resolving `true`, `404` or `null` into typed values is left to the caller, which knows what a
/// field expects; this type keeps what is needed to do that faithfully: the value, the style and
/// any explicit tag.
package struct YAMLScalar: Sendable, Hashable {
    /// The scalar's content with quoting, escapes and block folding already applied.
    package var value: String
    /// How the scalar was written, so quoted `"404"` and plain `404` stay distinguishable.
    package var style: YAMLScalarStyle
    /// The explicit tag as libyaml resolves it, e.g. `tag:yaml.org,2002:str` for `!!str` or `!`
    /// for the non-specific tag; `nil` when the scalar has no tag, which is the usual case.
    package var tag: String?

    /// Creates a scalar; callers use it to build trees in tests without going through text.
    package init(value: String, style: YAMLScalarStyle = .plain, tag: String? = nil) {
        self.value = value
        self.style = style
        self.tag = tag
    }

    /// Whether the scalar was written in any non-plain style, which makes it a string whatever
    /// its text looks like.
    package var isQuoted: Bool { style != .plain }
}
