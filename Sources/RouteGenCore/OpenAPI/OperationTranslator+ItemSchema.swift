/// OpenAPI 3.2's `itemSchema`: the schema of each item of a sequential media type, which makes a
/// stream typed without RouteGen's extensions.
extension OperationTranslator {
    /// The element and terminator of a response stream whose media type has an `itemSchema`.
    ///
    /// For JSON Lines and JSON text sequences the itemSchema is the element. For an event stream
    /// it describes one event (``EventItemSchema``): the element is the type of its JSON data, or
    /// `ServerSentEvent` for text data; what one element type cannot say (data of several
    /// schemas, several terminators, no data) streams the events as they are, with a warning.
    /// The terminator is ``EventItemSchema/terminator``.
    mutating func itemStream(
        _ itemSchema: YAMLPair, format: StreamSpec.Format, hint: TypeNameHint, schemas: inout SchemaTranslator
    ) -> (element: TypeExpression, terminator: StreamSpec.Terminator) {
        guard format == .events else { return (schemas.type(of: itemSchema.value, hint: hint).type, .standard) }
        let events = EventItemSchema(itemSchema.value, schemas: &schemas)
        for (schema, mediaType) in events.unreadSchemas {
            let described =
                mediaType.map { "of media type \($0), which RouteGen decodes only as JSON" }
                ?? "without a contentMediaType"
            schemas.log.warn(
                .streamElements,
                "an event's data has a contentSchema \(described): that data is read as text",
                at: schema.location)
        }
        let raw = TypeExpression.named(Located(StreamSpec.rawEventType, at: itemSchema.value.location))
        let degraded: String
        if events.constants.count > 1 {
            let texts = events.constants.map { "\"\($0)\"" }.joined(separator: ", ")
            degraded = "ends with any of the data texts \(texts), and a stream has one terminator"
        } else if !events.hasData {
            degraded = "describes no \"data\" of an event"
        } else if events.jsonSchemas.count > 1 {
            degraded =
                "gives its events' data \(events.jsonSchemas.count) different schemas, which one element type cannot tell apart"
        } else if !events.jsonSchemas.isEmpty, events.hasText {
            degraded = "gives some events JSON data and others text, which one element type cannot hold"
        } else {
            // Text data only: the events as they are, which is what the document says they are.
            guard let schema = events.jsonSchemas.first else { return (raw, events.terminator) }
            return (schemas.type(of: schema, hint: hint).type, events.terminator)
        }
        schemas.log.warn(
            .streamElements,
            "the event stream's itemSchema \(degraded): its events are ServerSentEvent values; x-routegen-stream-element names the type of each event's data",
            at: itemSchema.key.location)
        return (raw, events.terminator)
    }

    /// The first of `itemSchema`, `itemEncoding` and `prefixEncoding` on a media type object:
    /// what makes a body a stream of items in OpenAPI 3.2.
    static func itemKey(of media: YAMLNode) -> YAMLPair? {
        media.mapping?.first { pair in
            ["itemSchema", "itemEncoding", "prefixEncoding"].contains { pair.key.isScalar($0) }
        }
    }
}
