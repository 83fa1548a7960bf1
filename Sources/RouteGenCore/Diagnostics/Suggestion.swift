/// "Did you mean …?" for misspelt keys and type names (and, in `routegen`, command names).
package enum Suggestion {
    /// ` (did you mean "x"?)` for the closest of `candidates` within a small edit distance,
    /// or an empty string when nothing is close.
    static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        guard let best = closest(to: word, among: candidates) else { return "" }
        return " (did you mean \"\(best)\"?)"
    }

    /// The closest candidate, case-insensitively, within a third of the word's length.
    package static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        var best: (word: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(word.lowercased(), candidate.lowercased(), limit: limit)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.word
    }

    /// Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`.
    static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : (b.isEmpty ? a.count : previous[b.count])
    }
}
