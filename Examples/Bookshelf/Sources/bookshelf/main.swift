import BookshelfClient
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import LoansAPI
import RouteKit

// Prints the method and URL of each sample request: the generated routes at work.
for request in try Catalogue.sampleRequests() {
    print(request.httpMethod ?? "GET", request.url?.absoluteString ?? "")
}

// LoansAPI, generated from an OpenAPI document: its namespace is Loans (api-name in routegen.yml),
// and a status the document does not list decodes as .unknown (open-enums in routegen.yml).
let loan = try Loans.router().request(for: .getLoan(loanID: 3))
print(loan.httpMethod ?? "GET", loan.url?.absoluteString ?? "")
let reply = Data(#"{"id": 3, "bookID": 7, "status": "lost"}"#.utf8)
print("loan 3:", try JSONDecoder().decode(Loans.Loan.self, from: reply).status)
