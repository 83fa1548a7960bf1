import CYAML

/// Pulls libyaml parse events one at a time and hands them over as Swift values.
///
/// This is the only place that touches libyaml. The parser is owned by a non-copyable value so
/// it is freed exactly once, in `deinit`, on every path out of a load; each C event is freed
/// inside ``next()`` right after it is copied.
struct YAMLEventReader: ~Copyable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeBufferPointer<UInt8>
    private let file: String

    /// Starts a parser over `input`, naming `file` in locations.
    ///
    /// libyaml reads `input` lazily, so it must stay valid for the reader's whole life; it must
    /// not be empty, because libyaml asserts on a null input pointer.
    init(input: UnsafeBufferPointer<UInt8>, file: String) {
        // Every stored property is set before any precondition: Swift 6.3 at -O miscompiles a
        // non-copyable init that checks a precondition while partly initialized (it releases a
        // garbage pointer even when the precondition holds).
        self.input = input
        self.file = file
        parser = .allocate(capacity: 1)
        precondition(!input.isEmpty, "libyaml needs a non-empty input buffer")
        precondition(yaml_parser_initialize(parser) == 1, "libyaml could not allocate a parser")
        yaml_parser_set_input_string(parser, input.baseAddress, input.count)
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event, or the located syntax or encoding error libyaml reports instead.
    mutating func next() throws(YAMLLoadFailure) -> YAMLEvent {
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) == 1 else { throw failure() }
        defer { yaml_event_delete(&event) }
        let location = SourceLocation(
            file: file,
            line: Int(event.start_mark.line) + 1,
            column: Int(event.start_mark.column) + 1
        )
        switch event.type {
        case YAML_STREAM_START_EVENT:
            return .streamStart
        case YAML_STREAM_END_EVENT:
            return .streamEnd
        case YAML_DOCUMENT_START_EVENT:
            return .documentStart(location)
        case YAML_DOCUMENT_END_EVENT:
            return .documentEnd
        case YAML_ALIAS_EVENT:
            return .alias(String(cString: event.data.alias.anchor), at: location)
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            let scalar = YAMLScalar(
                value: String(decoding: UnsafeBufferPointer(start: data.value, count: data.length), as: UTF8.self),
                style: Self.style(data.style),
                tag: data.tag.map { String(cString: $0) }
            )
            return .scalar(scalar, anchor: data.anchor.map { String(cString: $0) }, at: location)
        case YAML_SEQUENCE_START_EVENT:
            return .sequenceStart(anchor: event.data.sequence_start.anchor.map { String(cString: $0) }, at: location)
        case YAML_SEQUENCE_END_EVENT:
            return .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            return .mappingStart(anchor: event.data.mapping_start.anchor.map { String(cString: $0) }, at: location)
        case YAML_MAPPING_END_EVENT:
            return .mappingEnd
        default:
            fatalError("libyaml returned an event of unknown type \(event.type.rawValue)")
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    /// libyaml's error as a diagnostic: `problem` plus `context` when there is one, at
    /// `problem_mark`, or for encoding errors (which carry only a byte offset) at the line and
    /// column of that offset.
    private func failure() -> YAMLLoadFailure {
        let state = parser.pointee
        var message = state.problem.map { String(cString: $0) } ?? "unknown YAML error"
        let location: SourceLocation
        if state.error == YAML_READER_ERROR {
            if state.problem_value != -1 {
                message += " 0x" + String(UInt32(bitPattern: state.problem_value), radix: 16, uppercase: true)
            }
            location = self.location(ofByte: state.problem_offset)
        } else {
            let problem = message
            if let context = state.context {
                message += " " + String(cString: context)
            }
            if let hint = YAMLSyntaxHint.hint(problem: problem, line: lineText(Int(state.problem_mark.line))) {
                message += "; " + hint
            }
            location = SourceLocation(
                file: file,
                line: Int(state.problem_mark.line) + 1,
                column: Int(state.problem_mark.column) + 1
            )
        }
        return YAMLLoadFailure(diagnostic: .error(message, at: location))
    }

    /// The text of the 0-based line `number` of the input, without its line break.
    private func lineText(_ number: Int) -> String {
        var line = 0
        var start = 0
        for (offset, byte) in input.enumerated() where byte == UInt8(ascii: "\n") {
            if line == number { return String(decoding: input[start..<offset], as: UTF8.self) }
            line += 1
            start = offset + 1
        }
        return line == number ? String(decoding: input[start...], as: UTF8.self) : ""
    }

    /// The 1-based line and column of a byte offset in the UTF-8 input, counting columns in
    /// Unicode scalars (every byte that is not a UTF-8 continuation byte) as libyaml does.
    private func location(ofByte offset: Int) -> SourceLocation {
        var line = 1
        var column = 1
        for byte in input.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }
}
