import Foundation
import Testing
import TestSupport
@testable import RouteGenCore

/// With `--examples`, a model's documented examples become values of it (`Pet.examples`): Swift
/// expressions the compiler checks, made through the memberwise initializers, every kind of
/// value a model holds included; one RouteGen cannot write is left out with a located warning.
@Suite("A model's examples are Swift values of it", .timeLimit(.minutes(5)))
struct ModelExamplesTests {
    static let spec =
        header + """
            models:
              Pet:
                fields:
                  id: Int64
                  name: String
                  kind: Kind
                  tags: "[String] = []"
                  nickname: "String | null"
                  owner: Owner?
                  born: CalendarDate?
                  chip: UUID?
                  photo: URL?
                  weight: Float?
                  extra: JSONValue?
                  scores: "[String: Double]?"
                  thumbnail: Data?
                  seen: Date?
                  size: Size?
                  shape: Shape?
                  friends: "[Pet]?"
                example:
                  id: 7
                  name: Rex
                  kind: ferret
                  nickname: null
                  owner: { name: Ada }
                  born: 2020-02-29
                  chip: 5f0c6e2a-8d3b-4c1e-9a7f-2b4d6e8f0a1c
                  photo: https://pets.example/rex.png
                  weight: 4.5
                  extra: { a: [1, "two", true, null] }
                  scores: { agility: 9.5 }
                  thumbnail: aGk=
                  seen: 2026-11-02T09:30:00Z
                  size: 3
                  shape: { kind: square, side: 2 }
                  friends: [{ id: 8, name: Bella, kind: cat, nickname: Bee }]
              Kind: { enum: [dog, cat], open: true }
              Size: { enum: { small: 1, large: 2 }, open: true }
              Owner:
                fields: { name: String, pets: Int32 = 1 }
                example: { name: Ada, pets: 2, extra: ignored }
              Shape:
                oneOf: [Circle, Square]
                discriminator: kind
                mapping: { circle: Circle, square: Square }
                example: { kind: circle, radius: 1.5 }
              Circle: { fields: { kind: String, radius: Double } }
              Square: { fields: { kind: String, side: Double } }
              Either:
                oneOf: [Int, Owner]
                example: { name: Grace }
              OldTag: { deprecated: true, fields: { name: String } }
              Labelled:
                fields: { tag: OldTag }
                example: { tag: { name: x } }
              Ledger:
                fields: { total: Int }
                example: { total: many }
            routes:
              pet: { GET: "/pets/{id: Int64}", response: Pet }

            """

    static let examples = RouteStyle(carriesExamples: true)

    /// The struct or union `name` of the model built with `--examples`.
    static func declared(_ name: String) throws -> TypeModel {
        let (file, found) = SpecLoader.load(spec, path: "spec.yaml")
        #expect(found.isEmpty, "\(found)")
        let (model, _) = APIModelBuilder.build([file], access: .public, routeStyle: examples)
        let types = try #require(model).files.flatMap(\.types)
        return try #require(types.first { $0.name == name })
    }

    @Test("each example is the memberwise initializer's call, with what the example gives")
    func anExampleIsAnInitializerCall() throws {
        guard case .structure(let owner) = try Self.declared("Owner") else { Issue.record("Owner"); return }
        // `extra`, which Owner does not declare, is left out, as decoding leaves it.
        #expect(
            owner.examples.values == [
                .instance([.init(label: "name", value: .string("Ada")), .init(label: "pets", value: .integer(2))])
            ])
        guard case .union(let shape) = try Self.declared("Shape") else { Issue.record("Shape"); return }
        // The discriminator is Circle's constant: not an argument.
        #expect(
            shape.examples.values == [
                .enumCaseWithValue("circle", .instance([.init(label: "radius", value: .number(1.5))]))
            ])
        guard case .union(let either) = try Self.declared("Either") else { Issue.record("Either"); return }
        #expect(
            either.examples.values == [
                .enumCaseWithValue("owner", .instance([.init(label: "name", value: .string("Grace"))]))
            ])
    }

    @Test("every kind of value is spelled as its type makes it")
    func everyKindOfValueIsSpelled() throws {
        guard case .structure(let pet) = try Self.declared("Pet") else { Issue.record("Pet"); return }
        let spelled = try #require(pet.examples.values.first).spelling
        for expected in [
            "id: 7", #"name: "Rex""#, #"kind: .unknown("ferret")"#, "nickname: .null", #"owner: .init(name: "Ada")"#,
            "born: CalendarDate(year: 2020, month: 2, day: 29)!",
            #"chip: UUID(uuidString: "5F0C6E2A-8D3B-4C1E-9A7F-2B4D6E8F0A1C")!"#,
            #"photo: URL(string: "https://pets.example/rex.png")!"#, "weight: 4.5",
            #"extra: .object(["a": .array([.number(1.0), .string("two"), .bool(true), .null])])"#,
            #"scores: ["agility": 9.5]"#, #"thumbnail: Data(base64Encoded: "aGk=")!"#,
            "seen: Date(timeIntervalSince1970: 1793611800.0)", "size: .unknown(3)",
            "shape: .square(.init(side: 2.0))",
            #"friends: [.init(id: 8, name: "Bella", kind: .cat, nickname: .value("Bee"))]"#,
        ] {
            #expect(spelled.contains(expected), "\(expected) in \(spelled)")
        }
        // Members the example leaves out keep their defaults: no argument.
        #expect(!spelled.contains("tags:"))
    }

    static let synthesized = RouteStyle(carriesExamples: true, synthesizesModelExamples: true)

    @Test(
        "the generated file compiles without a warning, and wraps a long example one argument per line",
        arguments: [examples, synthesized])
    func theGeneratedCodeCompiles(style: RouteStyle) async throws {
        let (diagnostics, files) = generate([("spec.yaml", Self.spec)], routeStyle: style)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let code = files.map(\.contents).joined()
        // Pet, Owner, Shape and Either; Ledger's example does not match, Labelled's cannot be
        // written; synthesized, also Circle, Square, Ledger and the deprecated OldTag.
        #expect(Self.examplesCount(in: code) == (style.synthesizesModelExamples ? 8 : 4))
        #expect(
            code.contains("                .init(\n                    id: 7,\n                    name: \"Rex\",\n"))
        #expect(Self.examplesLines(of: code).allSatisfy { $0.count <= 120 }, "\(Self.examplesLines(of: code))")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("routegen-examples-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App.swift")
        try """
        import RouteKit

        func preview() -> (String, Double?) {
            (Shop.Pet.examples[0].name, Shop.Owner.examples.first.map { Double($0.pets) })
        }

        """.write(to: app, atomically: true, encoding: .utf8)
        let checked = try await SwiftTypeChecker.typeCheck(try write(files, into: folder) + [app], moduleName: "Shop")
        #expect(checked.errors.isEmpty, "\(checked.output)")
        #expect(checked.warnings.isEmpty, "\(checked.output)")
    }

    /// How many types of `code` declare `examples`.
    static func examplesCount(in code: String) -> Int {
        code.components(separatedBy: "public static var examples: [Self] {").count - 1
    }

    /// The lines of every `examples` property of `code`, its declaration to its closing brace.
    static func examplesLines(of code: String) -> [Substring] {
        var lines: [Substring] = []
        var closing: Substring?
        for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
            if closing == nil, line.contains("static var examples:") {
                closing = line.prefix { $0 == " " } + "}"
            }
            guard let end = closing else { continue }
            lines.append(line)
            if line == end { closing = nil }
        }
        return lines
    }

    @Test("an example RouteGen cannot write is left out with a warning at it; a mismatched one is warned of once")
    func whatCannotBeWrittenIsWarnedOf() {
        let (found, _) = generate([("spec.yaml", Self.spec)], routeStyle: Self.examples)
        let warnings = found.filter { $0.cause == .examples }.map(\.description)
        #expect(
            warnings == [
                "spec.yaml:58:14: warning: example.tag: OldTag is deprecated, and making one would warn, so this example is not among Labelled.examples",
                "spec.yaml:61:14: warning: example.total: expected integer, found string \"many\"",
            ], "\(warnings)")
    }

    @Test(
        "a JSONValue example RouteGen cannot write is left out with the path inside it: a number out of Double's range, a value nested past the depth read"
    )
    func anUnwritableJSONValueNamesItsPath() {
        let deep =
            String(repeating: "[", count: ExampleCheck.maximumDepth + 1) + "1"
            + String(repeating: "]", count: ExampleCheck.maximumDepth + 1)
        let spec =
            header + """
                models:
                  Note:
                    fields: { extra: JSONValue }
                    examples:
                      - extra: { a: [1, { "b c": 1e999 }] }
                      - extra: \(deep)
                      - extra: { a: [1, two, null] }
                """
        let (found, files) = generate([("spec.yaml", spec)], routeStyle: Self.examples)
        let warnings = found.filter { $0.cause == .examples }.map(\.message)
        #expect(
            warnings == [
                "examples[0].extra.a[1][\"b c\"]: 1e999 is not a number JSONValue holds, so this example is not among Note.examples",
                "examples[1].extra" + String(repeating: "[0]", count: ExampleCheck.maximumDepth - 1)
                    + ": it is deeper or larger than an example is read, so this example is not among Note.examples",
            ], "\(warnings)")
        let code = files.map(\.contents).joined()
        #expect(Self.examplesLines(of: code).contains { $0.contains(".string(\"two\")") }, "the third is written")
    }

    @Test("an app's own type has no value RouteGen can write")
    func anAppTypeIsWarnedOf() throws {
        let translation = translate(
            openAPIHeader + """
                paths: {}
                components:
                  schemas:
                    Price: { type: string, x-swift-type: Amount }
                    Item:
                      type: object
                      required: [price]
                      properties: { price: { $ref: "#/components/schemas/Price" } }
                      example: { price: "1.50" }
                """)
        let (model, found) = APIModelBuilder.build([translation.spec], access: .public, routeStyle: Self.examples)
        let warning = try #require(found.first { $0.cause == .examples })
        #expect(warning.message.contains(".price: a value of the app's type Amount is not one RouteGen can write"))
        let item = try #require(model?.files.flatMap(\.types).first { $0.name == "Item" })
        guard case .structure(let declared) = item else { Issue.record("Item"); return }
        #expect(declared.examples.values.isEmpty)
    }

    @Test("with --synthesized-examples a model that documents no example it can hold gets one made from its type")
    func aMissingExampleIsSynthesizedOnRequest() throws {
        let (file, _) = SpecLoader.load(Self.spec, path: "spec.yaml")
        let (model, found) = APIModelBuilder.build([file], access: .public, routeStyle: Self.synthesized)
        #expect(
            found.map(\.message).contains(
                "Labelled has no synthesized example: its value.tag would be one RouteGen cannot write (OldTag is deprecated, and making one would warn)"
            ), "\(found)")
        let types = try #require(model).files.flatMap(\.types)
        func examples(_ name: String) -> ModelExamples? {
            switch types.first(where: { $0.name == name }) {
            case .structure(let declared)?: declared.examples
            case .union(let declared)?: declared.examples
            default: nil
            }
        }
        // Required members only; the discriminator is Square's constant.
        #expect(
            examples("Square")
                == ModelExamples(values: [.instance([.init(label: "side", value: .number(0))])], isSynthesized: true))
        #expect(
            examples("Ledger")
                == ModelExamples(values: [.instance([.init(label: "total", value: .integer(0))])], isSynthesized: true),
            "its own example does not match")
        #expect(examples("Owner")?.isSynthesized == false, "it documents one")
        #expect(examples("Owner")?.values.count == 1)
        let code = generate([("spec.yaml", Self.spec)], routeStyle: Self.synthesized).files.map(\.contents).joined()
        #expect(code.contains("/// An example synthesized from its type, as its spec documents none"))
        let plain = generate([("spec.yaml", Self.spec)], routeStyle: Self.examples).files.map(\.contents).joined()
        #expect(Self.examplesCount(in: plain) == 4, "only when asked for")
    }

    @Test("without --examples a model has no examples property")
    func examplesAreOptIn() {
        let code = generate([("spec.yaml", Self.spec)]).files.map(\.contents).joined()
        #expect(!code.contains("static var examples"))
    }
}
