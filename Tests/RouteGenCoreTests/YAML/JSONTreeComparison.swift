@testable import RouteGenCore

/// The file name the JSON reader tests use in locations.
let jsonTestFile = "test.json"

/// What ``JSONTreeReader`` and the libyaml path each make of `bytes`: the reader's result is
/// `nil` when it gives up.
struct JSONReadings {
    var reader: (root: YAMLNode, diagnostics: [Diagnostic])?
    var libYAML: (root: YAMLNode?, diagnostics: [Diagnostic])

    init(_ bytes: [UInt8], file: String = jsonTestFile) {
        reader = bytes.withUnsafeBufferPointer { JSONTreeReader.read($0, file: file) }
        libYAML = YAMLLoader.loadJSONWithLibYAML(bytes, file: file)
    }

    init(_ text: String, file: String = jsonTestFile) {
        self.init(Array(text.utf8), file: file)
    }

    /// `nil` when the reader read the input into exactly libyaml's tree and diagnostics;
    /// otherwise what differs, for the failure message (the trees themselves are too large to
    /// print).
    var mismatch: String? {
        guard let reader else { return "the JSON reader gave up" }
        guard let root = libYAML.root else { return "libyaml read no tree: \(libYAML.diagnostics)" }
        if let difference = firstDifference(reader.root, root, path: "$") { return difference }
        // The walk above covers every field; this keeps the test honest if YAMLNode grows one.
        guard reader.root == root else { return "the trees differ in a way firstDifference misses" }
        guard reader.diagnostics == libYAML.diagnostics else {
            return "diagnostics differ: reader \(reader.diagnostics), libyaml \(libYAML.diagnostics)"
        }
        return nil
    }
}

/// The first place where two trees differ, described by its path from the root; `nil` when
/// they are equal.
func firstDifference(_ mine: YAMLNode, _ theirs: YAMLNode, path: String) -> String? {
    if mine.location != theirs.location {
        return "\(path): at \(mine.location), libyaml at \(theirs.location)"
    }
    switch (mine.content, theirs.content) {
    case (.scalar(let a), .scalar(let b)):
        return a == b ? nil : "\(path): \(a), libyaml \(b)"
    case (.sequence(let a), .sequence(let b)):
        for (index, (x, y)) in zip(a, b).enumerated() {
            if let difference = firstDifference(x, y, path: "\(path)[\(index)]") { return difference }
        }
        return a.count == b.count ? nil : "\(path): \(a.count) items, libyaml \(b.count)"
    case (.mapping(let a), .mapping(let b)):
        for (x, y) in zip(a, b) {
            let name = "\(path).\(y.key.scalar?.value ?? "?")"
            if let difference = firstDifference(x.key, y.key, path: name + "(key)")
                ?? firstDifference(x.value, y.value, path: name)
            {
                return difference
            }
        }
        return a.count == b.count ? nil : "\(path): \(a.count) pairs, libyaml \(b.count)"
    default:
        return "\(path): \(mine.kindName), libyaml \(theirs.kindName)"
    }
}
