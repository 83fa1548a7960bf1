/// Numbers a spec writes as defaults, read without changing them: a number its type cannot
/// hold is reported by the caller, never replaced by a nearby one.
///
/// Going through `Double` rounds: `-9223372036854775809` came out as `Int64.min`, `1e-400` as
/// `0.0`, `1.00000000000000001` as the integer `1`. The OpenAPI stage reads integer defaults
/// with ``integer(_:)`` (JSON writers produce `1e3` and `12.0`; RouteGen's format takes digits
/// only), and both formats check `Double` and `Float` defaults with ``rejection(of:as:)``, so a
/// default the OpenAPI stage passes on is one the model stage accepts.
enum SpecNumber {
    /// Why a number does not fit a floating-point type.
    enum Rejection {
        /// Not a number at all (or not a finite one: `inf`, `nan`).
        case notANumber
        /// Beyond the type's largest finite value, either side of zero.
        case outOfRange
        /// Not zero, but closer to zero than the type's smallest value, so it would become 0.
        case roundsToZero
    }

    /// The integer `text` writes, when it is a whole number within `Int64`: `42`, `-7`, `+3`,
    /// and also decimal or exponent notation whose value is whole (`12.0`, `1e3`, `2.5E1`),
    /// which JSON writers produce. Computed from the digits, so it is exact.
    static func integer(_ text: String) -> Int64? {
        if let plain = Int64(text) { return plain }
        guard let decimal = DecimalText(text) else { return nil }
        var digits = decimal.digits.drop { $0 == 0 }
        guard !digits.isEmpty else { return 0 }
        var exponent = decimal.exponent
        while digits.last == 0, exponent < Int.max {
            digits.removeLast()
            exponent += 1
        }
        // Int64 has 19 digits; anything longer, or any fraction left, is not an Int64.
        guard exponent >= 0, exponent <= 19, digits.count + exponent <= 19 else { return nil }
        var value: Int64 = 0
        for digit in digits + repeatElement(0, count: exponent) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, overflowAgain) =
                decimal.isNegative
                ? shifted.subtractingReportingOverflow(Int64(digit)) : shifted.addingReportingOverflow(Int64(digit))
            guard !overflow, !overflowAgain else { return nil }
            value = next
        }
        return value
    }

    /// Why `text` is not a value of `type` (`Double` or `Float`), or `nil` when it is one: it
    /// must be a finite number within the type's range, and zero only when it is written as zero.
    static func rejection<Number: BinaryFloatingPoint & LosslessStringConvertible>(
        of text: String, as type: Number.Type
    ) -> Rejection? {
        guard let number = Number(text), number.isFinite else {
            return DecimalText(text) == nil ? .notANumber : .outOfRange
        }
        if number == 0, let decimal = DecimalText(text), decimal.digits.contains(where: { $0 != 0 }) {
            return .roundsToZero
        }
        return nil
    }

    /// A number in decimal notation, `[+-]digits[.digits][(e|E)[+-]digits]`, as its digits and
    /// the power of ten they are scaled by; the exponent saturates instead of overflowing.
    private struct DecimalText {
        var isNegative: Bool
        var digits: [UInt8]
        var exponent: Int

        init?(_ text: String) {
            var bytes = Array(text.utf8)[...]
            isNegative = bytes.first == UInt8(ascii: "-")
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            digits = []
            exponent = 0
            var seenPoint = false
            while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if byte == UInt8(ascii: "."), !seenPoint {
                    seenPoint = true
                } else if let digit = Self.digit(byte) {
                    digits.append(digit)
                    if seenPoint { exponent -= 1 }
                } else {
                    return nil
                }
            }
            guard !digits.isEmpty else { return nil }
            guard !bytes.isEmpty else { return }
            bytes = bytes.dropFirst()
            let negativeExponent = bytes.first == UInt8(ascii: "-")
            if bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") { bytes = bytes.dropFirst() }
            guard !bytes.isEmpty else { return nil }
            var written = 0
            for byte in bytes {
                guard let digit = Self.digit(byte) else { return nil }
                written = written > Int.max / 20 ? Int.max / 20 : written * 10 + Int(digit)
            }
            exponent += negativeExponent ? -written : written
        }

        private static func digit(_ byte: UInt8) -> UInt8? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? byte - UInt8(ascii: "0") : nil
        }
    }
}
