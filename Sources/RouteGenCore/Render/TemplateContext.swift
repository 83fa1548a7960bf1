/// A value templates can read: a fixed list of keys, looked up without reflection.
///
/// Lookups are a `switch` instead of `Mirror`, which keeps rendering fast; the key list is the
/// documented contract (`Templates/CONTEXT.md`) and what `routegen generate --print-context`
/// prints.
protocol TemplateContext {
    /// The keys this value answers, in documentation order.
    var contextKeys: [String] { get }

    /// The value of the key `name`, or `nil` when this context has no such key (or its value is
    /// absent): the renderer then looks in the enclosing context.
    func child(named name: String) -> Any?
}

/// Doc comment lines, ready to print: `/// text`, or `///` for a blank line.
func docComment(_ lines: [String]) -> [String] {
    lines.map { $0.isEmpty ? "///" : "/// " + $0 }
}

/// The root context of the shared file: the API.
struct APIContext: TemplateContext {
    let api: APIModel

    var contextKeys: [String] { ["name", "access", "doc", "baseURLLiteral", "specPaths", "authSchemes"] }

    func child(named name: String) -> Any? {
        switch name {
        case "name": api.name
        case "access": api.access
        case "doc": docComment(api.docLines)
        case "baseURLLiteral": api.baseURLLiteral
        case "specPaths": api.specPaths
        case "authSchemes": api.authSchemes
        default: nil
        }
    }
}

/// The root context of one spec file's output.
struct FileContext: TemplateContext {
    let api: APIModel
    let file: FileModel
    /// Each declaration rendered by its own template and indented one level.
    let declarations: [RenderedDeclaration]
    /// Each route's factory extension, rendered by `route-factory`.
    let routeFactories: [String]

    var contextKeys: [String] { ["api", "access", "specPath", "hasDeclarations", "declarations", "routeFactories"] }

    func child(named name: String) -> Any? {
        switch name {
        case "api": api.name
        case "access": api.access
        case "specPath": file.specPath
        case "hasDeclarations": !declarations.isEmpty
        case "declarations": declarations
        case "routeFactories": routeFactories
        default: nil
        }
    }
}

/// One declaration of a spec file, already rendered.
struct RenderedDeclaration: TemplateContext {
    /// The Swift code, indented for its place inside the namespace extension.
    let code: String

    var contextKeys: [String] { ["code"] }

    func child(named name: String) -> Any? {
        name == "code" ? code : nil
    }
}

/// A route with its inline body struct already rendered.
struct RouteContext: TemplateContext {
    let route: RouteModel
    /// The inline body struct, rendered and indented to sit inside the route.
    let inlineBody: String?

    var contextKeys: [String] { route.contextKeys }

    func child(named name: String) -> Any? {
        name == "inlineBody" ? inlineBody : route.child(named: name)
    }
}

/// The context of the struct, enum, union, route and route-factory templates: the model plus the
/// API's name and access level.
struct TypeContext: TemplateContext {
    let model: any TemplateContext
    let api: APIModel

    var contextKeys: [String] { ["api", "access"] + model.contextKeys }

    func child(named name: String) -> Any? {
        switch name {
        case "api": api.name
        case "access": api.access
        default: model.child(named: name)
        }
    }
}

extension AuthSchemeModel: TemplateContext {
    var contextKeys: [String] { ["typeName", "specName", "protocolName", "apiKeyLocation", "doc"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "specName": specName
        case "protocolName": protocolName
        case "apiKeyLocation": apiKeyLocation
        case "doc": docComment(docLines)
        default: nil
        }
    }
}

extension StructModel: TemplateContext {
    var contextKeys: [String] { ["name", "doc", "conformances", "isMutable", "hasProperties", "properties"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "doc": docComment(docLines)
        case "conformances": conformances
        case "isMutable": isMutable
        case "hasProperties": !properties.isEmpty
        case "properties": properties
        default: nil
        }
    }
}

extension PropertyModel: TemplateContext {
    var contextKeys: [String] {
        ["name", "label", "argumentLabel", "bareName", "type", "qualifiedType", "initDefault", "keyLiteral",
         "doc", "isIndirect", "isMutable", "decodeStatement", "encodeStatement", "requestStatement"]
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "label": label
        case "argumentLabel": argumentLabel
        case "bareName": bareName
        case "type": type
        case "qualifiedType": qualifiedType
        case "initDefault": initDefault
        case "keyLiteral": keyLiteral
        case "doc": docComment(docLines)
        case "isIndirect": isIndirect
        case "isMutable": isMutable
        case "decodeStatement": decodeStatement
        case "encodeStatement": encodeStatement
        case "requestStatement": requestStatement
        default: nil
        }
    }
}

extension EnumModel: TemplateContext {
    var contextKeys: [String] { ["name", "doc", "conformances", "isOpen", "cases"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "doc": docComment(docLines)
        case "conformances": conformances
        case "isOpen": isOpen
        case "cases": cases
        default: nil
        }
    }
}

extension EnumCaseModel: TemplateContext {
    var contextKeys: [String] { ["name", "rawValueLiteral", "valueLiteral", "doc"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "rawValueLiteral": rawValueLiteral
        case "valueLiteral": valueLiteral
        case "doc": docComment(docLines)
        default: nil
        }
    }
}

extension UnionModel: TemplateContext {
    var contextKeys: [String] { ["name", "doc", "conformances", "variants", "discriminator", "noMatchMessage"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "doc": docComment(docLines)
        case "conformances": conformances
        case "variants": variants
        case "discriminator": discriminator
        case "noMatchMessage": noMatchMessage
        default: nil
        }
    }
}

extension UnionVariantModel: TemplateContext {
    var contextKeys: [String] { ["name", "type", "doc", "isIndirect", "discriminatorPatterns", "encodeInline", "encodeStatements"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "type": type
        case "doc": docComment(docLines)
        case "isIndirect": isIndirect
        case "discriminatorPatterns": discriminatorPatterns
        case "encodeInline": encodeStatements.count == 1 ? encodeStatements[0] : nil
        case "encodeStatements": encodeStatements.count == 1 ? [] : encodeStatements
        default: nil
        }
    }
}

extension UnionDiscriminatorModel: TemplateContext {
    var contextKeys: [String] { ["keyLiteral", "unknownValueMessage"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "keyLiteral": keyLiteral
        case "unknownValueMessage": unknownValueMessage
        default: nil
        }
    }
}

extension RouteModel: TemplateContext {
    var contextKeys: [String] {
        ["typeName", "functionName", "protocolName", "conformances", "schemeType", "method", "pathLiteral", "responseType",
         "doc", "summaryDoc", "deprecation", "hasProperties", "properties", "hasRequestStatements", "parameterStatements",
         "bodyStatement", "hasFormFields", "formFields", "hasMultipartFields", "multipartFields", "inlineBody", "hasErrorBodies",
         "errorBodies", "pagination"]
    }

    public func child(named name: String) -> Any? {
        switch name {
        case "typeName": typeName
        case "functionName": functionName
        case "protocolName": protocolName
        case "conformances": conformances
        case "schemeType": schemeType
        case "method": method
        case "pathLiteral": pathLiteral
        case "responseType": responseType
        case "doc": docComment(docLines)
        case "summaryDoc": docComment(Array(docLines.prefix { !$0.isEmpty }))
        case "deprecation": deprecation
        case "hasProperties": !properties.isEmpty
        case "properties": properties
        case "hasRequestStatements": !parameterStatements.isEmpty || bodyStatement != nil || !formFields.isEmpty || !multipartFields.isEmpty
        case "parameterStatements": parameterStatements
        case "bodyStatement": bodyStatement
        case "hasFormFields": !formFields.isEmpty
        case "formFields": formFields
        case "hasMultipartFields": !multipartFields.isEmpty
        case "multipartFields": multipartFields
        case "inlineBody": inlineBody
        case "hasErrorBodies": !errorBodies.isEmpty
        case "errorBodies": errorBodies
        case "pagination": pagination
        default: nil
        }
    }
}

extension PaginationModel: TemplateContext {
    var contextKeys: [String] { ["itemType", "itemsExpression", "nextPageDoc", "nextPageStatements"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "itemType": itemType
        case "itemsExpression": itemsExpression
        case "nextPageDoc": docComment(nextPageDocLines)
        case "nextPageStatements": nextPageStatements
        default: nil
        }
    }
}

extension AliasModel: TemplateContext {
    var contextKeys: [String] { ["name", "target", "doc"] }

    public func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "target": target
        case "doc": docComment(docLines)
        default: nil
        }
    }
}

extension TypeModel {
    /// The template that renders this declaration and the context it reads: one mapping for
    /// the renderer and for `--print-context`.
    var template: (name: String, context: any TemplateContext) {
        switch self {
        case .structure(let model): ("struct", model)
        case .enumeration(let model): ("enum", model)
        case .union(let model): ("union", model)
        case .alias(let model): ("alias", model)
        }
    }
}
