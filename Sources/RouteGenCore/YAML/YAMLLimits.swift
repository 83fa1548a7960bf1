/// Bounds that keep a hostile spec file from exhausting memory or time.
///
/// Real API descriptions stay far below both: the largest public specs nest about 20 levels deep
/// and hold a few hundred thousand nodes.
enum YAMLLimits {
    /// How many collections may be open inside one another; deeper input is rejected rather than
    /// trusted to every later stage that walks the tree recursively.
    static let maximumDepth = 256
    /// How many nodes the document may hold once aliases are expanded, so a "billion laughs"
    /// file is rejected before anything walks its exponential expansion.
    static let maximumNodeCount = 1_000_000
}
