/// `<name>=<value>`: the shape of the options that pair a path with something
/// (`--model-files <spec>=<count>`), split in one place.
///
/// The split is at the last `=`, so a name may hold one (a spec path can); neither part may be
/// empty.
struct NameValueArgument {
    /// What comes before the last `=`.
    let name: String
    /// What comes after it.
    let value: String

    /// `argument` split at its last `=`; `nil` when it has none or either side is empty.
    init?(_ argument: String) {
        guard let equals = argument.lastIndex(of: "="), equals != argument.startIndex,
            argument.index(after: equals) != argument.endIndex
        else { return nil }
        name = String(argument[..<equals])
        value = String(argument[argument.index(after: equals)...])
    }
}
