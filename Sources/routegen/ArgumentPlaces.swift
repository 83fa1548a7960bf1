import RouteGenCore

/// Where the values of an option stand on the command line, so a problem with one found only
/// once the specs are read (an `--include` that selects nothing, a `--type-override` that names
/// no schema) is reported there, `<command line>:1:<column>`, and not at a spec it is not in.
enum ArgumentPlaces {
    /// The place of each value of `option`, given as `option value` or `option=value`, in order,
    /// in `arguments` (the program's name left out): the column at which the value starts when
    /// the arguments are joined by spaces, counted in Unicode scalars.
    static func locations(of option: String, in arguments: [String]) -> [SourceLocation] {
        var locations: [SourceLocation] = []
        var column = 1
        for (index, argument) in arguments.enumerated() {
            let next = column + argument.unicodeScalars.count + 1
            if argument.hasPrefix(option + "=") {
                locations.append(.commandLine(column: column + option.unicodeScalars.count + 1))
            } else if index > 0, arguments[index - 1] == option {
                locations.append(.commandLine(column: column))
            }
            column = next
        }
        return locations
    }
}
