import Testing

@testable import RouteGenCore

/// A union variant's decoding, `encode(to:)` and, for the enum of a stream's parts by position,
/// its part's reading and writing are spelled in the render stage from what the model says: the
/// variant's type, the discriminator values that select it, the one its model has no field for,
/// and its part's position, media type and reading.
struct UnionSpellingTests {
    static let moved = TypeReference.declared(
        DeclaredTypeName(namespace: "Board", fullName: "TaskMoved", reach: .fullName))

    @Test func aVariantEncodesItsValueAndTheDiscriminatorItsModelLacks() {
        var moved = UnionVariantModel(
            name: "moved", type: Self.moved, docLines: [], isIndirect: false, discriminatorValues: ["task.moved"])
        #expect(moved.encodeStatements == ["try value.encode(to: encoder)"])
        moved.addedDiscriminator = AddedDiscriminator(key: "type", value: "task.moved")
        #expect(
            moved.encodeStatements == [
                "try value.encode(to: encoder)", "var container = encoder.container(keyedBy: RouteKit.JSONKey.self)",
                #"try container.encode("task.moved", forKey: "type")"#,
            ])
    }

    @Test func theDiscriminatorsKeyIsQuotedByTheRenderStage() {
        let discriminator = UnionDiscriminatorModel(key: #"pet "kind""#, defaultCase: nil, unknownValueMessage: "")
        guard case .text(let literal)? = discriminator.child(named: .keyLiteral) else {
            Issue.record("no keyLiteral")
            return
        }
        #expect(literal == #""pet \"kind\"""#)
    }

    @Test func theValuesThatSelectAVariantAreItsCasePatterns() {
        let moved = UnionVariantModel(
            name: "moved", type: Self.moved, docLines: [], isIndirect: false,
            discriminatorValues: ["task.moved", #"say "moved""#])
        #expect(moved.discriminatorPatterns == #""task.moved", "say \"moved\"""#)
        let fallback = UnionVariantModel(name: "other", type: Self.moved, docLines: [], isIndirect: false)
        #expect(fallback.discriminatorPatterns.isEmpty)
    }

    /// JSON is decoded into the variant's type, text read as UTF-8, bytes kept; each is sent
    /// under its media type.
    @Test func aPositionalPartIsReadAndWrittenAsItsReadingSays() {
        var summary = UnionVariantModel(
            name: "summary",
            type: .declared(
                DeclaredTypeName(
                    namespace: "Board", fullName: "ReportRoute.Summary", reach: .fromEnclosing("ReportRoute"))),
            docLines: [], isIndirect: false)
        summary.part = PositionalPartModel(position: 0, contentType: "application/json", reading: .json)
        #expect(summary.part?.label == "case 0")
        #expect(summary.partRead == "try coding.decoder.decode(Summary.self, from: body)")
        #expect(summary.partWrite == #"("application/json", try coding.encoder.encode(value))"#)
        var note = UnionVariantModel(name: "note", type: .builtin(.string), docLines: [], isIndirect: false)
        note.part = PositionalPartModel(position: 1, contentType: "text/markdown", reading: .text)
        #expect(note.partRead == "try RouteKit.PartBody.text(body)")
        #expect(note.partWrite == #"("text/markdown", Data(value.utf8))"#)
        var item = UnionVariantModel(name: "item", type: .builtin(.data), docLines: [], isIndirect: false)
        item.part = PositionalPartModel(position: nil, contentType: "image/png", reading: .bytes)
        #expect(item.part?.label == "default")
        #expect(item.partRead == "body")
        #expect(item.partWrite == #"("image/png", value)"#)
    }

    /// Built from a spec: a variant's type is a reference, reached from the union where it is
    /// nested in it, and the default variant's too.
    @Test func aVariantsTypeIsAReferenceFromTheUnionsBody() throws {
        let yaml = """
            api: Board
            baseURL: https://board.example
            models:
              Event:
                oneOf: { created: Event.Created, moved: Moved, other: Other }
                discriminator: kind
                mapping: { made: created, moved: moved }
                defaultMapping: other
              Event.Created: { fields: { kind: String, id: Int } }
              Moved: { fields: { kind: String, to: String } }
              Other: { fields: { kind: String } }
            """
        let (file, loadDiagnostics) = SpecLoader.load(yaml, path: "Board.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let api = try #require(model)
        let union = try #require(
            api.files[0].types.lazy.compactMap { type -> UnionModel? in
                if case .union(let union) = type { return union }
                return nil
            }.first)
        #expect(union.variants.map(\.type.spelling) == ["Created", "Moved", "Other"])
        #expect(union.variants.map(\.type.qualifiedSpelling) == ["Board.Event.Created", "Board.Moved", "Board.Other"])
        // The default variant is selected by no value of its own.
        #expect(union.variants.map(\.discriminatorValues) == [["made"], ["moved"], []])
        #expect(union.discriminator?.defaultCase?.type.spelling == "Other")
    }
}
