/// The exported document's `servers`: the base URL first, then the servers the specs name
/// (``ServerSpec``), so the OpenAPI stage reads back the same base URL and the same named
/// servers. The base URL is written once, as its named server when that comes first.
///
/// A Server Object's `name` is OpenAPI 3.2's: a 3.1 document writes each server's URL and
/// description without it (``OnlyInOpenAPI32`` warns).
enum ServersExporter {
    /// The `servers` of `files`, or `nil` when they give no base URL.
    static func servers(_ files: [SpecFile], version: OpenAPIVersion) -> ExportNode? {
        guard let baseURL = files.compactMap(\.baseURL).first else { return nil }
        let named = files.first { !$0.servers.isEmpty }?.servers ?? []
        let unnamedBase: [ExportNode] =
            named.first?.url.value == baseURL.value ? [] : [.mapping([("url", .text(baseURL.value))])]
        return .sequence(
            unnamedBase
                + named.map { server in
                    var fields: [(key: String, value: ExportNode)] = [("url", .text(server.url.value))]
                    if let doc = server.doc { fields.append(("description", .text(doc))) }
                    if version == .v3_2 { fields.append(("name", .text(server.name.value))) }
                    return .mapping(fields)
                })
    }
}
