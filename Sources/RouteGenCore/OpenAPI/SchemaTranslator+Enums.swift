/// String and integer enums: cases named from their values, and which enums are open.
extension SchemaTranslator {
    /// The cases of an enum with `values` (non-null scalars). Case names come from
    /// `x-enum-varnames` when it names every value, else from the value (an all-capitals value
    /// is lowered first, `BIG_ELEPHANT` → `bigElephant`; the empty value is `empty`; an integer
    /// is `value1`, a negative one `minus1`), made unique. An open enum keeps `unknown` free for the case of unlisted values.
    /// `x-enum-descriptions`, when it has a text for every value, documents the cases.
    mutating func enumCases(_ values: [YAMLNode], schema: SchemaNode, isOpen: Bool) -> [EnumCaseSpec] {
        let varNames = schema.list("x-enum-varnames").compactMap(\.scalar?.value)
        let namesGiven = varNames.count == values.count
        let descriptions = schema.list("x-enum-descriptions").compactMap(\.scalar?.value)
        let docsGiven = descriptions.count == values.count
        var names = MemberNameAllocator(reserved: isOpen ? ["unknown"] : [])
        let integers = schema.nonNullTypes == ["integer"]
        var seen: Set<String> = []
        var cases: [EnumCaseSpec] = []
        for (index, value) in values.enumerated() {
            guard let raw = value.scalar?.value else {
                log.warn(.enumValues, "an enum value must be text, found \(value.kindName): it is left out", at: value.location)
                continue
            }
            guard seen.insert(raw).inserted else {
                log.warn(.enumValues, "the enum value \"\(raw)\" is listed twice", at: value.location)
                continue
            }
            let candidate = namesGiven ? varNames[index] : raw.isEmpty ? "empty" : integers ? Self.integerCaseName(raw) : raw
            let doc = docsGiven && !descriptions[index].isEmpty ? descriptions[index] : nil
            cases.append(EnumCaseSpec(name: Located(names.claim(candidate), at: value.location), rawValue: raw, doc: doc))
        }
        return cases
    }

    /// `value1` for `1`, `minus1` for `-1`: a case name for an integer value, which cannot be one.
    private static func integerCaseName(_ raw: String) -> String {
        raw.hasPrefix("-") ? "minus" + raw.dropFirst() : "value" + raw
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

    /// The values of a `oneOf`/`anyOf` of strings: every listed value of its enum members, in
    /// order, once each.
    mutating func openEnumValues(_ members: [YAMLNode]) -> [YAMLNode] {
        var values: [YAMLNode] = []
        var seen: Set<String> = []
        for member in members {
            guard let (resolved, _) = dereference(member), case .enumeration(let items) = shape(of: SchemaNode(resolved)) else { continue }
            for item in items where seen.insert(item.scalar?.value ?? "").inserted {
                values.append(item)
            }
        }
        return values
    }
}
