/// What joins the elements of an array query parameter sent as one item (OpenAPI's `style`
/// with `explode: false`): `tags=a,b`, `tags=a%20b`, `tags=a%7Cb`.
///
/// Elements are percent-encoded one by one before joining, so whatever an element holds stays
/// inside the item. Only the comma can travel as itself in a URL, which keeps an element's own
/// commas (`%2C`) apart from the delimiter; a space or `|` must be percent-encoded on the wire
/// either way, so with those delimiters a server cannot tell an element's own space or `|` from
/// the delimiter — choose them for values that cannot contain it.
public enum QueryDelimiter: Sendable, Hashable {
    /// `tags=a,b`: OpenAPI's `form` style without `explode`.
    case comma
    /// `tags=a%20b`: `spaceDelimited`.
    case space
    /// `tags=a%7Cb` (`a|b` once decoded): `pipeDelimited`.
    case pipe

    /// The delimiter as it is written between percent-encoded elements.
    var encoded: String {
        switch self {
        case .comma: ","
        case .space: "%20"
        case .pipe: "%7C"
        }
    }
}
