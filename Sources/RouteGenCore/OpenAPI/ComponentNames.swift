/// The Swift names of `components/schemas` written as dotted paths (Twilio's
/// `api.v2010.account.incoming_phone_number.incoming_phone_number_assigned_add_on`), which the
/// whole path would turn into 70-character type names.
///
/// The rule, applied to every component name with a `.` or `/`:
/// 1. The leading segments every such name shares (`api.v2010.account`), when there are two
///    names or more, are dropped; each name keeps at least its last segment
///    (`api.v2010.account` → `account`).
/// 2. A segment that repeats the start of the one before it drops the repeated words
///    (`incoming_phone_number.incoming_phone_number_assigned_add_on` → `… assigned_add_on`).
/// 3. A name whose path without its last segment is itself a component model is nested in that
///    model (`IncomingPhoneNumber.AssignedAddOn`); any other is the remaining segments joined
///    (`AvailablePhoneNumberCountryLocal` when the country is not a model).
///
/// Deterministic, since it reads only the names; two top-level names that would meet keep the
/// whole path instead (`ApiV2010AccountCall`), as before the rule.
struct ComponentNames {
    /// What a component is named: its own name (nested in `parent`, a component as written, when
    /// set), as a candidate for ``TypeNameAllocator``.
    struct Choice: Equatable {
        var parent: String?
        var name: String
    }

    /// The choice for each component name as written.
    private(set) var choices: [String: Choice] = [:]

    /// The choices for `names`, the component names in document order; `isModel` says which of
    /// them become models (and so can hold nested types).
    init(_ names: [String], isModel: (String) -> Bool) {
        let paths = names.map(Self.segments)
        let dotted = paths.filter { $0.count > 1 }
        var shared = dotted.count > 1 ? dotted[0] : []
        for path in dotted.dropFirst() {
            shared = Array(zip(shared, path).prefix { $0 == $1 }.map(\.0))
        }
        let written = Set(names)
        var topLevel: [String: [String]] = [:]
        for (name, path) in zip(names, paths) {
            guard path.count > 1 else {
                choices[name] = Choice(name: name)
                topLevel[SwiftNames.declaredTypeName(name), default: []].append(name)
                continue
            }
            let kept = Array(path.dropFirst(min(shared.count, path.count - 1)))
            let parent = Self.parentPath(of: name)
            if kept.count > 1, let parent, written.contains(parent), isModel(parent) {
                choices[name] = Choice(
                    parent: parent, name: Self.withoutRepetition(kept.last ?? name, after: kept[kept.count - 2]))
            } else {
                var words: [String] = []
                var previous: String?
                for segment in kept {
                    words.append(previous.map { Self.withoutRepetition(segment, after: $0) } ?? segment)
                    previous = segment
                }
                let joined = SwiftNames.typeName(fromWords: words.flatMap(SwiftNames.words))
                choices[name] = Choice(name: joined)
                topLevel[SwiftNames.declaredTypeName(joined), default: []].append(name)
            }
        }
        for (_, claimants) in topLevel where claimants.count > 1 {
            for name in claimants where choices[name]?.name != name {
                choices[name] = Choice(name: name)
            }
        }
    }

    /// The segments of a dotted or path-like name: `api.v2010.account` → `api`, `v2010`, `account`.
    private static func segments(_ name: String) -> [String] {
        name.split(whereSeparator: { $0 == "." || $0 == "/" }).map(String.init)
    }

    /// The name without its last segment, as written; `nil` without a separator.
    private static func parentPath(of name: String) -> String? {
        guard let separator = name.lastIndex(where: { $0 == "." || $0 == "/" }) else { return nil }
        return String(name[..<separator])
    }

    /// `segment` without the leading words it shares with `previous` (compared ignoring case),
    /// as long as some word remains: `incoming_phone_number_assigned_add_on` after
    /// `incoming_phone_number` → `assigned_add_on`.
    static func withoutRepetition(_ segment: String, after previous: String) -> String {
        let words = SwiftNames.words(segment)
        let before = SwiftNames.words(previous)
        var shared = 0
        while shared < words.count - 1, shared < before.count, words[shared].lowercased() == before[shared].lowercased()
        {
            shared += 1
        }
        return shared == 0 ? segment : words.dropFirst(shared).joined(separator: "_")
    }
}
