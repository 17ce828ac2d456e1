// `trace-replay fuzz`: a seeded fuzz campaign (SPEC §8), its failures and a summary.
import CommandLineSupport
import Foundation
import PagerCore
import PagerFuzz
import PagerSimulator
import PagerTrace

enum FuzzCommand: Subcommand {
    static let name = "fuzz"
    static let abstract = """
        fuzz             Property-based fuzzing of event sequences (SPEC §8).
        """
    static let usage =
        "trace-replay fuzz [--seed N] [--runs N] [--max-events N] [--mode realistic|adversarial|both] [--preset NAME[,NAME…] | --layout FILE] [--out DIR] [--keep DIR] [--jobs N] [--self-test] [--via-uikit] [--via-swiftui] [--via-web]"
    static let help = """
        OVERVIEW: Property-based fuzzing of event sequences (SPEC §8). Each sequence is
        generated from the seed — realistic sessions through the host simulator (random
        screens, drags, flings, taps during animations, rotations; invariants 1–7) or raw
        adversarial events (invariants 1–3) — and checked after every event. A failure is
        shrunk to the few events that matter and written as a trace `trace-replay run`
        replays.

        USAGE: \(usage)

        OPTIONS:
        \(optionsHelp)

        Prints one line per failure and a last line 'N sequences, M events, K failures';
        exits 1 if anything failed.

        EXAMPLES:
          trace-replay fuzz --seed 1 --runs 10000
          trace-replay fuzz --seed 42 --runs 200 --mode adversarial --max-events 5000
          trace-replay fuzz --seed 7 --runs 100 --keep campaign/   # then: trace-replay run campaign/seed-7-sequence-0.events.jsonl
          trace-replay fuzz --layout my-screen.json --runs 2000 --mode realistic
          trace-replay fuzz --self-test --runs 200
          trace-replay fuzz --seed 3 --runs 10000 --mode realistic --via-uikit
        """

    struct Options {
        var seed: UInt64 = 1
        var runs = 1000
        var maxEvents = 400
        var mode = PagerFuzzMode.both
        var out = "fuzz-counterexamples"
        var keep: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        /// The seed screens to play, each a campaign of its own (none: random screens).
        var presets: [String] = []
        var layoutFile: String?
        var selfTest = false
        var viaUIKit = false
        var viaSwiftUI = false
        var viaWeb = false
        var regressions: String?
        var save = false
        var coverage = false
    }

    static let defaults = Options()

    static let declaredOptions: [OptionDeclaration<Options>] = [
        OptionDeclaration(
            "--seed", value: "N",
            help: [
                "Seed of the run (default: \(defaults.seed)). The same seed gives the same",
                "sequences and counterexamples, whatever --jobs.",
            ]
        ) { scanner, options throws(UsageError) in
            let text = try scanner.value(for: "--seed")
            guard let seed = UInt64(text) else { throw scanner.error("The value '\(text)' is invalid for '--seed': expected a whole number ≥ 0") }
            options.seed = seed
        },
        OptionDeclaration("--runs", value: "N", help: ["Sequences to run (default: \(defaults.runs))."]) { scanner, options throws(UsageError) in
            options.runs = try scanner.integer(for: "--runs", expected: "a whole number > 0") { $0 > 0 }
        },
        OptionDeclaration("--max-events", value: "N", help: ["Events per sequence at most (default: \(defaults.maxEvents))."]) {
            scanner, options throws(UsageError) in
            options.maxEvents = try scanner.integer(for: "--max-events", expected: "a whole number > 0") { $0 > 0 }
        },
        OptionDeclaration("--mode", value: "M", help: ["realistic, adversarial or both (default: \(defaults.mode.rawValue))."]) {
            scanner, options throws(UsageError) in
            options.mode = PagerFuzzMode(rawValue: try scanner.choice(for: "--mode", among: PagerFuzzMode.allCases.map { $0.rawValue }))!
        },
        OptionDeclaration("--out", value: "DIR", help: ["Where counterexamples go (default: \(defaults.out))."]) {
            scanner, options throws(UsageError) in options.out = try scanner.value(for: "--out")
        },
        OptionDeclaration(
            "--keep", value: "DIR",
            help: [
                "Also write every generated sequence there as an events trace,",
                "named seed-S-sequence-I.events.jsonl (an adversarial one up to",
                "its first failure), so the campaign can be replayed through",
                "another implementation of the SPEC and compared.",
            ]
        ) { scanner, options throws(UsageError) in options.keep = try scanner.value(for: "--keep") },
        OptionDeclaration(
            "--preset", value: "NAME[,NAME…]",
            help: [
                "Every realistic session plays this seed screen",
                "(\(PagerPresets.byName.map { $0.name }.joined(separator: ", "))).",
                "Several, comma-separated: one campaign each, in one",
                "process (counterexamples in DIR/NAME).",
            ]
        ) { scanner, options throws(UsageError) in
            let names = PagerPresets.byName.map { $0.name }
            let text = try scanner.value(for: "--preset")
            for name in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
                guard names.contains(name) else {
                    throw scanner.error("The value '\(name)' is invalid for '--preset': expected one of \(names.joined(separator: ", "))")
                }
                options.presets.append(name)
            }
        },
        OptionDeclaration(
            "--layout", value: "FILE",
            help: [
                "Every realistic session plays your screen: a JSON layout",
                "object (viewport, header, pager, content) or a trace whose",
                "first event is a layout.",
            ]
        ) { scanner, options throws(UsageError) in options.layoutFile = try scanner.value(for: "--layout") },
        OptionDeclaration(
            flag: "--via-uikit",
            help: [
                "Also play every realistic session as the UIKit delegate",
                "callbacks a screen gets, through PagerDriver (the embedding",
                "kit): its events and records must be the event path's, one",
                "for one (the UIKit path check).",
            ]
        ) { $0.viaUIKit = true },
        OptionDeclaration(
            flag: "--via-swiftui",
            help: [
                "Also play every realistic session as what SwiftUI's scroll",
                "views report (iOS 18 scroll phases and geometry, no",
                "delegate), through PagerDriver: events and records must be",
                "the event path's, one for one (the SwiftUI path check).",
            ]
        ) { $0.viaSwiftUI = true },
        OptionDeclaration(
            flag: "--via-web",
            help: [
                "Also play every realistic session as a user's touches in a",
                "simulated browser (Chromium's scrolling, docs/WEB-SCROLL.md),",
                "through the web edge <scroll-pager> runs: every frame's DOM",
                "must be the module's model (the web path check).",
            ]
        ) { $0.viaWeb = true },
        OptionDeclaration(
            "--regressions", value: "DIR",
            help: [
                "The regression corpus, replayed before any new sequence",
                "(default: Tests/Regressions when it exists; none: skip).",
            ]
        ) { scanner, options throws(UsageError) in options.regressions = try scanner.value(for: "--regressions") },
        OptionDeclaration(flag: "--save", help: ["Also keep each new counterexample in the regression corpus."]) { $0.save = true },
        OptionDeclaration(
            flag: "--coverage",
            help: [
                "End with the table of reducer situations reached (event",
                "kind × view phase × header mode × content kind × tap",
                "state, and the rows of single SPEC §4.7 rules) and the",
                "reachable ones no sequence reached; runs of 5,000",
                "sequences or more print it anyway (on stderr).",
            ]
        ) { $0.coverage = true },
        OptionDeclaration("--jobs", value: "N", help: ["Worker threads (default: the number of cores)."]) {
            scanner, options throws(UsageError) in
            options.jobs = try scanner.integer(for: "--jobs", expected: "a whole number > 0") { $0 > 0 }
        },
        OptionDeclaration(
            flag: "--self-test",
            help: [
                "See what a failure looks like: fuzz a deliberately broken",
                "reducer (it forgets to clamp a quick-return header at -S:",
                "PagerFuzz's PagerForgetsToClampHeader). Failures are found,",
                "shrunk to a few events and written to --out; exits 0 when",
                "the planted bug is found, 1 if it is not.",
            ]
        ) { $0.selfTest = true },
    ]

    static func options(_ partial: Options, positional: [String], _ scanner: ArgumentScanner) throws(UsageError) -> Options {
        if let extra = positional.first { throw scanner.error("Unexpected argument '\(extra)'") }
        if !partial.presets.isEmpty, partial.layoutFile != nil { throw scanner.error("--preset and --layout name two screens; give one") }
        return partial
    }

    static func execute(_ options: Options) -> ExitCode {
        if let keep = options.keep {
            // Made before the campaign, so a bad path is an error before any work is done.
            do {
                try FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
            } catch {
                printError("cannot create '\(keep)' for --keep: \(error.localizedDescription)")
                return .usageOrTraceError
            }
        }
        // The screens, each a campaign: the presets named, your layout, or random ones (nil).
        var screens: [(name: String?, layout: PagerLayout?)] = options.presets.map { name in
            (name, PagerPresets.byName.first { $0.name == name }?.layout)
        }
        if let file = options.layoutFile {
            do {
                screens = [(nil, try readLayout(atPath: file))]
            } catch {
                return failure(error)
            }
        }
        if screens.isEmpty { screens = [(nil, nil)] }
        if options.selfTest {
            printError("self-test: fuzzing a deliberately broken reducer (it forgets to clamp a quick-return header at -S)")
        }
        // The regression corpus first: every counterexample ever kept must still pass.
        let corpus = regressionCorpus(options)
        var regressionFailures = 0
        if let corpus, corpus != "none", !options.selfTest {
            let results = PagerRegressionCorpus(directory: corpus).replay()
            for result in results where result.failure != nil {
                print("FAIL  regression \(result.path): \(result.failure!)")
                regressionFailures += 1
            }
            printError("regressions: \(plural(results.count, "kept case")) replayed from \(corpus), \(regressionFailures) failing")
        }
        var worst = regressionFailures == 0 ? ExitCode.success : .difference
        for (name, screen) in screens {
            var options = options
            // Several presets: each one's counterexamples in a folder of its own (the same
            // seed and sequence name a file in each), its summary line named.
            if screens.count > 1, let name {
                options.out += "/" + name
                options.keep = options.keep.map { $0 + "/" + name }
            }
            let code = play(options, screen, label: screens.count > 1 ? name : nil)
            if code != .success, worst == .success || code == .usageOrTraceError { worst = code }
        }
        return worst
    }

    /// One campaign on `screen` (nil: random screens): its counterexamples written and
    /// printed, its summary line (after "preset `label`: " when there are several).
    static func play(_ options: Options, _ screen: PagerLayout?, label: String?) -> ExitCode {
        keepFreedMemory()
        let start = Date()  // for the rate on stderr only; results never depend on time
        let outcome = options.selfTest ? campaign(PagerForgetsToClampHeader.self, options, screen) : campaign(PagerState.self, options, screen)

        var wroteAll = true
        for counterexample in outcome.counterexamples {
            let place: String
            do {
                place = try counterexample.write(into: options.out)
            } catch {
                printError("cannot write \(options.out)/\(counterexample.fileName): \(error)")
                place = "(not written)"
                wroteAll = false
            }
            print("FAIL  sequence \(counterexample.sequence) (\(counterexample.mode.rawValue), seed \(options.seed)): \(counterexample.failure)")
            print("      \(counterexample.events.count) events (from \(counterexample.originalLength)) → \(place)")
            // The same as a Swift Testing test, beside the trace (and here when short).
            let testPath = place.hasSuffix(".events.jsonl") ? String(place.dropLast(".events.jsonl".count)) + ".swift" : place + ".swift"
            if place != "(not written)", let file = try? PagerOutputFile(replacing: testPath) {
                try? file.write(text: counterexample.swiftTest + "\n")
                try? file.commit()
                print("      as a Swift Testing test: \(testPath)")
            }
            if counterexample.events.count <= 30 {
                print(counterexample.swiftTest.split(separator: "\n").map { "      " + $0 }.joined(separator: "\n"))
            }
            if options.save, let corpus = regressionCorpus(options) ?? Optional("Tests/Regressions"), !options.selfTest {
                if let kept = try? counterexample.write(into: corpus) { print("      kept in the regression corpus: \(kept)") }
            }
        }
        let elapsed = Date().timeIntervalSince(start)
        let jobs = options.jobs == 1 ? "1 job" : "\(options.jobs) jobs"
        printError(String(format: "%.0f events/s with all invariants on (%.1f s, %@)", Double(outcome.events) / max(elapsed, 1e-9), elapsed, jobs))
        print(
            (label.map { "preset \($0): " } ?? "")
                + "\(plural(options.runs, "sequence")), \(plural(outcome.events, "event")), \(plural(outcome.counterexamples.count, "failure"))")
        var coverage = outcome.coverage
        // One screen, realistic sessions only: only its mode and content kind are reachable.
        if options.mode == .realistic, let screen { coverage.restrict(to: screen) }
        let (reached, reachable) = coverage.counts
        if options.coverage || options.runs >= 5000 {
            printError(coverage.table)
        } else {
            printError("situations: \(reached) of \(reachable) reachable reached (--coverage for the table)")
        }
        if let keepFailure = outcome.keepFailure {
            printError(keepFailure)
            return .usageOrTraceError
        }
        if !wroteAll { return .usageOrTraceError }
        if options.selfTest {
            // Finding the planted bug is the self-test passing.
            return outcome.counterexamples.isEmpty ? .difference : .success
        }
        return outcome.counterexamples.isEmpty ? .success : .difference
    }

    /// The regression corpus to replay first and to keep counterexamples in (`--regressions`,
    /// else Tests/Regressions where it exists).
    static func regressionCorpus(_ options: Options) -> String? {
        options.regressions ?? (FileManager.default.fileExists(atPath: "Tests/Regressions") ? "Tests/Regressions" : nil)
    }

    /// One campaign of reducer `R`, with progress on a terminal.
    static func campaign<R: PagerReducing>(
        _: R.Type, _ options: Options, _ screen: PagerLayout?
    ) -> (events: Int, counterexamples: [PagerCounterexample], keepFailure: String?, coverage: PagerSituationCoverage) {
        var fuzzer = PagerFuzzer<R>(seed: options.seed, maxEvents: options.maxEvents)
        fuzzer.screen = screen
        fuzzer.checksDriver = options.viaUIKit
        fuzzer.checksSwiftUI = options.viaSwiftUI
        fuzzer.checksWeb = options.viaWeb
        let campaign = PagerFuzzCampaign(fuzzer: fuzzer, runs: options.runs, mode: options.mode, jobs: options.jobs, keep: options.keep)
        let progress = ProgressLine()
        let runs = options.runs
        let started = Date()  // for the live rate only
        let report: @Sendable (PagerFuzzProgress) -> Void = { now in
            let rate = Int(Double(now.events) / max(Date().timeIntervalSince(started), 1e-3))
            progress.show("\(now.done)/\(runs) sequences, \(now.events) events (\(rate) events/s), \(plural(now.failures, "failure"))…")
        }
        let outcome = campaign.run(progress: progress.isShown ? report : nil)
        progress.clear()
        return (outcome.events, outcome.counterexamples, outcome.keepFailure, outcome.coverage)
    }
}
