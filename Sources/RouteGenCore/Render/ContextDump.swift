/// Prints the template context as an indented outline: what a template author can use.
///
/// `routegen generate --print-context` shows it, and a golden test keeps the documented
/// contract (`Templates/CONTEXT.md`) honest.
public enum ContextDump {
    /// The outline of every context the renderer would pass to templates for `api`.
    public static func dump(_ api: APIModel, renderer: Renderer) -> String {
        var output = "api.mustache:\n"
        write(APIContext(api: api), indent: "  ", into: &output)
        for file in api.files {
            output += "file.mustache (\(file.outputName)):\n"
            write(renderer.fileContext(api, file), indent: "  ", into: &output)
            for type in file.types {
                let (template, context) = type.template
                output += "  \(template).mustache (\(type.name)):\n"
                write(TypeContext(model: context, api: api), indent: "    ", into: &output)
            }
            for route in file.routes {
                output += "  route.mustache, route-factory.mustache (\(route.typeName)):\n"
                write(TypeContext(model: route, api: api), indent: "    ", into: &output)
            }
        }
        return output
    }

    private static func write(_ context: any TemplateContext, indent: String, into output: inout String) {
        for key in context.contextKeys {
            let value = context.child(named: key)
            switch value {
            case let rendered as [RenderedDeclaration] where key == "declarations":
                output += "\(indent)\(key): [\(rendered.count) rendered declarations]\n"
            case let nested as any TemplateContext:
                output += "\(indent)\(key):\n"
                write(nested, indent: indent + "  ", into: &output)
            case let list as [any TemplateContext]:
                output += "\(indent)\(key): [\(list.count)]\n"
                for (index, item) in list.enumerated() {
                    output += "\(indent)  - [\(index)]\n"
                    write(item, indent: indent + "    ", into: &output)
                }
            case let strings as [String] where key == "routeFactories":
                output += "\(indent)\(key): [\(strings.count) rendered extensions]\n"
            case let strings as [String]:
                output += "\(indent)\(key): [\(strings.map { "'\($0)'" }.joined(separator: ", "))]\n"
            case let string as String:
                output += "\(indent)\(key): '\(string)'\n"
            case let bool as Bool:
                output += "\(indent)\(key): \(bool)\n"
            case nil:
                output += "\(indent)\(key): (none)\n"
            case let other?:
                output += "\(indent)\(key): \(other)\n"
            }
        }
    }
}
