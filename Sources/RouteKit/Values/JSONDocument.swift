import Foundation

/// The JSON text a ``JSONCoding`` decoder is decoding, kept where ``JSONValue`` finds it: so each
/// `JSONValue` can learn the kinds of its values from the text's ``JSONShape`` instead of trying
/// kinds until one decodes.
///
/// It is current on the thread that runs the decode, for the duration of the decode
/// (``reading(_:during:)``): `Decoder` hands an `init(from:)` nothing but itself, and decoding is
/// synchronous, so the thread is the one place both the decoder's caller and a `JSONValue`
/// deep inside can reach. Only the decoder instance that decodes this text may use it
/// (``owner``): a plain `JSONDecoder` that a model's `init(from:)` runs on another text on the
/// same thread finds no shape for its decoder, and `JSONValue` tries kinds there as before.
final class JSONDocument {
    private let data: Data
    /// The decoder that decodes ``data``, by identity: set by ``DocumentRoot`` as the decode
    /// starts.
    var owner: ObjectIdentifier?
    /// Read when a `JSONValue` first asks, so decodes without one never read the text twice.
    private lazy var shape = JSONShape(reading: data)

    private init(_ data: Data) {
        self.data = data
    }

    /// The shape of the value `decoder` is at, when `decoder` decodes this document; `nil`
    /// otherwise, and when the shape could not be read.
    func shape(for decoder: any Decoder) -> JSONShape? {
        guard let owner, type(of: decoder) is AnyClass, ObjectIdentifier(decoder as AnyObject) == owner else {
            return nil
        }
        return shape?.shape(at: decoder.codingPath)
    }

    /// The document being decoded on this thread, if a ``JSONCoding`` decoder is decoding one.
    static var current: JSONDocument? {
        pthread_getspecific(currentDocumentKey).map { Unmanaged<JSONDocument>.fromOpaque($0).takeUnretainedValue() }
    }

    /// Runs `decode` with `data` as the current document, then restores the one before (a decode
    /// inside an `init(from:)`). The slot holds the document unretained: `decode` runs within
    /// its lifetime, and so does any decode it runs in turn.
    static func reading<T>(_ data: Data, during decode: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(currentDocumentKey)
        let document = JSONDocument(data)
        pthread_setspecific(currentDocumentKey, Unmanaged.passUnretained(document).toOpaque())
        defer { pthread_setspecific(currentDocumentKey, previous) }
        return try withExtendedLifetime(document) { try decode() }
    }
}

/// The thread's slot for ``JSONDocument/current``: a POSIX thread-specific key, a load and a
/// store per decode (`Thread.current.threadDictionary` cost each decode microseconds).
private let currentDocumentKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key, nil)
    return key
}()

/// The value a ``JSONCoding`` decoder decodes, wrapped to learn which decoder instance decodes
/// it: the one its `init(from:)` is handed, which then decodes the value itself, at the same
/// coding path, with no difference to it or its errors.
struct DocumentRoot<Value: Decodable>: Decodable {
    let value: Value

    init(from decoder: any Decoder) throws {
        if type(of: decoder) is AnyClass { JSONDocument.current?.owner = ObjectIdentifier(decoder as AnyObject) }
        value = try decoder.singleValueContainer().decode(Value.self)
    }
}

/// The decoder of ``JSONCoding/default``: Foundation's `JSONDecoder`, which keeps the text it
/// decodes where ``JSONValue`` finds it (``JSONDocument``), so free-form values decode in time
/// linear in their size.
///
/// Only for what the shape reader reads as Foundation does: JSON (not JSON5) with the default
/// key strategy (other strategies rename the keys a coding path holds). Otherwise, and for any
/// other decoder, `JSONValue` tries kinds as it did before.
final class JSONDocumentDecoder: JSONDecoder, @unchecked Sendable {
    // `@unchecked Sendable` as `JSONDecoder` itself is: it adds no stored property.

    override func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T {
        guard !allowsJSON5, case .useDefaultKeys = keyDecodingStrategy else {
            return try super.decode(type, from: data)
        }
        return try JSONDocument.reading(data) { try super.decode(DocumentRoot<T>.self, from: data).value }
    }
}
