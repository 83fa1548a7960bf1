/// Builds the element of a `parts` stream with a `prefix:` (OpenAPI 3.2's `prefixEncoding`): an
/// enum nested in the route, `<Route>.StreamPart`, with a case per prefix part, in order, and
/// `item` for the parts after them, each holding its part's value — JSON decoded, text or
/// bytes — and conforming to RouteKit's `PositionalPart`, which makes each element from a part
/// and its position and sends each as a part of its own media type.
struct StreamPartsBuilder {
    let resolver: TypeResolver
    /// How models are declared; the enum offers the same equality as they do.
    let style: ModelStyle

    /// The name the enum has inside its route.
    static let enumName = "StreamPart"

    /// The enum for `stream` of the route whose Swift type is `routeType`, or `nil` after
    /// reporting its problems.
    func partsEnum(_ stream: StreamSpec, routeType: String, diagnostics: inout [Diagnostic]) -> UnionModel? {
        let name = routeType + "." + Self.enumName
        if let model = resolver.symbols.models[name] {
            diagnostics.append(
                .error(
                    "model \"\(name)\" has the name of the enum of the parts of the route's stream (its \"prefix\"): rename the model",
                    at: model.spec.name.location))
            return nil
        }
        let before = diagnostics.count
        var names = UniqueNames(what: "case")
        let item = StreamPartSpec(
            name: Located(StreamPartSpec.itemCase, at: stream.location), type: stream.element,
            contentType: stream.elementContentType)
        var variants: [UnionVariantModel] = []
        for (index, part) in (stream.prefix + [item]).enumerated() {
            let bare = SwiftNames.memberName(part.name.value)
            names.claim(bare, by: part.name, kind: "prefix part", diagnostics: &diagnostics)
            guard let resolved = resolver.resolve(part.type, diagnostics: &diagnostics) else { continue }
            let contentType = part.contentType?.value ?? StreamPartSpec.defaultContentType(of: part.type)
            let isItem = index == stream.prefix.count
            let place =
                isItem ? "Each part after the \(ordinal(stream.prefix.count)) one" : "The \(ordinal(index + 1)) part"
            var variant = UnionVariantModel(
                name: SwiftNames.escaped(bare), type: resolver.reference(resolved, inside: name),
                docLines: ["\(place) (`\(contentType)`)."], isIndirect: false)
            variant.part = PositionalPartModel(
                position: isItem ? nil : index, contentType: contentType,
                reading: StreamPartSpec.reading(of: part.type, contentType: contentType))
            variants.append(variant)
        }
        guard diagnostics.count == before else { return nil }
        var model = UnionModel(
            name: name,
            docLines: [
                "A part of the multipart/mixed stream of `\(routeType)`, by its position: a case",
                "for each of the " + (stream.prefix.count == 1 ? "first part" : "first \(stream.prefix.count) parts")
                    + ", `\(StreamPartSpec.itemCase)` for the rest.",
            ],
            conformances: style.conformances.map { $0 == "Codable" ? "RouteKit.PositionalPart" : $0 },
            isParameter: false, variants: variants, discriminator: nil, noMatchMessage: nil)
        model.isPositional = true
        return model
    }

    /// "first", "second", … "tenth", then "11th", "12th", ….
    private func ordinal(_ number: Int) -> String {
        let words = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"]
        guard number > 10 else { return words[max(number, 1) - 1] }
        let suffix =
            (11...13).contains(number % 100)
            ? "th" : number % 10 == 1 ? "st" : number % 10 == 2 ? "nd" : number % 10 == 3 ? "rd" : "th"
        return "\(number)\(suffix)"
    }
}
