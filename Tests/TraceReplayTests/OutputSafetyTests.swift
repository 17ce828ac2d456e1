// Outputs that never destroy: atomic writes, refused overwrites of inputs (SPEC §6).
import Foundation
import PagerTestSupport
import Testing

@Suite("Outputs that never destroy", .serialized)
struct OutputSafetyTests {
    /// Runs a shell command (mkfifo, mknod, ln) for the fixtures.
    func shell(_ command: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        try process.run()
        process.waitUntilExit()
    }

    func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    @Test func dashIsStandardOutput() throws {
        let result = try runTool(["run", specEvents, "--record", "-"])
        #expect(result.status == 0)
        #expect(result.stdout == (try String(contentsOfFile: specStates, encoding: .utf8)))
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }

    @Test func aDeviceIsWrittenNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let device = directory.path("null")
        try shell("mknod '\(device)' c 1 3")  // /dev/null's numbers (root here)
        guard try type(device) == .typeCharacterSpecial else { return }  // no mknod: nothing to test
        let result = try runTool(["run", specEvents, "--record", device])
        #expect(result.status == 0)
        #expect(try type(device) == .typeCharacterSpecial)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["null"])  // no temporary left
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fifo = directory.path("pipe")
        try shell("mkfifo '\(fifo)'")
        #expect(try type(fifo) != .typeRegular)  // still the FIFO, not a file
        // A reader on the other end: cat copies what trace-replay writes into the FIFO.
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/cat")
        reader.arguments = [fifo]
        let out = Pipe()
        reader.standardOutput = out
        try reader.run()
        let result = try runTool(["run", specEvents, "--record", fifo])
        let copied = out.fileHandleForReading.readDataToEndOfFile()
        reader.waitUntilExit()
        #expect(result.status == 0)
        #expect(String(decoding: copied, as: UTF8.self) == (try String(contentsOfFile: specStates, encoding: .utf8)))
        #expect(try type(fifo) != .typeRegular)  // still the FIFO, not a file
    }

    @Test func aSymbolicLinkIsFollowedAndItsTargetReplaced() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let real = try directory.write("real.states.jsonl", "old\n")
        try FileManager.default.createSymbolicLink(atPath: directory.path("link.states.jsonl"), withDestinationPath: "real.states.jsonl")
        let result = try runTool(["run", specEvents, "--record", directory.path("link.states.jsonl")])
        #expect(result.status == 0)
        #expect(try type(directory.path("link.states.jsonl")) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: real, encoding: .utf8) == (try String(contentsOfFile: specStates, encoding: .utf8)))
    }

    @Test func anOutputThatIsAnInputIsRefusedUnlessUpdate() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let events = try directory.write("self.events.jsonl", try String(contentsOfFile: specEvents, encoding: .utf8))
        let before = try String(contentsOfFile: events, encoding: .utf8)
        let refused = try runTool(["run", events, "--record", events])
        #expect(refused.status == 2)
        #expect(refused.stderr == "\(events): is the same file as the input '\(events)'; refusing to overwrite it (use --update to replace it)\n")
        #expect(try String(contentsOfFile: events, encoding: .utf8) == before)
        // Through a link too: the same device and inode.
        try FileManager.default.createSymbolicLink(atPath: directory.path("alias.jsonl"), withDestinationPath: events)
        #expect(try runTool(["run", events, "--record", directory.path("alias.jsonl")]).status == 2)
        // --expect X --record X --update accepts the new states of a golden trace.
        let old = try String(contentsOfFile: specStates, encoding: .utf8).replacingOccurrences(of: #""headerTy":-64"#, with: #""headerTy":-60"#)
        let states = try directory.write("self.states.jsonl", old)
        #expect(try runTool(["run", events, "--expect", states, "--record", states]).status == 2)
        let updated = try runTool(["run", events, "--expect", states, "--record", states, "--update"])
        #expect(updated.status == 1)  // the old states differed…
        #expect(try String(contentsOfFile: states, encoding: .utf8) == (try String(contentsOfFile: specStates, encoding: .utf8)))  // …and are replaced
    }

    @Test func anInterruptedRunLeavesNoTemporaryFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("trace-replay")
        let process = Process()
        process.executableURL = executable
        process.arguments = ["run", "-", "--record", directory.path("out.states.jsonl")]
        let input = Pipe()
        process.standardInput = input
        process.standardError = Pipe()
        try process.run()
        // The temporary file exists while the tool waits for more events on its input.
        input.fileHandleForWriting.write(Data((try String(contentsOfFile: specEvents, encoding: .utf8)).utf8))
        var waited = 0
        while try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty, waited < 200 {
            usleep(10_000)
            waited += 1
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).count == 1)
        process.interrupt()  // SIGINT
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }
}
