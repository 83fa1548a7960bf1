extension MockAPIBuilder {
    /// The elements a stream answers with: a `parts` stream's prefix parts, one each, then the
    /// examples of the element's model that match it, else one element synthesized from its
    /// type. Events as they are (`ServerSentEvent`) and bytes have no example to send: such a
    /// stream is served empty, with a note.
    func stream(_ spec: StreamSpec) -> MockStream {
        var stream = MockStream(format: spec.format, terminator: spec.terminator, elements: [], note: nil)
        // The parts after a prefix are the element enum's `item` case, sent as their media type.
        let itemContentType =
            spec.prefix.isEmpty
            ? nil : spec.elementContentType?.value ?? StreamPartSpec.defaultContentType(of: spec.element)
        guard case .named(let name) = spec.element.unwrapped else {
            stream.elements = element(of: spec.element, contentType: itemContentType).map { [$0] } ?? []
            return stream
        }
        if name.value == StreamSpec.rawEventType || name.value == BuiltinType.data.rawValue {
            stream.note = "its \(name.value) elements have no example: it ends without one"
            return stream
        }
        for part in spec.prefix {
            let contentType = part.contentType?.value ?? StreamPartSpec.defaultContentType(of: part.type)
            guard let element = element(of: part.type, contentType: contentType) else {
                stream.note = "its prefix part \(part.name.value) has no example: it ends without one"
                return stream
            }
            stream.elements.append(element)
        }
        let documented =
            symbols.models[name.value]?.spec.examples.compactMap { example -> MockStream.Element? in
                guard let value = example.value, !mismatched.contains(example.location) else { return nil }
                return MockStream.Element(
                    contentType: itemContentType ?? "application/json", text: value.jsonText, isJSON: true)
            } ?? []
        if !documented.isEmpty {
            stream.elements += documented
        } else if let element = element(of: spec.element, contentType: itemContentType) {
            stream.elements.append(element)
        } else {
            stream.note = "its \(spec.element) elements have no example: it ends without one"
        }
        return stream
    }

    /// One element of `type` synthesized. A part of a stream whose first parts are told apart by
    /// position (`prefix:`) is sent as `contentType` (its own, else its type's): a `String` read
    /// as text is its text, bytes are empty, anything else JSON. Any other element (`contentType`
    /// `nil`) is JSON, a `String` too, but for an event stream, which sends it as its text.
    private func element(of type: TypeExpression, contentType: String?) -> MockStream.Element? {
        let mediaType = contentType ?? "application/json"
        var reading = StreamPartSpec.Reading.json
        if let contentType {
            reading = StreamPartSpec.reading(of: type, contentType: contentType)
        } else if case .named(let name) = type.unwrapped, name.value == BuiltinType.string.rawValue {
            reading = .text
        }
        switch reading {
        case .bytes:
            return MockStream.Element(contentType: mediaType, text: "", isJSON: false)
        case .text:
            return MockStream.Element(contentType: mediaType, text: "string", isJSON: false)
        case .json:
            return synthesis.json(for: type).map { MockStream.Element(contentType: mediaType, text: $0, isJSON: true) }
        }
    }
}
