/// Prints the template context as an indented outline: what a template author can use.
///
/// `routegen generate --print-context` shows it, and a golden test keeps the documented
/// contract (`Templates/CONTEXT.md`) honest.
package enum ContextDump {
    /// The outline of every context the renderer would pass to templates for `api`.
    package static func dump(_ api: APIModel, renderer: Renderer) -> String {
        var output = "api.mustache:\n"
        write(APIContext(api: api), indent: "  ", into: &output)
        for file in api.files {
            output += "file.mustache (\(file.outputName)):\n"
            write(renderer.fileContext(api, file), indent: "  ", into: &output)
            for type in file.types {
                write(type, api: api, into: &output)
            }
            for route in file.routes {
                output += "  route.mustache, route-factory.mustache (\(route.typeName)):\n"
                write(TypeContext(model: route, api: api), indent: "    ", into: &output)
                for type in route.nestedTypes {
                    write(type, api: api, into: &output)
                }
            }
        }
        if let server = api.server {
            output += "server.mustache (\(OutputNaming.serverFileName(forNamespaceFile: api.sharedFileName))):\n"
            write(ServerContext(api: api, server: server), indent: "  ", into: &output)
        }
        if let webhooks = api.webhookServer {
            output +=
                "server.mustache, webhooks (\(OutputNaming.serverFileName(forNamespaceFile: api.sharedFileName))):\n"
            write(ServerContext(api: api, server: webhooks), indent: "  ", into: &output)
        }
        return output
    }

    /// The context of `type`, then those of the types nested in it; its `nestedTypes` are
    /// listed by name, as their contexts follow.
    private static func write(_ type: TypeModel, api: APIModel, into output: inout String) {
        let (template, context) = type.template
        output += "  \(template).mustache (\(type.name)):\n"
        let nested = type.nestedTypes.map(\.name)
        write(
            TypeContext(model: NestingContext(model: context, nestedTypes: nested), api: api), indent: "    ",
            into: &output)
        for child in type.nestedTypes {
            write(child, api: api, into: &output)
        }
    }

    private static func write(_ context: any TemplateContext, indent: String, into output: inout String) {
        for key in context.contextKeys {
            switch context.child(named: key) {
            case .list(let rendered)? where key == .declarations:
                output += "\(indent)\(key.name): [\(rendered.count) rendered declarations]\n"
            case .context(let nested)?:
                output += "\(indent)\(key.name):\n"
                write(nested, indent: indent + "  ", into: &output)
            case .list(let list)?:
                output += "\(indent)\(key.name): [\(list.count)]\n"
                for (index, item) in list.enumerated() {
                    output += "\(indent)  - [\(index)]\n"
                    write(item, indent: indent + "    ", into: &output)
                }
            case .texts(let strings)? where key == .routeFactories:
                output += "\(indent)\(key.name): [\(strings.count) rendered extensions]\n"
            case .texts(let strings)?:
                output += "\(indent)\(key.name): [\(strings.map { "'\($0)'" }.joined(separator: ", "))]\n"
            case .text(let string)?:
                output += "\(indent)\(key.name): '\(string)'\n"
            case .flag(let bool)?:
                output += "\(indent)\(key.name): \(bool)\n"
            case nil:
                output += "\(indent)\(key.name): (none)\n"
            }
        }
    }
}
