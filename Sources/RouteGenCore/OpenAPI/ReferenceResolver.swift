#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds what a `$ref` points at, in the document itself or in another file, loading each file
/// once and resolving each reference once.
///
/// References are resolved relative to the file they are written in (a node's location names
/// its file), so a referenced file's own references work as written. A reference that cannot
/// be followed — a remote URL, a file outside the ``ReferenceRoots``, a chain that loops — is a
/// warning at the `$ref`, and the caller falls back. One that resolves to nothing — a missing
/// node or file — is an error at every place that writes it, with the nearest existing name
/// suggested: a fallback there would only move the damage into the app's code.
///
/// `#/$defs/Item` that the document's root lacks is read in the `$defs` of the nearest schema
/// around the reference that has it (``EnclosingDefinitions``), with a warning: a standalone
/// JSON Schema pasted inline, as pydantic writes them. The same text in two inline schemas may
/// name two schemas, so such a target is kept by place, not by text.
///
/// What a reference reads is only used when it can be part of a document: a file whose root is
/// a mapping, a node that is a mapping or a boolean schema. Anything else is reported by name
/// and place, never quoted, since a reference can name any file and a warning is printed.
struct ReferenceResolver {
    /// What a reference points at.
    struct Target {
        /// The node, in whichever file holds it.
        var node: YAMLNode
        /// A name for what the node declares, from its place: the component name for
        /// `#/components/schemas/Pet`, the file's base name for a whole-file reference.
        var name: String?
        /// Whether the node is a whole component (`#/components/<kind>/<name>`) or file.
        var isComponent: Bool
        /// Where the definition is named: the key of its last pointer step, else the node.
        var nameLocation: SourceLocation
    }

    /// Reads a file's YAML tree; diagnostics name the path as given.
    typealias Loader = (_ path: String) -> (root: YAMLNode?, diagnostics: [Diagnostic])

    private let load: Loader
    /// The folders whose files references may read.
    private let roots: ReferenceRoots
    /// Roots by path as locations name them; `nil` for a file that could not be read.
    private var documents: [String: YAMLNode?]
    /// Targets by the file a reference is written in, then by the reference as written;
    /// `nil` for one that failed.
    private var targets: [String: [String: Target?]] = [:]
    /// The error of each reference that resolved to nothing, by file and text as `targets`:
    /// reported again wherever the same text is written.
    private var dangling: [String: [String: String]] = [:]
    /// The files references named that do not exist, by path, with their error.
    private var missingFiles: [String: String] = [:]
    /// The definitions around each reference of a file, by file: found when a reference into
    /// `$defs` first misses that file's root.
    private var enclosing: [String: EnclosingDefinitions] = [:]
    /// What references into `$defs` that the root lacks resolved to, by where each is written.
    private var placed: [SourceLocation: Placed] = [:]

    /// What a reference into `$defs` resolved to at its place.
    private enum Placed {
        /// A definition around it.
        case target(Target)
        /// A definition around it that cannot be a target (reported as such).
        case unusable
        /// Nothing: the error, reported wherever the place is read.
        case missing(String)
    }
    /// The other files read, in the order they were first referenced.
    private(set) var referencedFiles: [String] = []
    /// The `$self` of each document read that declares one, in the order read.
    private var selves: [(file: String, uri: SelfURI)] = []

    /// A resolver for the document `root` read from `path`, loading other files under `roots`
    /// with `load`.
    init(root: YAMLNode, path: String, roots: ReferenceRoots, load: @escaping Loader) {
        self.load = load
        self.roots = roots
        documents = [path: root]
    }

    /// Reads the `$self` of the document `root`, at `path`, that references resolve against
    /// (``SelfURI``); the resolver reads those of the files references read itself.
    mutating func readSelf(of root: YAMLNode, at path: String, log: inout OpenAPIDiagnostics) {
        if let uri = SelfURI(root.value(forKey: OpenAPIKeys.Document.selfURL.rawValue), log: &log) {
            selves.append((path, uri))
        }
    }

    /// The local file an absolute reference URI `uri` (without its fragment), written in `file`,
    /// names: the document whose `$self` it is, or the file at its place relative to a document
    /// whose `$self` lies in its folder — `file`'s own `$self` first, then the others in the
    /// order read; `nil` for a URI no `$self` covers, which is remote.
    private func localPath(of uri: String, writtenIn file: String) -> String? {
        for (document, base) in selves.filter({ $0.file == file }) + selves.filter({ $0.file != file }) {
            if uri == base.text { return document }
            if let relative = base.relativePath(of: uri) { return Self.path(relative, relativeTo: document) }
        }
        return nil
    }

    /// The root of `file`, the document or a file a reference read; `nil` for any other.
    func root(of file: String) -> YAMLNode? {
        documents[file] ?? nil
    }

    /// The target of the reference `text`, written at `location`; `nil` after a warning.
    mutating func resolve(_ text: String, at location: SourceLocation, log: inout OpenAPIDiagnostics) -> Target? {
        if let known = targets[location.file]?[text] {
            if known == nil, let message = dangling[location.file]?[text] {
                return enclosingTarget(text, at: location, failing: message, log: &log)
            }
            return known
        }
        let hash = text.utf8.firstIndex(of: UInt8(ascii: "#")) ?? text.endIndex
        let filePart = String(text[..<hash])
        let fragment = hash < text.endIndex ? String(text[text.index(after: hash)...]) : ""
        let target: Target?
        let local: String? =
            if filePart.isEmpty { location.file } else if filePart.contains("://") {
                localPath(of: filePart, writtenIn: location.file)
            } else { Self.path(filePart, relativeTo: location.file) }
        if let path = local {
            if documents[path] == nil, !roots.contains(path) {
                log.warn(
                    .referenceOutsideFolder,
                    "reference \"\(text)\" is not followed: only files under \(roots.documentFolder) (the document's folder) are read; --allow-ref-root adds a folder",
                    at: location)
                target = nil
            } else {
                target = find(path: path, fragment: fragment, text: text, at: location, log: &log)
            }
        } else {
            log.warn(
                .remoteReference,
                "remote reference \"\(text)\" is not followed: only local files are read"
                    + (selves.isEmpty ? "" : ", and it lies under the \"$self\" of no document read"),
                at: location)
            target = nil
        }
        // A target in the definitions around the reference holds for its place alone (`placed`).
        targets[location.file, default: [:]][text] = placed[location] == nil ? target : .some(nil)
        return target
    }

    /// Follows `$ref` until a node without one: for parameters, responses and request bodies,
    /// which are used as they are, with their media types' references followed too
    /// (``resolvingMediaTypes(in:log:)``). A chain that comes back to itself is reported and ends.
    mutating func dereference(_ node: YAMLNode, log: inout OpenAPIDiagnostics) -> (node: YAMLNode, name: String?)? {
        var current = node
        var name: String?
        var visited: Set<SourceLocation> = []
        while let ref = current.value(forKey: "$ref") {
            guard let text = ref.scalar?.value else {
                log.warn(.unusableReference, "expected \"$ref\" to be text, found \(ref.kindName)", at: ref.location)
                return nil
            }
            guard visited.insert(ref.location).inserted else {
                log.warn(.unusableReference, "\"$ref\" chain loops back to itself", at: ref.location)
                return nil
            }
            guard let target = resolve(text, at: ref.location, log: &log) else { return nil }
            current = target.node
            name = target.name ?? name
        }
        return (resolvingMediaTypes(in: current, log: &log), name)
    }

    private mutating func find(
        path: String, fragment: String, text: String, at location: SourceLocation,
        log: inout OpenAPIDiagnostics
    ) -> Target? {
        guard let root = document(at: path, referencedAt: location, log: &log) else {
            if let message = missingFiles[path] { fail(message, reference: text, at: location, log: &log) }
            return nil
        }
        guard let pointer = JSONPointer(fragment: fragment) else {
            log.warn(
                .unusableReference,
                "reference \"\(text)\" is not a JSON pointer: anchors and $id references are not followed", at: location
            )
            return nil
        }
        guard let (node, key) = pointer.locate(in: root) else {
            // Falling back would move the damage into the app's code (a response that is
            // suddenly `Empty`), so nothing is generated: the reference is the user's to fix.
            let filePart = text.prefix { $0 != "#" }
            let suggestion = pointer.nearest(in: root).map { " (did you mean \"\(filePart)#\($0.fragment)\"?)" } ?? ""
            let message = "reference \"\(text)\" points at nothing\(suggestion)"
            dangling[location.file, default: [:]][text] = message
            return enclosingTarget(text, at: location, failing: message, log: &log)
        }
        guard isUsable(node, text: text, at: location, log: &log) else { return nil }
        if pointer.segments.isEmpty {
            return Target(node: node, name: Self.baseName(path), isComponent: true, nameLocation: node.location)
        }
        return Target(
            node: node, name: pointer.componentName, isComponent: pointer.isComponent,
            nameLocation: key?.location ?? node.location)
    }

    /// Whether `node` can be a target: a mapping or a boolean schema; reported otherwise.
    private func isUsable(
        _ node: YAMLNode, text: String, at location: SourceLocation, log: inout OpenAPIDiagnostics
    ) -> Bool {
        if node.mapping == nil, !node.isScalar("true"), !node.isScalar("false") {
            log.warn(
                .unusableReference, "reference \"\(text)\" points at \(node.kindName), not an object: it is not used",
                at: location)
            return false
        }
        return true
    }

    /// The target of `text`, a reference the root of its file lacks, in the definitions of the
    /// nearest schema around `location` that has it (a warning); otherwise `nil` after the error
    /// `failing`, or one suggesting the nearest name of the definitions around the reference.
    private mutating func enclosingTarget(
        _ text: String, at location: SourceLocation, failing message: String, log: inout OpenAPIDiagnostics
    ) -> Target? {
        switch placed[location] {
        case .target(let target): return target
        case .unusable: return nil
        case .missing(let error):
            log.error(error, at: location)
            return nil
        case nil: break
        }
        guard text.hasPrefix("#"), let pointer = JSONPointer(fragment: String(text.dropFirst())),
            pointer.isIntoDefinitions, let root = documents[location.file] ?? nil
        else {
            log.error(message, at: location)
            return nil
        }
        if enclosing[location.file] == nil { enclosing[location.file] = EnclosingDefinitions(root: root) }
        let holders = enclosing[location.file]?.holders(ofReferenceAt: location) ?? []
        for holder in holders {
            guard let (node, key) = pointer.locate(in: holder) else { continue }
            guard isUsable(node, text: text, at: location, log: &log) else {
                placed[location] = .unusable
                return nil
            }
            log.warn(
                .relativeDefs,
                "reference \"\(text)\" is read in the \"\(pointer.segments[0])\" of the schema around it: the document's root, where \"#\" points, has none of that name",
                at: location)
            let target = Target(
                node: node, name: pointer.componentName, isComponent: pointer.isComponent,
                nameLocation: key?.location ?? node.location)
            placed[location] = .target(target)
            return target
        }
        let error =
            holders.lazy.compactMap { pointer.nearest(in: $0) }.first.map {
                "reference \"\(text)\" points at nothing (did you mean \"#\($0.fragment)\"?)"
            } ?? message
        log.error(error, at: location)
        placed[location] = .missing(error)
        return nil
    }

    /// The target `text`, written at `location`, resolved to when it was resolved before;
    /// `nil` for one never resolved or that failed. Reads nothing and reports nothing: for
    /// checks that follow only what the translation followed.
    func resolved(_ text: String, at location: SourceLocation) -> Target? {
        if case .target(let target) = placed[location] { return target }
        return targets[location.file]?[text] ?? nil
    }

    /// Reports `message`, an error, at `location`, and again wherever `text` is written in the
    /// same file.
    private mutating func fail(
        _ message: String, reference text: String, at location: SourceLocation, log: inout OpenAPIDiagnostics
    ) {
        log.error(message, at: location)
        dangling[location.file, default: [:]][text] = message
    }

    /// The root of the file at `path`, read on first use; `nil` (reported at `location`) when
    /// the file cannot be read or is not part of a document, and when it does not exist (noted
    /// in `missingFiles`, which the caller reports at every reference to it).
    ///
    /// A file that is not a mapping, or not YAML or JSON at all, may be any file: it is named,
    /// and of its own diagnostics only the one that stopped the load is kept — an unreadable
    /// file's reason or libyaml's syntax error, fixed texts — and only its place when it quotes
    /// the file (`unknown alias "*…"` for a file that is one alias), so no diagnostic shows what
    /// the file holds. One that does not parse is an error, as it is generated alone: the
    /// document is wrong, and a warning let its operations vanish from a run that succeeded. A
    /// file that parses but is not a mapping is a warning, and the reference falls back. The
    /// diagnostics of a mapping are its spec problems, kept as warnings.
    private mutating func document(
        at path: String, referencedAt location: SourceLocation, log: inout OpenAPIDiagnostics
    ) -> YAMLNode? {
        if let known = documents[path] { return known }
        let (root, diagnostics) = load(path)
        referencedFiles.append(path)
        let failed = diagnostics.contains { $0.severity == .error }
        let usable: YAMLNode?
        if root == nil, failed, !FileManager.default.fileExists(atPath: path) {
            missingFiles[path] = "the referenced file \(path) does not exist" + Self.nearestFile(to: path)
            usable = nil
        } else if let root, root.mapping == nil {
            log.warn(
                .unusableReference,
                "cannot use the referenced file \(path): its root is \(root.kindName), not a mapping, so it is not part of an OpenAPI document",
                at: location)
            usable = nil
        } else if root == nil, let stop = diagnostics.last, failed {
            let quotesTheFile = stop.message.contains("\"")
            log.error(
                quotesTheFile ? "the referenced file is not valid YAML or JSON here" : stop.message, at: stop.location)
            log.error("cannot use the referenced file \(path): it is not valid YAML or JSON", at: location)
            usable = nil
        } else {
            for diagnostic in diagnostics {
                log.add(.warning(.malformed, diagnostic.message, at: diagnostic.location))
            }
            usable = failed ? nil : root
            if usable == nil {
                log.warn(.unusableReference, "cannot use the referenced file \(path)", at: location)
            }
            if let usable { readSelf(of: usable, at: path, log: &log) }
        }
        documents[path] = usable
        return usable
    }

    /// `relative` resolved against the folder of `base`, both as written (relative paths stay
    /// relative, so diagnostics show the paths a user recognises); `.` and `..` are removed.
    static func path(_ relative: String, relativeTo base: String) -> String {
        let joined: String
        if relative.hasPrefix("/") {
            joined = relative
        } else if let slash = base.lastIndex(of: "/") {
            joined = String(base[...slash]) + relative
        } else {
            joined = relative
        }
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".":
                continue
            case "..":
                if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
            default:
                if part.isEmpty, !parts.isEmpty { continue }
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// ` (did you mean "specs/pet.yaml"?)` for the YAML or JSON file in the folder of `path`
    /// whose name is closest to its name, or nothing.
    private static func nearestFile(to path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? [])
            .filter { [".yaml", ".yml", ".json"].contains(where: $0.hasSuffix) }
            .sorted()
        return Suggestion.closest(to: name, among: files).map { " (did you mean \"\(folder)\($0)\"?)" } ?? ""
    }

    /// `common/errors.yaml` → `errors`.
    private static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
