import Foundation
import Testing
@testable import RouteGenCore

/// The spec writer is the load stage's inverse: what it writes loads back as the same spec.
struct SpecWriterTests {
    /// Every construct of the format, as the Taskboard specs use them.
    @Test(arguments: ["Taskboard.yaml", "Projects.yaml", "Accounts.yaml"])
    func ownSpecsLoadBackUnchanged(name: String) throws {
        let path = packageRoot.appendingPathComponent("Specs/\(name)").path
        let (original, diagnostics) = SpecLoader.load(contentsOf: path, displayPath: "Specs/\(name)")
        #expect(diagnostics.isEmpty)
        let text = SpecWriter.yaml(original)
        let (reloaded, reloadDiagnostics) = SpecLoader.load(text, path: "Specs/\(name)")
        #expect(reloadDiagnostics.isEmpty)
        #expect(reloaded.withoutLocations == original.withoutLocations)
    }

    @Test func ownSpecsGenerateTheSameSwiftOnceWritten() throws {
        let specs = try ["Taskboard.yaml", "Projects.yaml", "Accounts.yaml"].map { name in
            (
                "Specs/\(name)",
                try String(contentsOf: packageRoot.appendingPathComponent("Specs/\(name)"), encoding: .utf8)
            )
        }
        let written = specs.map { path, text in (path, SpecWriter.yaml(SpecLoader.load(text, path: path).0)) }
        let direct = generate(specs)
        #expect(direct.diagnostics.isEmpty)
        #expect(!direct.files.isEmpty)
        #expect(generate(written).files == direct.files)
    }

    @Test func theContractsNewKeysLoadBack() {
        let text = """
            api: Shop
            baseURL: https://shop.example
            models:
              Kind: { open: true, enum: [a, b] }
              Cat: { fields: { kind: String } }
              Pet:
                discriminator: kind
                oneOf:
                  cat: { type: Cat, doc: A cat. }
                  other: Cat
                mapping: { cat: cat, kitty: cat, tom: other }
            routes:
              upload:
                POST: /upload
                multipart: { file: Data, note: String? }
                query:
                  tags: { type: "[String]?", style: form, explode: false }
                  words: { type: "[String]?", style: spaceDelimited }
                  codes: { type: "[String]?", style: pipeDelimited }
                  filter: { type: Cat?, style: deepObject }
            """
        let (original, diagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        #expect(original.models[0].isOpen)
        #expect(
            original.routes[0].query.map(\.style) == [
                .form(explode: false), .spaceDelimited, .pipeDelimited, .deepObject,
            ])
        let (reloaded, reloadDiagnostics) = SpecLoader.load(SpecWriter.yaml(original), path: "spec.yaml")
        #expect(reloadDiagnostics.isEmpty)
        #expect(reloaded.withoutLocations == original.withoutLocations)
    }

    /// Text that YAML reads as something else unless written carefully: each one is written
    /// as a model's doc and must read back exactly.
    @Test(arguments: [
        "", "plain text", "null", "~", "yes", "No", "123", "1.5e3", "-", "- item", "a: b", "a #b", "#hash", "x:",
        "key:value",
        " leading", "trailing ", "[list]", "{map}", "'single'", "\"double\"", "back\\slash", "tab\there", "&anchor",
        "*alias",
        "!tag", "%directive", "@at", "`tick`", "|pipe", ">fold", "<<", "...", "---", "?", "-5", "-x", "-[", "- ",
        "emoji 😀", "bom\u{FEFF}inside",
        "bell\u{7}", "line\u{2028}separator", "next\u{85}line", "two\nlines", "\nleading newline",
        "ends with newline\n",
        "keeps\n\nblank\n\n", "  indented first\nline", "second\n  indented", "crlf\r\nline", "blank spaces\n   \nline",
        "trailing spaces  \nline", "tab\n\tfirst", "quote\n\"inside\"", "colon\na: b", "hash\n# not a comment",
    ])
    func textReadsBackExactly(text: String) {
        var spec = SpecFile(path: "spec.yaml")
        let location = SourceLocation(file: "spec.yaml", line: 1, column: 1)
        spec.models = [
            ModelSpec(
                name: Located("A", at: location),
                kind: .enumeration([EnumCaseSpec(name: Located("a", at: location), rawValue: text, doc: text)]),
                doc: text)
        ]
        let written = SpecWriter.yaml(spec)
        let (reloaded, diagnostics) = SpecLoader.load(written, path: "spec.yaml")
        #expect(diagnostics.isEmpty, "\(written)")
        #expect(reloaded.models.first?.doc == text, "\(written)")
        guard case .enumeration(let cases)? = reloaded.models.first?.kind else {
            Issue.record("no enum in \(written)")
            return
        }
        #expect(cases.first?.rawValue == text)
        #expect(cases.first?.doc == text)
    }

    @Test func defaultsKeepWhetherTheyWereQuoted() {
        let text = """
            models:
              A:
                fields:
                  count: Int = 5
                  label: String = "5"
                  state: { type: String?, default: null }
                  tags: "[String] = [a, \\"b\\"]"
                  map: "[String: Int] = {}"
                  on: { type: Bool, default: yes }
            """
        let (original, diagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        let written = SpecWriter.yaml(original)
        #expect(
            written.contains(
                """
                      count:
                        type: Int
                        default: 5
                      label:
                        type: String
                        default: "5"
                      state:
                        type: String?
                        default: null
                      tags:
                        type: "[String]"
                        default: [a, "b"]
                      map:
                        type: "[String: Int]"
                        default: {}
                      "on":
                        type: Bool
                        default: yes
                """))
        #expect(SpecLoader.load(written, path: "spec.yaml").0.withoutLocations == original.withoutLocations)
    }

    /// With short forms (`convert`'s), a field's long form is one flow line while it fits, a
    /// block otherwise; an enum whose cases are named by their values is a list; a one-line doc
    /// ending in a line break stays on its line. Each loads back as it was.
    @Test func shortFormsWhereTheyFit() {
        let long = String(repeating: "word ", count: 30).trimmingSpaces
        let text = """
            models:
              A:
                fields:
                  short: { type: Int, doc: "A count, at most 5.", key: short_count }
                  long: { type: String, doc: \(long) }
                  ended: { type: String, doc: "Ends with a break.\\n" }
              Kind: { enum: [thread.created, a-b] }
              Named: { enum: { one: ONE } }
            """
        let (original, diagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(!SpecWriter.yaml(original).contains("{ type:"))
        let written = SpecWriter.yaml(original, shortForms: true)
        #expect(
            written.contains("      short: { type: Int, doc: \"A count, at most 5.\", key: short_count }\n"),
            "\(written)")
        #expect(written.contains("      long:\n        type: String\n        doc: \(long)\n"), "\(written)")
        #expect(written.contains("      ended: { type: String, doc: \"Ends with a break.\\n\" }\n"), "\(written)")
        #expect(written.contains("  Kind: { enum: [thread.created, a-b] }\n"), "\(written)")
        #expect(written.contains("  Named: { enum: { one: ONE } }\n"), "\(written)")
        #expect(SpecLoader.load(written, path: "spec.yaml").0.withoutLocations == original.withoutLocations)
    }

    /// A negative number is written as the number it is, not as text: `default: "-5"` would
    /// read back as a String default and fail validation on an Int field.
    @Test func negativeDefaultsStayNumbers() {
        let text =
            header + """
                models:
                  A:
                    fields:
                      offset: Int = -5
                      scale: Double = -0.5
                      list: "[Int] = [-1, 2]"
                """
        let (original, diagnostics) = SpecLoader.load(text, path: "spec.yaml")
        #expect(diagnostics.isEmpty)
        let written = SpecWriter.yaml(original)
        #expect(written.contains("default: -5\n"), "\(written)")
        #expect(written.contains("default: -0.5\n"), "\(written)")
        #expect(written.contains("default: [-1, 2]\n"), "\(written)")
        let short = SpecWriter.yaml(original, shortForms: true)
        #expect(short.contains("offset: { type: Int, default: -5 }\n"), "\(short)")
        #expect(SpecLoader.load(short, path: "spec.yaml").0.withoutLocations == original.withoutLocations)
        let (reloaded, reloadDiagnostics) = SpecLoader.load(written, path: "spec.yaml")
        #expect(reloadDiagnostics.isEmpty, "\(reloadDiagnostics)")
        #expect(reloaded.withoutLocations == original.withoutLocations)
        #expect(generate([("spec.yaml", written)]).diagnostics.isEmpty)
    }
}
