/// What an anchor name currently refers to, as the tree builder tracks it.
///
/// An anchor is registered when its node starts, as YAML orders anchors by where they are
/// written, so an alias inside the anchored collection itself can be told apart from an unknown
/// name and reported as recursion.
enum YAMLAnchor {
    /// The anchored collection has started but not ended: an alias to it would be recursive.
    case open
    /// The anchored node is complete; `size` is its node count with aliases expanded, which an
    /// alias adds to the document's total without walking the copy.
    case defined(YAMLNode, size: Int)
}
