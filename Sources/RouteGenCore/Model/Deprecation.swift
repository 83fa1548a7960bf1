/// How generated code says a declaration is deprecated, from the spec's `deprecated:` (empty for
/// a plain `true`, else the message), which the code model keeps.
///
/// The attribute (spelled by the render stage, `Render/DeprecationSpelling`) goes only where an
/// app's own code is what uses the declaration — a route's factory, a model property's accessor,
/// a model's memberwise initializer — so the app is warned at its own line and the generated
/// code, which never uses those, compiles without a warning.
enum Deprecation {
    /// The doc comment lines that say so, after the declaration's `lines`: for what cannot carry
    /// the attribute without generated code warning (a model's type, a route's parameter).
    static func docLines(_ message: String, after lines: [String]) -> [String] {
        (lines.isEmpty ? [] : [""]) + SwiftText.docLines("Deprecated" + (message.isEmpty ? "." : ": \(message)"))
    }
}

extension TypeModel {
    /// Says in the doc comment that the model is deprecated, and deprecates a struct's memberwise
    /// initializer: the type itself is named by generated code (properties, routes), which must
    /// not warn, while only an app builds a value of it.
    mutating func deprecate(_ message: String) {
        switch self {
        case .structure(var model):
            model.docLines += Deprecation.docLines(message, after: model.docLines)
            model.initDeprecation = message
            self = .structure(model)
        case .enumeration(var model):
            model.docLines += Deprecation.docLines(message, after: model.docLines)
            self = .enumeration(model)
        case .union(var model):
            model.docLines += Deprecation.docLines(message, after: model.docLines)
            self = .union(model)
        case .alias:
            break
        }
    }
}
