#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// OpenAPI 3.2's `multipart/mixed` response of items: a stream whose every part is an element
/// (RouteKit's `StreamFormat.multipartMixed`).
extension OperationTranslator {
    /// The element of a `multipart/mixed` stream: the `itemSchema`'s type when its parts are JSON
    /// — `itemEncoding`'s `contentType`, by default `application/json` for a schema that is not a
    /// string — else each part's bytes, `Data`; `JSONValue` without an `itemSchema`.
    ///
    /// With `prefixEncoding`, the first parts have media types of their own: see
    /// ``prefixParts(of:_:schemas:)``.
    mutating func partsElement(of media: YAMLNode, hint: TypeNameHint, schemas: inout SchemaTranslator)
        -> TypeExpression
    {
        let itemSchema = media.mapping?.first { $0.key.isScalar("itemSchema") }
        warnOfPartHeaders(in: media.value(forKey: "itemEncoding"), schemas: &schemas)
        let contentType = media.value(forKey: "itemEncoding")?.value(forKey: "contentType")
        let json: Bool
        if let written = contentType?.scalar?.value {
            json = written.split(separator: ",").allSatisfy { MediaType(String($0)) == .json }
        } else {
            json = itemSchema?.value.value(forKey: "type")?.scalar?.value != "string"
        }
        guard json else {
            schemas.log.warn(
                .multipartResponses,
                "the parts of the multipart/mixed response are not JSON (\(contentType?.scalar?.value ?? "a string itemSchema's text/plain")): each element is a part's bytes, Data",
                at: contentType?.location ?? itemSchema?.key.location ?? media.location)
            return .named(Located("Data", at: media.location))
        }
        guard let itemSchema else { return .named(Located(BuiltinName.json, at: media.location)) }
        return schemas.type(of: itemSchema.value, hint: hint).type
    }

    /// The parts of a `multipart/mixed` stream with `prefixEncoding`, by position: one
    /// ``StreamPartSpec`` per entry of `prefixEncoding` or of the `schema`'s `prefixItems`
    /// (whichever lists more), then the parts after them as `itemSchema` (else the schema's
    /// `items`) and `itemEncoding` say.
    ///
    /// Each part is read by its encoding's `contentType` — JSON into its schema's type (or
    /// `JSONValue` without one), text as `String`, any other media type as `Data` — or, without
    /// one, by its schema as OpenAPI's encoding defaults say: a string is `text/plain` (`Data`
    /// for a binary one), anything else JSON, no schema `application/octet-stream`. So the parts
    /// after the prefix, when the document says nothing of them, are `Data`: any part is read.
    /// A part's case is named after its schema's `title` or the component its `$ref` names,
    /// else `part1`, `part2`…; the rest are `item`.
    mutating func prefixParts(of media: YAMLNode, _ prefixEncoding: YAMLPair, schemas: inout SchemaTranslator) -> (
        prefix: [StreamPartSpec], item: StreamPartSpec
    ) {
        let encodings = prefixEncoding.value.sequence ?? []
        if prefixEncoding.value.sequence == nil {
            schemas.log.warn(
                .malformed,
                "expected prefixEncoding to be a list of the first parts' encodings, found \(prefixEncoding.value.kindName): the parts are read by their schemas",
                at: prefixEncoding.value.location)
        }
        let schema = media.value(forKey: "schema").flatMap { schemas.dereference($0)?.node }
        let prefixItems = schema?.value(forKey: "prefixItems")?.sequence ?? []
        var taken: Set<String> = [StreamPartSpec.itemCase]
        var prefix: [StreamPartSpec] = []
        for index in 0..<max(encodings.count, prefixItems.count) {
            let itemSchema = index < prefixItems.count ? prefixItems[index] : nil
            let encoding = index < encodings.count ? encodings[index] : nil
            var name = itemSchema.flatMap { partName(of: $0, schemas: &schemas) } ?? "part\(index + 1)"
            if !taken.insert(name).inserted {
                name = "part\(index + 1)"
                taken.insert(name)
            }
            let location = encoding?.location ?? itemSchema?.location ?? prefixEncoding.key.location
            var part = self.part(
                schema: itemSchema, encoding: encoding, hint: TypeNameHint(name, in: routeType), at: location,
                schemas: &schemas)
            part.name = Located(name, at: location)
            prefix.append(part)
        }
        let itemSchema =
            media.value(forKey: "itemSchema")
            ?? schema?.value(forKey: "items").flatMap { items in
                items.mapping != nil ? items : nil
            }
        var item = part(
            schema: itemSchema, encoding: media.value(forKey: "itemEncoding"),
            hint: TypeNameHint("StreamElement", in: routeType), at: media.location, schemas: &schemas)
        item.name = Located(StreamPartSpec.itemCase, at: media.location)
        return (prefix, item)
    }

    /// One part: its type and, when it is not the one its type is sent as by default, its
    /// media type (the first its encoding lists).
    private mutating func part(
        schema: YAMLNode?, encoding: YAMLNode?, hint: TypeNameHint, at location: SourceLocation,
        schemas: inout SchemaTranslator
    ) -> StreamPartSpec {
        warnOfPartHeaders(in: encoding, schemas: &schemas)
        let written = encoding?.value(forKey: "contentType")
        let mediaTypes = (written?.scalar?.value ?? "").split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
        let resolved = schema.flatMap { schemas.dereference($0)?.node }
        let type: TypeExpression
        if !mediaTypes.isEmpty {
            if mediaTypes.allSatisfy({ MediaType($0) == .json }) {
                type =
                    schema.map { schemas.type(of: $0, hint: hint).type }
                    ?? .named(Located(BuiltinName.json, at: location))
            } else if mediaTypes.allSatisfy({ MediaType($0) == .text }) {
                type = .named(Located("String", at: location))
            } else {
                type = .named(Located("Data", at: location))
            }
        } else if let schema, resolved?.value(forKey: "type")?.scalar?.value == "string" {
            let binary =
                resolved?.value(forKey: "format")?.scalar?.value == "binary"
                || resolved?.value(forKey: "contentMediaType") != nil
            type = .named(Located(binary ? "Data" : "String", at: schema.location))
        } else if let schema {
            type = schemas.type(of: schema, hint: hint).type
        } else {
            type = .named(Located("Data", at: location))
        }
        var part = StreamPartSpec(name: Located("", at: location), type: type)
        if let first = mediaTypes.first, first != StreamPartSpec.defaultContentType(of: type) {
            part.contentType = Located(first, at: written?.location ?? location)
        }
        return part
    }

    /// An encoding's `headers`, which a stream of parts does not read — an element is the part's
    /// body — reported where they are written rather than dropped in silence.
    private func warnOfPartHeaders(in encoding: YAMLNode?, schemas: inout SchemaTranslator) {
        guard let headers = encoding?.mapping?.first(where: { $0.key.isScalar("headers") }) else { return }
        schemas.log.warn(
            .multipartResponses,
            "the headers of a multipart/mixed response's parts are not read: each element is a part's body",
            at: headers.key.location)
    }

    /// A prefix part's case name: its schema's `title`, else the name of the component its
    /// `$ref` names, as a Swift member name; `nil` for neither.
    private mutating func partName(of schema: YAMLNode, schemas: inout SchemaTranslator) -> String? {
        if let title = schema.value(forKey: "title")?.scalar?.value {
            let name = SwiftNames.memberName(title)
            if !name.isEmpty { return name }
        }
        guard schema.value(forKey: "$ref") != nil, let component = schemas.dereference(schema)?.name else {
            return nil
        }
        let name = SwiftNames.memberName(component)
        return name.isEmpty ? nil : name
    }
}
