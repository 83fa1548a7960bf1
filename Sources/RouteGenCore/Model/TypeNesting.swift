/// Puts each declaration inside the one its full name extends: `Pet.Owner` is declared in the
/// body of `Pet`, `Pet.Owner.Address` in that of `Pet.Owner`, `ListPetsRoute.ResponseBody` in
/// the route struct `ListPetsRoute`.
///
/// Models arrive flat, in spec order, each under its full name, so resolving types, finding
/// cycles and aliasing repeated declarations work on them one by one; nesting is the last step,
/// and only changes where a declaration is written. Validation has checked that a nested model's
/// parent is a model or route of the same spec file.
enum TypeNesting {
    /// The full names of the models some other model of `types` is nested in.
    static func parents(in types: [TypeModel]) -> Set<String> {
        Set(types.lazy.compactMap { SwiftNames.parentName($0.name) })
    }

    /// `file` with each declaration inside the model or route its full name extends.
    static func nest(_ file: inout FileModel) {
        let routes = Dictionary(
            file.routes.indices.map { (file.routes[$0].typeName, $0) }, uniquingKeysWith: { first, _ in first })
        var topLevel: [TypeModel] = []
        for type in nest(file.types) {
            if let parent = SwiftNames.parentName(type.name), let route = routes[parent] {
                file.routes[route].nestedTypes.append(type)
            } else {
                topLevel.append(type)
            }
        }
        file.types = topLevel
    }

    /// The top-level declarations of `types`, each holding those nested in it, in spec order.
    static func nest(_ types: [TypeModel]) -> [TypeModel] {
        let names = Set(types.map(\.name))
        var children: [String: [TypeModel]] = [:]
        var roots: [TypeModel] = []
        for type in types {
            if let parent = SwiftNames.parentName(type.name), names.contains(parent) {
                children[parent, default: []].append(type)
            } else {
                roots.append(type)
            }
        }
        func attached(_ type: TypeModel) -> TypeModel {
            var type = type
            type.nestedTypes = (children[type.name] ?? []).map(attached)
            return type
        }
        return roots.map(attached)
    }
}
