import BookshelfClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Prints the method and URL of each sample request: the generated routes at work.
for request in try Catalogue.sampleRequests() {
    print(request.httpMethod ?? "GET", request.url?.absoluteString ?? "")
}
