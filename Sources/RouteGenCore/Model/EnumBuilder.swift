/// Builds generated enums of string or integer values, closed or open.
///
/// A closed enum is a `String`- or `Int`-backed Swift enum and fails to decode a value it does
/// not list. An open enum (`open: true`) keeps such a value in `case unknown(String)` (or
/// `unknown(Int)`); it cannot have a raw type then, so it conforms to `RawRepresentable` itself
/// and the template writes `init(rawValue:)` and `rawValue` from each case's `valueLiteral`.
struct EnumBuilder {
    /// The case an open enum keeps unlisted values in.
    static let unknownCase = "unknown"

    /// The enum, or `nil` after reporting its problems.
    func enumModel(_ model: ModelSpec, name: String, cases: [EnumCaseSpec], diagnostics: inout [Diagnostic])
        -> EnumModel?
    {
        guard !cases.isEmpty else {
            diagnostics.append(.error("enum \"\(model.name.value)\" has no cases", at: model.name.location))
            return nil
        }
        var names = UniqueNames(what: "case")
        var rawValues = UniqueNames(what: "raw value", derived: false)
        let before = diagnostics.count
        let caseModels = cases.map { enumCase in
            let bare = SwiftNames.memberName(enumCase.name.value)
            if model.isOpen, bare == Self.unknownCase {
                diagnostics.append(
                    .error(
                        "enum case \"\(enumCase.name.value)\" becomes the Swift case name unknown, which the open enum \(name) uses for values it does not list",
                        at: enumCase.name.location))
            }
            names.claim(bare, by: enumCase.name, kind: "enum case", diagnostics: &diagnostics)
            let integer = model.hasIntegerValues ? Int64(enumCase.rawValue).map(String.init) : nil
            rawValues.claim(
                integer ?? enumCase.rawValue, by: enumCase.name, kind: "enum case", diagnostics: &diagnostics)
            let value = integer.flatMap(Int64.init).map(LiteralValue.integer) ?? .string(enumCase.rawValue)
            let rawValueIsName = integer == nil && enumCase.rawValue == bare
            return EnumCaseModel(
                name: SwiftNames.escaped(bare),
                value: value,
                writesRawValue: !model.isOpen && !rawValueIsName,
                docLines: SwiftText.docLines(enumCase.doc))
        }
        guard diagnostics.count == before else { return nil }
        let rawType = model.hasIntegerValues ? "Int" : "String"
        let parameter = model.hasIntegerValues ? "IntegerEnumParameter" : "StringEnumParameter"
        let conformances =
            model.isOpen
            ? ["RawRepresentable", "Codable", "Hashable", "Sendable", parameter]
            : [rawType, "Codable", "Hashable", "Sendable", "CaseIterable", parameter]
        return EnumModel(
            name: name, docLines: SwiftText.docLines(model.doc), conformances: conformances, rawType: rawType,
            isOpen: model.isOpen, cases: caseModels)
    }
}
