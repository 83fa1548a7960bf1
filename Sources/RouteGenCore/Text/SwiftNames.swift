/// Turns names from specs — `due_date`, `X-Request-ID`, `class`, `2fa` — into Swift identifiers.
///
/// Conversion never fails: awkward names are converted or escaped, and collisions that
/// conversion creates are reported by validation, not here.
enum SwiftNames {
    /// `UpperCamelCase` for types: `new_todo` → `NewTodo`. The result may be reserved: use it as
    /// part of a name (`<Name>Route`), and ``declaredTypeName(_:)`` for a type named by it alone.
    static func typeName(_ name: String) -> String {
        typeName(fromWords: name.isAllASCII ? nil : words(name), ascii: name)
    }

    /// ``typeName(_:)`` for a type declared under that name alone (a model, the namespace), with
    /// `Model` appended to a reserved name: `Error` → `ErrorModel`, `Self` → `SelfModel`. Inside
    /// the namespace a model named `Error` or `Task` would shadow Swift's own, so `Error` in
    /// generated code (`.default(Error.self)`) and in the app's extensions would mean the model.
    static func declaredTypeName(_ name: String) -> String {
        let converted = typeName(name)
        return reservedTypeNames.contains(converted) ? converted + "Model" : converted
    }

    /// ``typeName(_:)`` from the words of a name, or, when `words` is `nil`, of the ASCII text
    /// `ascii`, whose words are cut and capitalized in one pass over its bytes.
    static func typeName(fromWords words: [String]?, ascii: String = "") -> String {
        var result = words.map { $0.map(capitalized).joined() } ?? asciiJoined(ascii, lowercasingFirstWord: false)
        if result.isEmpty { result = "Unnamed" }
        if result.first!.isNumber { result = "_" + result }
        return result
    }

    /// `lowerCamelCase` for properties, cases and functions: `X-Request-ID` → `xRequestID`.
    /// The result is a bare name; use ``escaped(_:)`` where it stands as an identifier.
    static func memberName(_ name: String) -> String {
        memberName(fromWords: name.isAllASCII ? nil : words(name), ascii: name)
    }

    /// ``memberName(_:)`` from the words of a name, or, when `words` is `nil`, of the ASCII text
    /// `ascii`, whose words are cut and cased in one pass over its bytes.
    static func memberName(fromWords words: [String]?, ascii: String = "") -> String {
        var result: String
        if let words {
            guard let first = words.first else { return "unnamed" }
            result = lowercasedLeadingRun(first) + words.dropFirst().map(capitalized).joined()
        } else {
            result = asciiJoined(ascii, lowercasingFirstWord: true)
            if result.isEmpty { return "unnamed" }
        }
        if result.first!.isNumber { result = "_" + result }
        // `self` cannot name a parameter even in backticks.
        if result == "self" { result = "self_" }
        return result
    }

    /// The words of ASCII `name` joined, each capitalized except that the first, when
    /// `lowercasingFirstWord`, has its leading capitals lowered as ``lowercasedLeadingRun(_:)``
    /// does: what `words`, `capitalized` and `joined` make of it, without a string per word.
    private static func asciiJoined(_ name: String, lowercasingFirstWord: Bool) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(name.utf8.count)
        var inWord = false
        var isFirstWord = true
        for byte in name.utf8 {
            guard isASCIIIdentifierByte(byte) else {
                if inWord, isFirstWord, lowercasingFirstWord { lowerLeadingRun(&result) }
                if inWord { isFirstWord = false }
                inWord = false
                continue
            }
            if !inWord, !(isFirstWord && lowercasingFirstWord), byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") {
                result.append(byte - 0x20)
            } else {
                result.append(byte)
            }
            inWord = true
        }
        if inWord, isFirstWord, lowercasingFirstWord { lowerLeadingRun(&result) }
        return String(decoding: result, as: UTF8.self)
    }

    /// ``lowercasedLeadingRun(_:)`` of the ASCII word `bytes`, in place.
    private static func lowerLeadingRun(_ bytes: inout [UInt8]) {
        var upper = 0
        while upper < bytes.count, bytes[upper] >= UInt8(ascii: "A"), bytes[upper] <= UInt8(ascii: "Z") { upper += 1 }
        guard upper > 0 else { return }
        let lowered = upper == bytes.count || upper == 1 ? upper : upper - 1
        for index in 0..<lowered { bytes[index] += 0x20 }
    }

    /// The identifier as it may stand in code: keywords in backticks.
    static func escaped(_ member: String) -> String {
        keywords.contains(member) ? "`\(member)`" : member
    }

    /// The name as an argument label: `inout` needs backticks there, and `var` and `let` get
    /// them too, since Swift warns that it reads them as labels in a parameter list.
    static func label(_ member: String) -> String {
        ["inout", "var", "let"].contains(member) ? "`\(member)`" : member
    }

    /// The name as an argument label at a call site: only `inout` needs backticks there.
    static func argumentLabel(_ member: String) -> String {
        member == "inout" ? "`inout`" : member
    }

    /// Splits on anything that is not a letter or digit; keeps camel humps inside words.
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for scalar in name.unicodeScalars {
            if isIdentifierScalar(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func isASCIIIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9")
        }
        return scalar.properties.isAlphabetic
    }

    private static func capitalized(_ word: String) -> String {
        if word.isAllASCII {
            guard let first = word.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else {
                return word
            }
            var bytes = Array(word.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URLValue` → `urlValue`, `ID` → `id`, `Todo` → `todo`.
    private static func lowercasedLeadingRun(_ word: String) -> String {
        if word.isAllASCII { return asciiLowercasedLeadingRun(word) }
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        if upper == 0 { return word }
        if upper == characters.count || upper == 1 { return word.prefix(upper).lowercased() + word.dropFirst(upper) }
        return String(characters[..<(upper - 1)]).lowercased() + String(characters[(upper - 1)...])
    }

    /// ``lowercasedLeadingRun(_:)`` of ASCII text, on bytes: each byte is a character there, so
    /// no grapheme breaking is needed.
    private static func asciiLowercasedLeadingRun(_ word: String) -> String {
        var bytes = Array(word.utf8)
        lowerLeadingRun(&bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Names a declared type must not take, since inside the namespace it would shadow the type
    /// generated code or the app means: every name generated code spells without a module
    /// (``unqualifiedTypeNames``) and every public type of RouteKit, RouteKitTesting and
    /// RouteKitServer (``RuntimeTypeNames``), which the app's code in the namespace may spell so.
    /// Such models get `Model` appended.
    static let reservedTypeNames: Set<String> = unqualifiedTypeNames.union(RuntimeTypeNames.all)

    /// The types generated code spells without a module, so a type of the same name declared
    /// around it would be meant instead: Swift's special type names, the standard library and
    /// Foundation types generated code uses or an app's code commonly does (`Error`, `Task`,
    /// `Result`, `Duration`…), the runtime modules and the RouteKit, RouteKitServer and
    /// Hummingbird names the templates write, and the associated types a route declares.
    /// `ReservedTypeNameTests` fails when the golden files spell a type outside this list that
    /// they do not declare.
    static let unqualifiedTypeNames: Set<String> = [
        // Swift's special names and protocols.
        "Self", "Type", "Protocol", "Any", "AnyObject", "AnyHashable", "Never", "Void", "Optional", "Array",
        "Dictionary", "Set", "Result", "Error", "Task", "MainActor", "Codable", "Decodable", "Encodable",
        "Hashable", "Equatable", "Comparable", "Identifiable", "Sendable", "CaseIterable", "RawRepresentable",
        "CodingKey", "CodingKeys", "Decoder", "Encoder", "DecodingError", "EncodingError", "Swift", "Foundation",
        // Values.
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float", "Decimal", "Bool", "Date", "TimeInterval", "Duration", "UUID", "URL",
        "Data", "URLRequest", "JSONEncoder", "JSONDecoder",
        // The runtime modules, and what a route declares.
        "RouteKit", "RouteKitServer", "RouteKitTesting", "Hummingbird", "API", "Response", "Scheme", "Body",
        // RouteKit.
        "CalendarDate", "Route", "PublicRoute", "AuthenticatedRoute", "RetryableRoute", "PaginatedRoute",
        "CacheableRoute", "StreamingRoute", "HTTPMethod", "RequestParts", "FormFields", "ErrorBody",
        "Nullable", "Empty", "FilePart", "StringEnumParameter", "IntegerEnumParameter", "ParameterValue",
        "ScalarUnionParameter", "BearerAuthentication",
        "BasicAuthentication", "APIKeyAuthentication", "APIKeyLocation", "Router", "AuthenticatedRouter",
        "RouteError", "Transport", "Middleware", "JSONCoding", "JSONValue", "APIRouter", "AnyAPI", "BinaryBody",
        "ResponseCache", "RouteResponse", "RouteStream", "ExampleRoute", "ExampleResponse",
        "StatusDependentResponse", "SuccessBody", "DecodableHeaders", "ResponseHeaderFields", "HeaderFieldFailure",
        "APIKey", "CombinedAuthentication", "CredentialPart", "CredentialReader",
        // RouteKitServer and Hummingbird, in the generated server.
        "Authenticator", "DecodableRoute", "IncomingRequest", "RequestDecodingError", "ServerOptions", "ServerRoutes",
        "RouteEventStream", "RouteReply", "EncodableHeaders", "EncodableStatusDependentResponse",
        "OutgoingHeaderFields", "RouterMethods",
    ]

    /// The last part of a type's full name, the name it is declared with: `Owner` of `Pet.Owner`.
    static func innermostName(_ name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// ``typeName(_:)`` for a type nested in a model, with `Model` appended to a name reserved
    /// there (``nestedReservedTypeNames``): `type` → `TypeModel`, since `Pet.Type` is Swift's
    /// metatype.
    static func nestedTypeName(_ name: String) -> String {
        let converted = typeName(name)
        return nestedReservedTypeNames.contains(converted) ? converted + "Model" : converted
    }

    /// Names a type nested in a model must not take: those generated code spells inside a type
    /// (``unqualifiedTypeNames``), and the members the templates declare or use there (a union's
    /// `DiscriminatorKey`, a paginated route's `Item`). Other RouteKit names stay free, so a
    /// route's inline body keeps its name, `ListPetsRoute.RequestBody`.
    static let nestedReservedTypeNames: Set<String> = unqualifiedTypeNames.union(["DiscriminatorKey", "Item"])

    /// The singular of a plural type name, for the element of a list (`VectorStores` →
    /// `VectorStore`, `Entries` → `Entry`); `nil` when the name does not read as an English
    /// plural (`Status`, `Address`, `Data`) or is its own singular (`TimeSeries`, `Species`,
    /// `News`), so the caller appends `Item` instead.
    static func singular(_ name: String) -> String? {
        guard name.count > 3, name.hasSuffix("s"), !name.hasSuffix("ss"), !name.hasSuffix("us"), !name.hasSuffix("is")
        else { return nil }
        let lowered = name.lowercased()
        if ["series", "species", "news"].contains(where: lowered.hasSuffix) { return nil }
        if name.hasSuffix("ies") { return String(name.dropLast(3)) + "y" }
        if name.hasSuffix("sses") || name.hasSuffix("xes") || name.hasSuffix("ches") || name.hasSuffix("shes") {
            return String(name.dropLast(2))
        }
        // `Statuses`, `Bonuses`, `Campuses`, `Viruses` lose "es"; `Causes`, `Houses`, `Uses` only "s".
        if ["tuses", "nuses", "puses", "ruses"].contains(where: lowered.hasSuffix) { return String(name.dropLast(2)) }
        return String(name.dropLast())
    }

    /// Swift keywords that need backticks as identifiers. Contextual keywords (`open`,
    /// `package`, `some`, `async`…) are valid identifiers and stay bare.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throws", "true",
        "try", "await", "Any", "Self", "Type", "Protocol", "_",
    ]

    /// The file name of `path` without its extension, which names what a spec file generates:
    /// `Specs/Todos.yaml` → `Todos`.
    static func fileBaseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The full name of the model or route a model's full name nests it in: `Pet.Owner` → `Pet`;
    /// `nil` at the top level.
    static func parentName(_ name: String) -> String? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }
}
