#if Server
import Foundation

/// Why a JSON document did not decode, in the words of a `400`: the field it names by its JSON
/// path (`tasks[2].title`) and what is wrong with it, as parameters are named — never the value
/// sent, nor the decoder's own description.
enum JSONFieldFailure {
    /// The message for `error`, thrown decoding a JSON document: `field(path)` names a field by
    /// its path (`body field tasks[2].title`); `whole` is the message when no field is to blame
    /// (not JSON, or not the document's shape at its top).
    static func message(for error: any Error, whole: String, field: (String) -> String) -> String {
        guard let error = error as? DecodingError else { return whole }
        switch error {
        case .keyNotFound(let key, let context):
            return "\(field(path(context.codingPath + [key]))) is required"
        case .valueNotFound(_, let context) where !context.codingPath.isEmpty:
            return "\(field(path(context.codingPath))) must not be null"
        case .typeMismatch(_, let context) where !context.codingPath.isEmpty,
            .dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "\(field(path(context.codingPath))) has an invalid value"
        default:
            return whole
        }
    }

    /// `keys` as a JSON path: names joined with dots, array indices in brackets (`tasks[2].title`),
    /// the first 16 of them and `…` after (a value may fail 500 levels deep). A name is a
    /// property of the model, or a key of a dictionary the client sent: one holding anything but
    /// letters, digits, `_`, `-`, `$` and `@`, or longer than 64, is written `?`, so that a
    /// message cannot carry what a client put in it.
    static func path(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys.prefix(16) {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                let name = key.stringValue
                let shown = name.count <= 64 && !name.isEmpty && name.unicodeScalars.allSatisfy(isShown) ? name : "?"
                path += path.isEmpty ? shown : "." + shown
            }
        }
        return keys.count > 16 ? path + "…" : path
    }

    private static func isShown(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "_-$@".unicodeScalars.contains(scalar))
    }
}
#endif
