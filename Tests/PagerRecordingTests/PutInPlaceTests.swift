// What both writers of a whole file (the tools' `PagerOutputFile`, the apps'
// `PagerTraceRecorder`) do when the last step, renaming the temporary onto the target,
// fails: the house's rule 6, "no half-written output", for the one failure that happens
// after every byte was written.
import Foundation
import PagerCore
import PagerRecording
import PagerTestSupport
import PagerTrace
import Testing

@Suite("A file put in place, or not at all")
struct PutInPlaceTests {
    /// The target turned into a directory with a file in it after the writer opened it: a
    /// file cannot be renamed over a directory (rename(2): EISDIR, "Is a directory"). The
    /// error names the target, the temporary is gone and the directory is as it was.
    func expectRefused(_ error: PagerFileError, target: String, in directory: TemporaryDirectory) throws {
        #expect(error.path == target)
        #expect(error.reason == String(cString: strerror(EISDIR)))
        // Only the target is left beside it: no `.name.tmp-PID`.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: target) == ["kept"])
    }

    @Test func anOutputThatCannotReplaceItsTargetIsRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.path("out")
        let output = try PagerOutputFile(atomicallyReplacing: target)
        try output.write(text: "{\"seq\":0}\n")
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try directory.write("out/kept", "the directory's own file\n")
        let error = #expect(throws: PagerFileError.self) { try output.commit() }
        try expectRefused(try #require(error), target: target, in: directory)
    }

    @Test func aRecordingThatCannotReplaceItsTargetIsRemoved() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.path("out")
        let recorder = try PagerTraceRecorder(path: target)
        recorder.record(PagerEvent(t: 0, .tapStatusBar))
        try FileManager.default.createDirectory(atPath: target, withIntermediateDirectories: false)
        try directory.write("out/kept", "the directory's own file\n")
        let error = #expect(throws: PagerFileError.self) { try recorder.finish() }
        try expectRefused(try #require(error), target: target, in: directory)
    }
}
