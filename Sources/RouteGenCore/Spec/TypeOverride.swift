/// `--type-override <schema>=<SwiftType>` (`type-overrides:` in `routegen.yml`; an OpenAPI
/// schema's `x-swift-type`): a named schema replaced by a type the app already has.
///
/// The schema is not generated, and every place that uses it names the app's type instead, as
/// written (so write it as the generated code's module sees it: `Money`, `MyApp.Money`). The
/// type must be `Codable & Sendable`, as the generated models that hold it are; the compiler
/// says so where one is used when it is not.
package struct TypeOverride: Sendable, Hashable {
    /// The schema as the spec names it: an OpenAPI component's key under `components/schemas`,
    /// or a model's name (for an OpenAPI document, the generated Swift name `convert` writes).
    package var schema: String
    /// The app's type, as Swift code names it.
    package var swiftType: String
    /// Where it is written: a place in `routegen.yml`, or its `--type-override` value on the
    /// command line (``SourceLocation/commandLine(column:)``).
    package var location: SourceLocation?

    /// An override of `schema` by `swiftType`.
    package init(schema: String, swiftType: String, at location: SourceLocation? = nil) {
        self.schema = schema
        self.swiftType = swiftType
        self.location = location
    }

    /// Whether `text` can name a type of the app where generated code writes it: a Swift type
    /// expression without keywords (``SwiftTypeName``): `Money`, `MyApp.Money`, `[String: Money]`,
    /// `Tagged<Money>`, `Money?`.
    package static func isValidSwiftType(_ text: String) -> Bool {
        SwiftTypeName.problem(text) == nil
    }
}
