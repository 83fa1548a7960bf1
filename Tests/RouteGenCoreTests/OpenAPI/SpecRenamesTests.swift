import Foundation
import Testing
@testable import RouteGenCore

/// A renames file gives new names to the models, routes, properties and cases of a document the
/// user does not own; a rename that names nothing or collides is an error at its line.
struct SpecRenamesTests {
    static let document =
        openAPIHeader + """
            paths:
              /pets:
                get:
                  operationId: list_all_the_pets_v2
                  parameters:
                    - { name: sort, in: query, schema: { type: string, enum: [name, age] } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/Pet" } } } } }
            components:
              schemas:
                Pet:
                  type: object
                  properties:
                    owner_id: { type: string }
                    owner: { type: object, properties: { name: { type: string } } }
                Status: { type: string, enum: [in_progress, done] }
                Event:
                  oneOf:
                    - { $ref: "#/components/schemas/Pet" }
                    - { type: string }

            """

    /// The spec of `document` with the renames `text` applied, and their diagnostics.
    static func renamed(_ text: String) throws -> (spec: String, diagnostics: [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-renames-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Renames.yml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let (renames, loaded) = SpecRenames.load(contentsOf: path)
        var specs = [translate(document).spec]
        let applied = renames.apply(to: &specs)
        specs[0].api = nil
        specs[0].baseURL = nil
        specs[0].doc = nil
        let diagnostics = (loaded + applied).map {
            $0.description.replacingOccurrences(of: folder.path + "/", with: "")
        }
        return (SpecWriter.yaml(specs[0]), diagnostics)
    }

    @Test func modelsRoutesPropertiesAndCasesGetTheirNewNames() throws {
        let (spec, diagnostics) = try Self.renamed(
            """
            Pet: Animal
            Pet.Owner: Keeper
            Pet.ownerId: ownerID
            listAllThePetsV2: listPets
            Status.inProgress: working
            Event.pet: animal

            """)
        #expect(diagnostics == [])
        #expect(
            spec.contains(
                """
                models:
                  Animal:
                    fields:
                      ownerID:
                        type: String?
                        key: owner_id
                      owner: Animal.Keeper?
                  Animal.Keeper:
                """))
        #expect(spec.contains("      working: in_progress\n"))
        #expect(spec.contains("      animal: Animal\n"))
        #expect(spec.contains("  ListPetsRoute.Sort:\n"))
        #expect(
            spec.contains(
                """
                  listPets:
                    GET: "/pets"
                    query:
                      sort: ListPetsRoute.Sort?
                    response: "[Animal]"
                """))
    }

    @Test func aRenameThatNamesNothingOrCollidesIsAnErrorAtItsLine() throws {
        let (_, diagnostics) = try Self.renamed(
            """
            Pet: Event
            Pet.nme: name
            Nothing: Else
            Pet.ownerId: owner
            Status.done: inProgress
            Pet.Owner: A.B

            """)
        #expect(
            diagnostics == [
                "Renames.yml:6:1: error: expected \"name: newName\", the new name one name without dots",
                "Renames.yml:1:1: error: rename \"Pet\": Event is already the name of another model",
                "Renames.yml:2:1: error: rename \"Pet.nme\": Pet has no property nme",
                "Renames.yml:3:1: error: rename \"Nothing\" names no model, route, property or case (\"<Model>.<member>\")",
                "Renames.yml:4:1: error: rename \"Pet.ownerId\": Pet already has a property owner",
                "Renames.yml:5:1: error: rename \"Status.done\": Status already has a case inProgress",
            ])
    }
}
