/// The OpenAPI version `export-openapi` writes: 3.1, which every current tool reads, or 3.2,
/// whose words for what 3.1 cannot say (a union's default variant, …) the export then uses.
package enum OpenAPIVersion: String, Sendable, CaseIterable {
    case v3_1 = "3.1"
    case v3_2 = "3.2"

    /// The document's `openapi` value.
    var documentVersion: String {
        switch self {
        case .v3_1: "3.1.0"
        case .v3_2: "3.2.0"
        }
    }
}
