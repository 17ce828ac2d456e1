// The C library calls PagerTrace makes, in one place, so that the module builds wherever
// Swift does: Glibc on Linux, Darwin on Apple platforms. Every other file of the module
// calls these and imports no platform module.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum Platform {
    /// `errno` of the last failed call.
    package static var lastError: Int32 { errno }
    /// Whether `code` says the call was interrupted and should be retried.
    package static func isInterrupted(_ code: Int32) -> Bool { code == EINTR }
    /// The system's message for an error code.
    package static func message(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// A descriptor open for reading, or -1.
    package static func openForReading(_ path: String) -> Int32 { open(path, O_RDONLY | O_CLOEXEC) }
    /// A descriptor open for writing a new file (created, truncated, mode 0644), or -1.
    package static func openForWriting(_ path: String) -> Int32 { open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644) }
    // Named apart from the C functions they call, so no module qualifier is needed.
    package static func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(descriptor, buffer, count) }
    package static func writeBytes(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, buffer, count) }
    package static func closeFile(_ descriptor: Int32) { _ = close(descriptor) }
    /// Writes all of `bytes`, retrying interrupted and partial writes; the error code, or nil.
    package static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { writeBytes(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                let code = lastError
                if isInterrupted(code) { continue }
                return code
            }
            written += count
        }
        return nil
    }
    /// Renames atomically; 0 on success.
    private static func renameFile(_ from: String, _ to: String) -> Int32 { rename(from, to) }
    package static func removeFile(_ path: String) { _ = unlink(path) }
    /// Cuts a file back to `size` bytes.
    package static func truncateFile(_ descriptor: Int32, _ size: Int) -> Int32 { ftruncate(descriptor, off_t(size)) }
    package static var processID: Int32 { getpid() }

    /// The first `byte` in `count` bytes from `start`, if any (`memchr`).
    @inline(__always)
    package static func find(_ byte: UInt8, in start: UnsafeRawPointer, _ count: Int) -> UnsafeMutableRawPointer? {
        memchr(start, Int32(byte), count)
    }

    /// Copies possibly overlapping bytes (`memmove`).
    @inline(__always)
    package static func move(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) {
        memmove(destination, source, count)
    }

    /// What a path names, following symbolic links: its device and inode (to tell whether
    /// two paths are one file) and whether it is a regular file. Nil when it does not exist.
    package static func identity(_ path: String) -> (device: UInt64, inode: UInt64, isRegular: Bool)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (UInt64(info.st_dev), UInt64(info.st_ino), (info.st_mode & S_IFMT) == S_IFREG)
    }

    /// The target of a symbolic link, or nil when `path` is not one.
    package static func linkTarget(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return nil }
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// A descriptor open for writing an existing file that is not a regular one (a device,
    /// a FIFO), or -1.
    package static func openExisting(_ path: String) -> Int32 { open(path, O_WRONLY | O_CLOEXEC) }

    // MARK: Temporary files removed when the process is interrupted

    /// Paths of temporary files being written (C strings, so that a signal handler can read
    /// them); a slot is nil when free.
    nonisolated(unsafe) private static let temporaries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
        let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: temporarySlots)
        slots.initialize(repeating: nil, count: temporarySlots)
        return slots
    }()
    private static let temporarySlots = 64

    /// Remembers a temporary file to remove on SIGINT, SIGTERM or SIGHUP; returns its slot.
    package static func registerTemporary(_ path: String) -> Int? {
        for slot in 0..<temporarySlots where temporaries[slot] == nil {
            temporaries[slot] = strdup(path)
            return slot
        }
        return nil
    }

    package static func forgetTemporary(_ slot: Int?) {
        guard let slot, let path = temporaries[slot] else { return }
        temporaries[slot] = nil
        free(path)
    }

    /// The hidden temporary file that is written, then renamed onto `target`:
    /// `dir/.name.tmp-PID` beside `dir/name`.
    package static func temporaryPath(beside target: String) -> String {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[...$0]) } ?? ""
        let base = slash.map { String(target[target.index(after: $0)...]) } ?? target
        return "\(directory).\(base).tmp-\(processID)"
    }

    /// Closes a temporary file written whole and renames it over `target`, forgetting its
    /// slot; if the rename fails the temporary is removed and `target` left as it was.
    /// Returns the rename's `errno`, or `nil` once the file is in place.
    package static func putInPlace(_ descriptor: Int32, temporary: String, target: String, slot: Int?) -> Int32? {
        closeFile(descriptor)
        defer { forgetTemporary(slot) }
        guard renameFile(temporary, target) != 0 else { return nil }
        let code = lastError
        removeFile(temporary)
        return code
    }

    /// On SIGINT, SIGTERM and SIGHUP: remove the registered temporary files, then die of
    /// the signal as the process would have (only async-signal-safe calls).
    package static func removeTemporariesOnInterrupt() {
        let handler: @convention(c) (Int32) -> Void = { signal in
            for slot in 0..<64 {
                if let path = Platform.temporaries[slot] { _ = unlink(path) }
            }
            #if canImport(Glibc)
            _ = Glibc.signal(signal, SIG_DFL)
            #else
            _ = Darwin.signal(signal, SIG_DFL)
            #endif
            _ = raise(signal)
        }
        _ = temporaries  // made before any handler can run
        // A process started by another may inherit these signals blocked (a test runner's
        // worker thread): unblock them, or the handler would never run.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&unblocked, signalNumber) }
        _ = sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            #if canImport(Glibc)
            _ = Glibc.signal(signalNumber, handler)
            #else
            _ = Darwin.signal(signalNumber, handler)
            #endif
        }
    }
}
