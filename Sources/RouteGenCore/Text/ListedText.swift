/// Several names in one sentence, `a, b and c` or `a, b or c`: the one spelling behind every
/// diagnostic and generated doc comment that lists things, so they all read alike.
enum ListedText {
    /// The word before the last item.
    enum Conjunction: String {
        case and, or
    }

    /// `a`, `a and b`, `a, b and c` (or `or`); empty for no items.
    static func listing(_ items: [String], _ conjunction: Conjunction) -> String {
        guard let last = items.last, items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction.rawValue) " + last
    }
}
