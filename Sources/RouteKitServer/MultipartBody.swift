#if Server
import Foundation
import RouteKit

/// A `multipart/form-data` body's parts, read as RouteKit's `MultipartForm` writes them: text
/// parts, JSON parts and file parts, each found by its `name`.
public struct MultipartBody: Sendable {
    /// One part: its disposition's name and filename, its content type and its bytes.
    struct Part: Sendable {
        var name: String
        var filename: String?
        var contentType: String?
        var content: Data
    }

    let request: IncomingRequest
    let parts: [Part]

    /// The text part `name`, or `nil` when absent (`parts.text("description", description)`).
    public func text<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T? {
        let found = parts(named: name)
        guard found.count <= 1 else { throw .badRequest("multipart field \(name) is sent more than once") }
        return try found.first.map { part throws(RequestDecodingError) in try text(of: part, as: type) }
    }

    /// The text parts `name`, one per element, or `nil` when absent.
    public func text<T: Decodable>(_ name: String, arrayOf type: T.Type) throws(RequestDecodingError) -> [T]? {
        let found = parts(named: name)
        guard !found.isEmpty else { return nil }
        return try found.map { part throws(RequestDecodingError) in try text(of: part, as: type) }
    }

    /// The JSON part `name`, or `nil` when absent (`parts.json("info", info)`).
    public func json<T: Decodable>(_ name: String, as type: T.Type) throws(RequestDecodingError) -> T? {
        let found = parts(named: name)
        guard found.count <= 1 else { throw .badRequest("multipart field \(name) is sent more than once") }
        return try found.first.map { part throws(RequestDecodingError) in try json(of: part, as: type) }
    }

    /// The JSON parts `name`, one per element, or `nil` when absent.
    public func json<T: Decodable>(_ name: String, arrayOf type: T.Type) throws(RequestDecodingError) -> [T]? {
        let found = parts(named: name)
        guard !found.isEmpty else { return nil }
        return try found.map { part throws(RequestDecodingError) in try json(of: part, as: type) }
    }

    /// The file part `name` as bytes, or `nil` when absent (`parts.file("thumbnail", data)`).
    public func file(_ name: String, as type: Data.Type) throws(RequestDecodingError) -> Data? {
        let found = parts(named: name)
        guard found.count <= 1 else { throw .badRequest("multipart field \(name) is sent more than once") }
        return found.first?.content
    }

    /// The file part `name` with its filename and content type, or `nil` when absent
    /// (`parts.file("file", filePart)`).
    public func file(_ name: String, as type: FilePart.Type) throws(RequestDecodingError) -> FilePart? {
        let found = parts(named: name)
        guard found.count <= 1 else { throw .badRequest("multipart field \(name) is sent more than once") }
        return found.first.map { FilePart($0.content, filename: $0.filename, contentType: $0.contentType) }
    }

    /// The file parts `name` as bytes, or `nil` when absent.
    public func file(_ name: String, arrayOf type: Data.Type) throws(RequestDecodingError) -> [Data]? {
        let found = parts(named: name)
        return found.isEmpty ? nil : found.map(\.content)
    }

    /// The file parts `name` with their filenames and content types, or `nil` when absent.
    public func file(_ name: String, arrayOf type: FilePart.Type) throws(RequestDecodingError) -> [FilePart]? {
        let found = parts(named: name)
        return found.isEmpty
            ? nil : found.map { FilePart($0.content, filename: $0.filename, contentType: $0.contentType) }
    }

    private func parts(named name: String) -> [Part] {
        parts.filter { $0.name == name }
    }

    private func text<T: Decodable>(of part: Part, as type: T.Type) throws(RequestDecodingError) -> T {
        guard let text = String(data: part.content, encoding: .utf8) else {
            throw .badRequest("multipart field \(part.name) is not UTF-8 text")
        }
        return try request.parse(text, as: type, what: ParameterName(place: .multipartField, name: part.name))
    }

    private func json<T: Decodable>(of part: Part, as type: T.Type) throws(RequestDecodingError) -> T {
        do {
            return try request.coding.decoder.decode(type, from: part.content)
        } catch {
            throw .badRequest(
                JSONFieldFailure.message(
                    for: error, whole: "multipart field \(part.name) is not valid JSON of the expected shape",
                    field: { "field \($0) of multipart field \(part.name)" }))
        }
    }

    // MARK: Parsing

    /// The `boundary` parameter of a `multipart/form-data` content type; a `400` when there is
    /// none or it is not one RFC 2046 allows (`MultipartBoundary`).
    static func boundary(in contentType: String) throws(RequestDecodingError) -> String {
        switch MultipartBoundary.parse(contentType) {
        case .success(let boundary):
            boundary
        case .failure(.missing):
            throw .badRequest("the multipart body names no boundary")
        case .failure(.tooLong):
            throw .badRequest("the multipart boundary is longer than \(MultipartBoundary.maxLength) characters")
        case .failure(.disallowedCharacter):
            throw .badRequest("the multipart boundary holds a character RFC 2046 does not allow")
        }
    }

    /// The parts of `body` between `--boundary` lines (RFC 7578); a `400` when the body does
    /// not follow that shape or a part has no name. Linear in the body: each search starts
    /// where the previous one ended and is itself linear (``BytePattern``).
    static func parts(of body: Data, boundary: String) throws(RequestDecodingError) -> [Part] {
        let bytes = [UInt8](body)
        let delimiter = BytePattern(Array("--\(boundary)".utf8))
        let partEnd = BytePattern(Array("\r\n--\(boundary)".utf8))
        let headerEnd = BytePattern(Array("\r\n\r\n".utf8))
        let separator = Array("\r\n".utf8)
        let malformed = RequestDecodingError.badRequest("the multipart body is malformed")

        guard var position = delimiter.firstIndex(in: bytes, from: 0) else { throw malformed }
        var parts: [Part] = []
        while true {
            position += delimiter.bytes.count
            if bytes[position...].starts(with: Array("--".utf8)) { return parts }
            guard bytes[position...].starts(with: separator) else { throw malformed }
            position += separator.count
            guard let headersEnd = headerEnd.firstIndex(in: bytes, from: position),
                let next = partEnd.firstIndex(in: bytes, from: headersEnd)
            else { throw malformed }
            let headerText = String(decoding: bytes[position..<headersEnd], as: UTF8.self)
            let content = Data(
                bytes[(headersEnd + headerEnd.bytes.count)..<max(headersEnd + headerEnd.bytes.count, next)])
            parts.append(try part(headers: headerText, content: content))
            position = next + separator.count
        }
    }

    private static func part(headers: String, content: Data) throws(RequestDecodingError) -> Part {
        var name: String?
        var filename: String?
        var contentType: String?
        for line in headers.components(separatedBy: "\r\n") {
            let pair = line.split(separator: ":", maxSplits: 1)
            guard pair.count == 2 else { continue }
            let value = pair[1].trimmingCharacters(in: .whitespaces)
            switch pair[0].trimmingCharacters(in: .whitespaces).lowercased() {
            case "content-disposition":
                name = dispositionParameter("name", in: value)
                filename = dispositionParameter("filename", in: value)
            case "content-type":
                contentType = value
            default:
                break
            }
        }
        guard let name else { throw .badRequest("a multipart part has no name") }
        return Part(name: name, filename: filename, contentType: contentType, content: content)
    }

    /// The parameter `key` of a `Content-Disposition` value, its quotes removed and RouteKit's
    /// escapes of a quote and a line break (`%22`, `%0D`, `%0A`) read back. Splits at `;`
    /// outside quotes only, so a filename may hold one.
    private static func dispositionParameter(_ key: String, in value: String) -> String? {
        var parameters: [String] = []
        var current = ""
        var isQuoted = false
        for character in value {
            if character == "\"" { isQuoted.toggle() }
            if character == ";", !isQuoted {
                parameters.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parameters.append(current)
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == key else { continue }
            var text = pair[1].trimmingCharacters(in: .whitespaces)
            if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") {
                text = String(text.dropFirst().dropLast())
            }
            return text.replacingOccurrences(of: "%22", with: "\"").replacingOccurrences(of: "%0D", with: "\r")
                .replacingOccurrences(of: "%0A", with: "\n")
        }
        return nil
    }
}
#endif
