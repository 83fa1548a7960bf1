/// Spec texts large enough that a `routegen` run lasts long enough to be raced or interrupted,
/// written by the tests themselves so that they read nothing outside the repository.
enum LargeSpec {
    /// A spec of `count` models named `<prefix><n>`, each with a GET route; it names the API and
    /// its base URL when `api` is given (one spec of a set must).
    static func text(api: String?, prefix: String, count: Int) -> String {
        var text = api.map { "api: \($0)\nbaseURL: https://\($0.lowercased()).example\n" } ?? ""
        text += "models:\n"
        for index in 0..<count {
            text +=
                "  \(prefix)\(index): { fields: { id: Int, name: String, note: String?, count: Int = 0, tags: [String] } }\n"
        }
        text += "routes:\n"
        for index in 0..<count {
            text +=
                "  get\(prefix)\(index): { GET: \"/\(prefix.lowercased())/\(index)/{id: Int}\", response: \(prefix)\(index) }\n"
        }
        return text
    }
}
