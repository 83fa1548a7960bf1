import Testing
@testable import RouteGenCore

/// A context made of a dictionary, for testing the template engine on its own.
private struct Values: TemplateContext {
    let values: [String: TemplateValue]
    var contextKeys: [String] { values.keys.sorted() }
    func child(named name: String) -> TemplateValue? { values[name] }
}

private func render(_ template: String, _ values: [String: TemplateValue]) throws -> String {
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
        #expect(try render("{{flag}} {{items}}{{lines}}.", ["flag": .flag(false), "items": .list([Values(values: [:])]), "lines": .texts(["a"])])
            == "false .", "a flag writes its value; a list writes nothing")
        #expect(try render("let x = {{value}}{{missing}}", ["value": .text("\"<&>\"")]) == "let x = \"<&>\"")
        #expect(try render("{{{value}}}|{{&value}}|{{ value }}", ["value": .text("a")]) == "a|a|a")
    }

    @Test("sections iterate lists, test flags and push contexts; inverted sections negate")
    func sections() throws {
        let template = "{{#items}}{{name}}{{^last()}}, {{/last()}}{{/items}}{{^items}}none{{/items}}{{#flag}}!{{/flag}}"
        let items: [Values] = [Values(values: ["name": .text("a")]), Values(values: ["name": .text("b")])]
        #expect(try render(template, ["items": .list(items), "flag": .flag(true)]) == "a, b!")
        #expect(try render(template, ["items": .list([]), "flag": .flag(false)]) == "none")
        #expect(try render("{{#doc}}/// {{.}}\n{{/doc}}", ["doc": .texts(["one", "two"])]) == "/// one\n/// two\n")
        #expect(try render("{{#text}}[{{.}}]{{/text}}", ["text": .text("t")]) == "[t]")
        #expect(try render("{{#text}}[{{.}}]{{/text}}", ["text": .text("")]) == "")
    }

    @Test("names resolve outwards through enclosing contexts, and along dotted paths")
    func lookup() throws {
        let inner = Values(values: ["name": .text("inner"), "child": .context(Values(values: ["leaf": .text("L")]))])
        #expect(try render("{{#items}}{{access}}{{name}}{{child.leaf}}{{/items}}", ["access": .text("public "), "items": .list([inner])])
            == "public innerL")
    }

    @Test("optional values are unwrapped; nil is absent")
    func optionals() throws {
        let some: String? = "x"
        let none: String? = nil
        var values: [String: TemplateValue] = [:]
        values["a"] = .text(some)
        values["b"] = .text(none)
        #expect(try render("{{#a}}<{{.}}>{{/a}}{{^b}}no b{{/b}}", values) == "<x>no b")
    }

    @Test("a line holding only a section tag disappears with its line break; variables keep theirs")
    func standaloneLines() throws {
        let template = "start\n    {{#items}}\n  {{.}}\n    {{/items}}\nend\n{{! comment }}\n"
        #expect(try render(template, ["items": .texts(["a", "b"])]) == "start\n  a\n  b\nend\n")
    }

    @Test("list functions tell the position in the innermost list")
    func listFunctions() throws {
        #expect(try render("{{#items}}{{index()}}{{#first()}}F{{/first()}}{{#even()}}e{{/even()}}{{#odd()}}o{{/odd()}} {{/items}}",
                           ["items": .texts(["a", "b", "c"])]) == "0Fe 1o 2e ")
    }

    @Test("malformed templates are rejected with line and column")
    func errors() {
        let unclosed = failure("a\n  {{#items}}\nb")
        #expect(unclosed?.line == 2)
        #expect(unclosed?.column == 3)
        #expect(unclosed?.message == "{{#items}} is never closed")
        let mismatched = failure("{{#a}}\n{{/b}}")
        #expect(mismatched?.line == 2)
        #expect(mismatched?.message == "{{/b}} closes {{#a}} opened at line 1")
        #expect(failure("{{/a}}")?.message == "{{/a}} closes no section")
        #expect(failure("x {{> partial}}")?.column == 3)
        #expect(failure("x {{> partial}}")?.message == "partials ({{>name}}) are not supported")
        #expect(failure("{{name")?.message == "unclosed tag")
        #expect(failure("{{upper(name)}}")?.message == "\"upper(name)\" is not a name templates can use")
    }
}
