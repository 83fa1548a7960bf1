/// The root `tags` of an exported document: the tags the specs describe (`tags:`), each with its
/// `description`, and in OpenAPI 3.2 its `summary`, `parent` and `kind`, which 3.1 has no words
/// for (``OnlyInOpenAPI32`` warns where the spec says them).
enum TagExporter {
    /// The tag objects of `tags` in OpenAPI `version`, in the order given, each's fields in the
    /// order OpenAPI lists them.
    static func tags(_ tags: [TagSpec], version: OpenAPIVersion) -> ExportNode {
        .sequence(
            tags.map { tag in
                var entries: [(key: String, value: ExportNode)] = [("name", .text(tag.name.value))]
                if version == .v3_2, let summary = tag.summary { entries.append(("summary", .text(summary))) }
                if let doc = tag.doc { entries.append(("description", .text(doc))) }
                if version == .v3_2 {
                    if let parent = tag.parent { entries.append(("parent", .text(parent.value))) }
                    if let kind = tag.kind { entries.append(("kind", .text(kind))) }
                }
                return .mapping(entries)
            })
    }

    /// The fields of `tag` only OpenAPI 3.2 has, by their OpenAPI names.
    static func onlyIn32(_ tag: TagSpec) -> [String] {
        [("summary", tag.summary), ("parent", tag.parent?.value), ("kind", tag.kind)].compactMap {
            $0.1 == nil ? nil : $0.0
        }
    }
}
