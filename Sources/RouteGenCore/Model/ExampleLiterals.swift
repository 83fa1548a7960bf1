#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the examples a model's spec documents as Swift values of the model (``LiteralValue``),
/// for `routegen --examples`: `Pet.examples`, which an app's previews and tests use as they are
/// and the compiler checks, where a route's examples (``ExampleResponseModel``) stay JSON text
/// decoded as an answer is.
///
/// Each example was checked against its model (``ExampleCheck``): one that does not match is
/// left out, its warning given already. One that matches but holds a value Swift cannot write
/// here — of an app's own type (`--type-override`), bytes that are not base64, a URL that needs
/// percent-encoding, a deprecated model inside one that is not — is left out with a warning at
/// the example naming where that value is. A union's value is the variant the example selects
/// by its discriminator, else the first variant it matches, in the order decoding tries them.
/// The walk is bounded as the check is: ``ExampleCheck/maximumDepth`` levels and
/// ``ExampleCheck/visitsPerExample`` values per example.
///
/// With `--synthesized-examples`, a model without an example it can hold gets one synthesized
/// from its type (``ExampleSynthesis``: required members only, formats and enums respected),
/// marked so (``ModelExamples/isSynthesized``).
struct ExampleLiterals {
    let structs: StructBuilder
    /// The models by spec name.
    let models: [String: ModelSpec]
    /// Where the examples that do not match their types are written.
    let mismatched: Set<SourceLocation>
    /// Whether a model without a usable example gets a synthesized one.
    let synthesizes: Bool

    /// `type`, the struct or union declared for `model`, with the values of its examples.
    func withExamples(_ type: TypeModel, of model: ModelSpec, diagnostics: inout [Diagnostic]) -> TypeModel {
        switch type {
        case .structure(var declared):
            declared.examples = examples(of: model, diagnostics: &diagnostics)
            return .structure(declared)
        case .union(var declared):
            declared.examples = examples(of: model, diagnostics: &diagnostics)
            return .union(declared)
        case .enumeration, .alias:
            return type
        }
    }

    /// The documented examples of `model`, else, when asked for, one synthesized from its type.
    private func examples(of model: ModelSpec, diagnostics: inout [Diagnostic]) -> ModelExamples {
        let documented = values(of: model.examples, of: model, diagnostics: &diagnostics)
        guard documented.isEmpty, synthesizes,
            let json = ExampleSynthesis(symbols: structs.resolver.symbols).json(for: .named(model.name)),
            case let (root?, _) = YAMLLoader.load(json, file: model.name.location.file)
        else { return ModelExamples(values: documented) }
        let synthesized = ExampleSpec(place: .single, value: ExampleValue(root), at: model.name.location)
        let values = values(of: [synthesized], of: model, isSynthesized: true, diagnostics: &diagnostics)
        return ModelExamples(values: values, isSynthesized: !values.isEmpty)
    }

    /// The values of `examples` of `model`, in the order its spec writes them.
    private func values(
        of examples: [ExampleSpec], of model: ModelSpec, isSynthesized: Bool = false, diagnostics: inout [Diagnostic]
    ) -> [LiteralValue] {
        guard let swiftName = structs.resolver.symbols.models[model.name.value]?.swiftName else { return [] }
        let type = ResolvedType.model(specName: model.name.value, swiftName: swiftName, isEnum: false)
        var values: [LiteralValue] = []
        for example in examples {
            guard let value = example.value, !mismatched.contains(example.location) else { continue }
            // Only a struct's `examples` are deprecated with it (``StructModel/initDeprecation``).
            let isDeprecatedStruct = if case .object = model.kind { model.deprecated != nil } else { false }
            var walk = Walk(literals: self, inDeprecated: isDeprecatedStruct)
            do throws(Unwritable) {
                values.append(try walk.value(value, as: type, depth: 0))
            } catch {
                // A synthesized example is the generator's, at the model's name: said as such.
                let message =
                    isSynthesized
                    ? "\(model.name.value) has no synthesized example: its value\(error.path) would be one RouteGen cannot write (\(error.reason))"
                    : "\(example.path)\(error.path): \(error.reason), so this example is not among \(model.name.value).examples"
                diagnostics.append(.warning(.examples, message, at: example.location))
            }
        }
        return values
    }

    /// A value an example holds that Swift cannot write here: where, and why.
    struct Unwritable: Error {
        var path: String
        var reason: String
    }

    /// One example's walk: where it is, and how many values it may still look at.
    private struct Walk {
        let literals: ExampleLiterals
        /// Whether the examples are of a deprecated model, whose `examples` are deprecated with it:
        /// only there may they make a deprecated model without a warning.
        let inDeprecated: Bool
        var path = ""
        var budget = ExampleCheck.visitsPerExample

        mutating func value(_ value: ExampleValue, as type: ResolvedType, depth: Int) throws(Unwritable)
            -> LiteralValue
        {
            try enter(depth: depth)
            switch type {
            case .optional(let wrapped):
                if case .null = value { return .noValue }
                return try self.value(value, as: wrapped, depth: depth)
            case .nullable(let wrapped):
                if case .null = value { return .enumCase("null") }
                return .enumCaseWithValue("value", try self.value(value, as: wrapped, depth: depth))
            case .array(let element):
                guard case .array(let items, _) = value else { throw unwritable("expected array") }
                var values: [LiteralValue] = []
                for (index, item) in items.enumerated() {
                    values.append(try self.value(item, at: "[\(index)]", as: element, depth: depth + 1))
                }
                return .array(values)
            case .dictionary(let valueType):
                guard case .object(let members, _) = value else { throw unwritable("expected object") }
                var entries: [LiteralValue.Entry] = []
                var seen: Set<String> = []
                // A key twice would trap as a dictionary literal: the first counts, as it does
                // for the check.
                for member in members where seen.insert(member.key.value).inserted {
                    let key = member.key.value
                    entries.append(
                        .init(
                            key: key,
                            value: try self.value(member.value, at: Self.step(key), as: valueType, depth: depth + 1)))
                }
                return .dictionary(entries)
            case .builtin(let builtin):
                return try scalar(value, as: builtin, depth: depth)
            case .appType(let name):
                throw unwritable("a value of the app's type \(name) is not one RouteGen can write")
            case .model(let specName, _, _):
                guard let model = literals.models[specName] else { throw unwritable("\(specName) is not a model") }
                switch model.kind {
                case .enumeration(let cases):
                    return try enumCase(value, of: model, cases: cases)
                case .object(let fields):
                    return try instance(value, of: model, fields: fields, depth: depth)
                case .union(let union):
                    return try variant(value, of: model, union: union, depth: depth)
                }
            }
        }

        /// `value` at `step` inside the current one.
        private mutating func value(_ value: ExampleValue, at step: String, as type: ResolvedType, depth: Int)
            throws(Unwritable) -> LiteralValue
        {
            try at(step) { walk throws(Unwritable) in try walk.value(value, as: type, depth: depth) }
        }

        /// Counts one value against the example's budget: past it, or deeper than an example is
        /// read, the example is not written.
        private mutating func enter(depth: Int) throws(Unwritable) {
            budget -= 1
            guard budget >= 0, depth < ExampleCheck.maximumDepth else {
                throw unwritable("it is deeper or larger than an example is read")
            }
        }

        /// What `body` makes with `step` added to the path while it runs, so an error inside
        /// names where it is.
        private mutating func at<Made>(_ step: String, _ body: (inout Walk) throws(Unwritable) -> Made)
            throws(Unwritable) -> Made
        {
            let outer = path
            path += step
            defer { path = outer }
            return try body(&self)
        }

        /// A struct made by its memberwise initializer: an argument for each member the example
        /// holds (or the model declares without a default), in the initializer's order.
        private mutating func instance(_ value: ExampleValue, of model: ModelSpec, fields: [FieldSpec], depth: Int)
            throws(Unwritable) -> LiteralValue
        {
            guard case .object(let members, _) = value else { throw unwritable("expected object") }
            if model.deprecated != nil, !inDeprecated {
                throw unwritable("\(model.name.value) is deprecated, and making one would warn")
            }
            var ignored: [Diagnostic] = []
            guard case .structure(let declared)? = literals.structs.typeModel(for: model, diagnostics: &ignored) else {
                throw unwritable("\(model.name.value) is not declared")
            }
            var byKey: [String: ExampleValue] = [:]
            for member in members where byKey[member.key.value] == nil { byKey[member.key.value] = member.value }
            let fieldTypes = literals.structs.fieldTypes[model.name.value] ?? []
            var arguments: [LiteralValue.Argument] = []
            for property in declared.parameters {
                if case .additionalProperties(let declaredKeys) = property.coding {
                    let others = members.filter { !declaredKeys.contains($0.key.value) }
                    guard !others.isEmpty else { continue }
                    guard let type = literals.structs.additionalTypes[model.name.value] ?? nil else {
                        throw unwritable("the type of \(model.name.value)'s other members is unknown")
                    }
                    let entries = try self.value(.object(others, at: value.location), as: type, depth: depth)
                    arguments.append(.init(label: property.argumentLabel, value: entries))
                    continue
                }
                guard let key = property.key, let member = byKey[key] else {
                    if property.initDefault != nil || property.type.isOptional { continue }
                    throw unwritable("missing required property \"\(property.key ?? property.name)\"")
                }
                guard let index = fields.firstIndex(where: { ($0.key ?? $0.name.value) == key }),
                    index < fieldTypes.count, let type = fieldTypes[index]
                else { throw unwritable("the type of property \"\(key)\" is unknown") }
                arguments.append(
                    .init(
                        label: property.argumentLabel,
                        value: try self.value(member, at: Self.step(key), as: type, depth: depth + 1)))
            }
            return .instance(arguments)
        }

        /// The case of a union holding the variant `value` is: the one its discriminator selects,
        /// else the first that it matches.
        private mutating func variant(_ value: ExampleValue, of model: ModelSpec, union: UnionSpec, depth: Int)
            throws(Unwritable) -> LiteralValue
        {
            let variantTypes = literals.structs.variantTypes[model.name.value] ?? []
            var chosen: Int?
            if let discriminator = union.discriminator?.value, case .object(let members, _) = value,
                case .string(let selected, _)? = members.first(where: { $0.key.value == discriminator })?.value
            {
                chosen =
                    union.variants.firstIndex { $0.discriminatorValues.contains(selected) }
                    ?? union.defaultVariant.flatMap { name in union.variants.firstIndex { $0.name.value == name.value }
                    }
            } else {
                chosen = union.variants.firstIndex { variant in
                    ExampleCheck.firstMismatch(of: value, against: .type(variant.type), models: literals.models) == nil
                }
            }
            guard let index = chosen, index < variantTypes.count, let type = variantTypes[index] else {
                throw unwritable("it is none of the variants of \(model.name.value)")
            }
            let name = SwiftNames.memberName(union.variants[index].name.value)
            return .enumCaseWithValue(name, try self.value(value, as: type, depth: depth + 1))
        }

        /// The case of an enum whose value `value` is; an open enum's `unknown` case for one it
        /// does not list.
        private func enumCase(_ value: ExampleValue, of model: ModelSpec, cases: [EnumCaseSpec]) throws(Unwritable)
            -> LiteralValue
        {
            if model.hasIntegerValues {
                guard case .number(let text, _) = value, let number = SpecNumber.integer(text) else {
                    throw unwritable("expected integer")
                }
                if let match = cases.first(where: { SpecNumber.integer($0.rawValue) == number }) {
                    return .enumCase(SwiftNames.memberName(match.name.value))
                }
                guard model.isOpen else { throw unwritable("\(text) is not a case of \(model.name.value)") }
                return .unknownEnumValue(.integer(number))
            }
            guard case .string(let text, _) = value else { throw unwritable("expected string") }
            if let match = cases.first(where: { $0.rawValue == text }) {
                return .enumCase(SwiftNames.memberName(match.name.value))
            }
            guard model.isOpen else { throw unwritable("\"\(text)\" is not a case of \(model.name.value)") }
            return .unknownEnumValue(.string(text))
        }

        private mutating func scalar(_ value: ExampleValue, as builtin: BuiltinType, depth: Int) throws(Unwritable)
            -> LiteralValue
        {
            switch (builtin, value) {
            case (.jsonValue, _):
                return try json(value, depth: depth)
            case (.int, .number(let text, _)), (.int64, .number(let text, _)):
                guard let number = SpecNumber.integer(text) else { break }
                return .integer(number)
            case (.int32, .number(let text, _)):
                guard let number = SpecNumber.integer(text), Int32(exactly: number) != nil else { break }
                return .integer(number)
            case (.double, .number(let text, _)):
                guard SpecNumber.rejection(of: text, as: Double.self) == nil, let number = Double(text) else { break }
                return .number(number)
            case (.float, .number(let text, _)):
                guard SpecNumber.rejection(of: text, as: Float.self) == nil, let number = Double(text) else { break }
                return .number(number)
            case (.bool, .bool(let flag, _)):
                return .bool(flag)
            case (.string, .string(let text, _)):
                return .string(text)
            case (.uuid, .string(let text, _)):
                guard let uuid = UUID(uuidString: text) else { break }
                return .uuid(uuid.uuidString)
            case (.url, .string(let text, _)):
                guard let url = URL(string: text) else { break }
                guard BaseURL.isPlainURLText(url.absoluteString) else {
                    throw unwritable("a URL with characters it should percent-encode")
                }
                return .url(url.absoluteString)
            case (.date, .string(let text, _)):
                guard let date = DefaultValueTranslator.parseDate(text) else { break }
                return .date(timeIntervalSince1970: date.timeIntervalSince1970)
            case (.calendarDate, .string(let text, _)):
                guard let day = CalendarDay(text) else { break }
                return .calendarDate(year: day.year, month: day.month, day: day.day)
            case (.data, .string(let text, _)):
                guard Data(base64Encoded: text) != nil else { throw unwritable("bytes are written in base64") }
                return .data(base64: text)
            default:
                break
            }
            throw unwritable("not a value of \(builtin.rawValue)")
        }

        /// `value` as RouteKit's `JSONValue`, case by case.
        private mutating func json(_ value: ExampleValue, depth: Int) throws(Unwritable) -> LiteralValue {
            try enter(depth: depth)
            switch value {
            case .null:
                return .enumCase("null")
            case .bool(let flag, _):
                return .enumCaseWithValue("bool", .bool(flag))
            case .number(let text, _):
                guard SpecNumber.rejection(of: text, as: Double.self) == nil, let number = Double(text) else {
                    throw unwritable("\(text) is not a number JSONValue holds")
                }
                return .enumCaseWithValue("number", .number(number))
            case .string(let text, _):
                return .enumCaseWithValue("string", .string(text))
            case .array(let items, _):
                var values: [LiteralValue] = []
                for (index, item) in items.enumerated() {
                    values.append(
                        try at("[\(index)]") { walk throws(Unwritable) in try walk.json(item, depth: depth + 1) })
                }
                return .enumCaseWithValue("array", .array(values))
            case .object(let members, _):
                var entries: [LiteralValue.Entry] = []
                var seen: Set<String> = []
                for member in members where seen.insert(member.key.value).inserted {
                    let value = try at(Self.step(member.key.value)) { walk throws(Unwritable) in
                        try walk.json(member.value, depth: depth + 1)
                    }
                    entries.append(.init(key: member.key.value, value: value))
                }
                return .enumCaseWithValue("object", .dictionary(entries))
            }
        }

        private func unwritable(_ reason: String) -> Unwritable {
            Unwritable(path: path, reason: reason)
        }

        /// The step to the member `key`, as ``ExampleCheck`` writes a path: `.name`, `["a b"]`.
        private static func step(_ key: String) -> String {
            ExampleCheck.isPlainKey(key) ? "." + key : "[\"" + key + "\"]"
        }
    }
}
