import Foundation

/// A value that can stand in a path segment, a query item, a header or a form field.
///
/// The protocol has no members on purpose: conforming `String`, `Int` or `Date` adds nothing to
/// those types in your app (no global extensions on Foundation types that leak into the app). RouteKit turns each
/// conforming type into text in one place, ``RequestParts/text(of:)``. Generated string enums
/// conform through ``StringEnumParameter``; any other type of yours that conforms is sent as
/// its `description`.
public protocol ParameterValue: Sendable {}

/// A string-backed enum used as a parameter: sent as its raw value.
public protocol StringEnumParameter: ParameterValue {
    /// The case's wire value.
    var rawValue: String { get }
}

/// An integer-backed enum used as a parameter: sent as its raw value.
public protocol IntegerEnumParameter: ParameterValue {
    /// The case's wire value.
    var rawValue: Int { get }
}

/// A generated union of scalars or enums (`oneOf: [integer, string]`) used as a parameter:
/// sent as the text of the value it holds (`project=1&project=web`).
public protocol ScalarUnionParameter: ParameterValue {
    /// The value the union holds.
    var parameterValue: any ParameterValue { get }
}

extension String: ParameterValue {}
extension Int: ParameterValue {}
extension Int32: ParameterValue {}
extension Int64: ParameterValue {}
extension Double: ParameterValue {}
extension Float: ParameterValue {}
extension Bool: ParameterValue {}
extension UUID: ParameterValue {}
extension URL: ParameterValue {}
extension Date: ParameterValue {}

extension RequestParts {
    /// The wire text of a parameter value, before percent-encoding.
    ///
    /// UUIDs are lower-case (what most servers store), dates ISO 8601 in UTC like the default
    /// JSON coding, booleans `true`/`false`.
    @inlinable
    public static func text(of value: some ParameterValue) -> String {
        switch value {
        case let value as String: value
        case let value as Int: String(value)
        case let value as Int32: String(value)
        case let value as Int64: String(value)
        case let value as Double: String(value)
        case let value as Float: String(value)
        case let value as Bool: value ? "true" : "false"
        case let value as UUID: value.uuidString.lowercased()
        case let value as URL: value.absoluteString
        case let value as Date: ISO8601.string(from: value)
        case let value as any StringEnumParameter: value.rawValue
        case let value as any IntegerEnumParameter: String(value.rawValue)
        case let value as any ScalarUnionParameter: text(of: value.parameterValue)
        default: String(describing: value)
        }
    }
}
