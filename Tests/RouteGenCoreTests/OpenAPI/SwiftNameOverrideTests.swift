import Testing
@testable import RouteGenCore

/// `x-swift-name` sets the name of a component's type, a union member's case, a property, an
/// operation's route and a parameter; one that meets another name of its scope is an error.
struct SwiftNameOverrideTests {
    static let document =
        openAPIHeader + """
            paths:
              /pets:
                get:
                  operationId: list_all_the_pets_v2
                  x-swift-name: listPets
                  parameters:
                    - { name: sort_by, in: query, x-swift-name: order, schema: { type: string, enum: [name, age] } }
                  responses:
                    "200": { description: ok, content: { application/json: { schema: { type: array, items: { $ref: "#/components/schemas/api.pet_v2" } } } } }
            components:
              schemas:
                api.pet_v2:
                  x-swift-name: Pet
                  type: object
                  properties:
                    owner_ref: { x-swift-name: owner, type: object, properties: { name: { type: string } } }
                Event:
                  oneOf:
                    - { $ref: "#/components/schemas/api.pet_v2", x-swift-name: animal }
                    - { type: object, x-swift-name: Ping, properties: { a: { type: string }, b: { type: string } } }

            """

    @Test func chosenNamesReplaceDerivedOnes() {
        let spec = converted(Self.document)
        #expect(
            spec.contains(
                """
                models:
                  Pet:
                    fields:
                      owner:
                        type: Pet.Owner?
                        key: owner_ref
                """))
        #expect(
            spec.contains(
                """
                  Event:
                    oneOf:
                      animal: Pet
                      ping: Event.Ping
                """))
        #expect(
            spec.contains(
                """
                  listPets:
                    GET: "/pets"
                    query:
                      order:
                        type: ListPetsRoute.Order?
                        key: sort_by
                    response: "[Pet]"
                """))
    }

    @Test func aChosenNameTakenInItsScopeIsAnErrorAtTheExtension() {
        let diagnostics = openAPIDiagnostics(
            openAPIHeader + """
                paths:
                  /a:
                    get: { operationId: first, responses: { "204": { description: none } } }
                  /b:
                    get: { operationId: second, x-swift-name: first, responses: { "204": { description: none } } }
                components:
                  schemas:
                    Event: { type: object, properties: { x: { type: string } } }
                    Other: { x-swift-name: Event, type: object, properties: { x: { type: string } } }
                    Fields:
                      type: object
                      properties:
                        a: { type: string }
                        b: { type: string, x-swift-name: a }
                    Choice:
                      oneOf:
                        - { type: string }
                        - { type: integer, x-swift-name: string }
                """)
        #expect(
            diagnostics == [
                #"api.yaml:12:28: error: x-swift-name "Event" names type Event, which another type in the same scope already has; choose another name"#,
                #"api.yaml:8:47: error: x-swift-name "first" names route first, which another route in the same scope already has; choose another name"#,
                #"api.yaml:17:42: error: x-swift-name "a" names property a, which another property in the same scope already has; choose another name"#,
                #"api.yaml:21:42: error: x-swift-name "string" names case string, which another case in the same scope already has; choose another name"#,
            ])
    }
}
