import Testing
@testable import RouteGenCore

/// Schemas as the authors of large public descriptions write them (issue 31): enums written as a
/// `oneOf` of titled constants, `null` in a referenced component, `allOf` members that only
/// constrain, defaults of open enums, names the values and components give. Each maps to what
/// its authors meant, without a warning that is not true.
struct AuthoredSchemaShapeTests {
    @Test func aOneOfOfTitledIntegerConstantsIsAnIntegerEnumNamedByTheTitles() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    ChannelTypes:
                      type: integer
                      oneOf:
                        - { title: GUILD_TEXT, description: A text channel within a server., const: 0 }
                        - { title: DM, const: 1 }
                        - { title: GUILD_VOICE, const: 2 }
                      format: int32
                """)
        #expect(translation.diagnostics.isEmpty)
        #expect(
            converted(
                openAPIHeader + """
                    components:
                      schemas:
                        ChannelTypes:
                          type: integer
                          oneOf:
                            - { title: GUILD_TEXT, description: A text channel within a server., const: 0 }
                            - { title: DM, const: 1 }
                            - { title: GUILD_VOICE, const: 2 }
                          format: int32
                    """) == """
                    models:
                      ChannelTypes:
                        enum:
                          guildText:
                            value: 0
                            doc: A text channel within a server.
                          dm: 1
                          guildVoice: 2

                    """)
    }

    @Test func aOneOfOfTitledStringConstantsIsAStringEnum() {
        #expect(
            converted(
                openAPIHeader + """
                    components:
                      schemas:
                        ForumLayout:
                          type: string
                          oneOf:
                            - { title: DEFAULT, const: default }
                            - { title: LIST_VIEW, const: list }
                            - { title: GALLERY_VIEW, type: string, const: gallery }
                    """) == """
                    models:
                      ForumLayout:
                        enum:
                          default: default
                          listView: list
                          galleryView: gallery

                    """)
    }

    @Test func aPlainMemberBesideTheConstantsMakesTheEnumOpen() {
        #expect(
            converted(
                openAPIHeader + """
                    components:
                      schemas:
                        MessageFlags:
                          type: integer
                          oneOf:
                            - { title: CROSSPOSTED, const: 1 }
                            - { title: IS_CROSSPOST, const: 2 }
                            - { type: integer }
                        Locale:
                          oneOf:
                            - { title: English, const: en-US }
                            - { type: string }
                    """) == """
                    models:
                      MessageFlags:
                        open: true
                        enum:
                          crossposted: 1
                          isCrosspost: 2
                      Locale:
                        open: true
                        enum:
                          english: en-US

                    """)
    }

    @Test func constantsThatAreNeitherAllIntegersNorAllTextStayAUnion() {
        let spec = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Mixed:
                      oneOf:
                        - { title: ONE, const: 1 }
                        - { title: TRUE, const: true }
                    Typed:
                      oneOf:
                        - { title: A, const: a }
                        - { type: integer }
                """
        ).spec
        // Typed's constant member is a model of its own: `const` is an `enum` of its one value.
        #expect(
            spec.models.map { model -> String in
                if case .union = model.kind { return "union" }
                if case .enumeration(let cases) = model.kind { return "enumeration \(cases.map(\.rawValue))" }
                return "\(model.kind)"
            } == ["union", "union", "enumeration [\"a\"]"])
    }

    @Test func aQueryParameterOfAnEnumOfConstantsIsTheEnum() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /channels:
                    get:
                      operationId: listChannels
                      parameters: [{ name: type, in: query, schema: { $ref: "#/components/schemas/ChannelTypes" } }]
                      responses: { "204": { description: Done. } }
                components:
                  schemas:
                    ChannelTypes:
                      type: integer
                      oneOf: [{ title: GUILD_TEXT, const: 0 }, { title: DM, const: 1 }]
                """)
        #expect(translation.diagnostics.isEmpty)
        #expect(translation.spec.routes.first?.query.map(\.type.description) == ["ChannelTypes?"])
    }

    @Test func aReferencedNullOnlyMemberMakesTheTypeOptional() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    NullValue: { enum: [null] }
                    NullType: { type: "null" }
                    Layout: { type: string, enum: [list, grid] }
                    Channel:
                      type: object
                      required: [layout, topic]
                      properties:
                        layout: { anyOf: [{ $ref: "#/components/schemas/Layout" }, { $ref: "#/components/schemas/NullValue" }] }
                        topic: { oneOf: [{ type: string }, { $ref: "#/components/schemas/NullType" }] }
                        owner: { anyOf: [{ $ref: "#/components/schemas/Layout" }, { $ref: "#/components/schemas/NullValue" }] }
                """)
        #expect(translation.diagnostics.isEmpty)
        guard case .object(let fields)? = translation.spec.models.last?.kind else {
            Issue.record("no object model: \(translation.spec.models)")
            return
        }
        #expect(fields.map(\.type.description) == ["Layout?", "String?", "Layout | null"])
    }

    @Test func anAllOfMemberThatOnlyConstrainsIsNoMemberToMerge() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Session:
                      allOf:
                        - type: object
                          properties: { ipv4: { type: string }, ipv6: { type: string } }
                        - oneOf:
                            - not: { required: [ipv4, ipv6] }
                            - required: [ipv4]
                    Sessions: { type: array, items: { $ref: "#/components/schemas/Session" } }
                """)
        #expect(translation.diagnostics.isEmpty)
        #expect(
            converted(
                openAPIHeader + """
                    components:
                      schemas:
                        Session:
                          allOf:
                            - type: object
                              properties: { ipv4: { type: string }, ipv6: { type: string } }
                            - oneOf:
                                - not: { required: [ipv4, ipv6] }
                                - required: [ipv4]
                          properties: { name: { type: string } }
                    """) == """
                    models:
                      Session:
                        fields:
                          ipv4: String?
                          ipv6: String?
                          name: String?

                    """)
    }

    @Test func aNotThatSaysSomethingIsStillReported() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        A:
                          type: object
                          properties: { v: { not: { type: string } } }
                    """) == ["api.yaml:8:24: warning: \"not\" cannot be expressed: generated as JSONValue"])
    }

    @Test func anOpenEnumTakesADefaultItDoesNotList() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Duration:
                      oneOf: [{ type: string }, { type: string, enum: [1m, 5m] }]
                    Closed: { type: string, enum: [1m, 5m] }
                    Config:
                      type: object
                      properties:
                        timeout: { $ref: "#/components/schemas/Duration", default: "30s" }
                        other: { allOf: [{ $ref: "#/components/schemas/Closed" }], default: "30s" }
                """)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:13:77: warning: the default \"30s\" is not a valid Closed: it is left out"
            ])
        let code = swiftCode(
            openAPI: openAPIHeader + """
                components:
                  schemas:
                    Duration:
                      oneOf: [{ type: string }, { type: string, enum: [1m, 5m] }]
                    Config:
                      type: object
                      properties:
                        timeout: { $ref: "#/components/schemas/Duration", default: "30s" }
                """)
        #expect(code.contains("public var timeout: DurationModel { _timeout ?? .unknown(\"30s\") }"), "\(code)")
    }

    @Test func signedValuesSpellTheirSign() {
        #expect(
            converted(
                openAPIHeader + """
                    components:
                      schemas:
                        Reaction: { type: string, enum: ["1", "-1", "+1", "-x"] }
                        Vote: { type: integer, enum: [1, -1, +2] }
                    """) == """
                    models:
                      Reaction:
                        enum:
                          _1: "1"
                          minus1: "-1"
                          plus1: "+1"
                          x: -x
                      Vote:
                        enum:
                          value1: 1
                          minus1: -1
                          plus2: +2

                    """)
    }

    @Test func anInlineEnumWithAFormatIsNamedAfterItsPlaceUnlessOthersShareIt() {
        let spec = converted(
            openAPIHeader + """
                components:
                  schemas:
                    Token:
                      type: object
                      properties:
                        grant_type: { type: string, format: urn, enum: ["urn:x:jwt-bearer", authorization_code] }
                        token_type: { type: string, format: urn, enum: ["urn:x:access_token"] }
                    Call:
                      type: object
                      properties:
                        status_callback_method: { type: string, format: http-method, enum: [GET, POST] }
                        fallback_method: { type: string, format: http-method, enum: [GET, POST] }
                """)
        #expect(
            spec == """
                models:
                  Token:
                    fields:
                      grantType:
                        type: Token.GrantType?
                        key: grant_type
                      tokenType:
                        type: Token.TokenType?
                        key: token_type
                  Token.GrantType:
                    enum:
                      urnXJwtBearer: urn:x:jwt-bearer
                      authorizationCode: authorization_code
                  Token.TokenType:
                    enum:
                      urnXAccessToken: urn:x:access_token
                  Call:
                    fields:
                      statusCallbackMethod:
                        type: HttpMethod?
                        key: status_callback_method
                      fallbackMethod:
                        type: HttpMethod?
                        key: fallback_method
                  HttpMethod:
                    enum:
                      get: GET
                      post: POST

                """)
    }

    @Test func aUnionOfAliasesNamesItsCasesAfterTheComponents() {
        let translation = translate(
            openAPIHeader + """
                components:
                  schemas:
                    Dnn: { type: string, pattern: "^[A-Za-z0-9]+$" }
                    WildcardDnn: { type: string, pattern: "^[*]$" }
                    Snssai: { type: object, properties: { sst: { type: integer } } }
                    Target:
                      anyOf: [{ $ref: "#/components/schemas/Dnn" }, { $ref: "#/components/schemas/WildcardDnn" }, { $ref: "#/components/schemas/Snssai" }, { type: integer }]
                """)
        guard case .union(let union)? = translation.spec.models.last?.kind else {
            Issue.record("no union: \(translation.spec.models)")
            return
        }
        #expect(union.variants.map(\.name.value) == ["dnn", "wildcardDnn", "snssai", "int"])
    }

    @Test func requiredNamesWithoutAPropertyAreReported() {
        #expect(
            openAPIDiagnostics(
                openAPIHeader + """
                    components:
                      schemas:
                        File:
                          type: object
                          required: [id, nmae]
                          properties: { id: { type: string }, name: { type: string } }
                        Merged:
                          allOf:
                            - { type: object, properties: { a: { type: string } } }
                            - { type: object, required: [a, b] }
                        Open:
                          type: object
                          required: [extra]
                          properties: { id: { type: string } }
                          additionalProperties: { type: string }
                    """) == [
                    "api.yaml:8:22: warning: the required property \"nmae\" is not among the properties of File: the requirement is left out",
                    "api.yaml:13:41: warning: the required property \"b\" is not among the properties of Merged: the requirement is left out",
                ])
    }

    @Test func keysOfContentThatAreNoMediaTypesAreReportedAndLeftOut() {
        let translation = translate(
            openAPIHeader + """
                paths:
                  /sessions:
                    post:
                      operationId: createSession
                      requestBody:
                        content:
                          application/json: { schema: { type: object, properties: { dnn: { type: string } } } }
                          examples: { basic: { value: { dnn: internet } } }
                      responses:
                        "200":
                          description: The session.
                          content:
                            examples: { basic: { value: { dnn: internet } } }
                            application/json: { schema: { type: string } }
                """)
        #expect(
            translation.diagnostics.map(\.description) == [
                "api.yaml:11:11: warning: \"examples\" is not a media type (type/subtype) but a key of \"content\": it is left out (2 places; the first is here)"
            ])
        #expect(translation.spec.routes.first?.response?.description == "String")
    }
}
