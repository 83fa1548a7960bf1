import Foundation
import RouteKit
import Testing

/// A file part holds one of the raw body's three forms, whichever initializer made it.
@Suite struct FilePartTests {
    @Test func eachInitializerHoldsItsOwnFormOfContent() {
        let bytes = FilePart(Data([1, 2]), filename: "a.bin")
        #expect(bytes.content == .data(Data([1, 2])) && bytes.filename == "a.bin" && bytes.contentType == nil)

        let url = URL(fileURLWithPath: "/tmp/plans/plan.pdf")
        let file = FilePart(fileURL: url, contentType: "application/pdf")
        #expect(file.content == .file(url))
        #expect(file.filename == "plan.pdf", "a file part is named after its file unless told otherwise")
        #expect(FilePart(fileURL: url, filename: "other.pdf").filename == "other.pdf")

        let chunks = FilePart(chunks: AsyncStream<Data> { $0.finish() }, filename: "clip.mp4")
        guard case .stream = chunks.content else {
            Issue.record("a part of chunks holds a stream, not \(chunks.content)")
            return
        }
        #expect(chunks.filename == "clip.mp4")
    }
}
