import Foundation

extension RecordedRequest {
    /// One part of a `multipart/form-data` body, as a server splits it.
    public struct Part: Sendable, Hashable {
        /// The header fields of the part, keyed by lower-cased name.
        public var headers: [String: String]
        /// The content bytes.
        public var body: Data

        /// `name=` of `Content-Disposition`.
        public var name: String? { dispositionParameter("name") }
        /// `filename=` of `Content-Disposition`, present for file parts.
        public var filename: String? { dispositionParameter("filename") }
        /// The part's `Content-Type`, if it has one.
        public var contentType: String? { headers["content-type"] }
        /// The content as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }

        private func dispositionParameter(_ parameter: String) -> String? {
            guard let disposition = headers["content-disposition"],
                let start = disposition.range(of: "; \(parameter)=\"")
            else { return nil }
            let rest = disposition[start.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    /// The parts of a `multipart/form-data` body, split at the boundary its `Content-Type`
    /// names, strictly as RFC 2046 lays them out; `nil` when the body is not such a body.
    public var multipartParts: [Part]? {
        guard let contentType = header("Content-Type"), contentType.hasPrefix("multipart/form-data; boundary=") else {
            return nil
        }
        let boundary = contentType.dropFirst("multipart/form-data; boundary=".count)
        let delimiter = Data("--\(boundary)".utf8)
        let separator = Data("\r\n".utf8) + delimiter
        guard body.starts(with: delimiter + Data("\r\n".utf8)) else { return nil }
        var parts: [Part] = []
        var rest = body[(body.startIndex + delimiter.count + 2)...]
        while let end = rest.range(of: separator) {
            guard let part = Self.part(Data(rest[..<end.lowerBound])) else { return nil }
            parts.append(part)
            let after = rest[end.upperBound...]
            if after.starts(with: Data("--\r\n".utf8)), after.count == 4 { return parts }
            guard after.starts(with: Data("\r\n".utf8)) else { return nil }
            rest = after.dropFirst(2)
        }
        return nil
    }

    private static func part(_ bytes: Data) -> Part? {
        guard let blank = bytes.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let headerText = String(decoding: bytes[..<blank.lowerBound], as: UTF8.self)
        var headers: [String: String] = [:]
        for line in headerText.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Part(headers: headers, body: Data(bytes[blank.upperBound...]))
    }
}
