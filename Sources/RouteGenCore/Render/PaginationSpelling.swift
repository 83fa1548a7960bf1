/// How a route's pages are written: `PaginatedRoute`'s `items(in page:)` and
/// `nextPage(after page:)`, from what the model says of them (``PaginationModel``).
extension PaginationModel {
    /// What `items(in page:)` returns: `page.tasks`, or `page` when the response is the array.
    var itemsExpression: String { itemsField.map { "page." + $0 } ?? "page" }

    /// The route property `nextPage(after:)` changes.
    var advancedProperty: String { advanced.name }

    /// Doc comment lines of `nextPage(after:)`: which page is next, and when the pages end.
    var nextPageDocLines: [String] {
        switch next {
        case .pageNumber(let size): ["The page numbered one higher; `nil` after \(Self.end(size))."]
        case .offset(let size): ["The page starting past this page's items; `nil` after \(Self.end(size))."]
        case .cursor(let field, let isOptional):
            ["The page `\(field.bareName)` points to; `nil` when it is \(isOptional ? "`nil` or empty" : "empty")."]
        }
    }

    /// The body of `nextPage(after page:)`, one statement per line.
    var nextPageStatements: [String] {
        switch next {
        case .pageNumber(let size):
            [
                "guard \(stopCondition(size)) else { return nil }", "var next = self", "next.\(advanced.name) += 1",
                "return next",
            ]
        case .offset(let size):
            [
                "guard \(stopCondition(size)) else { return nil }", "var next = self",
                "next.\(advanced.name) += \(Self.converted("\(itemsExpression).count", to: advanced.integerType))",
                "return next",
            ]
        case .cursor(let field, true):
            [
                "guard let cursor = page.\(field.name), !cursor.isEmpty else { return nil }", "var next = self",
                "next.\(advanced.name) = cursor", "return next",
            ]
        case .cursor(let field, false):
            [
                "guard !page.\(field.name).isEmpty else { return nil }", "var next = self",
                "next.\(advanced.name) = page.\(field.name)", "return next",
            ]
        }
    }

    /// When a counted page is the last: it is empty, or shorter than `size`.
    private func stopCondition(_ size: PagedMember?) -> String {
        var condition = "!\(itemsExpression).isEmpty"
        if let size { condition += ", \(itemsExpression).count >= \(Self.intValue(of: size))" }
        return condition
    }

    private static func end(_ size: PagedMember?) -> String {
        size.map { "a page of fewer than `\($0.bareName)` items" } ?? "an empty page"
    }

    /// A route property read as a value inside `nextPage(after page:)`, where the parameter
    /// `page` and the local `next` would hide a property of the same name.
    private static func intValue(of member: PagedMember) -> String {
        let value = ["page", "next"].contains(member.bareName) ? "self.\(member.name)" : member.name
        return member.integerType == .int ? value : "Int(\(value))"
    }

    /// An `Int` expression as the integer type `type` (`Int`, `Int32` or `Int64`).
    private static func converted(_ expression: String, to type: BuiltinType?) -> String {
        guard let type, type != .int else { return expression }
        return "\(type.rawValue)(\(expression))"
    }
}
