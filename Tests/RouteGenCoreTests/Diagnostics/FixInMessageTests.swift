import Testing
@testable import RouteGenCore

/// Messages for the mistakes a new user of the format makes, each saying how to fix it: the
/// fix, not only what went wrong, is in the text.
struct FixInMessageTests {
    @Test func bracketedTypeWithoutQuotes() {
        let optionalList = diagnostics(header + "models:\n  Book:\n    fields:\n      coAuthors: [UserSummary]?\n")
        #expect(
            optionalList == [
                "spec.yaml:6:31: error: mapping keys are not allowed in this context; quote the value: \"[UserSummary]?\""
            ])
        let withDefault = diagnostics(header + "models:\n  Book:\n    fields:\n      tags: [String] = []\n")
        #expect(
            withDefault == [
                "spec.yaml:6:22: error: did not find expected key while parsing a block mapping; quote the value: \"[String] = []\""
            ])
        let inFlow = diagnostics(header + "models:\n  A: { fields: { tags: [String: Int]?, n: Int } }\n")
        #expect(
            inFlow == [
                "spec.yaml:4:37: error: did not find expected ',' or '}' while parsing a flow mapping; quote the value: \"[String: Int]?\""
            ])
    }

    @Test func typedPathWithoutQuotes() {
        let block = diagnostics(header + "routes:\n  book:\n    GET: /books/{id: UUID}/pages/{page: Int}\n")
        #expect(
            block == [
                "spec.yaml:5:20: error: mapping values are not allowed in this context; quote the path: \"/books/{id: UUID}/pages/{page: Int}\""
            ])
        let flow = diagnostics(header + "routes:\n  book: { GET: /books/{id: UUID} }\n")
        #expect(
            flow == [
                "spec.yaml:4:23: error: did not find expected ',' or '}' while parsing a flow mapping; quote the path: \"/books/{id: UUID}\""
            ])
    }

    @Test func slippedIndentation() {
        let lessByOne = diagnostics(
            header + "models:\n  Session:\n    fields:\n      token: String\n     user: String\n")
        #expect(
            lessByOne == [
                "spec.yaml:7:6: error: did not find expected key while parsing a block mapping; check the indentation of this line: a key must line up with the keys above it"
            ])
        let moreByOne = diagnostics(
            header + "models:\n  Session:\n    fields:\n      token: String\n       user: String\n")
        #expect(
            moreByOne == [
                "spec.yaml:7:12: error: mapping values are not allowed in this context; this line may be indented further than the keys above it, or a value holding \": \" needs quotes"
            ])
    }

    @Test func fieldIndentedAsAModelKey() {
        let found = diagnostics(header + "models:\n  Session:\n    fields:\n      token: String\n    user: String\n")
        #expect(
            found == [
                "spec.yaml:7:5: error: unknown key \"user\" in model \"Session\" (the keys here are fields, additional, enum, oneOf, discriminator, mapping, defaultMapping, open, doc, deprecated, example, examples); if \"user\" belongs under \"fields\", indent it to column 7"
            ])
        // A flow mapping above says nothing about indentation; a close key still wins over the list.
        let flow = diagnostics(header + "models:\n  Session:\n    fields: { token: String }\n    dok: A session.\n")
        #expect(flow == ["spec.yaml:6:5: error: unknown key \"dok\" in model \"Session\" (did you mean \"doc\"?)"])
    }

    @Test func requiredIsTheAbsenceOfAQuestionMark() {
        let found = diagnostics(
            header + "models:\n  Login:\n    fields:\n      password: { type: String, required: true }\n")
        #expect(
            found == [
                "spec.yaml:6:33: error: unknown key \"required\" in field \"password\": a field is required unless its type ends in \"?\" (\"type: String?\" makes it optional)"
            ])
    }

    @Test func aSchemeKindIsNotASchemeName() {
        let found = diagnostics(
            header + """
                auth: { user: bearer, partner: basic }
                routes:
                  me: { GET: /me, auth: bearer }
                  you: { GET: /you, auth: bearer }
                """)
        #expect(
            found == [
                "spec.yaml:5:25: error: unknown auth scheme \"bearer\"; \"bearer\" is a kind of scheme, not a scheme's name: a route names a scheme declared under \"auth:\"; the declared schemes are \"partner\", \"user\" (or \"none\" for a public route); also used at spec.yaml:6:27"
            ])
    }

    @Test func aRenamedSchemeIsOneErrorForAllItsUses() {
        let found = diagnostics([
            (
                "a.yaml",
                header
                    + "auth: { member: bearer }\nroutes:\n  a: { GET: /a, auth: user }\n  b: { GET: /b, auth: user }\n"
            ),
            ("b.yaml", "routes:\n  c: { GET: /c, auth: user }\n  d: { GET: /d, auth: membr }\n"),
        ])
        #expect(
            found == [
                "a.yaml:5:23: error: unknown auth scheme \"user\"; the declared schemes are \"member\" (or \"none\" for a public route); also used at a.yaml:6:23, b.yaml:2:23",
                "b.yaml:3:23: error: unknown auth scheme \"membr\" (did you mean \"member\"?); the declared schemes are \"member\" (or \"none\" for a public route)",
            ])
    }

    @Test func noSchemesDeclaredSaysWhereToDeclareOne() {
        let found = diagnostics(header + "routes:\n  me: { GET: /me, auth: user }\n")
        #expect(
            found == [
                "spec.yaml:4:25: error: unknown auth scheme \"user\"; declare it under \"auth:\" at the top of a spec, e.g. \"auth: { user: bearer }\""
            ])
    }

    @Test func duplicateRouteAcrossFilesIsOneErrorInTheSpecsTerms() {
        let found = diagnostics([
            ("a.yaml", header + "routes:\n  me: { GET: /me }\n"),
            ("b.yaml", "routes:\n  me: { GET: /me2 }\n"),
        ])
        #expect(
            found == [
                "b.yaml:2:3: error: duplicate route \"me\" (first at a.yaml:4:3): route names are unique across the API's spec files"
            ])
    }
}
