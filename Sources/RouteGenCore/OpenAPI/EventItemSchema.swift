/// What an event stream's OpenAPI 3.2 `itemSchema` says of one event: the kinds of data its
/// events carry and the data that ends the stream.
///
/// The itemSchema describes an event as an object of `data`, `event`, `id` and `retry`, or a
/// `oneOf`/`anyOf` of such objects (one per `event` name). A `data` is JSON when it says so
/// (`contentMediaType` of a JSON type and a `contentSchema`), text otherwise; a `data` that can
/// only be one text (`const`, or an `enum` of one) is the event that ends the stream, OpenAI's
/// `[DONE]`, whether it is an alternative of `data` or an event of its own.
struct EventItemSchema {
    /// The `contentSchema` of each distinct JSON data, in the order written.
    var jsonSchemas: [YAMLNode] = []
    /// Whether some data is text (no JSON `contentSchema`).
    var hasText = false
    /// The data texts that can only be one value: each ends the stream.
    var constants: [String] = []
    /// Whether any event of the itemSchema has a `data` property.
    var hasData = false
    /// The `contentSchema`s of data whose `contentMediaType` is no JSON type (or missing),
    /// with that media type: read as text, which the translator says where each is written.
    var unreadSchemas: [(schema: YAMLNode, mediaType: String?)] = []

    /// The data text that ends the stream when the itemSchema allows exactly one, else none:
    /// a 3.2 document describes every event, so RouteKit's `[DONE]` is not assumed, and of
    /// several texts none can be the one (each is then an event like any other).
    var terminator: StreamSpec.Terminator {
        constants.count == 1 ? constants.first.map(StreamSpec.Terminator.text) ?? .none : .none
    }

    /// Reads `itemSchema`, following references.
    init(_ itemSchema: YAMLNode, schemas: inout SchemaTranslator) {
        for event in Self.alternatives(of: itemSchema, schemas: &schemas) {
            guard let data = event.value(forKey: "properties")?.value(forKey: "data") else { continue }
            hasData = true
            for alternative in Self.alternatives(of: data, schemas: &schemas) {
                read(data: SchemaNode(alternative))
            }
        }
    }

    /// Sorts one data schema into JSON, a constant or text.
    private mutating func read(data: SchemaNode) {
        if let constant = data.text("const") ?? Self.onlyValue(data.list("enum")) {
            if !constants.contains(constant) { constants.append(constant) }
        } else if let schema = data["contentSchema"], let mediaType = data.text("contentMediaType"),
            MediaType(mediaType) == .json
        {
            if !jsonSchemas.contains(where: { OperationTranslator.sameContent($0, schema) }) {
                jsonSchemas.append(schema)
            }
        } else {
            if let schema = data["contentSchema"] { unreadSchemas.append((schema, data.text("contentMediaType"))) }
            hasText = true
        }
    }

    /// The one scalar of an `enum` of one value.
    private static func onlyValue(_ values: [YAMLNode]) -> String? {
        values.count == 1 ? values.first?.scalar?.value : nil
    }

    /// The schemas `node` allows, references followed: the members of its `oneOf` or `anyOf`,
    /// else itself.
    private static func alternatives(of node: YAMLNode, schemas: inout SchemaTranslator) -> [YAMLNode] {
        guard let (schema, _) = schemas.dereference(node) else { return [] }
        let members = SchemaNode(schema).list("oneOf") + SchemaNode(schema).list("anyOf")
        guard !members.isEmpty else { return [schema] }
        return members.compactMap { schemas.dereference($0)?.node }
    }
}
