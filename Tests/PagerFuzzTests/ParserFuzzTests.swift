// SPEC §5 for the trace reader, fuzzed: any mutation of valid lines is either accepted
// or a trace error with a position — never a trap.
import Foundation
import PagerCore
import PagerFuzz
import PagerTestSupport
import PagerTrace
import Testing

@Suite("§5 Parser fuzz")
struct ParserFuzzTests {
    /// Valid lines to mutate: every golden event and record line.
    static let seeds: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: tracesDirectory.path)) ?? []
        return files.sorted().flatMap { name -> [String] in
            let text = (try? String(contentsOf: tracesDirectory.appendingPathComponent(name), encoding: .utf8)) ?? ""
            return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        }
    }()

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func mutatedLinesAreAcceptedOrRejectedCleanly(seed: UInt64) throws {
        #expect(Self.seeds.count > 1000)
        var mutator = PagerLineMutator(seed: seed)
        var random = PagerSplitMix64(seed: seed)
        var accepted = 0, rejected = 0
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var file: [UInt8] = []
        for _ in 0..<25_000 {
            let line = Self.seeds.randomElement(using: &random)!
            let other = Self.seeds.randomElement(using: &random)!
            var bytes = mutator.mutate(line, other: other)
            bytes.removeAll { $0 == 0x0A }  // one line per mutation
            file += bytes + [0x0A]
        }
        // Read them back one line at a time, as events and as records, through the real
        // streaming readers: every line ends in a value or a positioned trace error.
        let path = directory.path("mutated.jsonl")
        try Data(file).write(to: URL(fileURLWithPath: path))
        for asEvents in [true, false] {
            var last = 0
            let events = try PagerEventReader(path: path), records = try PagerRecordReader(path: path)
            while true {
                do {
                    let next: Int? = asEvents ? try events.next()?.line : try records.next()?.line
                    guard let next else { break }
                    #expect(next > last)
                    last = next
                    accepted += 1
                } catch let error as PagerTraceError {
                    // The bad line is consumed; the next call reads the one after it.
                    #expect(error.line > last && error.column >= 1 && !error.message.isEmpty)
                    last = error.line
                    rejected += 1
                }
            }
            #expect(last == 25_000)  // every line was read, one way or the other
        }
        // The mutations reach both sides of the reader: some lines survive, some do not.
        #expect(accepted > 0)
        #expect(rejected > 0)
    }

    @Test func everyMutationGivesAValueOrATraceError() throws {
        var mutator = PagerLineMutator(seed: 99)
        var random = PagerSplitMix64(seed: 99)
        var outcomes = [0, 0, 0, 0]
        for _ in 0..<100_000 {
            let line = Self.seeds.randomElement(using: &random)!
            let bytes = mutator.mutate(line, other: Self.seeds.randomElement(using: &random)!)
            let text = String(decoding: bytes, as: UTF8.self)
            do { _ = try PagerEvent(jsonLine: text); outcomes[0] += 1 } catch { outcomes[1] += 1; #expect(error.column >= 1) }
            do { _ = try PagerRecord(jsonLine: text); outcomes[2] += 1 } catch { outcomes[3] += 1; #expect(error.column >= 1) }
        }
        // Both sides happen: the mutations are neither all harmless nor all fatal.
        #expect(outcomes[0] > 100 && outcomes[1] > 10_000 && outcomes[2] > 100 && outcomes[3] > 10_000, "\(outcomes)")
    }
}
