import Testing

@testable import RouteGenCore

/// Every diagnostic that lists names reads them through ListedText.
struct ListedTextTests {
    @Test func listsWithTheConjunctionBeforeTheLastItemOnly() {
        #expect(ListedText.listing([], .and) == "")
        #expect(ListedText.listing(["a"], .or) == "a")
        #expect(ListedText.listing(["a", "b"], .and) == "a and b")
        #expect(ListedText.listing(["a", "b", "c"], .or) == "a, b or c")
    }
}
