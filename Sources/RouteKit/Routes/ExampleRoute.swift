/// A route whose spec documents example responses, which come with it.
///
/// `routegen --examples` (`examples: true` in `routegen.yml`) emits the conformance for each
/// route with at least one example a client can decode: off by default, so an app that never
/// uses them compiles none. Examples that do not match their schema (a located `examples`
/// warning) are left out, as are those of bytes and of streams; a route that documents no
/// success example gets one synthesized from its response's type, and a route without a
/// response body its bodiless answer, `204` (``ExampleResponse/isSynthesized``).
public protocol ExampleRoute: Route {
    /// The documented examples, in the order the spec writes them.
    static var exampleResponses: [ExampleResponse] { get }
}
