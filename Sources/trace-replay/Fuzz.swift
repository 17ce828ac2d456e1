// `trace-replay fuzz`: runs PagerFuzz over many sequences on worker threads and reports.
import Dispatch
import Foundation
import PagerCore
import PagerFuzz
import PagerTrace

/// Results from the workers, in sequence order once all are in.
final class FuzzResults: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var events = 0
    private(set) var done = 0
    private(set) var counterexamples: [Int: Counterexample] = [:]

    private var next = 0

    /// The next sequence to run, or nil when `runs` are handed out (work stealing keeps
    /// both cores busy; results do not depend on which worker ran what).
    func take(below runs: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < runs else { return nil }
        next += 1
        return next - 1
    }

    /// The first file `--keep` could not write, if any.
    private(set) var keepFailure: String?

    func keepFailed(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        if keepFailure == nil { keepFailure = message }
    }

    func add(sequence: Int, events count: Int, _ counterexample: Counterexample?) -> (done: Int, events: Int, failures: Int) {
        lock.lock()
        defer { lock.unlock() }
        events += count
        done += 1
        if let counterexample { counterexamples[sequence] = counterexample }
        return (done, events, counterexamples.count)
    }
}

func fuzzCommand(_ arguments: ArraySlice<String>) -> Never {
    if arguments.contains("-h") || arguments.contains("--help") {
        print(Help.fuzz)
        exit(.success)
    }
    let options: Options
    do {
        options = try Options.parse(arguments, allowed: ["--seed", "--runs", "--max-events", "--mode", "--out", "--jobs", "--keep"], usage: Help.fuzzUsage)
    } catch let error as UsageError {
        usageFailure(error)
    } catch {
        inputFailure(error)
    }
    if let extra = options.positional.first {
        usageFailure(UsageError(message: "Unexpected argument '\(extra)'", usage: Help.fuzzUsage))
    }
    let mode = FuzzMode(rawValue: options.mode) ?? .both
    let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
    let fuzzer = Fuzzer<PagerState>(seed: options.seed, maxEvents: options.maxEvents)
    let results = FuzzResults()
    if let keep = options.keep {
        // Made before the campaign, so a bad path is an error before any work is done.
        do {
            try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
        } catch {
            printError("cannot create '\(keep)' for --keep: \(error.localizedDescription)")
            exit(.usageOrTraceError)
        }
    }
    let showsProgress = isatty(2) != 0
    let start = Date()  // for the rate on stderr only; results never depend on time
    DispatchQueue.concurrentPerform(iterations: jobs) { _ in
        while let index = results.take(below: options.runs) {
            let run = fuzzer.run(sequence: index, mode: mode)
            if let keep = options.keep {
                let path = "\(keep)/\(fuzzer.keptTraceName(sequence: index))"
                do {
                    let file = try OutputFile(atomicallyReplacing: path)
                    try file.write(text: fuzzer.keptTraceHeader(sequence: index, mode: mode) + "\n")
                    for event in run.events { try file.write(event) }
                    try file.commit()
                } catch {
                    results.keepFailed("cannot write \(path): \(error)")
                }
            }
            let (done, events, failures) = results.add(sequence: index, events: run.events.count, run.counterexample)
            if showsProgress, done % 50 == 0 {
                FileHandle.standardError.write(Data("\r\(done)/\(options.runs) sequences, \(events) events, \(failures) failures…".utf8))
            }
        }
    }
    if showsProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }

    let directory = options.out ?? "fuzz-counterexamples"
    for (sequence, counterexample) in results.counterexamples.sorted(by: { $0.key < $1.key }) {
        let path = "\(directory)/seed-\(options.seed)-sequence-\(sequence).events.jsonl"
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(counterexample.traceText.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            printError("cannot write \(path): \(error.localizedDescription)")
        }
        print("FAIL  sequence \(sequence) (\(counterexample.mode.rawValue), seed \(options.seed)): \(counterexample.failure)")
        print("      \(counterexample.events.count) events (from \(counterexample.originalLength)) → \(path)")
    }
    let elapsed = Date().timeIntervalSince(start)
    printError(String(format: "%.0f events/s with all invariants on (%.1f s, %d jobs)", Double(results.events) / max(elapsed, 1e-9), elapsed, jobs))
    print("\(options.runs) sequences, \(results.events) events, \(results.counterexamples.count) failures")
    if let keepFailure = results.keepFailure {
        printError(keepFailure)
        exit(.usageOrTraceError)
    }
    exit(results.counterexamples.isEmpty ? .success : .difference)
}
