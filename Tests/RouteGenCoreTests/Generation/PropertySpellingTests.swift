import Testing

@testable import RouteGenCore

/// A property's coding and request statements are spelled in the render stage from what the
/// model says of it (``PropertyCoding``, ``RequestCoding``), naming `self.x` where a local of
/// the generated method would hide the property.
struct PropertySpellingTests {
    @Test func aJSONFieldIsReadAndWrittenAsItsPresenceSays() {
        let due = Self.property("due", type: .optional(.builtin(.date)), coding: .jsonField(.ifPresent))
        #expect(due.decodeStatement == #"self.due = try object.decodeIfPresent(forKey: "due")"#)
        #expect(due.encodeStatement == #"try object.encodeIfPresent(due, forKey: "due")"#)
        let title = Self.property("title", coding: .jsonField(.required))
        #expect(title.decodeStatement == #"self.title = try object.decode(forKey: "title")"#)
        #expect(title.encodeStatement == #"try object.encode(title, forKey: "title")"#)
        let note = Self.property("note", type: .nullable(.builtin(.string)), coding: .jsonField(.nullable))
        #expect(note.decodeStatement == #"self.note = try object.decodeNullable(forKey: "note")"#)
        #expect(note.encodeStatement == #"try object.encodeIfPresent(note, forKey: "note")"#)
    }

    /// The model keeps the wire name as it is; the render stage quotes it.
    @Test func theWireNameIsALiteralOfTheKey() {
        let title = Self.property("title", key: #"say "hi""#, coding: .jsonField(.required))
        #expect(title.keyLiteral == #""say \"hi\"""#)
        #expect(title.decodeStatement == #"self.title = try object.decode(forKey: "say \"hi\"")"#)
        var extra = Self.property(
            "extra", type: .dictionary(.builtin(.jsonValue)), coding: .additionalProperties(declaredKeys: []))
        extra.key = nil
        #expect(extra.keyLiteral.isEmpty)
    }

    @Test func aBoxedOrDefaultedFieldIsCodedThroughItsStorage() {
        var parent = Self.property("parent", type: .optional(Self.model("Task")), coding: .jsonField(.ifPresent))
        parent.isIndirect = true
        #expect(
            parent.decodeStatement == #"self._parent = RouteKit.Indirect(try object.decodeIfPresent(forKey: "parent"))"#
        )
        #expect(parent.encodeStatement == #"try object.encodeIfPresent(_parent.value, forKey: "parent")"#)
        var state = Self.property("state", type: Self.model("State"), coding: .jsonField(.ifPresent))
        state.defaultValue = .enumCase("open")
        #expect(state.decodeStatement == #"self._state = try object.decodeIfPresent(forKey: "state")"#)
        #expect(state.encodeStatement == #"try object.encodeIfPresent(_state, forKey: "state")"#)
    }

    @Test func aFieldNamedLikeALocalOfEncodeIsWrittenThroughSelf() {
        for name in ["object", "encoder"] {
            let field = Self.property(name, coding: .jsonField(.required))
            #expect(field.encodeStatement == "try object.encode(self.\(name), forKey: \"\(name)\")")
            #expect(field.decodeStatement == "self.\(name) = try object.decode(forKey: \"\(name)\")")
        }
        let request = Self.property("request", coding: .jsonField(.required))
        #expect(request.encodeStatement == #"try object.encode(request, forKey: "request")"#)
    }

    @Test func additionalPropertiesAreCodedBesidesTheDeclaredKeys() {
        let extra = Self.property(
            "extra", type: .dictionary(.builtin(.jsonValue)),
            coding: .additionalProperties(declaredKeys: ["id", "na\"me"]))
        #expect(
            extra.decodeStatement == #"self.extra = try object.decodeAdditionalProperties(besides: ["id", "na\"me"])"#)
        #expect(extra.encodeStatement == #"try object.encodeAdditionalProperties(extra, besides: ["id", "na\"me"])"#)
        let object = Self.property(
            "object", type: .dictionary(.builtin(.int)), coding: .additionalProperties(declaredKeys: []))
        #expect(object.encodeStatement == "try object.encodeAdditionalProperties(self.object, besides: [])")
    }

    @Test func aResponseHeaderFieldIsReadFromFieldsAndNeverEncoded() {
        let eTag = Self.property("eTag", key: "ETag", coding: .requiredHeaderField)
        #expect(eTag.decodeStatement == #"self.eTag = try fields.decode(forName: "ETag")"#)
        #expect(eTag.encodeStatement.isEmpty)
        let remaining = Self.property("remaining", key: "X-Remaining", coding: .headerFieldIfPresent(default: nil))
        #expect(remaining.decodeStatement == #"self.remaining = fields.decodeIfPresent(forName: "X-Remaining")"#)
        let limit = Self.property("limit", key: "X-Limit", coding: .headerFieldIfPresent(default: .integer(100)))
        #expect(limit.decodeStatement == #"self.limit = fields.decodeIfPresent(forName: "X-Limit") ?? 100"#)
    }

    @Test func aParameterIsSentFromItsStorageAndReadBackByTheServer() {
        var perPage = Self.property("perPage", type: .builtin(.int), key: "per_page", coding: .jsonField(.ifPresent))
        perPage.defaultValue = .integer(50)
        perPage.requestCoding = .parameter(ParameterEncoding(place: .query), requiredAs: nil)
        #expect(perPage.requestStatement == #"request.query("per_page", _perPage)"#)
        #expect(perPage.serverExpression == #"try request.query("per_page", as: Int.self)"#)
        let tags = Self.property("tags", type: .array(.builtin(.string)), coding: .jsonField(.required))
        #expect(tags.requestStatement.isEmpty)
        #expect(tags.serverExpression.isEmpty)
    }

    @Test func aParameterNamedLikeALocalOfEncodeIntoIsSentThroughSelf() {
        let places: [(String, ParameterEncoding.Place, String)] = [
            ("request", .header, "request.header"), ("form", .formField, "form.field"),
            ("parts", .multipartText, "parts.text"),
        ]
        for (name, place, function) in places {
            var parameter = Self.property(name, coding: .jsonField(.required))
            parameter.requestCoding = .parameter(ParameterEncoding(place: place), requiredAs: name)
            #expect(parameter.requestStatement == "\(function)(\"\(name)\", self.\(name))")
        }
        var object = Self.property("object", coding: .jsonField(.required))
        object.requestCoding = .parameter(ParameterEncoding(place: .query), requiredAs: nil)
        #expect(object.requestStatement == #"request.query("object", object)"#)
    }

    @Test func aBodyIsReadByTheServerAndSentByTheRouteNotByItsProperty() {
        var body = Self.property("body", type: Self.model("Task"), coding: .none)
        body.requestCoding = .body(.json(mediaType: nil))
        #expect(body.decodeStatement.isEmpty)
        #expect(body.encodeStatement.isEmpty)
        #expect(body.requestStatement.isEmpty)
        #expect(body.serverExpression == "try request.jsonBody(as: Shop.Task.self)")
    }

    @Test func aDiscriminatorConstantIsWrittenUnderItsKey() {
        let kind = DiscriminatorPropertyModel(
            name: "kind", type: .builtin(.string), value: .string("cat"), docLines: [], bareName: "kind",
            key: "pet_kind")
        #expect(kind.encodeStatement == #"try object.encode(kind, forKey: "pet_kind")"#)
        let encoder = DiscriminatorPropertyModel(
            name: "encoder", type: .builtin(.string), value: .string("a"), docLines: [], bareName: "encoder",
            key: "encoder")
        #expect(encoder.encodeStatement == #"try object.encode(self.encoder, forKey: "encoder")"#)
    }

    @Test func aDefaultIsReadThroughTheStorageAndAFixedValueFilledIn() {
        var perPage = Self.property("perPage", type: .builtin(.int), coding: .jsonField(.ifPresent))
        perPage.defaultValue = .integer(50)
        perPage.docLines = ["Items per page."]
        #expect(perPage.storageType == "Int?")
        #expect(perPage.readExpression == "_perPage ?? 50")
        #expect(perPage.writeStatement == "_perPage = newValue")
        #expect(perPage.initStatement == "self._perPage = perPage")
        #expect(perPage.memberwiseArgument == "_perPage: perPage")
        #expect(
            perPage.documentation == [
                "Items per page.", "",
                "Reads `50`, what the server assumes, when it is absent; it is sent only when set.",
            ])
        var role = Self.property("role", type: Self.model("Role"), coding: .jsonField(.required))
        role.fixedValue = .enumCase("user")
        role.documentedDeprecation = "Use kind."
        #expect(role.initStatement == "self.role = .user")
        #expect(role.memberwiseArgument == "role: .user")
        #expect(
            role.documentation == [
                "Always `.user`, the one value the spec allows: filled in, and sent.", "", "Deprecated: Use kind.",
            ])
        var parent = Self.property("parent", type: .optional(Self.model("Task")), coding: .jsonField(.ifPresent))
        parent.isIndirect = true
        #expect(parent.storageType == "RouteKit.Indirect<Task?>")
        #expect(parent.readExpression == "_parent.value")
        #expect(parent.writeStatement == "_parent.value = newValue")
        #expect(parent.initStatement == "self._parent = RouteKit.Indirect(parent)")
    }

    @Test func aValueIsSpelledAsAnExpressionOfItsType() {
        let values: [(LiteralValue, String)] = [
            (.noValue, "nil"), (.dictionary([]), "[:]"), (.string("a \"b\""), #""a \"b\"""#), (.integer(-3), "-3"),
            (.number(2.5), "2.5"), (.bool(false), "false"), (.enumCase("low"), ".low"),
            (.enumCase("default"), ".`default`"),
            (.unknownEnumValue(.string("30s")), #".unknown("30s")"#), (.unknownEnumValue(.integer(7)), ".unknown(7)"),
            (.array([.enumCase("low"), .noValue]), "[.low, nil]"),
            (
                .uuid("5C2E2A2E-0000-4000-8000-000000000000"),
                #"UUID(uuidString: "5C2E2A2E-0000-4000-8000-000000000000")!"#
            ),
            (.url("https://a.example/x"), #"URL(string: "https://a.example/x")!"#),
            (.date(timeIntervalSince1970: 86400), "Date(timeIntervalSince1970: 86400.0)"),
            (.calendarDate(year: 2024, month: 2, day: 29), "CalendarDate(year: 2024, month: 2, day: 29)!"),
        ]
        for (value, spelling) in values {
            #expect(value.spelling == spelling)
        }
    }

    @Test func aResponseCaseDecodesItsBodyOnlyWhenItHasOne() {
        let created = ResponseCaseModel(
            name: "created", status: 201,
            payloadType: .declared(DeclaredTypeName(namespace: "Shop", fullName: "Task", reach: .fullName)),
            docLines: [])
        #expect(created.decodeStatement == "self = .created(try body.decode())")
        let noContent = ResponseCaseModel(name: "noContent", status: 204, payloadType: nil, docLines: [])
        #expect(noContent.decodeStatement == "self = .noContent")
    }

    @Test func aRouteSendsItsParametersItsFormFieldsInTheBodyClosureAndItsBodyLast() throws {
        let yaml = """
            api: Shop
            baseURL: https://shop.example
            routes:
              find: { GET: "/find/{request: String}", query: { parts: String? }, headers: { X-Form: Int? } }
              login: { POST: /login, form: { form: String, request: String? }, query: { object: Int? } }
              update: { PUT: "/notes/{id: Int}", body: String }
            """
        let (file, loadDiagnostics) = SpecLoader.load(yaml, path: "Shop.yaml")
        let (model, diagnostics) = APIModelBuilder.build([file], access: .public)
        #expect((loadDiagnostics + diagnostics).isEmpty)
        let routes = try #require(model).files[0].routes
        #expect(
            routes[0].parameterStatements == [
                #"request.path("request", self.request)"#, #"request.query("parts", self.parts)"#,
                #"request.header("X-Form", xForm)"#,
            ])
        #expect(routes[0].bodyStatement == nil)
        #expect(routes[1].parameterStatements == [#"request.query("object", object)"#])
        #expect(
            routes[1].formFields.map(\.requestStatement) == [
                #"form.field("form", self.form)"#, #"form.field("request", self.request)"#,
            ])
        #expect(routes[2].parameterStatements == [#"request.path("id", id)"#])
        #expect(routes[2].bodyStatement == "request.jsonBody(body)")
    }

    private static func property(
        _ name: String, type: TypeReference = .builtin(.string), key: String? = nil, coding: PropertyCoding
    ) -> PropertyModel {
        PropertyModel(
            name: name, label: name, argumentLabel: name, bareName: name, type: type, initDefault: nil,
            key: key ?? name, docLines: [], isIndirect: false,
            coding: coding)
    }

    /// A model of the API `Shop`, named by its full name.
    private static func model(_ name: String) -> TypeReference {
        .declared(DeclaredTypeName(namespace: "Shop", fullName: name, reach: .fullName))
    }
}
