/// Reads a `.json` file's bytes straight into the ``YAMLNode`` tree libyaml builds from them,
/// without libyaml's events.
///
/// YAML is a superset of JSON, so JSON files used to be read by libyaml like any spec; for the
/// largest real documents (PagerDuty's, 2.8 MB) that was a quarter of a whole run. This reader
/// produces the same tree — node for node, with the same values, styles, tags and
/// `SourceLocation`s — in a fraction of the time, and the same duplicate-key diagnostics.
///
/// It accepts only JSON it knows libyaml reads without complaint into exactly that tree. On
/// anything else — a syntax error, invalid UTF-8, a character libyaml rejects or counts as a
/// line break, a key libyaml would not take for a key, a document beyond ``YAMLLimits`` — it
/// gives up (`nil`) and ``YAMLLoader`` reads the file with libyaml as before, so the messages,
/// locations and edge cases of everything unusual stay libyaml's. A document beyond the limits
/// is handed over too rather than reported here: libyaml reads ahead of the node where a limit
/// is crossed and may report a syntax error found there first.
///
/// What libyaml does, and this reader therefore copies:
/// - strings are ``YAMLScalarStyle/doubleQuoted``; numbers, `true`, `false` and `null` are
///   ``YAMLScalarStyle/plain`` with the text as written; no tags;
/// - a collection is located at its `{` or `[`, a scalar at its first character (a string at
///   its opening quote); lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode
///   scalars from 1, and a leading UTF-8 byte order mark is not counted;
/// - ``JSONSurrogateEscapes`` shortens each surrogate-pair escape by two characters before
///   libyaml sees it, so every location after one on the same line is two columns to the left.
///
/// The input is read in place as bytes with an explicit stack of open collections, so nesting
/// costs heap bounded by ``YAMLLimits/maximumDepth``, never call stack.
struct JSONTreeReader {
    /// Thrown wherever the reader gives up; it carries nothing because libyaml then reads the
    /// file and reports what is wrong.
    struct GiveUp: Error {}

    /// How far, in characters, libyaml looks for the `:` after a key: a key whose `:` is
    /// further away, or on a later line, is no longer a key to libyaml and the object reads as
    /// something else, so the reader leaves such objects to it.
    private static let maximumColonDistance = 1024

    // What the scalar readers in JSONTreeReader+Scalars.swift use is internal, not private.

    /// The file's bytes.
    let input: UnsafeBufferPointer<UInt8>
    /// The one file name every location shares, so locations cost no string copies.
    private let file: String
    /// The next byte to read.
    var position = 0
    /// The 1-based line of `position`.
    private var line = 1
    /// Where the current line starts: its first byte, or the byte after the byte order mark.
    private var lineStart = 0
    /// Bytes of the current line before `position` that are not columns to libyaml: UTF-8
    /// continuation bytes, and two per surrogate-pair escape (see ``JSONSurrogateEscapes``).
    var uncountedBytes = 0
    /// The collections started and not yet ended, innermost last.
    private var open: [JSONOpenCollection] = []
    /// The keys of the open objects, for finding duplicates (see ``JSONOpenCollection/KeyList``).
    private var keys: JSONOpenCollection.KeyList = []
    /// Nodes read so far, counted against ``YAMLLimits/maximumNodeCount`` as
    /// ``YAMLTreeBuilder`` counts them.
    private var nodeCount = 0
    /// Duplicate keys found so far, in the order the libyaml path reports them.
    private var diagnostics: [Diagnostic] = []
    /// A string's decoded bytes while it has escapes, reused from string to string.
    var decoded: [UInt8] = []

    private init(input: UnsafeBufferPointer<UInt8>, file: String) {
        self.input = input
        self.file = file
    }

    /// The tree and duplicate-key diagnostics libyaml's path would produce for `input`, naming
    /// `file` in locations; `nil` when the input must be left to libyaml.
    static func read(_ input: UnsafeBufferPointer<UInt8>, file: String) -> (root: YAMLNode, diagnostics: [Diagnostic])?
    {
        var reader = JSONTreeReader(input: input, file: file)
        guard let root = try? reader.readDocument() else { return nil }
        return (root, reader.diagnostics)
    }

    /// The whole input as one JSON value, after a byte order mark libyaml skips and surrounded
    /// by whitespace.
    private mutating func readDocument() throws(GiveUp) -> YAMLNode {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF {
            position = 3
            lineStart = 3
        }
        skipWhitespace()
        let root = try readRoot()
        skipWhitespace()
        guard position == input.count else { throw GiveUp() }
        return root
    }

    /// Reads values until the first one, the root, is complete. Each turn of the outer loop
    /// starts one value; a collection's start only opens it, and its children are read by the
    /// following turns. The inner loop hands each finished value to its collection and reads
    /// past the `,` before the next value or the end that finishes that collection too.
    private mutating func readRoot() throws(GiveUp) -> YAMLNode {
        nextValue: while true {
            var node: YAMLNode
            guard position < input.count else { throw GiveUp() }
            let location = self.location
            switch input[position] {
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                let isMapping = input[position] == UInt8(ascii: "{")
                guard open.count < YAMLLimits.maximumDepth else { throw GiveUp() }
                try countNode()
                position += 1
                open.append(JSONOpenCollection(isMapping: isMapping, location: location, firstKey: keys.count))
                skipWhitespace()
                guard position < input.count, input[position] == (isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                else {
                    if isMapping { try readKey() }
                    continue nextValue
                }
                position += 1
                node = open.removeLast().finished(keys: &keys)
            case UInt8(ascii: "\""):
                try countNode()
                node = scalar(try readString(), style: .doubleQuoted, at: location)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                try countNode()
                node = scalar(try readNumber(), style: .plain, at: location)
            case UInt8(ascii: "t"):
                try countNode()
                node = scalar(try readLiteral("true"), style: .plain, at: location)
            case UInt8(ascii: "f"):
                try countNode()
                node = scalar(try readLiteral("false"), style: .plain, at: location)
            case UInt8(ascii: "n"):
                try countNode()
                node = scalar(try readLiteral("null"), style: .plain, at: location)
            default:
                throw GiveUp()
            }
            while true {
                guard let innermost = open.indices.last else { return node }
                open[innermost].add(consume node)
                skipWhitespace()
                guard position < input.count else { throw GiveUp() }
                let byte = input[position]
                position += 1
                if byte == UInt8(ascii: ",") {
                    skipWhitespace()
                    if open[innermost].isMapping { try readKey() }
                    continue nextValue
                }
                guard byte == (open[innermost].isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]")) else {
                    throw GiveUp()
                }
                node = open.removeLast().finished(keys: &keys)
            }
        }
    }

    /// Reads an object's key and the `:` after it, leaving `position` at the value.
    private mutating func readKey() throws(GiveUp) {
        guard position < input.count, input[position] == UInt8(ascii: "\"") else { throw GiveUp() }
        let location = self.location
        try countNode()
        let name = try readString()
        skipWhitespace()
        guard position < input.count, input[position] == UInt8(ascii: ":"), line == location.line,
            column - location.column <= Self.maximumColonDistance
        else { throw GiveUp() }
        position += 1
        skipWhitespace()
        open[open.count - 1].addKey(
            scalar(name, style: .doubleQuoted, at: location), named: name, keys: &keys, diagnostics: &diagnostics)
    }

    /// Counts one more node against ``YAMLLimits/maximumNodeCount``.
    private mutating func countNode() throws(GiveUp) {
        nodeCount += 1
        guard nodeCount <= YAMLLimits.maximumNodeCount else { throw GiveUp() }
    }

    /// Skips JSON whitespace, counting lines as libyaml does. Outside the root collection a
    /// tab is left in place (so the reader gives up): libyaml rejects a tab that starts a line
    /// there, and telling which ones do is not worth it for a character JSON files never have.
    private mutating func skipWhitespace() {
        while position < input.count {
            switch input[position] {
            case UInt8(ascii: " "):
                position += 1
            case UInt8(ascii: "\t") where !open.isEmpty:
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                startLine()
            case UInt8(ascii: "\r"):
                position += 1
                if position < input.count, input[position] == UInt8(ascii: "\n") { position += 1 }
                startLine()
            default:
                return
            }
        }
    }

    /// Notes that a line starts at `position`.
    private mutating func startLine() {
        line += 1
        lineStart = position
        uncountedBytes = 0
    }

    /// The 1-based column of `position` as libyaml reports it.
    private var column: Int { position - lineStart - uncountedBytes + 1 }

    /// Where `position` is, as libyaml reports it.
    private var location: SourceLocation { SourceLocation(file: file, line: line, column: column) }

    /// A scalar node; JSON scalars never carry a tag.
    private func scalar(_ value: consuming String, style: YAMLScalarStyle, at location: consuming SourceLocation)
        -> YAMLNode
    {
        YAMLNode(content: .scalar(YAMLScalar(value: value, style: style, tag: nil)), location: location)
    }
}
