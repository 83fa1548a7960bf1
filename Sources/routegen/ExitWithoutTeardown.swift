import RouteGenCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ends the process with status 0 at once, keeping `values` alive until then.
///
/// A run on a large API leaves hundreds of thousands of small objects behind (YAML nodes,
/// model values, rendered texts); returning would free them one by one, which on PagerDuty's
/// API takes longer than writing the files. The operating system reclaims the whole process
/// in one go instead — the trade clang makes with `-disable-free`. Standard output is flushed
/// by `exit`.
func exitWithoutTeardown(keeping values: Any...) -> Never {
    withExtendedLifetime(values) {
        exit(EXIT_SUCCESS)
    }
}
