/// The first of `base`, `base2`, `base3`… not yet in a set of names, claimed there: how a
/// generated declaration that would take a taken name is told apart.
enum NumberedName {
    static func claim(_ base: String, in taken: inout Set<String>) -> String {
        var name = base
        var number = 2
        while !taken.insert(name).inserted {
            name = base + String(number)
            number += 1
        }
        return name
    }
}
