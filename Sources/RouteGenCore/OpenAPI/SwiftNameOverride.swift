/// `x-swift-name`: the name the user chose for a generated declaration, where the document's own
/// name would not read well in Swift and the user does not own the document's other names.
///
/// It names a component schema's type, a `oneOf`/`anyOf` member's case (and, for an inline
/// member, its nested type), a property (and thereby the type of its inline schema), an
/// operation's route and a parameter. The name is converted like any other (`owner_id` →
/// `ownerId` for a member); one that another declaration in its scope already has is an error at
/// the extension, since silently numbering a chosen name would defeat choosing it.
enum SwiftNameOverride {
    /// The extension's key.
    static let key = "x-swift-name"

    /// The name `node` chooses, where it is written; `nil` without one, or when it is not text
    /// with a letter or digit.
    static func value(in node: YAMLNode) -> Located<String>? {
        guard let value = node.value(forKey: key), let text = value.scalar?.value, !SwiftNames.words(text).isEmpty
        else { return nil }
        return Located(text, at: value.location)
    }

    /// The message of an `x-swift-name` that another declaration's name already takes.
    static func collision(_ name: Located<String>, becomes swiftName: String, what: String) -> String {
        "\(key) \"\(name.value)\" names \(what) \(swiftName), which another \(what) in the same scope already has; choose another name"
    }
}
