import Foundation

/// The `boundary` parameter of a multipart `Content-Type`, read one way for both sides: the
/// client reading a `multipart/mixed` stream and the generated server reading a
/// `multipart/form-data` body, which differ only in what they do with a bad one.
package enum MultipartBoundary {
    /// The longest boundary RFC 2046 allows, in characters.
    package static let maxLength = 70

    /// Why a `Content-Type` gives no usable boundary.
    package enum Problem: Error, Equatable {
        /// No `boundary` parameter, or an empty one.
        case missing
        /// Longer than ``MultipartBoundary/maxLength``.
        case tooLong
        /// A character outside RFC 2046's `bchars`, or a space at the end.
        case disallowedCharacter
    }

    /// The `boundary` parameter of `contentType`, quoted or not, if it is one RFC 2046 allows:
    /// 1 to 70 of its characters, not ending in a space — no delimiter could be found by another.
    package static func parse(_ contentType: String) -> Result<String, Problem> {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else {
                continue
            }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                value = String(value.dropFirst().dropLast())
            }
            guard !value.isEmpty else { break }
            guard value.utf8.count <= maxLength else { return .failure(.tooLong) }
            guard value.utf8.allSatisfy(isBoundaryCharacter), value.utf8.last != UInt8(ascii: " ") else {
                return .failure(.disallowedCharacter)
            }
            return .success(value)
        }
        return .failure(.missing)
    }

    /// RFC 2046's `bchars`: letters, digits, `'()+_,-./:=?` and the space.
    private static func isBoundaryCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "'()+_,-./:= ?".utf8.contains(byte)
        }
    }
}
