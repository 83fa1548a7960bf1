/// One libyaml parse event, copied into Swift values.
///
/// Copying lets ``YAMLEventReader`` free the C event before returning, so no libyaml memory
/// outlives a call whatever the caller does next.
enum YAMLEvent {
    /// The input begins.
    case streamStart
    /// The input ends; no more events follow.
    case streamEnd
    /// A document begins at the given location (at `---` when there is one).
    case documentStart(SourceLocation)
    /// The current document ends.
    case documentEnd
    /// `*name`: a reference to an earlier anchored node.
    case alias(String, at: SourceLocation)
    /// A scalar, with its anchor name if it has one.
    case scalar(YAMLScalar, anchor: String?, at: SourceLocation)
    /// A sequence begins; its items follow until ``sequenceEnd``.
    case sequenceStart(anchor: String?, at: SourceLocation)
    /// The innermost open sequence ends.
    case sequenceEnd
    /// A mapping begins; its keys and values follow alternately until ``mappingEnd``.
    case mappingStart(anchor: String?, at: SourceLocation)
    /// The innermost open mapping ends.
    case mappingEnd
}
