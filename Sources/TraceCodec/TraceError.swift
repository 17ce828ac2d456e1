// A trace error (SPEC §5): malformed input, reported as `FILE:LINE:COLUMN: message`.

/// Malformed trace input, with where it is. `trace-replay` prints it and exits 2.
public struct PagerTraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file as the user named it (`-` or `<stdin>` for standard input).
    public var file: String
    /// 1-based line number, counting comment and blank lines.
    public var line: Int
    /// 1-based byte column of the offending character.
    public var column: Int
    /// What is wrong (`field 'index' must be an integer`).
    public var message: String

    /// An error at `file`:`line`:`column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `FILE:LINE:COLUMN: message`.
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// A parse failure inside one line: the byte offset within the line and a message. The
/// line reader turns it into a `PagerTraceError` with the file and line.
package struct LineError: Error {
    package var offset: Int
    package var message: String
}
