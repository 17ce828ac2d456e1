// Streaming lines out of a file descriptor into one reused buffer: memory stays flat
// whatever the trace length.

/// A file that could not be opened, read or written.
public struct PagerFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, as the user named it.
    public var path: String
    /// Why: the system's message (`No such file or directory`) or ours.
    public var reason: String
    /// `PATH: reason`.
    public var description: String { "\(path): \(reason)" }

    package init(_ path: String, errno code: Int32) {
        self.path = path
        self.reason = Platform.message(code)
    }

    /// An error about `path`, for `reason`.
    public init(_ path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }
}

/// Reads the data lines of a JSONL trace: `#` comment lines and blank lines are skipped
/// but counted, a leading UTF-8 BOM and CRLF line ends are accepted (SPEC §2, §6).
///
/// A line's bytes are valid until the next call to `nextLine()`.
///
/// - Complexity: O(length of the line) per call; memory O(longest line), not O(file).
public final class PagerLineReader {
    /// The file's name as the user gave it, for error messages (`<stdin>` for `-`).
    public let name: String
    /// 1-based number of the last line returned.
    @exclusivity(unchecked) public private(set) var lineNumber = 0

    private let descriptor: Int32
    private let ownsDescriptor: Bool
    // Private, used from one thread at a time: dynamic exclusivity checks on every
    // access would cost more than the scanning itself.
    @exclusivity(unchecked) private var buffer: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private var start = 0
    @exclusivity(unchecked) private var end = 0
    @exclusivity(unchecked) private var isAtEndOfFile = false
    @exclusivity(unchecked) private var isAtStartOfFile = true

    /// Opens `path`, or standard input for `-`.
    public convenience init(path: String) throws(PagerFileError) {
        if path == "-" {
            self.init(descriptor: 0, name: "<stdin>", owns: false)
            return
        }
        let descriptor = Platform.openForReading(path)
        guard descriptor >= 0 else { throw PagerFileError(path, errno: Platform.lastError) }
        self.init(descriptor: descriptor, name: path, owns: true)
    }

    /// Reads `bytes` from memory, as if they were a file named `name`. The buffer holds
    /// exactly the bytes (no slack), so a scan past the end is a real out-of-bounds read —
    /// what the libFuzzer reader target relies on under AddressSanitizer.
    public convenience init(bytes: [UInt8], name: String) {
        self.init(descriptor: -1, name: name, owns: false, initialCapacity: max(bytes.count, 1))
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { buffer.update(from: base, count: source.count) }
        }
        end = bytes.count
        isAtEndOfFile = true
    }

    init(descriptor: Int32, name: String, owns: Bool, initialCapacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.name = name
        self.ownsDescriptor = owns
        self.capacity = initialCapacity
        self.buffer = .allocate(capacity: initialCapacity)
    }

    deinit {
        buffer.deallocate()
        if ownsDescriptor { Platform.closeFile(descriptor) }
    }

    /// The next data line (not blank, not a `#` comment), without its line end.
    public func nextLine() throws(PagerFileError) -> UnsafeBufferPointer<UInt8>? {
        while let line = try nextPhysicalLine() {
            var i = 0
            while i < line.count, line[i] == 0x20 || line[i] == 0x09 { i += 1 }
            if i == line.count || line[i] == UInt8(ascii: "#") { continue }
            return line
        }
        return nil
    }

    /// Reads the next line if its bytes are `line`'s, returning whether they were: a
    /// replay's common case, an expected record equal to the one written, checked without
    /// first looking for the line's end. `line` is one data line with its `\n` (no other,
    /// and not starting with a space, a tab or `#`), as `RecordLineWriter` writes records;
    /// a `false` leaves the reader where it was, for `nextLine()`. What this accepts is what
    /// `nextLine()` would have returned, so the two agree (CRLF, comment and blank lines,
    /// the BOM and a last line without its `\n` all go to `nextLine()`).
    package func skipLine(matching line: UnsafeBufferPointer<UInt8>) throws(PagerFileError) -> Bool {
        guard !isAtStartOfFile, let bytes = line.baseAddress else { return false }
        while end - start < line.count, !isAtEndOfFile { try fill() }
        guard end - start >= line.count, CodecPlatform.equalBytes(buffer + start, bytes, line.count) else { return false }
        start += line.count
        lineNumber += 1
        return true
    }

    /// The next line of any kind, counted.
    private func nextPhysicalLine() throws(PagerFileError) -> UnsafeBufferPointer<UInt8>? {
        while true {
            if start < end, let newline = Platform.find(0x0A, in: buffer + start, end - start) {
                let lineEnd = buffer.distance(to: newline.assumingMemoryBound(to: UInt8.self))
                let line = slice(start, lineEnd)
                start = lineEnd + 1
                return line
            }
            if isAtEndOfFile {
                guard start < end else { return nil }
                let line = slice(start, end)
                start = end
                return line
            }
            try fill()
        }
    }

    /// Bytes `from..<to` as one line: CR stripped, BOM skipped on the first line.
    private func slice(_ from: Int, _ to: Int) -> UnsafeBufferPointer<UInt8> {
        lineNumber += 1
        var from = from, to = to
        if isAtStartOfFile {
            isAtStartOfFile = false
            if to - from >= 3, buffer[from] == 0xEF, buffer[from + 1] == 0xBB, buffer[from + 2] == 0xBF { from += 3 }
        }
        if to > from, buffer[to - 1] == 0x0D { to -= 1 }
        return UnsafeBufferPointer(start: buffer + from, count: to - from)
    }

    /// Moves the unread bytes to the front (growing the buffer for a long line) and reads more.
    private func fill() throws(PagerFileError) {
        let pending = end - start
        if start > 0 {
            if pending > 0 { Platform.move(buffer, buffer + start, pending) }
            start = 0
            end = pending
        }
        if end == capacity {
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            grown.update(from: buffer, count: end)
            buffer.deallocate()
            buffer = grown
            capacity *= 2
        }
        while true {
            let count = Platform.readBytes(descriptor, buffer + end, capacity - end)
            if count > 0 {
                end += count
                return
            }
            if count == 0 {
                isAtEndOfFile = true
                return
            }
            let code = Platform.lastError
            if Platform.isInterrupted(code) { continue }
            throw PagerFileError(name, errno: code)
        }
    }
}
