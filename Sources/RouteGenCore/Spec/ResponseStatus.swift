/// The key of a response: one status code, a class of codes (`4XX`), or `default`, as OpenAPI
/// and RouteGen's `examples:` write it.
///
/// The one reading of such a key: an OpenAPI document's responses, the places of a RouteGen
/// route's examples and the status an example answers with all go through it, so a key one
/// stage takes another cannot read differently (`0200` or `600` is no status anywhere).
package enum ResponseStatus: Hashable, Sendable {
    /// A status code, 100–599.
    case code(Int)
    /// Every code of a class: its first digit, 1–5 (`4XX` is 4).
    case range(Int)
    /// Every status the others leave.
    case `default`

    /// Reads `text`: three digits 100–599, `1XX`–`5XX` in either case, or `default`; `nil` for
    /// anything else (`20O`, `0200`, `600`, `2xxx`).
    package init?(_ text: String) {
        if text == "default" {
            self = .default
            return
        }
        let bytes = Array(text.utf8)
        guard bytes.count == 3, (UInt8(ascii: "1")...UInt8(ascii: "5")).contains(bytes[0]) else { return nil }
        let digit = Int(bytes[0] - UInt8(ascii: "0"))
        if bytes[1...].allSatisfy({ $0 == UInt8(ascii: "X") || $0 == UInt8(ascii: "x") }) {
            self = .range(digit)
        } else if bytes[1...].allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            self = .code(digit * 100 + Int(bytes[1] - UInt8(ascii: "0")) * 10 + Int(bytes[2] - UInt8(ascii: "0")))
        } else {
            return nil
        }
    }

    /// Whether it is a class of codes (`4XX`).
    package var isRange: Bool {
        if case .range = self { true } else { false }
    }

    /// Whether it is a success: a code 200–299, or `2XX`.
    package var isSuccess: Bool {
        switch self {
        case .code(let code): (200...299).contains(code)
        case .range(let digit): digit == 2
        case .default: false
        }
    }

    /// The code a response of this key is answered with: the code itself, a class's lowest
    /// (`4XX` → 400); `nil` for `default`, which names none.
    package var lowestCode: Int? {
        switch self {
        case .code(let code): code
        case .range(let digit): digit * 100
        case .default: nil
        }
    }
}
