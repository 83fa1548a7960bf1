import Dispatch

/// Builds the models of many independent spec objects on all cores.
///
/// Each model and each route is built from read-only symbols, so they can be built at once;
/// results and diagnostics land in per-element slots and are joined in spec order, so the
/// output never depends on timing.
enum ParallelMap {
    /// `transform` of every element, `nil`s dropped, in order; each element's diagnostics are
    /// appended to `diagnostics` in element order.
    static func map<Element, Result>(
        _ elements: [Element],
        diagnostics: inout [Diagnostic],
        _ transform: (Element, inout [Diagnostic]) -> Result?
    ) -> [Result] {
        let slots = ConcurrentSlots<(result: Result?, diagnostics: [Diagnostic])>(count: elements.count)
        elements.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: buffer.count) { index in
                    var found: [Diagnostic] = []
                    let result = transform(buffer[index], &found)
                    slots.set(index, (result, found))
                }
            }
        }
        var results: [Result] = []
        results.reserveCapacity(elements.count)
        for case let (result, found)? in slots.values {
            diagnostics += found
            if let result { results.append(result) }
        }
        return results
    }
}
