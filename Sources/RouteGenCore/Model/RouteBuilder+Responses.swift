/// What a route's response declares beside its body type: documented header fields, and the
/// bodies of several success statuses.
extension RouteBuilder {
    /// The fields of the route's `ResponseHeaders` struct, each decoded from the header field
    /// it names: required ones with `decode`, which fails the response when the field is
    /// missing or malformed, optional ones (and those with a default) with `decodeIfPresent`.
    /// A field whose type no header can carry is reported and left out.
    func responseHeaderProperties(_ route: RouteSpec, diagnostics: inout [Diagnostic]) -> [PropertyModel] {
        var names = UniqueNames(what: "response header")
        var properties: [PropertyModel] = []
        for field in route.responseHeaders {
            names.claim(
                SwiftNames.memberName(field.name.value), by: field.name, kind: "response header",
                diagnostics: &diagnostics)
            guard let type = resolver.resolve(field.type, diagnostics: &diagnostics) else { continue }
            guard type.elementOrSelf.isParameterScalar else {
                diagnostics.append(
                    .error(
                        "response header \"\(field.name.value)\" has type \(field.type), but must be a scalar, a string enum, or an array of them",
                        at: field.type.location))
                continue
            }
            guard var property = structs.property(field, type: type, diagnostics: &diagnostics) else { continue }
            // A response header's default is how the client reads a field the server left out:
            // a plain stored value, nothing the client sends.
            property.coding =
                property.defaultValue == nil && !type.isOptional
                ? .requiredHeaderField : .headerFieldIfPresent(default: property.defaultValue)
            // The server's initializer of the struct (EncodableHeaders) leaves out optional fields.
            property.initDefault = property.type.isOptional ? .noValue : nil
            property.defaultValue = nil
            property.fixedValue = nil
            // Only the spec's doc: the field is read as any other, and a deprecation is the route's.
            property.documentedDeprecation = nil
            properties.append(property)
        }
        return properties
    }

    /// The cases of the route's `enum Response`, one per documented success status, or none
    /// when the route has one `response:`. Statuses must be 2xx and appear once; the case
    /// names come from their reason phrases.
    func responseCases(_ route: RouteSpec, diagnostics: inout [Diagnostic]) -> [ResponseCaseModel] {
        var statuses = UniqueNames(what: "success status", derived: false)
        var cases: [ResponseCaseModel] = []
        for success in route.responses {
            statuses.claim(
                String(success.status), by: Located(String(success.status), at: success.location),
                kind: "success status", diagnostics: &diagnostics)
            guard (200...299).contains(success.status) else {
                diagnostics.append(
                    .error(
                        "\"responses\" lists success statuses (200 to 299), not \(success.status); describe an error body under \"errors\"",
                        at: success.location))
                continue
            }
            let name = Self.caseName(forStatus: success.status)
            guard let written = success.type else {
                cases.append(
                    ResponseCaseModel(
                        name: name, status: success.status, payloadType: nil,
                        docLines: SwiftText.docLines(success.doc)))
                continue
            }
            guard let type = resolver.resolve(written, diagnostics: &diagnostics) else { continue }
            cases.append(
                ResponseCaseModel(
                    name: name, status: success.status, payloadType: resolver.reference(type),
                    docLines: SwiftText.docLines(success.doc)))
        }
        return cases
    }

    /// The case name of a success status: its reason phrase in RFC 9110 and its extensions
    /// (`201` → `created`), else `status` and the code.
    static func caseName(forStatus status: Int) -> String {
        switch status {
        case 200: "ok"
        case 201: "created"
        case 202: "accepted"
        case 203: "nonAuthoritativeInformation"
        case 204: "noContent"
        case 205: "resetContent"
        case 206: "partialContent"
        case 207: "multiStatus"
        case 208: "alreadyReported"
        case 226: "imUsed"
        default: "status\(status)"
        }
    }
}
