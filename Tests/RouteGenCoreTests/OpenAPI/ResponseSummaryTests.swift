import Testing
@testable import RouteGenCore

/// OpenAPI 3.2's response `summary` documents the status's case as an operation's summary
/// documents its route: first, then the `description` (which 3.2 no longer requires).
struct ResponseSummaryTests {
    @Test func aResponseSummaryDocumentsItsStatus() {
        let spec = converted(
            openAPIHeader + """
                paths:
                  /orders:
                    post:
                      operationId: placeOrder
                      responses:
                        "200":
                          summary: Already placed
                          description: The same order was placed before; this is it.
                          content: { application/json: { schema: { $ref: "#/components/schemas/Order" } } }
                        "202":
                          summary: Accepted
                          content: { application/json: { schema: { $ref: "#/components/schemas/Ticket" } } }
                components:
                  schemas:
                    Order: { type: object, properties: { id: { type: string } } }
                    Ticket: { type: object, properties: { id: { type: string } } }
                """)
        #expect(
            spec.contains(
                """
                    responses:
                      200: { type: Order, doc: "Already placed\\n\\nThe same order was placed before; this is it." }
                      202: { type: Ticket, doc: Accepted }
                """))
    }
}
