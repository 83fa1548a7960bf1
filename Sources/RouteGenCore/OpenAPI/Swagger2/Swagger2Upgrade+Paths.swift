/// Path items and operations: 3.0 moves a 2.0 operation's body and form parameters into its
/// `requestBody`, and its `consumes` and `produces` into the media types of its bodies.
extension Swagger2Upgrade {
    /// The HTTP methods of a 2.0 path item.
    static let methods: Set = ["get", "put", "post", "delete", "options", "head", "patch"]

    /// `paths` with every path item upgraded.
    mutating func paths(_ node: YAMLNode) -> YAMLNode {
        guard let pairs = node.mapping else { return node }
        return node.withPairs(
            pairs.map { pair in
                guard pair.keyText?.hasPrefix("/") ?? false else { return pair }
                return YAMLPair(key: pair.key, value: pathItem(pair.value).node)
            })
    }

    /// The path item `node` upgraded; the body and form parameters it declares for all its
    /// operations go to each operation's request body, unless the operation declares its own.
    mutating func pathItem(_ node: YAMLNode) -> (node: YAMLNode, inherited: ParameterSplit) {
        guard let pairs = node.mapping else { return (node, ParameterSplit()) }
        let shared = split(node.value(forKey: "parameters"))
        var upgraded: [YAMLPair] = []
        for pair in pairs {
            switch pair.keyText {
            case "parameters":
                if !shared.plain.isEmpty {
                    upgraded.append(
                        YAMLPair(key: pair.key, value: .upgradedSequence(shared.plain, at: pair.value.location)))
                }
            case let method? where Self.methods.contains(method):
                upgraded.append(YAMLPair(key: pair.key, value: operation(pair.value, inheriting: shared)))
            default:
                upgraded.append(pair)
            }
        }
        return (node.withPairs(upgraded), shared)
    }

    /// The operation `node` upgraded: its parameters split, its request body built from its own
    /// body or form parameters (else from `inherited`'s), its responses given content.
    mutating func operation(_ node: YAMLNode, inheriting inherited: ParameterSplit) -> YAMLNode {
        guard let pairs = node.mapping else { return node }
        let consumes = node.value(forKey: "consumes")?.scalarTexts
        let produces = node.value(forKey: "produces")?.scalarTexts ?? self.produces
        let own = split(node.value(forKey: "parameters"))
        let body = own.body ?? (own.form.isEmpty ? inherited.body : nil)
        var form = own.form
        if own.body == nil {
            let names = Set(own.form.compactMap { $0.value(forKey: "name")?.scalar?.value })
            form = inherited.form.filter { !names.contains($0.value(forKey: "name")?.scalar?.value ?? "") } + form
        }
        var upgraded: [YAMLPair] = []
        var bodyWritten = false
        func writeBody(_ upgrade: inout Swagger2Upgrade, at location: SourceLocation) {
            guard !bodyWritten else { return }
            bodyWritten = true
            if let reference = own.bodyReference ?? (own.form.isEmpty ? inherited.bodyReference : nil),
                consumes == nil
            {
                upgraded.append(.upgraded("requestBody", reference, at: location))
            } else if let requestBody = upgrade.requestBody(
                body: body, form: form, consumes: consumes ?? upgrade.consumes)
            {
                upgraded.append(.upgraded("requestBody", requestBody, at: location))
            }
        }
        for pair in pairs {
            switch pair.keyText {
            case "consumes", "produces":
                break
            case "parameters":
                if !own.plain.isEmpty {
                    upgraded.append(
                        YAMLPair(key: pair.key, value: .upgradedSequence(own.plain, at: pair.value.location)))
                }
                writeBody(&self, at: pair.key.location)
            case "responses":
                writeBody(&self, at: pair.key.location)
                upgraded.append(
                    YAMLPair(
                        key: pair.key,
                        value: mapValues(pair.value, extensions: true) { $0.response($1, produces: produces) }))
            case "schemes":
                warn(
                    .operationServers,
                    "Swagger 2.0 operation schemes cannot be expressed: the operation uses the document's server",
                    at: pair.key.location)
            default:
                upgraded.append(pair)
            }
        }
        writeBody(&self, at: node.location)
        return node.withPairs(upgraded)
    }

    /// A 2.0 parameter list parted as 3.0 places it: the parameters that stay parameters
    /// (upgraded), the body and the form fields.
    struct ParameterSplit {
        var plain: [YAMLNode] = []
        /// The body parameter, resolved when it is a reference to the document's.
        var body: YAMLNode?
        /// The `$ref` to the document's request body, when the body is such a reference.
        var bodyReference: YAMLNode?
        var form: [YAMLNode] = []
    }

    /// Splits the parameter list `node`, looking a `$ref` to the document's parameters up to
    /// learn where it goes; a `$ref` into another file is taken for a plain parameter.
    mutating func split(_ node: YAMLNode?) -> ParameterSplit {
        var split = ParameterSplit()
        for item in node?.sequence ?? [] {
            var parameter = item
            var isReference = false
            if let ref = item.value(forKey: "$ref")?.scalar?.value, ref.hasPrefix("#/parameters/"),
                let target = parameters[String(ref.dropFirst("#/parameters/".count))]
            {
                parameter = target
                isReference = true
            }
            switch parameter.value(forKey: "in")?.scalar?.value {
            case "body" where split.body != nil:
                warn(.malformed, "a second body parameter is left out: an operation has one body", at: item.location)
            case "body":
                split.body = parameter
                if isReference { split.bodyReference = item }
            case "formData":
                split.form.append(parameter)
            default:
                split.plain.append(isReference ? item : self.parameter(item))
            }
        }
        return split
    }
}
