/// A model's examples as values of it, which its `examples` property lists (`--examples`).
package struct ModelExamples: Sendable, Hashable {
    /// The values, in the order the spec writes them; empty when it documents none that the
    /// model can hold (and none was synthesized).
    package var values: [LiteralValue] = []
    /// Whether the one value was synthesized from the model's type because its spec documents
    /// no example it can hold (`--synthesized-examples`).
    package var isSynthesized = false
}
