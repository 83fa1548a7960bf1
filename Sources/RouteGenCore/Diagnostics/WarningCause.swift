/// Why a warning is given: one short identifier per fallback, printed after the warning
/// (`[additional-properties]`) and accepted by `routegen --acknowledge`.
///
/// A team that has read a warning and accepts its fallback can acknowledge that cause and keep
/// its builds quiet, without hiding any other cause. The raw values are a contract (scripts and
/// `routegen.yml` name them; Docs/OpenAPI.md lists them): add cases, never rename one.
package enum WarningCause: String, CaseIterable, Sendable, Hashable {
    // Schemas
    /// A schema no Swift type expresses (`not`, an unknown `type`, `false`): `JSONValue`.
    case jsonValue = "json-value"
    /// A schema that contains itself without an object in between: the inner one is `JSONValue`.
    case selfContainingSchema = "self-containing-schema"
    /// A list of `items` schemas (a tuple): `[JSONValue]`.
    case tuple
    /// An `allOf` that cannot be merged into one struct.
    case allOf = "all-of"
    /// A `oneOf`/`anyOf` member beside `properties` that is not an object: left out (object
    /// members' properties are merged as optional fields).
    case oneOfBesideProperties = "one-of-beside-properties"
    /// A property that can only be `null`: left out, since it carries no value.
    case nullProperties = "null-properties"
    /// `additionalProperties` beside declared properties: the declared ones only.
    case additionalProperties = "additional-properties"
    /// A default that is invalid or that no literal expresses: no default.
    case defaults
    /// An enum value that is not text or is listed twice.
    case enumValues = "enum-values"
    /// A discriminator without `propertyName`, or a variant without a discriminator value.
    case discriminator
    /// A union member that is the union itself, or a union without usable variants.
    case unionVariants = "union-variants"
    /// A union variant of the same type as an earlier one, which never decodes.
    case duplicateVariant = "duplicate-variant"
    /// A model named like a built-in type.
    case builtinName = "builtin-name"
    /// A `required` name that no property of the object declares: the requirement is left out.
    case requiredProperties = "required-properties"
    /// `x-swift-type` read by `convert`, which RouteGen's format cannot say: the schema is a model.
    case swiftType = "swift-type"
    /// An example that does not match its type (the first mismatch of each, with its path inside
    /// the example), or one shaped as OpenAPI forbids (`value` beside `dataValue`): kept as written.
    case examples

    // Operations
    /// A path placeholder without a parameter, or a path parameter not in the path.
    case pathParameters = "path-parameters"
    /// A parameter or form field whose type its place cannot hold, or without a schema: `String`.
    case parameterTypes = "parameter-types"
    /// A parameter style that cannot be expressed (`matrix`, array query styles).
    case parameterStyles = "parameter-styles"
    /// A parameter described by `content`: `String`.
    case parameterContent = "parameter-content"
    /// Cookie parameters: left out.
    case cookieParameters = "cookie-parameters"
    /// A request body without content, whose media type needs an object schema, or of items
    /// RouteGen does not send as such (an event stream's or `multipart/mixed` parts' `itemSchema`).
    case requestBodies = "request-bodies"
    /// A JSON body declared with another JSON media type: sent as `application/json`.
    case jsonMediaType = "json-media-type"
    /// Another success status with a different body: the first 2xx body.
    case successBodies = "success-bodies"
    /// A status range (`4XX`) whose body cannot be expressed.
    case statusRanges = "status-ranges"
    /// A multipart response, a stream of items (`itemSchema`) too: `Data`.
    case multipartResponses = "multipart-responses"
    /// An event stream whose schema is not the type of its events' data (a string, or none), or
    /// whose `itemSchema` one element type cannot say: the events as they are, `ServerSentEvent`.
    case streamElements = "stream-elements"
    /// Response headers: left out.
    case responseHeaders = "response-headers"
    /// Response links: left out.
    case responseLinks = "response-links"
    /// Callbacks of a webhook or callback: left out.
    case callbacks
    /// A streaming route under `--server` whose elements the server cannot send (raw events,
    /// `Data`): left out of the generated server.
    case serverStreams = "server-streams"
    /// TRACE operations: left out.
    case trace
    /// A method of OpenAPI 3.2's `additionalOperations` that is not an HTTP token, or that a path
    /// item has a field for (`POST`, `Query`): left out.
    case methods
    /// Servers of a path or an operation: the document's base URL.
    case operationServers = "operation-servers"
    /// A path key with a fragment (`/files/{id}#get_shared_link`): the fragment is left out of
    /// the path, as it is never sent.
    case pathFragments = "path-fragments"

    // Security
    /// Several schemes required together: only the first is sent.
    case authCombined = "auth-combined"
    /// A security scheme that cannot be expressed: its routes are public.
    case unsupportedScheme = "unsupported-scheme"
    /// A requirement naming no declared scheme: the route is public.
    case unknownScheme = "unknown-scheme"

    // The document
    /// No server, a relative server URL, or a server variable without a default.
    case baseURL = "base-url"
    /// No `info.title`: the API is named after the file.
    case apiName = "api-name"
    /// An OpenAPI version newer than 3.2, read as 3.2.
    case version
    /// A part of the document not shaped as OpenAPI says (a list where a mapping belongs, a
    /// path without `/`…): left out.
    case malformed
    /// A tag's `parent` that is not text, names no tag of the document's `tags` or makes a
    /// cycle: the tag has no parent.
    case tagParents = "tag-parents"
    /// A remote (`https:`) reference: not followed.
    case remoteReference = "remote-reference"
    /// A reference to a file outside the document's folder and the `--allow-ref-root` folders.
    case referenceOutsideFolder = "reference-outside-folder"
    /// A reference that cannot be followed or used (loops, an anchor, a file that is no
    /// document…); one that resolves to nothing is an error instead.
    case unusableReference = "unusable-reference"
    /// `#/$defs/X` that the document's root lacks, read in the `$defs` of a schema around the
    /// reference (what pydantic writes into an inline schema).
    case relativeDefs = "relative-defs"
    /// A key OpenAPI does not define for its object, or a near miss of a schema keyword: it is
    /// ignored. A near miss of a key that says who may call or what must be sent is an error.
    case unknownKey = "unknown-key"

    // Export
    /// What an exported OpenAPI document cannot say as the spec says it: two routes of one
    /// method and path (one's path parameters renamed on the wire), a header OpenAPI ignores.
    case export
}
