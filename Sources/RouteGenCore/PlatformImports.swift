// The platform's Foundation and C library, imported once for RouteGenCore and the `routegen`
// command, which re-use these imports: which module provides them differs by platform, and
// that is said here only.
//
// FoundationEssentials where the toolchain has it (Linux, recent Apple systems) rather than all
// of Foundation, which costs `routegen` about 4 ms of start-up; the C library for the file
// system calls (`stat`, `open`, `flock`, `write`) and `exit`.
#if canImport(FoundationEssentials)
@_exported import FoundationEssentials
#else
@_exported import Foundation
#endif
#if canImport(Glibc)
@_exported import Glibc
#elseif canImport(Musl)
@_exported import Musl
#elseif canImport(Darwin)
@_exported import Darwin
#endif
