import Testing
@testable import RouteGenCore

/// `oneOf:` models: the enum, its decoding with and without a discriminator, its encoding,
/// case names, and recursion.
struct UnionSnippetTests {
    static let pets =
        header + """
            models:
              Cat: { fields: { petType: String, name: String } }
              Dog: { fields: { barks: Bool } }
              Pet:
                doc: A cat or a dog.
                oneOf: [Cat, Dog]
                discriminator: petType
                mapping: { cat: Cat, dog: Dog, puppy: Dog }

            """

    @Test func discriminatorDecodesTheKeyAndSwitches() {
        let code = swiftCode(Self.pets)
        #expect(
            code.contains(
                """
                    /// A cat or a dog.
                    nonisolated public enum Pet: Codable, Sendable {
                        case cat(Cat)
                        case dog(Dog)

                        public init(from decoder: any Decoder) throws {
                            let container = try decoder.container(keyedBy: RouteKit.JSONKey.self)
                            let value = try container.decode(String.self, forKey: "petType")
                            switch value {
                            case "cat": self = .cat(try Cat(from: decoder))
                            case "dog", "puppy": self = .dog(try Dog(from: decoder))
                            default:
                                throw DecodingError.dataCorruptedError(forKey: "petType", in: container, debugDescription: "Unknown petType \\"\\(value)\\" for Pet; expected \\"cat\\", \\"dog\\" or \\"puppy\\".")
                            }
                        }
                """))
    }

    @Test func encodingWritesTheDiscriminatorOnlyWhereTheVariantLacksIt() {
        let code = swiftCode(Self.pets)
        #expect(
            code.contains(
                """
                        public func encode(to encoder: any Encoder) throws {
                            switch self {
                            case .cat(let value): try value.encode(to: encoder)
                            case .dog(let value):
                                try value.encode(to: encoder)
                                var container = encoder.container(keyedBy: RouteKit.JSONKey.self)
                                try container.encode("dog", forKey: "petType")
                            }
                        }
                    }
                """))
    }

    @Test func withoutMappingTheModelNameSelectsTheVariant() {
        let code = swiftCode(
            header + """
                models:
                  Cat: { fields: { kind: { type: String, key: "@type" } } }
                  Dog: { fields: { barks: Bool } }
                  Pet: { oneOf: [Cat, Dog], discriminator: "@type", mapping: { hound: Dog } }
                """)
        #expect(code.contains("let value = try container.decode(String.self, forKey: \"@type\")"))
        #expect(code.contains("case \"Cat\": self = .cat(try Cat(from: decoder))"))
        #expect(code.contains("case \"hound\": self = .dog(try Dog(from: decoder))"))
        #expect(code.contains("for Pet; expected \\\"Cat\\\" or \\\"hound\\\".\")"))
        #expect(!code.contains("try container.encode(\"Cat\""))
        #expect(code.contains("try container.encode(\"hound\", forKey: \"@type\")"))
    }

    @Test func withoutDiscriminatorTheFirstVariantThatDecodesWins() {
        let code = swiftCode(
            header + """
                models:
                  Tag: { fields: { name: String } }
                  Value: { oneOf: [Int, String, "[String]", Tag, "[String: Tag]", JSONValue, UUID] }
                """)
        #expect(
            code.contains(
                """
                    nonisolated public enum Value: Codable, Sendable {
                        case int(Int)
                        case string(String)
                        case stringArray([String])
                        case tag(Tag)
                        case tagDictionary([String: Tag])
                        case jsonValue(JSONValue)
                        case uuid(UUID)

                        public init(from decoder: any Decoder) throws {
                            let container = try decoder.singleValueContainer()
                            if let value = try? container.decode(Int.self) {
                                self = .int(value)
                            } else if let value = try? container.decode(String.self) {
                """))
        #expect(
            code.contains(
                """
                            } else if let value = try? container.decode([String: Tag].self) {
                                self = .tagDictionary(value)
                            } else if let value = try? container.decode(JSONValue.self) {
                """))
        #expect(
            code.contains(
                """
                            } else {
                                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected Int, String, [String], Tag, [String: Tag], JSONValue or UUID for Value; none of them decodes.")
                            }
                        }

                        public func encode(to encoder: any Encoder) throws {
                            switch self {
                            case .int(let value): try value.encode(to: encoder)
                """))
        #expect(!code.contains("DiscriminatorKey"))
    }

    @Test func longFormNamesAndDocumentsTheCases() {
        let code = swiftCode(
            header + """
                models:
                  Size:
                    oneOf:
                      hours: { type: Double, doc: An estimate in hours. }
                      label: String
                      default: Int
                """)
        #expect(
            code.contains(
                """
                    nonisolated public enum Size: Codable, Sendable, ScalarUnionParameter {
                        /// An estimate in hours.
                        case hours(Double)
                        case label(String)
                        case `default`(Int)
                """))
        #expect(code.contains("case .`default`(let value):"))
        // A union of scalars may be a parameter (issue 39): it sends the value it holds.
        #expect(
            code.contains(
                """
                        /// The value the union holds, which a parameter of this type sends.
                        public var parameterValue: any ParameterValue {
                            switch self {
                            case .hours(let value): value
                            case .label(let value): value
                            case .`default`(let value): value
                            }
                        }
                """))
    }

    @Test func recursiveUnionMarksOnlyTheCaseIndirect() {
        let code = swiftCode(
            header + """
                models:
                  Condition:
                    oneOf:
                      tag: String
                      not: NotCondition
                      all: "[Condition]"
                  NotCondition: { fields: { not: Condition } }
                """)
        #expect(
            code.contains(
                """
                        case tag(String)
                        indirect case not(NotCondition)
                        case all([Condition])
                """))
        // The cycle is broken at the union, so the struct keeps a plain stored property.
        #expect(code.contains("        public let not: Condition\n"))
        #expect(!code.contains("Indirect<"))
    }

    @Test func structCyclesWithoutAUnionStillUseIndirect() {
        let code = swiftCode(
            header + """
                models:
                  Node: { fields: { next: Node?, value: Leaf } }
                  Leaf: { oneOf: [Int, Node] }
                """)
        #expect(code.contains("private let _next: RouteKit.Indirect<Node?>"))
        #expect(code.contains("indirect case node(Node)"))
        #expect(code.contains("        public let value: Leaf\n"))
    }

    @Test func unionAsAFieldAndAResponse() {
        let code = swiftCode(
            header + """
                models:
                  Pet: { oneOf: [String, Int] }
                  Owner: { fields: { pet: Pet?, pets: "[Pet]" } }
                routes:
                  pets: { GET: /pets, response: "[Pet]" }
                """)
        #expect(code.contains("public typealias Response = [Pet]"))
        #expect(code.contains("public let pet: Pet?"))
        #expect(code.contains("public init(pet: Pet? = nil, pets: [Pet])"))
    }
}
