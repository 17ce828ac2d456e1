// Recordings cut short: a crash or a kill (iOS ends suspended apps without notice) leaves a
// recorder's hidden temporary file, `.NAME.tmp-PID`, beside the file it was writing. At the
// next launch its complete lines are put in place, so nothing recorded and flushed is lost.
import Foundation
import PagerTrace

extension PagerTraceRecorder {
    /// One recovered recording.
    public struct Recovered: Equatable, Sendable {
        /// Where the recording is now.
        public var path: String
        /// Complete lines kept (the header and comments included); a last line cut short
        /// by the crash is dropped.
        public var lines: Int

        /// A recovered file at `path` with `lines` lines.
        public init(path: String, lines: Int) {
            self.path = path
            self.lines = lines
        }
    }

    /// Puts in place the recordings (events or callbacks) that processes other than this
    /// one left unfinished in `directory`: each becomes `NAME` — or `NAME.recovered-N` when
    /// `NAME` exists — holding its complete lines and a last `#` line saying it was
    /// recovered. Call it at launch, before starting new recordings there.
    public static func recoverUnfinished(in directory: String) throws(PagerFileError) -> [Recovered] {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
        } catch {
            throw PagerFileError(directory, "cannot list the directory")
        }
        let ownSuffix = ".tmp-\(Platform.processID)"
        var recovered: [Recovered] = []
        for file in files where file.hasPrefix(".") && !file.hasSuffix(ownSuffix) {
            guard let marker = file.range(of: ".tmp-", options: .backwards),
                file[marker.upperBound...].allSatisfy(\.isNumber), !file[marker.upperBound...].isEmpty
            else { continue }
            let name = String(file[file.index(after: file.startIndex)..<marker.lowerBound])
            guard !name.isEmpty else { continue }
            let source = directory + "/" + file
            guard var bytes = FileManager.default.contents(atPath: source).map(Array.init) else {
                throw PagerFileError(source, "cannot read the unfinished recording")
            }
            // Complete lines only.
            let end = bytes.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            bytes.removeSubrange(end...)
            let lines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            bytes += Array("# recovered after the recording process ended before finish(): \(lines) complete lines kept\n".utf8)
            var target = directory + "/" + name
            var n = 1
            while FileManager.default.fileExists(atPath: target) {
                target = directory + "/" + name + ".recovered-\(n)"
                n += 1
            }
            guard FileManager.default.createFile(atPath: target, contents: Data(bytes)) else {
                throw PagerFileError(target, "cannot write the recovered recording")
            }
            try? FileManager.default.removeItem(atPath: source)
            recovered.append(Recovered(path: target, lines: lines))
        }
        return recovered
    }
}
