// The C library calls PagerTrace makes, in one place, so that the module builds wherever
// Swift does: Glibc on Linux, Darwin on Apple platforms. Every other file of the module
// calls these and imports no platform module.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum Platform {
    /// `errno` of the last failed call.
    static var lastError: Int32 { errno }
    /// Whether `code` says the call was interrupted and should be retried.
    static func isInterrupted(_ code: Int32) -> Bool { code == EINTR }
    /// The system's message for an error code.
    static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// A descriptor open for reading, or -1.
    static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }
    /// A descriptor open for writing a new file (created, truncated, mode 0644), or -1.
    static func openForWriting(_ path: String) -> Int32 { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(descriptor, buffer, count)
        #else
        Darwin.read(descriptor, buffer, count)
        #endif
    }
    static func write(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(descriptor, buffer, count)
        #else
        Darwin.write(descriptor, buffer, count)
        #endif
    }
    static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #else
        _ = Darwin.close(descriptor)
        #endif
    }
    /// Renames atomically; 0 on success.
    static func rename(_ from: String, _ to: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(from, to)
        #else
        Darwin.rename(from, to)
        #endif
    }
    static func unlink(_ path: String) {
        #if canImport(Glibc)
        _ = Glibc.unlink(path)
        #else
        _ = Darwin.unlink(path)
        #endif
    }
    static var processID: Int32 { getpid() }

    @inline(__always)
    static func copy(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) {
        memcpy(destination, source, count)
    }

    @inline(__always)
    static func equalBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        memcmp(a, b, count) == 0
    }

    /// The first `byte` in `count` bytes from `start`, if any (`memchr`).
    @inline(__always)
    static func find(_ byte: UInt8, in start: UnsafeRawPointer, _ count: Int) -> UnsafeMutableRawPointer? {
        memchr(start, Int32(byte), count)
    }

    /// Copies possibly overlapping bytes (`memmove`).
    @inline(__always)
    static func move(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) {
        memmove(destination, source, count)
    }

    /// `strtod` of a NUL-terminated number.
    static func parseDouble(_ text: UnsafePointer<CChar>) -> Double { strtod(text, nil) }
}
