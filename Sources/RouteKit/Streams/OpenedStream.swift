/// A streamed success response as ``RouteStream`` reads it: the body, and the `Content-Type`
/// whose parameters a format may need (a `multipart/mixed` body's boundary).
struct OpenedStream: Sendable {
    let body: ResponseBody
    let contentType: String?
}
