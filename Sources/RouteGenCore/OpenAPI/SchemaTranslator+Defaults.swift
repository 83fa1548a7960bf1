#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Defaults: a schema's `default` as the spec format's default value, checked against the
/// type the way the model stage checks it, so a default the model stage would reject is left
/// out here with a warning instead of failing the run.
extension SchemaTranslator {
    /// The default of a value of `schemaType`, or `nil` when there is none or it does not fit
    /// (reported). A `null` default is no default: optional values are `nil` anyway.
    mutating func defaultValue(_ node: YAMLNode, for schemaType: SchemaType) -> DefaultValue? {
        if node.isNull { return nil }
        return defaultValue(node, as: schemaType.type)
    }

    private mutating func defaultValue(_ node: YAMLNode, as type: TypeExpression) -> DefaultValue? {
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            return node.isNull ? .scalar("null", quoted: false, at: node.location) : defaultValue(node, as: wrapped)
        case .array(let element):
            guard let items = node.sequence else { return invalid(node, type) }
            var values: [DefaultValue] = []
            for item in items {
                guard let value = defaultValue(item, as: element) else { return nil }
                values.append(value)
            }
            return .list(values, at: node.location)
        case .dictionary:
            guard node.mapping?.isEmpty == true else {
                log.warn(
                    .defaults, "a default for a dictionary other than {} cannot be expressed: it is left out",
                    at: node.location)
                return nil
            }
            return .emptyMapping(at: node.location)
        case .named(let name):
            if let values = enumValues(ofModel: name.value) {
                // An open enum holds any value of its type, listed or not ("30s" of a duration).
                guard let text = node.scalar?.value, values.contains(text) || isOpenEnum(model: name.value) else {
                    return invalid(node, type)
                }
                return .scalar(text, quoted: true, at: node.location)
            }
            guard Self.scalarTypes.contains(name.value) else {
                log.warn(
                    .defaults,
                    "a default for an object, a union, binary data or any JSON value cannot be expressed: it is left out",
                    at: node.location)
                return nil
            }
            guard let text = node.scalar?.value else { return invalid(node, type) }
            return scalarDefault(text, node: node, type: name.value)
        }
    }

    /// The built-in types a default can be written for.
    private static let scalarTypes: Set<String> = [
        "String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "UUID", "URL", "Date", "CalendarDate",
    ]

    private mutating func scalarDefault(_ text: String, node: YAMLNode, type: String) -> DefaultValue? {
        let location = node.location
        switch type {
        case "Int", "Int64", "Int32":
            guard let number = SpecNumber.integer(text), type != "Int32" || Int32(exactly: number) != nil else {
                return invalid(node, .named(Located(type, at: location)))
            }
            return .scalar(String(number), quoted: false, at: location)
        case "Double", "Float":
            let rejection =
                type == "Float"
                ? SpecNumber.rejection(of: text, as: Float.self) : SpecNumber.rejection(of: text, as: Double.self)
            guard rejection == nil else { return invalid(node, .named(Located(type, at: location))) }
            return .scalar(text, quoted: false, at: location)
        case "Bool":
            guard text == "true" || text == "false" else { return invalid(node, .named(Located(type, at: location))) }
            return .scalar(text, quoted: false, at: location)
        case "UUID":
            guard UUID(uuidString: text) != nil else { return invalid(node, .named(Located(type, at: location))) }
            return .scalar(text, quoted: true, at: location)
        case "URL":
            guard let url = URL(string: text), url.scheme != nil else {
                return invalid(node, .named(Located(type, at: location)))
            }
            return .scalar(text, quoted: true, at: location)
        case "Date":
            let parsed =
                (try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text))
                ?? (try? Date.ISO8601FormatStyle().parse(text))
            guard parsed != nil else { return invalid(node, .named(Located(type, at: location))) }
            return .scalar(text, quoted: true, at: location)
        case "CalendarDate":
            guard CalendarDay(text) != nil else { return invalid(node, .named(Located(type, at: location))) }
            return .scalar(text, quoted: true, at: location)
        default:
            // String: any scalar is text.
            return .scalar(text, quoted: true, at: location)
        }
    }

    private mutating func invalid(_ node: YAMLNode, _ type: TypeExpression) -> DefaultValue? {
        let shown = node.scalar.map { "\"\($0.value)\"" } ?? node.kindName
        log.warn(.defaults, "the default \(shown) is not a valid \(type): it is left out", at: node.location)
        return nil
    }
}
