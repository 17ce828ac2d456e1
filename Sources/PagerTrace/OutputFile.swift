// Buffered output of records: to standard output, or atomically to a file (SPEC §6: a
// temporary file renamed onto the target, so an interrupted run never leaves half a file).
import PagerCore

/// Where records go: standard output, or a file written atomically on `commit()`.
public final class OutputFile {
    private let descriptor: Int32
    private let temporaryPath: String?
    private let path: String
    private var buffer: [UInt8] = []
    private var isFinished = false

    /// Standard output (flushed on `commit()`).
    public static func standardOutput() -> OutputFile {
        OutputFile(descriptor: 1, path: "<stdout>", temporaryPath: nil)
    }

    /// A hidden temporary file beside `path`; `commit()` renames it onto `path`, and
    /// anything else (an error, `discard()`, deinit) removes it, leaving `path` untouched.
    public convenience init(atomicallyReplacing path: String) throws(FileError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let base = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = "\(directory).\(base).tmp-\(Platform.processID)"
        let descriptor = Platform.openForWriting(temporary)
        guard descriptor >= 0 else { throw FileError(path, errno: Platform.lastError) }
        self.init(descriptor: descriptor, path: path, temporaryPath: temporary)
    }

    private init(descriptor: Int32, path: String, temporaryPath: String?) {
        self.descriptor = descriptor
        self.path = path
        self.temporaryPath = temporaryPath
        buffer.reserveCapacity(1 << 17)
    }

    deinit {
        if !isFinished { discard() }
    }

    /// Appends one record line.
    public func write(_ record: PagerRecord) throws(FileError) {
        TraceWriter.append(record, to: &buffer)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends bytes already serialized (a record line from `TraceWriter`).
    func write(bytes: UnsafeBufferPointer<UInt8>) throws(FileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends one event line.
    public func write(_ event: PagerEvent) throws(FileError) {
        TraceWriter.append(event, to: &buffer)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends raw text (comment lines, for instance).
    public func write(text: String) throws(FileError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    private func flush() throws(FileError) {
        var written = 0
        while written < buffer.count {
            let count = buffer.withUnsafeBytes { Platform.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            if count < 0 {
                let code = Platform.lastError
                if Platform.isInterrupted(code) { continue }
                throw FileError(path, errno: code)
            }
            written += count
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and, for a file, puts it in place.
    public func commit() throws(FileError) {
        defer { isFinished = true }
        do throws(FileError) {
            try flush()
        } catch {
            discard()
            throw error
        }
        guard let temporaryPath else { return }
        Platform.close(descriptor)
        if Platform.rename(temporaryPath, path) != 0 {
            let code = Platform.lastError
            Platform.unlink(temporaryPath)
            throw FileError(path, errno: code)
        }
    }

    /// Drops the output: a file's temporary is removed and the target left untouched.
    public func discard() {
        isFinished = true
        buffer.removeAll()
        if let temporaryPath {
            Platform.close(descriptor)
            Platform.unlink(temporaryPath)
        }
    }
}
