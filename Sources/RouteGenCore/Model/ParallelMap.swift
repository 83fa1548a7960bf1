import Foundation

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
        let slots = Slots<Result>(count: elements.count)
        elements.withUnsafeBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            withoutActuallyEscaping(transform) { transform in
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: buffer.count) { index in
                    var found: [Diagnostic] = []
                    let result = transform(buffer[index], &found)
                    slots.set(index, result: result, diagnostics: found)
                }
            }
        }
        return slots.collect(into: &diagnostics)
    }

    /// Per-element results written from several threads, each index by exactly one.
    private final class Slots<Result>: @unchecked Sendable {
        private var results: [Result?]
        private var diagnostics: [[Diagnostic]]
        private let lock = NSLock()

        init(count: Int) {
            results = Array(repeating: nil, count: count)
            diagnostics = Array(repeating: [], count: count)
        }

        func set(_ index: Int, result: Result?, diagnostics found: [Diagnostic]) {
            lock.lock()
            results[index] = result
            diagnostics[index] = found
            lock.unlock()
        }

        func collect(into all: inout [Diagnostic]) -> [Result] {
            lock.lock()
            defer { lock.unlock() }
            for found in diagnostics { all += found }
            return results.compactMap { $0 }
        }
    }
}
