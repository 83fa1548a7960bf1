import Testing
@testable import RouteGenCore

/// A context for testing ``ContextKeys`` on its own.
private struct Sample {
    var title: String?
    var lines: [String] = []
    var items: [RenderedDeclaration] = []
    var nested: RenderedDeclaration?
}

@Suite("Context keys")
struct ContextKeysTests {
    @Test("a table lists its keys in its order and reads each; a key it does not list is absent")
    func table() {
        let table = ContextKeys<Sample>([
            .text(.name) { $0.title },
            .flag(.hasParts) { !$0.lines.isEmpty },
            .texts(.doc) { $0.lines },
            .list(.declarations) { $0.items },
            .context(.inlineBody) { $0.nested },
        ])
        #expect(table.keys == [.name, .hasParts, .doc, .declarations, .inlineBody])

        let full = Sample(
            title: "T", lines: ["a", "b"], items: [RenderedDeclaration(code: "x")],
            nested: RenderedDeclaration(code: "y"))
        guard case .text("T")? = table.value(of: .name, in: full) else {
            Issue.record("name: \(String(describing: table.value(of: .name, in: full)))")
            return
        }
        guard case .flag(true)? = table.value(of: .hasParts, in: full) else {
            Issue.record("hasParts")
            return
        }
        guard case .texts(["a", "b"])? = table.value(of: .doc, in: full) else {
            Issue.record("doc")
            return
        }
        guard case .list(let items)? = table.value(of: .declarations, in: full), items.count == 1,
            case .text("x")? = items[0].child(named: .code)
        else {
            Issue.record("declarations")
            return
        }
        guard case .context(let nested)? = table.value(of: .inlineBody, in: full),
            case .text("y")? = nested.child(named: .code)
        else {
            Issue.record("inlineBody")
            return
        }
        #expect(table.value(of: .type, in: full) == nil, "a key the table does not list")
        #expect(table.value(of: .code, in: full) == nil, "a key the table does not list")

        let empty = Sample()
        #expect(table.value(of: .name, in: empty) == nil, "a nil text is absent")
        #expect(table.value(of: .inlineBody, in: empty) == nil, "a nil context is absent")
        guard case .flag(false)? = table.value(of: .hasParts, in: empty) else {
            Issue.record("a false flag is present")
            return
        }
    }

    @Test("a keyed context's key list and lookup both come from its table")
    func keyedContext() {
        let declaration = RenderedDeclaration(code: "struct A {}")
        #expect(declaration.contextKeys == [.code])
        guard case .text("struct A {}")? = declaration.child(named: .code) else {
            Issue.record("code")
            return
        }
        #expect(declaration.child(named: .name) == nil)
    }

    @Test("a key listed twice in one table stops the program when the table is built")
    func duplicateKey() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ContextKeys<Sample>([
                .text(.name) { $0.title }, .flag(.isOpen) { _ in true }, .texts(.name) { $0.lines },
            ])
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("Sample lists the key name twice"), "\(message)")
    }

    /// Builds every table in a process of its own, so a key listed twice fails this test instead
    /// of stopping the test run wherever that context is first rendered. A context missing from
    /// this list is still checked the first time it is rendered (the golden files render them all).
    @Test("every context's table builds: no key is listed twice")
    func everyTableBuilds() async {
        await #expect(
            processExitsWith: .success, "a table lists a key twice; rendering its context names the key and the context"
        ) {
            let tables: [[TemplateKey]] = [
                APIContext.keys.keys, FileContext.keys.keys, RenderedDeclaration.keys.keys,
                RouteBaseURLModel.keys.keys, AuthSchemeModel.keys.keys, AuthPartModel.keys.keys,
                StructModel.keys.keys, DiscriminatorPropertyModel.keys.keys, PropertyModel.keys.keys,
                EnumModel.keys.keys, EnumCaseModel.keys.keys, UnionModel.keys.keys, UnionVariantModel.keys.keys,
                UnionDiscriminatorModel.keys.keys, RouteModel.keys.keys, ResponseCaseModel.keys.keys,
                StreamModel.keys.keys, PaginationModel.keys.keys, AliasModel.keys.keys, ServerContext.keys.keys,
                ServerCredentialModel.keys.keys, ServerUnauthorizedBodyModel.keys.keys, ServerRouteModel.keys.keys,
            ]
            precondition(!tables.contains(where: \.isEmpty))
        }
    }
}
