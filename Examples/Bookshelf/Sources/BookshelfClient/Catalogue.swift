import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import RouteKit

/// The requests the bookshelf tool shows, built through the generated routes so the example
/// fails to compile when the generated code does not match its use.
public enum Catalogue {
    /// The requests of the catalogue's routes, against `baseURL`.
    public static func sampleRequests(baseURL: URL = Bookshelf.baseURL) throws(RouteError) -> [URLRequest] {
        let router = Bookshelf.router(baseURL: baseURL)
        return [
            try router.request(for: .listBooks(genre: .history, page: 2)),
            try router.request(for: .book(id: 7)),
        ]
    }
}
