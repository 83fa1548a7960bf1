/// Checks every example a spec documents against the type it is an example of, in both formats:
/// a wrong example is a documentation bug its readers copy.
///
/// An example that does not match is one warning (`examples`) at the example, naming the path
/// inside it and what was expected: `examples.ok.value.items[2].price: expected number, found
/// string`. Only each example's first mismatch is reported, so a sloppy description stays
/// readable. What is checked: JSON kinds, integers and their range, required properties, enum
/// values, the formats a type says (`Date`, `CalendarDate`, `UUID`), nested objects, arrays and
/// dictionaries, models by name and union variants (by discriminator, else any variant that
/// matches). Properties a model does not declare are allowed, as JSON Schema allows them.
///
/// Each example is walked once, at most ``maximumDepth`` levels deep; a union tries its
/// variants, so each example has a budget of ``visitsPerExample`` values, past which the rest
/// of it counts as matching: checking stays linear in the size of the examples.
struct ExampleCheck {
    /// How deep a value is followed.
    static let maximumDepth = 64
    /// How many values one example's check looks at, union variants tried included.
    static let visitsPerExample = 100_000

    /// One step into a value.
    private enum Step {
        case key(String)
        case index(Int)
    }

    private let models: [String: ModelSpec]
    /// The steps to the value being checked.
    private var steps: [Step] = []
    /// Values left to look at in this example.
    private var budget = 0
    /// The examples checked, by where they are written: a component's examples that several
    /// routes share (a response, a parameter) are checked once.
    private var checked: Set<SourceLocation> = []
    /// Where each example that does not match is written.
    private var mismatched: Set<SourceLocation> = []

    private init(models: [String: ModelSpec]) {
        self.models = models
    }

    /// The warnings of the examples of `files`: their models, fields, parameters, bodies and
    /// responses; and where each example that does not match is written, which generated code
    /// leaves out (`--examples`).
    static func check(_ files: [SpecFile]) -> (warnings: [Diagnostic], mismatched: Set<SourceLocation>) {
        var models: [String: ModelSpec] = [:]
        for model in files.flatMap(\.models) where models[model.name.value] == nil { models[model.name.value] = model }
        var check = ExampleCheck(models: models)
        var warnings: [Diagnostic] = []
        for file in files {
            for model in file.models {
                check.check(model.examples, against: .type(.named(model.name)), into: &warnings)
                if case .object(let fields) = model.kind { check.checkFields(fields, into: &warnings) }
            }
            check.checkFields(file.parameters, into: &warnings)
            for route in file.routes { check.checkRoute(route, into: &warnings) }
        }
        return (warnings, check.mismatched)
    }

    /// The first mismatch of `value` against `expected`, as `.path: problem`; `nil` when it
    /// matches. The mock server checks a request's JSON body so (``MockBodyCheck``): by the
    /// rules an example of the body is checked by, within the same depth and budget.
    static func firstMismatch(of value: ExampleValue, against expected: Expected, models: [String: ModelSpec])
        -> String?
    {
        var check = ExampleCheck(models: models)
        check.budget = visitsPerExample
        switch expected {
        case .type(let type): return check.mismatch(value, type, depth: 0)
        case .fields(let fields): return check.objectMismatch(value, fields: fields, additional: nil, depth: 0)
        }
    }

    /// What an example is checked against: a type, or the fields of a body declared in place.
    enum Expected {
        case type(TypeExpression)
        case fields([FieldSpec])
    }

    private mutating func checkFields(_ fields: [FieldSpec], into warnings: inout [Diagnostic]) {
        for field in fields where !field.examples.isEmpty {
            check(field.examples, against: .type(field.type), into: &warnings)
        }
    }

    private mutating func checkRoute(_ route: RouteSpec, into warnings: inout [Diagnostic]) {
        checkFields(route.pathParameters + route.query + route.headers + route.responseHeaders, into: &warnings)
        if let querystring = route.querystring { checkFields([querystring], into: &warnings) }
        switch route.body {
        case .json(let type)?:
            check(route.bodyExamples, against: Self.bodyExpectation(type), into: &warnings)
        case .inlineObject(let fields, _)?, .form(let fields, _)?, .multipart(let fields, _)?:
            checkFields(fields, into: &warnings)
            check(route.bodyExamples, against: .fields(fields), into: &warnings)
        case .raw?, .items?, nil:
            // Bytes, and a body of items, whose examples are the framed text (JSON Lines), not JSON.
            break
        }
        for response in route.responseExamples {
            guard let type = Self.responseType(of: route, status: response.status.value) else { continue }
            check(response.examples, against: Self.bodyExpectation(type), into: &warnings)
        }
    }

    /// A body's type, or `nil` for bytes (`Data`), whose examples are not JSON.
    private static func bodyExpectation(_ type: TypeExpression) -> Expected? {
        var core = type
        while case .optional(let wrapped) = core { core = wrapped }
        if case .named(let name) = core, name.value == BuiltinType.data.rawValue { return nil }
        return .type(type)
    }

    /// The body type of the response `status` (`200`, `2XX`, `404`, `4XX`, `default`): a success
    /// status's own, else the route's response; an error status's, else `default`'s.
    static func responseType(of route: RouteSpec, status: String) -> TypeExpression? {
        let defaultType = route.errors.first { $0.status == nil }?.type
        switch ResponseStatus(status) {
        case .range(2): return route.responses.isEmpty ? route.response : nil
        case .code(let code) where (200...299).contains(code):
            if !route.responses.isEmpty { return route.responses.first { $0.status == code }?.type }
            return route.response
        case .code(let code): return route.errors.first { $0.status == code }?.type ?? defaultType
        case .range, .default, nil: return defaultType
        }
    }

    private mutating func check(
        _ examples: [ExampleSpec], against expected: Expected?, into warnings: inout [Diagnostic]
    ) {
        guard let expected else { return }
        for example in examples {
            guard let value = example.value, checked.insert(example.location).inserted else { continue }
            budget = Self.visitsPerExample
            steps.removeAll(keepingCapacity: true)
            if case .string(let text, _) = value, Self.isJSONText(text), !accepts(expected, kind: value) {
                // Whole descriptions write every example so; one folded line says it.
                warnings.append(
                    .warning(
                        .examples,
                        "an example's value is JSON text in a string, not the value itself: it is not checked; write the value (OpenAPI 3.2 keeps text in serializedValue)",
                        at: example.location))
                mismatched.insert(example.location)
                continue
            }
            let found: String?
            switch expected {
            case .type(let type): found = mismatch(value, type, depth: 0)
            case .fields(let fields): found = objectMismatch(value, fields: fields, additional: nil, depth: 0)
            }
            if let found {
                warnings.append(.warning(.examples, example.path + found, at: example.location))
                mismatched.insert(example.location)
            }
        }
    }

    // MARK: Values

    /// The first mismatch of `value` against `type`, as `.path: problem` from the example's
    /// root; `nil` when it matches.
    private mutating func mismatch(_ value: ExampleValue, _ type: TypeExpression, depth: Int) -> String? {
        budget -= 1
        guard budget >= 0, depth < Self.maximumDepth else { return nil }
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            if case .null = value { return nil }
            return mismatch(value, wrapped, depth: depth)
        case .array(let element):
            guard case .array(let items, _) = value else { return problem("expected array, found \(describe(value))") }
            for (index, item) in items.enumerated() {
                steps.append(.index(index))
                defer { steps.removeLast() }
                if let found = mismatch(item, element, depth: depth + 1) { return found }
            }
            return nil
        case .dictionary(let valueType):
            guard case .object(let members, _) = value else {
                return problem("expected object, found \(describe(value))")
            }
            for member in members {
                steps.append(.key(member.key.value))
                defer { steps.removeLast() }
                if let found = mismatch(member.value, valueType, depth: depth + 1) { return found }
            }
            return nil
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name.value) { return scalarMismatch(value, builtin) }
            // An app's type or a name the model stage reports: nothing to check against.
            guard let model = models[name.value] else { return nil }
            switch model.kind {
            case .object(let fields):
                return objectMismatch(value, fields: fields, additional: model.additionalProperties, depth: depth)
            case .enumeration(let cases):
                return enumMismatch(value, model: model, cases: cases)
            case .union(let union):
                return unionMismatch(value, union: union, model: model.name.value, depth: depth)
            }
        }
    }

    private mutating func objectMismatch(
        _ value: ExampleValue, fields: [FieldSpec], additional: AdditionalPropertiesSpec?, depth: Int
    ) -> String? {
        guard case .object(let members, _) = value else { return problem("expected object, found \(describe(value))") }
        var byKey: [String: ExampleValue] = [:]
        for member in members where byKey[member.key.value] == nil { byKey[member.key.value] = member.value }
        var declared: Set<String> = []
        for field in fields {
            let key = field.key ?? field.name.value
            declared.insert(key)
            guard let member = byKey[key] else {
                if Self.isRequired(field) { return problem("missing required property \"\(key)\"") }
                continue
            }
            steps.append(.key(key))
            defer { steps.removeLast() }
            if let found = mismatch(member, field.type, depth: depth + 1) { return found }
        }
        guard let additional else { return nil }
        for member in members where !declared.contains(member.key.value) {
            steps.append(.key(member.key.value))
            defer { steps.removeLast() }
            if let found = mismatch(member.value, additional.valueType, depth: depth + 1) { return found }
        }
        return nil
    }

    /// Whether a field must be present: not optional, and no default fills it.
    private static func isRequired(_ field: FieldSpec) -> Bool {
        switch field.type {
        case .optional, .nullable: false
        default: field.defaultValue == nil
        }
    }

    private func enumMismatch(_ value: ExampleValue, model: ModelSpec, cases: [EnumCaseSpec]) -> String? {
        let listed = { () -> String in
            let shown = cases.prefix(6).map { model.hasIntegerValues ? $0.rawValue : "\"\($0.rawValue)\"" }
            return shown.joined(separator: ", ") + (cases.count > 6 ? ", …" : "")
        }
        if model.hasIntegerValues {
            guard case .number(let text, _) = value, let number = SpecNumber.integer(text) else {
                return problem("expected one of \(listed()), found \(describe(value))")
            }
            if model.isOpen || cases.contains(where: { SpecNumber.integer($0.rawValue) == number }) { return nil }
            return problem("expected one of \(listed()), found \(text)")
        }
        guard case .string(let text, _) = value else { return problem("expected string, found \(describe(value))") }
        if model.isOpen || cases.contains(where: { $0.rawValue == text }) { return nil }
        return problem("expected one of \(listed()), found \(describe(value))")
    }

    private mutating func unionMismatch(_ value: ExampleValue, union: UnionSpec, model: String, depth: Int) -> String? {
        if let discriminator = union.discriminator?.value, case .object(let members, _) = value,
            union.variants.contains(where: { !$0.discriminatorValues.isEmpty }),
            case .string(let chosen, _)? = members.first(where: { $0.key.value == discriminator })?.value
        {
            let variant =
                union.variants.first { $0.discriminatorValues.contains(chosen) }
                ?? union.defaultVariant.flatMap { name in union.variants.first { $0.name.value == name.value } }
            guard let variant else {
                return problem(
                    "\"\(discriminator)\" is \"\(Self.shortened(chosen))\", which names no variant of \(model)")
            }
            return mismatch(value, variant.type, depth: depth + 1)
        }
        let candidates = union.variants.filter { accepts($0.type, kind: value) }
        var first: String?
        for candidate in candidates {
            let found = mismatch(value, candidate.type, depth: depth + 1)
            guard let found else { return nil }
            first = first ?? found
        }
        if candidates.count == 1, let first { return first }
        return problem("expected one of the variants of \(model), found \(describe(value))")
    }

    /// Whether `text` looks like a JSON object or array written as text.
    private static func isJSONText(_ text: String) -> Bool {
        "{[".contains(text.first { !$0.isWhitespace } ?? " ")
    }

    /// Whether a value of `value`'s kind could be what `expected` says.
    private func accepts(_ expected: Expected, kind value: ExampleValue) -> Bool {
        switch expected {
        case .type(let type): accepts(type, kind: value)
        case .fields: false
        }
    }

    /// Whether a value of `value`'s kind could be a `type` at all: which union variants to try.
    private func accepts(_ type: TypeExpression, kind value: ExampleValue) -> Bool {
        switch type {
        case .optional(let wrapped), .nullable(let wrapped):
            if case .null = value { return true }
            return accepts(wrapped, kind: value)
        case .array:
            if case .array = value { return true }
            return false
        case .dictionary:
            if case .object = value { return true }
            return false
        case .named(let name):
            if let builtin = BuiltinType(rawValue: name.value) {
                switch builtin {
                case .jsonValue, .filePart: return true
                case .int, .int32, .int64, .double, .float:
                    if case .number = value { return true }
                    return false
                case .bool:
                    if case .bool = value { return true }
                    return false
                case .string, .date, .calendarDate, .uuid, .url, .data:
                    if case .string = value { return true }
                    return false
                }
            }
            guard let model = models[name.value] else { return true }
            switch (model.kind, value) {
            case (.object, .object), (.union, _): return true
            case (.enumeration, .number): return model.hasIntegerValues
            case (.enumeration, .string): return !model.hasIntegerValues
            default: return false
            }
        }
    }

    private func scalarMismatch(_ value: ExampleValue, _ type: BuiltinType) -> String? {
        switch type {
        case .jsonValue, .filePart:
            return nil
        case .int, .int64, .int32:
            guard case .number(let text, _) = value else {
                return problem("expected integer, found \(describe(value))")
            }
            guard let number = SpecNumber.integer(text) else {
                return problem("expected integer, found \(Self.shortened(text))")
            }
            if type == .int32, Int32(exactly: number) == nil {
                return problem("expected a 32-bit integer, found \(Self.shortened(text))")
            }
            return nil
        case .double, .float:
            if case .number = value { return nil }
            return problem("expected number, found \(describe(value))")
        case .bool:
            if case .bool = value { return nil }
            return problem("expected boolean, found \(describe(value))")
        case .string, .url, .data, .date, .calendarDate, .uuid:
            guard case .string(let text, _) = value else { return problem("expected string, found \(describe(value))") }
            switch type {
            case .date where !Self.isDateTime(text):
                return problem("expected a date-time (ISO 8601), found \(describe(value))")
            case .calendarDate where CalendarDay(text) == nil:
                return problem("expected a date (YYYY-MM-DD), found \(describe(value))")
            case .uuid where !Self.isUUID(text):
                return problem("expected a UUID, found \(describe(value))")
            case .url where !Self.isURL(text):
                return problem("expected a URL, found \(describe(value))")
            default:
                return nil
            }
        }
    }

    // MARK: Text

    /// `problem` at the current path: `.items[2].price: problem`.
    private func problem(_ problem: String) -> String {
        var path = ""
        for step in steps {
            switch step {
            case .key(let key):
                path += Self.isPlainKey(key) ? "." + key : "[\"" + key + "\"]"
            case .index(let index):
                path += "[\(index)]"
            }
        }
        return path + ": " + problem
    }

    /// A key written after a dot in a path: letters, digits, `_`, `-`, `$`, `@`.
    static func isPlainKey(_ key: String) -> Bool {
        !key.isEmpty
            && key.unicodeScalars.allSatisfy {
                ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0)
                    || "_-$@".unicodeScalars.contains($0)
            }
    }

    /// What was found, as a warning names it: its kind, and a scalar's text.
    private func describe(_ value: ExampleValue) -> String {
        switch value {
        case .string(let text, _):
            // Descriptions that write an object as its JSON text, a common slip, are told so.
            Self.isJSONText(text)
                ? "a string of JSON text (write the value itself)" : "string \"\(Self.shortened(text))\""
        case .number(let text, _): "number \(Self.shortened(text))"
        case .bool(let flag, _): "\(flag)"
        case .null, .array, .object: value.kindName
        }
    }

    /// `text`, or its first 40 characters and an ellipsis, so one long value does not fill a line;
    /// quotes, backslashes and control characters escaped, so it stays on its line.
    private static func shortened(_ text: String) -> String {
        var result = ""
        for character in text.prefix(40) {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result += character.unicodeScalars.allSatisfy { $0.value >= 0x20 } ? String(character) : "?"
            }
        }
        return text.count <= 40 ? result : result + "…"
    }

    /// Whether `text` is an RFC 3339 date-time: `2024-01-02T03:04:05Z`, fractional seconds and an
    /// offset allowed; the day must exist.
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, CalendarDay(String(decoding: bytes[0..<10], as: UTF8.self)) != nil,
            bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t"),
            digits(bytes[11..<13], max: 23), bytes[13] == UInt8(ascii: ":"), digits(bytes[14..<16], max: 59),
            bytes[16] == UInt8(ascii: ":"), digits(bytes[17..<19], max: 60)
        else { return false }
        var rest = bytes[19...]
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            let count = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            guard count > 0 else { return false }
            rest = rest.dropFirst(count)
        }
        if rest.elementsEqual([UInt8(ascii: "Z")]) || rest.elementsEqual([UInt8(ascii: "z")]) { return true }
        let offset = Array(rest)
        return offset.count == 6 && (offset[0] == UInt8(ascii: "+") || offset[0] == UInt8(ascii: "-"))
            && digits(offset[1..<3], max: 23) && offset[3] == UInt8(ascii: ":") && digits(offset[4..<6], max: 59)
    }

    /// Whether `bytes` are two decimal digits of a number up to `max`.
    private static func digits(_ bytes: ArraySlice<UInt8>, max: Int) -> Bool {
        guard bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return false }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } <= max
    }

    /// Whether `text` is a UUID: 32 hexadecimal digits in groups of 8, 4, 4, 4 and 12.
    /// Whether `text` can be a URL as `URL` decodes one: not empty (Foundation decodes `""` as
    /// no URL at all, which fails the whole value), with none of the ASCII characters RFC 3986
    /// keeps out of a URI reference — controls, spaces, quotes, angle brackets, braces. Other
    /// characters (an IRI's) are left to Foundation, which percent-encodes them.
    static func isURL(_ text: String) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                byte >= 0x80 || (byte > 0x20 && byte < 0x7F && !"\"<>\\^`{|}".utf8.contains(byte))
            }
    }

    static func isUUID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else if !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                && !(byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
            {
                return false
            }
        }
        return true
    }
}
