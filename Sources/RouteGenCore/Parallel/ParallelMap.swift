/// Builds the models of many independent spec objects on all cores.
///
/// Each model and each route is built from read-only symbols, so they can be built at once;
/// results and diagnostics land in per-element slots and are joined in spec order, so the
/// output never depends on timing.
enum ParallelMap {
    /// `transform` of every element, `nil`s dropped, in order; each element's diagnostics are
    /// appended to `diagnostics` in element order.
    static func map<Element: Sendable, Result: Sendable>(
        _ elements: [Element],
        diagnostics: inout [Diagnostic],
        _ transform: @Sendable (Element, inout [Diagnostic]) -> Result?
    ) -> [Result] {
        let outcomes = ConcurrentSlots.map(elements.count) { index -> (result: Result?, diagnostics: [Diagnostic]) in
            var found: [Diagnostic] = []
            let result = transform(elements[index], &found)
            return (result, found)
        }
        var results: [Result] = []
        results.reserveCapacity(elements.count)
        for (result, found) in outcomes {
            diagnostics += found
            if let result { results.append(result) }
        }
        return results
    }
}
