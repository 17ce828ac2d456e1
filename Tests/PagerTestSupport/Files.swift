// Temporary files and the repository's own paths, for tests.
import Foundation

/// A fresh temporary directory, removed by `remove()`.
public struct TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("scrollpager-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    public func write(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The repository root, found from this file's path.
public let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// `Traces/` at the repository root.
public let tracesDirectory: URL = repositoryRoot.appendingPathComponent("Traces")

/// The 1-based column where `token` first appears in `line` (for expected error positions).
public func column(of token: String, in line: String) -> Int {
    guard let range = line.range(of: token) else { return -1 }
    return line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1
}

/// Runs one of the package's built executables (next to the test binary) and captures
/// everything. Standard input is a pipe carrying `stdin` (never a terminal).
public func runExecutable(
    _ name: String, _ arguments: [String], stdin: String? = nil, in directory: URL? = nil
) throws -> (status: Int32, stdout: String, stderr: String) {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        .deletingLastPathComponent().appendingPathComponent(name)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}
