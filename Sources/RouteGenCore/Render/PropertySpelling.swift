/// How a property's statements are spelled, from what the model says of it: its struct's
/// coding (``PropertyCoding``) and how it travels in a request (``RequestCoding``). Every
/// statement names the stored value, never the accessor, which may read a default or be
/// deprecated; and names it `self.name` where a local of the generated method would hide it.
extension PropertyModel {
    /// The stored property's type: `Indirect<T>` for a boxed value, else what the initializer
    /// takes (``parameterType``: `T?` for a field with a default).
    var storageType: String {
        isIndirect ? "RouteKit.Indirect<\(type.spelling)>" : parameterType.spelling
    }

    /// The wire name as a string literal (`"per_page"`); empty for the dictionary of additional
    /// properties, which has none.
    var keyLiteral: String { key.map(SwiftText.stringLiteral) ?? "" }

    /// The value as it is stored, which coding and requests send: the storage, unboxed for a
    /// boxed value (`_parent.value`).
    var storedValue: String { isIndirect ? storageName + ".value" : storageName }

    /// What the accessor returns: the storage, unboxed or with the default.
    var readExpression: String {
        defaultValue.map { "\(storedValue) ?? \($0.spelling)" } ?? storedValue
    }

    /// The statement of a mutable property's setter.
    var writeStatement: String { isIndirect ? "\(storageName).value = newValue" : "\(storageName) = newValue" }

    /// The statement of the memberwise initializer that sets it: from its parameter, boxed for
    /// a recursive value, or to its fixed value.
    var initStatement: String {
        if let fixedValue { return "self.\(name) = \(fixedValue.spelling)" }
        return "self.\(storageName) = " + (isIndirect ? "RouteKit.Indirect(\(name))" : name)
    }

    /// The argument for this property in a route's memberwise initializer (routes declare
    /// none of their own): `page: page`, `_perPage: perPage`, `role: .user`.
    var memberwiseArgument: String { "\(memberwiseLabel): \(fixedValue?.spelling ?? name)" }

    /// The doc comment lines: the spec's, then what a default and a fixed value mean, then a
    /// route parameter's deprecation, each after a blank line.
    var documentation: [String] {
        var lines = docLines
        if let defaultValue {
            lines +=
                (lines.isEmpty ? [] : [""]) + [
                    "Reads `\(defaultValue.spelling)`, what the server assumes, when it is absent; it is sent only when set."
                ]
        }
        if let fixedValue {
            lines +=
                (lines.isEmpty ? [] : [""]) + [
                    isConstant
                        ? "Always `\(fixedValue.spelling)`, the one value the spec allows: sent, and checked when received."
                        : "Always `\(fixedValue.spelling)`, the one value the spec allows: filled in, and sent."
                ]
        }
        if let message = documentedDeprecation { lines += Deprecation.docLines(message, after: lines) }
        return lines
    }

    /// The line of `init(from:)` that reads it: from the `JSONObjectReader` named `object`, or
    /// the `ResponseHeaderFields` named `fields`; empty for a route's body.
    var decodeStatement: String {
        switch coding {
        case .none:
            return ""
        case .jsonField(let presence):
            let decoder =
                switch presence {
                case .required: "decode"
                case .ifPresent: "decodeIfPresent"
                case .nullable: "decodeNullable"
                }
            let decode = "try object.\(decoder)(forKey: \(keyLiteral))"
            return "self.\(storageName) = " + (isIndirect ? "RouteKit.Indirect(\(decode))" : decode)
        case .jsonConstant:
            return "try object.decodeConstant(\(fixedValue?.spelling ?? ""), forKey: \(keyLiteral))"
        case .additionalProperties(let declaredKeys):
            return "self.\(name) = try object.decodeAdditionalProperties(besides: \(Self.keyList(declaredKeys)))"
        case .requiredHeaderField:
            return "self.\(name) = try fields.decode(forName: \(keyLiteral))"
        case .headerFieldIfPresent(let value):
            return "self.\(name) = fields.decodeIfPresent(forName: \(keyLiteral))"
                + (value.map { " ?? \($0.spelling)" } ?? "")
        }
    }

    /// The line of `encode(to:)` that writes it to the `JSONObjectWriter` named `object`; empty
    /// for a route's body and a response header field.
    var encodeStatement: String {
        switch coding {
        case .none, .requiredHeaderField, .headerFieldIfPresent:
            ""
        case .jsonConstant:
            "try object.encode(\(fixedValue?.spelling ?? ""), forKey: \(keyLiteral))"
        case .jsonField(let presence):
            "try object.\(presence == .required ? "encode" : "encodeIfPresent")(\(GeneratedLocals.coding.reference(storedValue, bareName)), forKey: \(keyLiteral))"
        case .additionalProperties(let declaredKeys):
            "try object.encodeAdditionalProperties(\(GeneratedLocals.coding.reference(name, bareName)), besides: \(Self.keyList(declaredKeys)))"
        }
    }

    /// The call of `encode(into:)` that sends a parameter (`request.query("page", page)`,
    /// `form.field("name", name)`); empty for everything else, a body included, which the
    /// route sends with a statement of its own (``RouteModel/bodyStatement``).
    var requestStatement: String {
        guard case .parameter(let encoding, _)? = requestCoding else { return "" }
        return encoding.clientStatement(
            key: keyLiteral, argument: GeneratedLocals.request.reference(storedValue, bareName))
    }

    /// The expression a generated server decoder reads a route's property with, the inverse of
    /// the client's (`try request.query("page", as: Int.self)`); empty for properties of models.
    var serverExpression: String {
        switch requestCoding {
        case .parameter(let encoding, let requiredAs)?:
            encoding.serverRead(key: keyLiteral, type: type, requiredAs: requiredAs)
        case .body(let encoding)?:
            encoding.serverRead(body: type)
        case nil:
            ""
        }
    }

    /// JSON keys as a Swift array of string literals (`["id", "name"]`).
    private static func keyList(_ keys: [String]) -> String {
        "[" + keys.map(SwiftText.stringLiteral).joined(separator: ", ") + "]"
    }
}

extension DiscriminatorPropertyModel {
    /// The line of `encode(to:)` that writes the constant under its key.
    var encodeStatement: String {
        "try object.encode(\(GeneratedLocals.coding.reference(name, bareName)), forKey: \(SwiftText.stringLiteral(key)))"
    }
}

/// The locals of a generated method, which would hide a property of the same name in its
/// statements.
enum GeneratedLocals {
    /// `object` and `encoder`, of `encode(to:)`.
    case coding
    /// `request`, `form` and `parts`, of a route's `encode(into:)`.
    case request

    private var names: Set<String> {
        switch self {
        case .coding: ["object", "encoder"]
        case .request: ["request", "form", "parts"]
        }
    }

    /// How a statement of the method names the property `name` (escaped) of bare name
    /// `bareName`: `self.name` where one of these locals would otherwise shadow it.
    func reference(_ name: String, _ bareName: String) -> String {
        names.contains(bareName) ? "self.\(name)" : name
    }
}
