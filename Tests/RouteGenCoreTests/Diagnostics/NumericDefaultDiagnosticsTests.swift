import Testing
@testable import RouteGenCore

/// Numeric defaults are never changed to fit their type: a number beyond the type's range, or
/// one that would round to zero, is an error in RouteGen's format and left out with a warning in
/// OpenAPI, as a number above `Int64.max` already was.
struct NumericDefaultDiagnosticsTests {
    @Test func numbersTheTypeCannotHoldAreErrors() {
        let found = diagnostics(
            header + """
                models:
                  A:
                    fields:
                      tiny: Double = 1e-400
                      small: Float = 1e-50
                      big: Float = 1e39
                      huge: Double = 1e400
                      low: Int64 = -9223372036854775809
                      high: Int32 = 2147483648
                """)
        #expect(
            found == [
                "spec.yaml:6:22: error: invalid default for Double: \"1e-400\" is not a number Double can hold: it would become 0",
                "spec.yaml:7:22: error: invalid default for Float: \"1e-50\" is not a number Float can hold: it would become 0",
                "spec.yaml:8:20: error: invalid default for Float: \"1e39\" is not a number Float can hold",
                "spec.yaml:9:22: error: invalid default for Double: \"1e400\" is not a number Double can hold",
                "spec.yaml:10:20: error: invalid default for Int64: \"-9223372036854775809\" is not an integer",
                "spec.yaml:11:21: error: invalid default for Int32: \"2147483648\" is not a 32-bit integer",
            ])
    }

    @Test func numbersAtTheEdgesOfTheirTypesStay() {
        let code = swiftCode(
            header + """
                models:
                  A:
                    fields:
                      zero: Double = 0.0e-400
                      least: Int64 = -9223372036854775808
                      tiny: Double = 5e-324
                      float: Float = 0.1
                """)
        #expect(code.contains("public var zero: Double { _zero ?? 0.0 }"))
        #expect(code.contains("public var least: Int64 { _least ?? -9223372036854775808 }"))
        #expect(code.contains("public var tiny: Double { _tiny ?? 5e-324 }"))
        #expect(code.contains("public var float: Float { _float ?? 0.1 }"))
    }

    @Test func openAPIDefaultsTheTypeCannotHoldAreLeftOutWithAWarning() {
        let found = openAPIDiagnostics(
            openAPIHeader + """
                components:
                  schemas:
                    A:
                      type: object
                      properties:
                        low: { type: integer, format: int64, default: -9223372036854775809 }
                        fraction: { type: integer, default: 1.00000000000000001 }
                        tiny: { type: number, default: 1e-400 }
                        huge: { type: number, default: 1e400 }
                        small: { type: number, format: float, default: 1e-50 }
                        big: { type: number, format: float, default: 1e39 }
                        high: { type: integer, format: int32, default: 2147483648 }
                """)
        #expect(
            found == [
                "api.yaml:9:55: warning: the default \"-9223372036854775809\" is not a valid Int64: it is left out",
                "api.yaml:10:45: warning: the default \"1.00000000000000001\" is not a valid Int: it is left out",
                "api.yaml:11:40: warning: the default \"1e-400\" is not a valid Double: it is left out",
                "api.yaml:12:40: warning: the default \"1e400\" is not a valid Double: it is left out",
                "api.yaml:13:56: warning: the default \"1e-50\" is not a valid Float: it is left out",
                "api.yaml:14:54: warning: the default \"1e39\" is not a valid Float: it is left out",
                "api.yaml:15:56: warning: the default \"2147483648\" is not a valid Int32: it is left out",
            ])
    }

    @Test func openAPIWholeNumbersInAnyNotationStay() {
        let code = swiftCode(
            openAPI: openAPIHeader + """
                components:
                  schemas:
                    A:
                      type: object
                      properties:
                        least: { type: integer, format: int64, default: -9223372036854775808 }
                        thousand: { type: integer, default: 1e3 }
                        twelve: { type: integer, format: int32, default: 12.0 }
                        zero: { type: number, default: 0e-400 }
                """)
        #expect(code.contains("public var least: Int64 { _least ?? -9223372036854775808 }"))
        #expect(code.contains("public var thousand: Int { _thousand ?? 1000 }"))
        #expect(code.contains("public var twelve: Int32 { _twelve ?? 12 }"))
        #expect(code.contains("public var zero: Double { _zero ?? 0.0 }"))
    }
}
