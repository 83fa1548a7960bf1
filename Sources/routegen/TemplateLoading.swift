import Dispatch
import RouteGenCore

/// The run's templates, parsed on another core while the specs are read.
///
/// Reading and translating a spec keeps one core busy and leaves the other idle; parsing the
/// templates there takes them off the critical path. Whoever needs them waits for the parse.
/// `@unchecked Sendable`: `result` is written once, before `done.leave()`, and read only after
/// `done.wait()`, which orders the write before every read.
final class TemplateLoading: @unchecked Sendable {
    private let done = DispatchGroup()
    private var result: Result<TemplateSet, any Error> = .failure(CancellationError())

    /// Starts parsing the built-in templates, overridden by those in `folder` when given.
    init(overridingWith folder: String?) {
        done.enter()
        DispatchQueue.global().async { [self] in
            result = Result { try folder.map(TemplateSet.overriding(with:)) ?? TemplateSet.builtin() }
            done.leave()
        }
    }

    /// The templates, or why they cannot be used, once parsed.
    var templates: Result<TemplateSet, any Error> {
        done.wait()
        return result
    }
}
