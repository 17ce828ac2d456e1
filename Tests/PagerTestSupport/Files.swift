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
