import ArgumentParser
import RouteGenCore

/// `--renames <file>`: new names for the models, routes, properties and cases of specs the user
/// does not own (Docs/OpenAPI.md, "Names").
struct RenameArguments: ParsableArguments {
    @Option(
        name: .customLong("renames"),
        help: ArgumentHelp(
            "A YAML file mapping generated names to new ones (Pet.Owner: Person, listAllPetsV2: listPets, Pet.owner_id: ownerID).",
            discussion: "A rename that names nothing or collides is an error at its line in the file.",
            valueName: "file"))
    var file: String?

    /// The renames, and the problems of reading them; `nil` without the option.
    func load() -> (SpecRenames?, [Diagnostic]) {
        guard let file else { return (nil, []) }
        let (renames, diagnostics) = SpecRenames.load(contentsOf: file)
        return (renames, diagnostics)
    }
}
