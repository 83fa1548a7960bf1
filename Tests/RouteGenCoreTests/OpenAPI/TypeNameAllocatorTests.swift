import Testing
@testable import RouteGenCore

/// Every way two type names could meet is settled where names are handed out.
struct TypeNameAllocatorTests {
    @Test func nestedNamesAreUniqueInTheirParentOnly() {
        var names = TypeNameAllocator()
        names.reserveNamespace("Shop")
        names.reserve("ApiKeyAuth")
        #expect(names.claim("Pet") == "Pet")
        #expect(names.claim("owner", in: "Pet") == "Pet.Owner")
        #expect(names.claim("Owner", in: "Pet") == "Pet.Owner2")
        #expect(names.claim("owner", in: "Pet.Owner") == "Pet.Owner.Owner")
        #expect(names.claim("pet", in: "Pet") == "Pet.Pet")
        #expect(names.claim("type", in: "Pet") == "Pet.TypeModel")
        #expect(names.claim("item", in: "Pet") == "Pet.ItemModel")
        #expect(names.claim("shop", in: "Pet") == "Pet.Shop2")
        #expect(names.claim("api_key_auth", in: "Pet") == "Pet.ApiKeyAuth2")
        #expect(names.claim("Owner") == "Owner")
    }

    /// A list's element takes the singular; where that is taken, the `…Item` name.
    @Test func aTakenSingularGivesWayToTheItemName() {
        var names = TypeNameAllocator()
        #expect(names.claim(TypeNameHint("store", in: "Shop")) == "Shop.Store")
        #expect(names.claim(TypeNameHint("stores", in: "Shop").element) == "Shop.StoresItem")
        #expect(names.claim(TypeNameHint("addresses", in: "Shop").element) == "Shop.Address")
        #expect(names.claim(TypeNameHint("status", in: "Shop").element) == "Shop.StatusItem")
        #expect(names.claim(TypeNameHint("Pet")) == "Pet")
        #expect(names.claim(TypeNameHint("Pets").element) == "PetsItem")
        #expect(names.claim(TypeNameHint("tags", in: "Shop").value) == "Shop.TagsValue")
    }

    @Test func innermostNames() {
        #expect(SwiftNames.innermostName("Pet.Owner.Address") == "Address")
        #expect(SwiftNames.innermostName("Pet") == "Pet")
        #expect(SwiftNames.parentName("Pet.Owner.Address") == "Pet.Owner")
        #expect(SwiftNames.parentName("Pet") == nil)
    }
}
