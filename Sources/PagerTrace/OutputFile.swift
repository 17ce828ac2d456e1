// Buffered output of records: to standard output, or atomically to a file (SPEC §6: a
// temporary file renamed onto the target, so an interrupted run never leaves half a file).
import PagerCore

/// Where records go: standard output, or a file written atomically on `commit()`.
public final class PagerOutputFile {
    private let descriptor: Int32
    private let temporaryPath: String?
    private let path: String
    /// The file `commit()` puts in place: `path` with its symbolic links followed.
    private let target: String
    /// The temporary file's slot in the list removed on interrupt.
    private let slot: Int?
    private var buffer: [UInt8] = []
    private var isFinished = false

    /// Standard output (flushed on `commit()`).
    public static func standardOutput() -> PagerOutputFile {
        PagerOutputFile(descriptor: 1, path: "<stdout>")
    }

    /// A hidden temporary file beside `path`; `commit()` renames it onto `path`, and
    /// anything else (an error, `discard()`, deinit) removes it, leaving `path` untouched.
    /// The same as `init(replacing: path)`.
    public convenience init(atomicallyReplacing path: String) throws(PagerFileError) {
        try self.init(replacing: path)
    }

    /// Output to `path`, safely, for every writer of the tools:
    /// - `-` is standard output;
    /// - a symbolic link is followed, and its target replaced (the link stays);
    /// - a target that exists and is not a regular file (`/dev/null`, a FIFO) is written
    ///   directly — there is nothing to replace atomically, and a device must not become a
    ///   file;
    /// - a target that is the same file (device and inode) as one of `inputs` is refused
    ///   unless `update` says to replace it (accepting new states of a golden trace);
    /// - otherwise a hidden temporary file beside the target is renamed onto it by
    ///   `commit()`, and removed by anything else — including SIGINT, SIGTERM and SIGHUP
    ///   when the tool called `PagerOutputFile.removeTemporariesOnInterrupt()`.
    public convenience init(replacing path: String, inputs: [String] = [], update: Bool = false) throws(PagerFileError) {
        if path == "-" {
            self.init(descriptor: 1, path: "<stdout>")
            return
        }
        // Follow symbolic links to the file that will be replaced (relative targets are
        // relative to the link's directory); 40 hops at most, as the kernel allows.
        var target = path
        for _ in 0..<40 {
            guard let next = Platform.linkTarget(target) else { break }
            if next.hasPrefix("/") {
                target = next
            } else {
                target = (target.lastIndex(of: "/").map { String(target[...$0]) } ?? "") + next
            }
        }
        if let output = Platform.identity(target) {
            for input in inputs where input != "-" {
                if let other = Platform.identity(input), other.device == output.device, other.inode == output.inode, !update {
                    throw PagerFileError(path, "is the same file as the input '\(input)'; refusing to overwrite it (use --update to replace it)")
                }
            }
            if !output.isRegular {
                let descriptor = Platform.openExisting(target)
                guard descriptor >= 0 else { throw PagerFileError(path, errno: Platform.lastError) }
                self.init(descriptor: descriptor, path: path)
                return
            }
        }
        let temporary = Platform.temporaryPath(beside: target)
        let descriptor = Platform.openForWriting(temporary)
        guard descriptor >= 0 else { throw PagerFileError(path, errno: Platform.lastError) }
        self.init(descriptor: descriptor, path: path, temporary: (temporary, target))
    }

    /// Removes the temporary files of unfinished outputs when the process gets SIGINT,
    /// SIGTERM or SIGHUP, then lets the signal end it. Call once, early, in a tool.
    public static func removeTemporariesOnInterrupt() {
        Platform.removeTemporariesOnInterrupt()
    }

    /// Writes to `descriptor`; with `temporary`, that is the temporary file to rename onto
    /// its target on `commit()` (and to remove on interrupt until then).
    private init(descriptor: Int32, path: String, temporary: (path: String, target: String)? = nil) {
        self.descriptor = descriptor
        self.path = path
        self.temporaryPath = temporary?.path
        self.target = temporary?.target ?? path
        self.slot = temporary.map { Platform.registerTemporary($0.path) } ?? nil
        buffer.reserveCapacity(1 << 17)
    }

    deinit {
        if !isFinished { discard() }
    }

    /// Appends one record line.
    public func write(_ record: PagerRecord) throws(PagerFileError) {
        PagerTraceWriter.append(record, to: &buffer)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends bytes already serialized (a record line from `PagerTraceWriter`).
    func write(bytes: UnsafeBufferPointer<UInt8>) throws(PagerFileError) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends one event line.
    public func write(_ event: PagerEvent) throws(PagerFileError) {
        PagerTraceWriter.append(event, to: &buffer)
        if buffer.count >= 1 << 16 { try flush() }
    }

    /// Appends raw text (comment lines, for instance).
    public func write(text: String) throws(PagerFileError) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { try flush() }
    }

    private func flush() throws(PagerFileError) {
        if let code = Platform.writeAll(descriptor, buffer) { throw PagerFileError(path, errno: code) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes what is buffered and, for a file, puts it in place.
    public func commit() throws(PagerFileError) {
        defer { isFinished = true }
        do throws(PagerFileError) {
            try flush()
        } catch {
            discard()
            throw error
        }
        guard let temporaryPath else {
            if descriptor != 1 { Platform.closeFile(descriptor) }
            return
        }
        if let code = Platform.putInPlace(descriptor, temporary: temporaryPath, target: target, slot: slot) {
            throw PagerFileError(path, errno: code)
        }
    }

    /// Drops the output: a file's temporary is removed and the target left untouched.
    public func discard() {
        isFinished = true
        buffer.removeAll()
        if let temporaryPath {
            Platform.closeFile(descriptor)
            Platform.removeFile(temporaryPath)
            Platform.forgetTemporary(slot)
        } else if descriptor != 1 {
            Platform.closeFile(descriptor)
        }
    }
}
