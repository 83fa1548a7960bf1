import Testing
@testable import RouteGenCore

@Suite("Template keys")
struct TemplateKeyTests {
    @Test("a key's name is its case's name, and its raw value its ordinal")
    func keyNames() {
        for (index, key) in TemplateKey.allCases.enumerated() {
            #expect(key.rawValue == index)
            #expect(TemplateKey(name: key.name) == key)
        }
        #expect(TemplateKey.name.name == "name")
        #expect(TemplateKey.qualifiedParameterType.name == "qualifiedParameterType")
        #expect(Set(TemplateKey.allCases.map(\.name)).count == TemplateKey.allCases.count)
        #expect(TemplateKey(name: "nme") == nil)
        #expect(TemplateKey(name: "Name") == nil)
        #expect(TemplateKey(name: "") == nil)
    }
}
