/// A key of one kind of mapping in a spec: its cases are every key that mapping may hold.
///
/// The load stage reads a mapping by its key type (``MappingReader``), so an unknown key is an
/// error naming these, with the nearest suggested, and the writer (``SpecWriter``) writes keys
/// only as cases of these types: a key the reader does not know cannot be written, and a
/// misspelled one does not compile. `SpecKeysTests` checks that Docs/SpecFormat.md documents
/// every case.
protocol SpecKey: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// What the reader says instead of "unknown key", for keys users bring from other formats.
    static var hints: [String: String] { get }
}

extension SpecKey {
    static var hints: [String: String] { [:] }
}

/// The vocabulary of RouteGen's spec format: one key type per kind of mapping, in one place.
/// Each lists its keys in the order Docs/SpecFormat.md documents them.
enum SpecKeys {
    /// The keys of a spec file.
    enum File: String, SpecKey {
        case api, baseURL, servers, doc, tags, auth, models, parameters, defaults, routes, webhooks, capabilities,
            modelFiles
    }

    /// The keys of a named server's long form, under `servers:`.
    enum Server: String, SpecKey {
        case url, doc

        static let hints = [
            "description": "a server's documentation goes in \"doc:\"",
            "name": "the server's name is its key under \"servers:\"",
            "variables": "write the URL with its values in place: \"url: https://eu.example.com\"",
        ]
    }

    /// The keys of a tag described under the file's `tags:`.
    enum Tag: String, SpecKey {
        case parent, summary, kind, doc

        static let hints = [
            "description": "a tag's documentation goes in \"doc:\"",
            "name": "the tag's name is its key under \"tags:\"",
        ]
    }

    /// The keys of a file's `defaults:`.
    enum Defaults: String, SpecKey {
        case auth, errors, headers, pathPrefix
    }

    /// The keys of a model.
    enum Model: String, SpecKey {
        case fields, additional, `enum`, oneOf, discriminator, mapping, defaultMapping, open, doc, deprecated
        case example, examples

        /// The keys that say what a model is; a model has exactly one.
        static let kinds: [Model] = [.fields, .enum, .oneOf]
    }

    /// The keys of an enum case's long form.
    enum EnumCase: String, SpecKey {
        case value, doc
    }

    /// The keys of a union variant's long form.
    enum Variant: String, SpecKey {
        case type, doc
    }

    /// The keys of a struct's `additional:` in its long form.
    enum Additional: String, SpecKey {
        case type, name, doc
    }

    /// The keys of a field's long form.
    enum Field: String, SpecKey {
        case type, `default`, doc, key, style, explode, contentType, deprecated, example, examples

        static let hints = [
            "required": "a field is required unless its type ends in \"?\" (\"type: String?\" makes it optional)",
            "optional": "a field is optional when its type ends in \"?\", as in \"type: String?\"",
            "nullable": "a field whose type ends in \"?\" may be absent or null, as in \"type: String?\"",
            "description": "a field's documentation goes in \"doc:\"",
            "name": "the field's name is its key; \"key:\" gives its JSON key when that differs",
        ]
    }

    /// The keys of an auth scheme's long form.
    enum Auth: String, SpecKey {
        case type, apiKey, `in`, all, doc
    }

    /// The keys of a route: first the methods, each as the key that holds its path, and
    /// `method`, which holds any other method and its path; then the rest.
    enum Route: String, SpecKey {
        case get = "GET", post = "POST", put = "PUT", patch = "PATCH", delete = "DELETE", head = "HEAD"
        case options = "OPTIONS", queryMethod = "QUERY", method
        case path, query, querystring, headers, body, form, multipart, contentType, baseURL, response, responses, accept
        case responseHeaders, stream, errors, auth, tags, summary, description, deprecated, retry, paginate
        case cache, capabilities, example, examples

        /// The methods with a key of their own, which is the method as sent; each is one RouteKit's
        /// `HTTPMethod` names by a member (`.get`, `.query`). Any other goes under `method`, so a
        /// misspelt key (`DELET:`) stays an unknown key rather than a method nobody meant.
        static let methods: [Route] = [.get, .post, .put, .patch, .delete, .head, .options, .queryMethod]
        /// The keys that give a route its method and path; a route has exactly one.
        static let methodKeys: [Route] = methods + [.method]
        /// The keys that give a route's body; a route has at most one.
        static let bodies: [Route] = [.body, .form, .multipart]
        /// The keys that say how a route is performed beyond its exchange. An OpenAPI operation
        /// says each as `x-routegen-<key>` in the same syntax (``RouteGenExtension``), and one
        /// reader reads both (`SpecReader.readBehaviours`).
        static let behaviours: [Route] = [.retry, .paginate, .cache, .capabilities]
    }

    /// The keys of an example under `examples:`, OpenAPI's Example object's.
    enum Example: String, SpecKey {
        case summary, description, value, dataValue, serializedValue, externalValue

        static let hints = [
            "doc": "an example's documentation goes in \"summary:\" or \"description:\", as in OpenAPI"
        ]
    }

    /// The keys of a success status's long form under `responses:`.
    enum Success: String, SpecKey {
        case type, doc
    }

    /// The keys of `paginate:`.
    enum Pagination: String, SpecKey {
        case page, offset, cursor, items, size, next

        /// The keys that name the style, each the query parameter it advances; exactly one is given.
        static let styles: [Pagination] = [.page, .offset, .cursor]
    }

    /// The keys of `cache:` in its long form.
    enum Cache: String, SpecKey {
        case maxAge
    }

    /// The keys of `stream:` in its long form: one framing, whose names ``StreamSpec/Format``
    /// holds, `until` and `prefix`.
    enum Stream: SpecKey {
        case format(StreamSpec.Format)
        case until
        case prefix

        static let allCases = StreamSpec.Format.allCases.map(Stream.format) + [.until, .prefix]

        init?(rawValue: String) {
            guard let key = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
            self = key
        }

        var rawValue: String {
            switch self {
            case .format(let format): format.rawValue
            case .until: "until"
            case .prefix: "prefix"
            }
        }
    }

    /// The keys of a part's long form, under `prefix:` of `stream:` and as `parts:` beside it.
    enum StreamPart: String, SpecKey {
        case type, contentType
    }
}
