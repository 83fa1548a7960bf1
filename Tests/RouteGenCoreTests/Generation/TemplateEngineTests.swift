import Testing
@testable import RouteGenCore

/// A context made of a dictionary of contract keys, for testing the template engine on its own.
private struct Values: TemplateContext {
    let values: [TemplateKey: TemplateValue]
    var contextKeys: [TemplateKey] { values.keys.sorted { $0.name < $1.name } }
    func child(named name: TemplateKey) -> TemplateValue? { values[name] }
}

private func render(_ template: String, _ values: [TemplateKey: TemplateValue]) throws -> String {
    TemplateRendering.render(try TemplateParser.parse(template), context: Values(values: values))
}

private func failure(_ template: String) -> TemplateParser.Failure? {
    do {
        _ = try TemplateParser.parse(template)
        return nil
    } catch {
        return error
    }
}

@Suite("Template engine")
struct TemplateEngineTests {
    @Test("variables are written unescaped; absent ones are empty")
    func variables() throws {
        #expect(
            try render(
                "{{isMutable}} {{properties}}{{doc}}.",
                [.isMutable: .flag(false), .properties: .list([Values(values: [:])]), .doc: .texts(["a"])])
                == "false .", "a flag writes its value; a list writes nothing")
        #expect(try render("let x = {{name}}{{deprecation}}", [.name: .text("\"<&>\"")]) == "let x = \"<&>\"")
        #expect(try render("{{{name}}}|{{&name}}|{{ name }}", [.name: .text("a")]) == "a|a|a")
    }

    @Test("sections iterate lists, test flags and push contexts; inverted sections negate")
    func sections() throws {
        let template =
            "{{#properties}}{{name}}{{^last()}}, {{/last()}}{{/properties}}{{^properties}}none{{/properties}}{{#isMutable}}!{{/isMutable}}"
        let items: [Values] = [Values(values: [.name: .text("a")]), Values(values: [.name: .text("b")])]
        #expect(try render(template, [.properties: .list(items), .isMutable: .flag(true)]) == "a, b!")
        #expect(try render(template, [.properties: .list([]), .isMutable: .flag(false)]) == "none")
        #expect(try render("{{#doc}}/// {{.}}\n{{/doc}}", [.doc: .texts(["one", "two"])]) == "/// one\n/// two\n")
        #expect(try render("{{#type}}[{{.}}]{{/type}}", [.type: .text("t")]) == "[t]")
        #expect(try render("{{#type}}[{{.}}]{{/type}}", [.type: .text("")]) == "")
    }

    @Test("names resolve outwards through enclosing contexts, and along dotted paths")
    func lookup() throws {
        let inner = Values(values: [
            .name: .text("inner"), .pagination: .context(Values(values: [.itemType: .text("L")])),
        ])
        #expect(
            try render(
                "{{#properties}}{{access}}{{name}}{{pagination.itemType}}{{/properties}}",
                [.access: .text("public "), .properties: .list([inner])])
                == "public innerL")
    }

    @Test("a key of the contract that the context does not answer is absent")
    func absentKeys() throws {
        #expect(
            try render("[{{doc}}{{name.type}}{{#doc}}x{{/doc}}{{^doc}}absent{{/doc}}]", [.name: .text("n")])
                == "[absent]")
    }

    @Test("optional values are unwrapped; nil is absent")
    func optionals() throws {
        let some: String? = "x"
        let none: String? = nil
        var values: [TemplateKey: TemplateValue] = [:]
        values[.initDefault] = .text(some)
        values[.deprecation] = .text(none)
        #expect(
            try render("{{#initDefault}}<{{.}}>{{/initDefault}}{{^deprecation}}no deprecation{{/deprecation}}", values)
                == "<x>no deprecation")
    }

    @Test("a line holding only a section tag disappears with its line break; variables keep theirs")
    func standaloneLines() throws {
        let template = "start\n    {{#doc}}\n  {{.}}\n    {{/doc}}\nend\n{{! comment }}\n"
        #expect(try render(template, [.doc: .texts(["a", "b"])]) == "start\n  a\n  b\nend\n")
    }

    @Test("list functions tell the position in the innermost list")
    func listFunctions() throws {
        #expect(
            try render(
                "{{#doc}}{{index()}}{{#first()}}F{{/first()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}} {{/doc}}",
                [.doc: .texts(["a", "b", "c"])]) == "0Fe 1o 2e ")
    }

    @Test("malformed templates are rejected with line and column")
    func errors() {
        let unclosed = failure("a\n  {{#properties}}\nb")
        #expect(unclosed?.line == 2)
        #expect(unclosed?.column == 3)
        #expect(unclosed?.message == "{{#properties}} is never closed")
        let mismatched = failure("{{#doc}}\n{{/cases}}")
        #expect(mismatched?.line == 2)
        #expect(mismatched?.message == "{{/cases}} closes {{#doc}} opened at line 1")
        #expect(failure("{{/doc}}")?.message == "{{/doc}} closes no section")
        #expect(failure("x {{> partial}}")?.column == 3)
        #expect(failure("x {{> partial}}")?.message == "partials ({{>name}}) are not supported")
        #expect(failure("{{name")?.message == "unclosed tag")
        #expect(failure("{{upper(name)}}")?.message == "\"upper(name)\" is not a name templates can use")
    }

    @Test("a name that is not a key of the contract is an error where it is written")
    func unknownKeys() {
        let variable = failure("struct {{name}} {\n    let x = {{nme}}\n}")
        #expect(variable?.line == 2)
        #expect(variable?.column == 13)
        #expect(variable?.message == "unknown key \"nme\" (did you mean \"name\"?)")
        let section = failure("{{#doc}}\n{{.}}\n{{/doc}}\n  {{^notAKey}}x{{/notAKey}}")
        #expect(section?.line == 4)
        #expect(section?.column == 3)
        #expect(section?.message == "unknown key \"notAKey\"")
        #expect(
            failure("{{#pagination}}{{pagination.itemTyp}}{{/pagination}}")?.message
                == "unknown key \"itemTyp\" (did you mean \"itemType\"?)")
        #expect(failure("{{{properties.}}}")?.message == "unknown key \"\"")
    }

    @Test("the text pragma is optional and changes nothing; other pragmas are errors")
    func pragmas() throws {
        let values: [TemplateKey: TemplateValue] = [.name: .text("\"a\" < b")]
        #expect(try render("let x = {{name}}\n", values) == "let x = \"a\" < b\n")
        #expect(try render("{{% CONTENT_TYPE: TEXT}}\nlet x = {{name}}\n", values) == "let x = \"a\" < b\n")
        let other = failure("x\n{{%CONTENT_TYPE: HTML}}\n")
        #expect(other?.line == 2)
        #expect(
            other?.message
                == "unknown pragma {{%CONTENT_TYPE: HTML}}; the only one is {{% CONTENT_TYPE: TEXT}}, and it is optional"
        )
    }
}
