import Testing

@testable import RouteGenCore

/// A property's type is a ``TypeReference`` in the model, and the render stage spells it inside
/// the API namespace and outside it from that one value: the model decides how a declared type is
/// reached (by its full name, from the type enclosing it, from the namespace), the renderer writes it.
struct TypeSpellingTests {
    @Test func aReferenceIsSpelledInsideAndOutsideTheNamespace() {
        let owner = TypeReference.declared(
            DeclaredTypeName(namespace: "Shop", fullName: "Pet.Owner", reach: .fromEnclosing("Pet")))
        #expect(owner.spelling == "Owner")
        #expect(owner.qualifiedSpelling == "Shop.Pet.Owner")
        let hidden = TypeReference.declared(
            DeclaredTypeName(namespace: "Shop", fullName: "Line", reach: .fromNamespace))
        #expect(hidden.spelling == "Shop.Line")
        #expect(hidden.qualifiedSpelling == "Shop.Line")
        let plain = TypeReference.declared(DeclaredTypeName(namespace: "Shop", fullName: "Pet", reach: .fullName))
        #expect(TypeReference.array(.optional(plain)).spelling == "[Pet?]")
        #expect(TypeReference.dictionary(.nullable(plain)).qualifiedSpelling == "[String: Nullable<Shop.Pet>?]")
        #expect(TypeReference.optional(.array(.builtin(.calendarDate))).qualifiedSpelling == "[CalendarDate]?")
        #expect(TypeReference.optional(.binaryBody).qualifiedSpelling == "BinaryBody?")
    }

    /// Built from a spec: a model's own nested type is reached from the model, a top-level type a
    /// nested one would hide from the namespace, a route's nested type by its full name.
    @Test func theModelStageDecidesHowEachDeclaredTypeIsReached() throws {
        let (file, loadDiagnostics) = SpecLoader.load(NestedModelTests.spec, path: "Shop.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let api = try #require(model)
        let pet = try #require(
            api.files[0].types.lazy.compactMap { type -> StructModel? in
                if case .structure(let model) = type, model.name == "Pet" { return model }
                return nil
            }.first)
        let types = Dictionary(uniqueKeysWithValues: pet.properties.map { ($0.bareName, $0.type) })
        #expect(
            types["owner"]
                == .optional(
                    .declared(DeclaredTypeName(namespace: "Shop", fullName: "Pet.Owner", reach: .fromEnclosing("Pet"))))
        )
        #expect(types["owner"]?.spelling == "Owner?")
        #expect(types["owner"]?.qualifiedSpelling == "Shop.Pet.Owner?")
        #expect(
            types["category"]
                == .declared(DeclaredTypeName(namespace: "Shop", fullName: "Category", reach: .fromNamespace)))
        #expect(types["category"]?.spelling == "Shop.Category")
        let filter = try #require(api.files[0].routes.first?.properties.first)
        #expect(filter.type.spelling == "ListPetsRoute.Filter?")
        #expect(filter.type.qualifiedSpelling == "Shop.ListPetsRoute.Filter?")
    }
}

/// A declaration that repeats another but for its name is an alias of it, which names it as any
/// code inside the namespace reaches it: from the namespace where a nested type would hide it.
struct AliasTargetSpellingTests {
    @Test func anAliasReachesItsTargetAsAnyTypeIs() throws {
        let yaml = """
            api: Shop
            baseURL: https://shop.example
            models:
              Tag: { fields: { name: String } }
              Label: { fields: { name: String } }
              Pet: { fields: { tag: Pet.Tag } }
              Pet.Tag: { enum: [a, b] }
            """
        let (file, loadDiagnostics) = SpecLoader.load(yaml, path: "Shop.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let api = try #require(model)
        let alias = try #require(
            api.files[0].types.lazy.compactMap { type -> AliasModel? in
                if case .alias(let alias) = type { return alias }
                return nil
            }.first)
        #expect(alias.name == "Label")
        #expect(alias.target == DeclaredTypeName(namespace: "Shop", fullName: "Tag", reach: .fromNamespace))
        #expect(alias.target.spelling == "Shop.Tag")
    }
}

/// A route's response, its error bodies and the `401` body its generated server answers with are
/// references too: spelled inside the namespace for the route, outside it for the server.
struct ResponseTypeSpellingTests {
    static let spec = """
        api: Shop
        baseURL: https://shop.example
        auth: { clerk: bearer }
        models:
          Problem: { fields: { message: String } }
          Pet: { fields: { name: String } }
        routes:
          pets: { GET: /pets, auth: clerk, response: "[Pet]", errors: { 404: Problem, default: "[Problem]" } }
          adopt: { POST: /adopt, auth: clerk, responses: { 201: Pet, 204: none }, errors: { 401: Problem } }
          ping: { GET: /ping, errors: { 401: Problem } }
        """

    static func routes() throws -> [String: RouteModel] {
        let (file, loadDiagnostics) = SpecLoader.load(spec, path: "Shop.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let routes = try #require(model).files[0].routes
        return Dictionary(uniqueKeysWithValues: routes.map { ($0.functionName, $0) })
    }

    @Test func theResponseIsAReference() throws {
        let routes = try Self.routes()
        let pet = TypeReference.declared(DeclaredTypeName(namespace: "Shop", fullName: "Pet", reach: .fullName))
        #expect(routes["pets"]?.responseType == .array(pet))
        #expect(routes["pets"]?.responseType.qualifiedSpelling == "[Shop.Pet]")
        // The route's own `enum Response`, reached from the route.
        let adopt = try #require(routes["adopt"])
        #expect(adopt.responseType.spelling == "Response")
        #expect(adopt.responseType.qualifiedSpelling == "Shop.AdoptRoute.Response")
        #expect(adopt.responseCases.map { $0.payloadType?.spelling } == ["Pet", nil])
        #expect(routes["ping"]?.responseType == .empty)
        #expect(TypeReference.empty.spelling == "Empty" && TypeReference.empty.qualifiedSpelling == "Empty")
    }

    @Test func errorBodiesAreSpelledAsRouteKitsErrorBodies() throws {
        let routes = try Self.routes()
        let pets = try #require(routes["pets"])
        #expect(pets.errorBodies.map(\.status) == [404, nil])
        #expect(pets.errorBodies.map(\.expression) == [".status(404, Problem.self)", ".default([Problem].self)"])
    }

    /// The `401` entry, else `default`, of a route a credential authenticates; none for a public route.
    @Test func theUnauthorizedBodyIsTheErrorBodyOfA401() throws {
        let routes = try Self.routes()
        #expect(routes["pets"]?.unauthorizedBody?.qualifiedSpelling == "[Shop.Problem]")
        #expect(routes["adopt"]?.unauthorizedBody?.qualifiedSpelling == "Shop.Problem")
        #expect(routes["ping"]?.unauthorizedBody == nil)
    }

    /// One registration argument per type, labelled after it, a list's after its element.
    @Test func theServerAsksForEachUnauthorizedBodyOnce() throws {
        let code = swiftCode(Self.spec, routeStyle: RouteStyle(generatesServer: true))
        #expect(code.contains("unauthorizedProblemList: @escaping @Sendable (_ reason: String) -> [Shop.Problem],"))
        #expect(code.contains("unauthorizedProblem: @escaping @Sendable (_ reason: String) -> Shop.Problem,"))
        #expect(code.components(separatedBy: "routes.answerUnauthorized(with:").count == 3)
    }

    @Test func aNameMadeAfterATypeReadsItsWords() {
        let owner = TypeReference.declared(
            DeclaredTypeName(namespace: "Shop", fullName: "Pet.Owner", reach: .fromEnclosing("Pet")))
        #expect(owner.nameWords == "Pet.Owner")
        #expect(TypeReference.optional(.array(owner)).nameWords == "Pet.Owner list")
        #expect(TypeReference.dictionary(.builtin(.string)).nameWords == "String map")
    }
}

/// What a stream sends and a page holds are references too: RouteKit's `ServerSentEvent` spelled
/// with its module, a page's item reached from the namespace where the route's `typealias Item`
/// would be meant instead.
struct ElementTypeSpellingTests {
    static func routes(_ yaml: String) throws -> [String: RouteModel] {
        let (file, loadDiagnostics) = SpecLoader.load(header + yaml, path: "Shop.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let routes = try #require(model).files[0].routes
        return Dictionary(uniqueKeysWithValues: routes.map { ($0.functionName, $0) })
    }

    @Test func aStreamsElementIsAReferenceAndItsFormatIsSpelledFromTheSpecsWords() throws {
        let routes = try Self.routes(
            """
            routes:
              lines: { GET: /lines, stream: lines Row }
              raw: { GET: /raw, stream: events ServerSentEvent }
              bytes: { GET: /bytes, stream: lines Data }
              until: { GET: /until, stream: { events: Row, until: END } }
            models:
              Row: { fields: { id: Int } }
            """)
        let lines = try #require(routes["lines"]?.stream)
        #expect(lines.elementType.qualifiedSpelling == "Shop.Row")
        #expect(lines.formatExpression == ".jsonLines" && lines.isServable)
        let raw = try #require(routes["raw"]?.stream)
        #expect(raw.elementType == .serverSentEvent)
        #expect(raw.elementType.spelling == "RouteKit.ServerSentEvent")
        #expect(raw.formatExpression == ".serverSentEvents")
        // Neither the events as they are nor bytes have an encoding a client reads back.
        #expect(!raw.isServable && routes["bytes"]?.stream?.isServable == false)
        #expect(routes["until"]?.stream?.formatExpression == #".serverSentEvents(terminator: "END")"#)
    }

    /// A model nested in `Item` is reached from the namespace too: `typealias Item = Item.Part`
    /// would name the typealias itself.
    @Test func aPagesItemNamedItemIsReachedFromTheNamespace() throws {
        let routes = try Self.routes(
            """
            models:
              Item: { fields: { id: Int } }
              Item.Part: { fields: { id: Int } }
              Page: { fields: { parts: "[Item.Part]" } }
            routes:
              items: { GET: /items, query: { page: Int = 1 }, response: "[Item]", paginate: { page: page } }
              parts: { GET: /parts, query: { page: Int = 1 }, response: Page, paginate: { page: page, items: parts } }
            """)
        #expect(routes["items"]?.pagination?.itemType.spelling == "Shop.Item")
        #expect(routes["parts"]?.pagination?.itemType.spelling == "Shop.Item.Part")
        #expect(routes["parts"]?.responseType.spelling == "Page")
    }
}
