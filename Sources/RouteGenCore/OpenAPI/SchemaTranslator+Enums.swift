/// String and integer enums: cases named from their values, and which enums are open.
extension SchemaTranslator {
    /// The cases of an enum with `values` (non-null scalars). Case names come from `x-enum-varnames` when it names
    /// every value, else from the value (an all-capitals value is lowered first, `BIG_ELEPHANT` → `bigElephant`; the
    /// empty value is `empty`; an integer is `value1`, a negative one `minus1`), made unique. An open enum keeps
    /// `unknown` free for the case of unlisted values. `x-enum-descriptions`, when it has a text for every value,
    /// documents the cases.
    ///
    /// The items of a `oneOf` of constants (``SchemaShape/enumeration(_:)``) are the members:
    /// each one's `title` names its case (`GUILD_TEXT` → `guildText`) and its `description`
    /// documents it.
    mutating func enumCases(_ items: [YAMLNode], schema: SchemaNode, isOpen: Bool) -> [EnumCaseSpec] {
        let varNames = schema.list("x-enum-varnames").compactMap(\.scalar?.value)
        let namesGiven = varNames.count == items.count
        let descriptions = schema.list("x-enum-descriptions").compactMap(\.scalar?.value)
        let docsGiven = descriptions.count == items.count
        var names = MemberNameAllocator(reserved: isOpen ? ["unknown"] : [])
        let integers = isIntegerEnum(schema, items: items)
        var seen: Set<String> = []
        var cases: [EnumCaseSpec] = []
        for (index, item) in items.enumerated() {
            let value = Self.enumValue(item)
            guard let raw = value.scalar?.value else {
                log.warn(
                    .enumValues, "an enum value must be text, found \(value.kindName): it is left out",
                    at: value.location)
                continue
            }
            guard seen.insert(raw).inserted else {
                log.warn(.enumValues, "the enum value \"\(raw)\" is listed twice", at: value.location)
                continue
            }
            let title =
                item.mapping != nil
                ? item.value(forKey: "title")?.scalar
                    .flatMap { SwiftNames.words($0.value).isEmpty ? nil : $0.value } : nil
            let candidate =
                namesGiven
                ? varNames[index]
                : title ?? (raw.isEmpty ? "empty" : integers ? Self.integerCaseName(raw) : Self.signedCaseName(raw))
            let described = item.mapping != nil ? item.value(forKey: "description")?.scalar?.value : nil
            let doc = docsGiven && !descriptions[index].isEmpty ? descriptions[index] : described
            cases.append(
                EnumCaseSpec(name: Located(names.claim(candidate), at: value.location), rawValue: raw, doc: doc))
        }
        return cases
    }

    /// The value an item of ``SchemaShape/enumeration(_:)`` stands for: an `enum` item itself,
    /// or a constant member's `const`.
    static func enumValue(_ item: YAMLNode) -> YAMLNode {
        item.mapping != nil ? item.value(forKey: "const") ?? item : item
    }

    /// Whether the enum `schema` with `items` holds integers: `type: integer`, or a `oneOf` of
    /// integer constants.
    func isIntegerEnum(_ schema: SchemaNode, items: [YAMLNode]) -> Bool {
        if schema.nonNullTypes == ["integer"] { return true }
        guard schema.nonNullTypes.isEmpty, items.contains(where: { $0.mapping != nil }) else { return false }
        return Self.constantsType(items, declared: []) == "integer"
    }

    /// `value1` for `1`, `minus1` for `-1`, `plus1` for `+1`: a case name for an integer value,
    /// which cannot be one.
    static func integerCaseName(_ raw: String) -> String {
        raw.hasPrefix("-") || raw.hasPrefix("+") ? signedCaseName(raw) : "value" + raw
    }

    /// A text value with its leading sign spelled out when a digit follows (`-1` → `minus1`,
    /// `+1` → `plus1`), so `["1", "-1"]` become `_1` and `minus1`, not `_1` and `_12`.
    static func signedCaseName(_ raw: String) -> String {
        guard raw.count > 1, let sign = raw.first, sign == "-" || sign == "+",
            raw.dropFirst().first?.isASCII == true, raw.dropFirst().first?.isNumber == true
        else { return raw }
        return (sign == "-" ? "minus" : "plus") + raw.dropFirst()
    }

    /// Whether the enum `schema` tolerates values it does not list: `x-open-enum` when given,
    /// else `x-extensible-enum` (which lists the known values of an open enum), else the
    /// `--open-enums` choice.
    func isOpenEnum(_ schema: SchemaNode) -> Bool {
        if let flag = schema["x-open-enum"]?.scalar, !flag.isQuoted, flag.value == "true" || flag.value == "false" {
            return flag.value == "true"
        }
        return schema["x-extensible-enum"] != nil || options.openEnums
    }

    /// The items of a `oneOf`/`anyOf` of strings (or integers): every listed value of its enum
    /// members and every constant member, in order, once each.
    mutating func openEnumValues(_ members: [YAMLNode]) -> [YAMLNode] {
        var values: [YAMLNode] = []
        var seen: Set<String> = []
        for member in members {
            if SchemaNode(member).isConstant {
                if seen.insert(Self.enumValue(member).scalar?.value ?? "").inserted { values.append(member) }
                continue
            }
            guard let (resolved, _) = dereference(member),
                case .enumeration(let items) = shape(of: SchemaNode(resolved))
            else { continue }
            for item in items where seen.insert(Self.enumValue(item).scalar?.value ?? "").inserted {
                values.append(item)
            }
        }
        return values
    }
}
