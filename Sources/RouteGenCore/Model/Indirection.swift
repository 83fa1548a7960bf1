/// The members of models that are stored out of line so recursive models have a finite size:
/// struct fields boxed in RouteKit's `Indirect`, and union cases marked `indirect`.
///
/// Every cycle of models must pass through a boxed member. A union case on a cycle is always
/// boxed — `indirect case` costs callers nothing — so a struct field is boxed only on a cycle
/// made of struct fields alone; a cycle through a union is already broken at the union. Arrays
/// and dictionaries store their elements out of line, so only plain and optional model types
/// form cycles.
struct Indirection {
    /// A field or variant, by its model's spec name and its position.
    struct Member: Hashable {
        let model: String
        let index: Int
    }

    /// Struct fields to box.
    private(set) var fields: Set<Member> = []
    /// Union cases to mark `indirect`.
    private(set) var variants: Set<Member> = []

    private typealias Edges = [String: [(index: Int, target: String)]]

    /// Finds the members to box among the resolved field types of struct models and variant
    /// types of union models, each by model spec name.
    init(fieldTypes: [String: [ResolvedType?]], variantTypes: [String: [ResolvedType?]]) {
        let fieldEdges = Self.edges(fieldTypes)
        let variantEdges = Self.edges(variantTypes)
        let allEdges = fieldEdges.merging(variantEdges) { $0 + $1 }
        for (model, edges) in variantEdges {
            for edge in edges where Self.reaches(from: edge.target, to: model, through: allEdges) {
                variants.insert(Member(model: model, index: edge.index))
            }
        }
        for (model, edges) in fieldEdges {
            for edge in edges where Self.reaches(from: edge.target, to: model, through: fieldEdges) {
                fields.insert(Member(model: model, index: edge.index))
            }
        }
    }

    /// Each member whose type is a struct or union model, optional or not.
    private static func edges(_ types: [String: [ResolvedType?]]) -> Edges {
        var edges: Edges = [:]
        for (model, memberTypes) in types {
            for (index, type) in memberTypes.enumerated() {
                if case .model(let target, _, false)? = type?.unwrapped {
                    edges[model, default: []].append((index, target))
                }
            }
        }
        return edges
    }

    private static func reaches(from start: String, to goal: String, through edges: Edges) -> Bool {
        var seen: Set<String> = [start]
        var stack = [start]
        while let node = stack.popLast() {
            if node == goal { return true }
            for edge in edges[node] ?? [] where seen.insert(edge.target).inserted {
                stack.append(edge.target)
            }
        }
        return false
    }
}
