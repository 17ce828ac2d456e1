// Streams of events and records out of JSONL files, one parsed line at a time.
import PagerCore

/// Reads the events of a trace (SPEC §2), strictly (SPEC §5).
///
/// ```swift
/// let reader = try EventReader(path: "Traces/fj-quick-return.events.jsonl")
/// while let (event, line) = try reader.next() { … }
/// ```
public final class PagerEventReader {
    private let lines: PagerLineReader

    /// Opens `path` (`-` for standard input).
    public init(path: String) throws(PagerFileError) {
        lines = try PagerLineReader(path: path)
    }

    /// Reads a trace held in memory; errors name it `name`.
    public init(bytes: [UInt8], name: String = "<memory>") {
        lines = PagerLineReader(bytes: bytes, name: name)
    }

    /// The name errors use for this file.
    public var name: String { lines.name }

    /// The next event and its 1-based line number, or `nil` at the end of the file.
    /// Throws `PagerTraceError` for a malformed line, `PagerFileError` if the file cannot be read.
    public func next() throws -> (event: PagerEvent, line: Int)? {
        guard let bytes = try lines.nextLine() else { return nil }
        do {
            return (try EventParser.parse(bytes), lines.lineNumber)
        } catch {
            throw PagerTraceError(file: lines.name, line: lines.lineNumber, column: error.offset + 1, message: error.message)
        }
    }
}

/// Reads the records of a states file (SPEC §3).
public final class PagerRecordReader {
    private let lines: PagerLineReader

    /// Opens `path` (`-` for standard input).
    public init(path: String) throws(PagerFileError) {
        lines = try PagerLineReader(path: path)
    }

    /// Reads a states file held in memory; errors name it `name`.
    public init(bytes: [UInt8], name: String = "<memory>") {
        lines = PagerLineReader(bytes: bytes, name: name)
    }

    /// The name errors use for this file.
    public var name: String { lines.name }

    /// The next record and its 1-based line number, or `nil` at the end of the file.
    public func next() throws -> (record: PagerRecord, line: Int)? {
        guard let bytes = try lines.nextLine() else { return nil }
        return (try parse(bytes), lines.lineNumber)
    }

    /// The lines this reads: `replay` holds them in a local for its loop, where a call
    /// through this reader would retain and release them once per record.
    var lineReader: PagerLineReader { lines }

    /// The next data line's bytes (valid until the next call) and its line number.
    func nextLine() throws(PagerFileError) -> (bytes: UnsafeBufferPointer<UInt8>, line: Int)? {
        guard let bytes = try lines.nextLine() else { return nil }
        return (bytes, lines.lineNumber)
    }

    /// Parses a line returned by `nextLine()` (the last one read).
    func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(PagerTraceError) -> PagerRecord {
        do {
            return try RecordParser.parse(bytes)
        } catch {
            throw PagerTraceError(file: lines.name, line: lines.lineNumber, column: error.offset + 1, message: error.message)
        }
    }
}

extension PagerEvent {
    /// Parses one trace line (SPEC §2). Throws `PagerTraceError` with line 1 and `file`.
    public init(jsonLine: String, file: String = "<string>") throws(PagerTraceError) {
        var line = jsonLine
        let result: Result<PagerEvent, LineError> = line.withUTF8 { bytes in
            do throws(LineError) { return .success(try EventParser.parse(bytes)) } catch { return .failure(error) }
        }
        switch result {
        case .success(let event): self = event
        case .failure(let error): throw PagerTraceError(file: file, line: 1, column: error.offset + 1, message: error.message)
        }
    }
}

extension PagerRecord {
    /// Parses one states line (SPEC §3). Throws `PagerTraceError` with line 1 and `file`.
    public init(jsonLine: String, file: String = "<string>") throws(PagerTraceError) {
        var line = jsonLine
        let result: Result<PagerRecord, LineError> = line.withUTF8 { bytes in
            do throws(LineError) { return .success(try RecordParser.parse(bytes)) } catch { return .failure(error) }
        }
        switch result {
        case .success(let record): self = record
        case .failure(let error): throw PagerTraceError(file: file, line: 1, column: error.offset + 1, message: error.message)
        }
    }

    /// The record as one JSON line, without the line end.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        PagerTraceWriter.append(self, to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension PagerEvent {
    /// The event as one JSON line, without the line end.
    public var jsonLine: String {
        var bytes: [UInt8] = []
        PagerTraceWriter.append(self, to: &bytes)
        bytes.removeLast()
        return String(decoding: bytes, as: UTF8.self)
    }
}
