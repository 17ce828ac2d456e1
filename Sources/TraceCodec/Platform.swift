// The C library calls the trace codec makes, in one place: Glibc on Linux, Darwin on Apple
// platforms, and, where there is no C library (Embedded Swift for WebAssembly), the same
// operations in Swift. Every other file of the module calls these and imports nothing else.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Byte copies, comparisons and the number reader's slow path, for the codec and the
/// package's other trace code (PagerTrace's replay compares bytes with it).
package enum CodecPlatform {
    #if canImport(Glibc) || canImport(Darwin)
    @inline(__always)
    package static func copy(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) {
        memcpy(destination, source, count)
    }

    @inline(__always)
    package static func equalBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// `strtod` of a NUL-terminated number.
    package static func parseDouble(_ text: UnsafePointer<CChar>) -> Double { strtod(text, nil) }
    #else
    @inline(__always)
    package static func copy(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) {
        destination.copyMemory(from: source, byteCount: count)
    }

    @inline(__always)
    package static func equalBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        for i in 0..<count where a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) {
            return false
        }
        return true
    }

    /// `strtod`'s slow path of the number reader. Without a C library (the WebAssembly build)
    /// the module writes trace lines and never reads one (JavaScript parses them), so this is
    /// never reached.
    package static func parseDouble(_ text: UnsafePointer<CChar>) -> Double {
        fatalError("this build reads no trace text")
    }
    #endif
}
