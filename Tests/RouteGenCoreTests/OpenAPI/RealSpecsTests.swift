import Foundation
import Testing
@testable import RouteGenCore

/// Real OpenAPI documents, which nobody on this project wrote: each translates without errors,
/// to stable counts, with few warnings; converted to RouteGen's format it loads back as the same
/// spec; and the model stage objects only to the constructs it does not generate yet.
///
/// Petstore is bundled in `Tests/RealSpecs`; the three large documents are checked only when
/// `ROUTEGEN_REAL_SPECS` names their folder (``LargeRealSpecs``), as the real-spec script does.
struct RealSpecsTests {
    struct Expected: Sendable, CustomStringConvertible {
        let file: String
        let routes: Int
        let models: Int
        let schemes: Int
        let warnings: Int
        /// Where the document is read from.
        var path: String { file == "petstore.yaml" ? bundledSpec(file) : LargeRealSpecs.path(file) }
        var description: String { file }
    }

    // postStats accepts JSON, text and bytes: a route each.
    // Its query parameter and header described by `content: application/json` are typed (issue 39).
    static let petstore = Expected(file: "petstore.yaml", routes: 12, models: 40, schemes: 0, warnings: 5)
    static let large = [
        Expected(file: "openai.yaml", routes: 110, models: 924, schemes: 1, warnings: 2),
        // Its 34 optional form bodies with required fields stay required: one warning (issue 39).
        Expected(file: "twilio_api_v2010.yaml", routes: 197, models: 219, schemes: 1, warnings: 2),
        // Its two operation callbacks are routes too (webhooks), with one body model, and no
        // longer warned about. createEnrichmentSchema takes JSON, multipart and CSV, and
        // uploadEnrichmentCsv multipart and CSV: a route each. Four `required` names no property
        // declares are reported; the object members of a oneOf beside properties are merged.
        Expected(file: "pagerduty.json", routes: 470, models: 1618, schemes: 1, warnings: 7),
    ]
    /// Petstore, and the large documents when their folder is given.
    static let specs = [petstore] + (LargeRealSpecs.available ? large : [])

    private func translation(of expected: Expected) throws -> OpenAPITranslator.Translation {
        let (root, diagnostics) = YAMLLoader.load(contentsOf: expected.path, displayPath: expected.file)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5))")
        return OpenAPITranslator.translate(try #require(root), path: expected.file)
    }

    @Test(arguments: specs)
    func translatesWithoutErrorsToStableCounts(expected: Expected) throws {
        let translation = try translation(of: expected)
        #expect(!translation.diagnostics.contains { $0.severity == .error }, "\(translation.diagnostics)")
        #expect(translation.spec.routes.count == expected.routes)
        #expect(translation.spec.models.count == expected.models)
        #expect(translation.spec.authSchemes.count == expected.schemes)
        #expect(
            translation.diagnostics.count == expected.warnings,
            "\(translation.diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: specs)
    func convertedSpecLoadsBackUnchanged(expected: Expected) throws {
        let spec = try translation(of: expected).spec
        let (reloaded, diagnostics) = SpecLoader.load(SpecWriter.yaml(spec), path: expected.file)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5))")
        #expect(reloaded.withoutLocations == spec.withoutLocations)
    }

    /// The model stage accepts every real spec's translation: no errors, so it generates.
    @Test(arguments: specs)
    func theModelStageAcceptsIt(expected: Expected) throws {
        let spec = try translation(of: expected).spec
        let (model, diagnostics) = APIModelBuilder.build([spec], access: .public)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(10))")
        #expect(model != nil)
    }

    /// `convert` shares what the routes repeat (``SpecCompactor``); generating from what it
    /// writes gives exactly the files generating from the OpenAPI document gives.
    @Test(arguments: specs)
    func theCompactedConversionGeneratesTheSame(expected: Expected) throws {
        let spec = try translation(of: expected).spec
        let (reloaded, diagnostics) = SpecLoader.load(
            SpecWriter.yaml(SpecCompactor.compact(spec), shortForms: true), path: expected.file)
        #expect(diagnostics.isEmpty, "\(diagnostics.prefix(5))")
        let direct = APIModelBuilder.build([spec], access: .public)
        let converted = APIModelBuilder.build([reloaded], access: .public)
        #expect(Self.messages(direct.1) == Self.messages(converted.1))
        let templates = try TemplateSet.builtin()
        let directFiles = try #require(direct.0.map { Renderer(templates: templates).render($0) })
        #expect(converted.0.map { Renderer(templates: templates).render($0) } == directFiles)
    }

    /// The messages of `diagnostics`, sorted, each example warning once: a component's examples
    /// that several operations share are written into each route by `convert`, so their warnings
    /// repeat there, at each copy.
    static func messages(_ diagnostics: [Diagnostic]) -> [String] {
        let examples = Set(diagnostics.filter { $0.cause == .examples }.map(\.message))
        return diagnostics.filter { $0.cause != .examples }.map(\.message).sorted() + examples.sorted()
    }

    /// Converting, then generating from the converted spec, gives exactly what generating from
    /// the OpenAPI document gives — the same files, or the same problems.
    @Test func petstoreGeneratesTheSameFromItsConversion() throws {
        let spec = try translation(of: Self.petstore).spec
        let (reloaded, _) = SpecLoader.load(SpecWriter.yaml(spec), path: "petstore.yaml")
        let direct = APIModelBuilder.build([spec], access: .public)
        let converted = APIModelBuilder.build([reloaded], access: .public)
        #expect(direct.1.map(\.message).sorted() == converted.1.map(\.message).sorted())
        let templates = try TemplateSet.builtin()
        #expect(
            direct.0.map { Renderer(templates: templates).render($0) }
                == converted.0.map { Renderer(templates: templates).render($0) })
    }
}
