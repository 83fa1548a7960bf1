import RouteGenCore

/// A cause `--acknowledge` (or `routegen.yml`'s `acknowledge:`) does not know, answered with the
/// nearest one: `--acknowledge discriminatr` listed all the causes, one a line, without saying
/// which was meant.
///
/// Checked before ArgumentParser reads the arguments, as ``CommandTypo`` is: ArgumentParser
/// reports a value no cause spells with the list of every cause, which stays its answer when
/// no cause is near. A value from `routegen.yml` is checked where the file is read, and reported
/// at its line and column there.
enum AcknowledgeCheck {
    /// The cause nearest to `value`, when `value` is no cause and one is near.
    static func nearest(to value: String) -> String? {
        guard WarningCause(rawValue: value) == nil else { return nil }
        return Suggestion.closest(to: value, among: WarningCause.allCases.map(\.rawValue))
    }

    /// The error for the first `--acknowledge` value of `arguments` (without the program's name)
    /// that is no cause but near one, as ArgumentParser words a value it cannot read.
    static func problem(in arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            let value: String
            if argument.hasPrefix("--acknowledge=") {
                value = String(argument.dropFirst("--acknowledge=".count))
            } else if argument == "--acknowledge", index + 1 < arguments.count {
                value = arguments[index + 1]
            } else {
                continue
            }
            if let meant = nearest(to: value) {
                return "The value '\(value)' is invalid for '--acknowledge <cause>'. Did you mean '\(meant)'?"
            }
        }
        return nil
    }
}
