// swift-tools-version:6.0
//
// ScrollPager — a pure, event-sourced reducer for pager + list screens.
// No package dependencies, by design (see README "Rules of the house").

import PackageDescription

let package = Package(
    name: "ScrollPager",
    // Everything but the executables builds on Apple platforms too, from iOS 16 / macOS 13;
    // the SwiftUI part (PagerView, PagerModel, PagerObservation) says @available(iOS 18,
    // macOS 15, …): SwiftUI reports scroll phases and geometry from there.
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "PagerCore", targets: ["PagerCore"]),
        .library(name: "PagerPhysics", targets: ["PagerPhysics"]),
        .library(name: "PagerKit", targets: ["PagerKit"]),
        .library(name: "TraceCodec", targets: ["TraceCodec"]),
        .library(name: "PagerTrace", targets: ["PagerTrace"]),
        .library(name: "PagerRecording", targets: ["PagerRecording"]),
        .library(name: "PagerSimulator", targets: ["PagerSimulator"]),
        .library(name: "PagerFuzz", targets: ["PagerFuzz"]),
        // What an app imports: the reducer, the kit and the ready screens.
        .library(name: "ScrollPager", targets: ["ScrollPager"]),
        .executable(name: "trace-replay", targets: ["trace-replay"]),
        .executable(name: "pager-demo", targets: ["pager-demo"]),
    ],
    targets: [
        // The reducer. Imports nothing, not even Foundation, so it embeds anywhere.
        .target(
            name: "PagerCore",
            // `Double.rounded` lowers to libm's `round`/`floor`; with no Foundation import
            // nothing else links libm on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // UIScrollView-like motion in closed form (SPEC §7): deceleration, bounce, rubber band,
        // snapping — one implementation for the simulator and the driver's fling. Imports
        // nothing; its exp, log and pow are its own, so it gives the same bits everywhere.
        .target(name: "PagerPhysics", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .testTarget(name: "PagerPhysicsTests", dependencies: ["PagerPhysics"]),

        // Seeded generators, §8 invariants, shrinking (SPEC §8).
        .target(name: "PagerFuzz", dependencies: ["PagerCore", "PagerKit", "PagerTrace", "PagerSimulator"]),
        .target(name: "PagerTestSupport", dependencies: ["PagerCore", "PagerKit", "PagerPhysics"], path: "Tests/PagerTestSupport"),
        .testTarget(name: "PagerCoreTests", dependencies: ["PagerCore", "PagerTestSupport"]),

        // The trace codec: events and records to and from JSON lines, bit for bit. Imports
        // only PagerCore (and the C library behind one file), so it builds as Embedded Swift.
        .target(name: "TraceCodec", dependencies: ["PagerCore"]),
        // Trace files: streaming readers, atomic outputs, the differ, replay, the corpus check.
        .target(name: "PagerTrace", dependencies: ["PagerCore", "TraceCodec"]),
        // Recording in an app: the events trace and the UIKit callbacks, cheaply, to files.
        .target(name: "PagerRecording", dependencies: ["PagerCore", "PagerKit", "PagerTrace"]),
        // (End to end: the recordings are replayed by the trace-replay binary.)
        .testTarget(name: "PagerRecordingTests", dependencies: ["trace-replay", "PagerRecording", "PagerKit", "PagerCore", "PagerSimulator", "PagerTrace", "PagerTestSupport"]),
        .testTarget(name: "PagerTraceTests", dependencies: ["PagerTrace", "TraceCodec", "PagerCore", "PagerFuzz", "PagerTestSupport"]),

        // The embedding kit: UIKit callbacks in, events and scroll-view actions out, a screen
        // model every front end draws, an @Observable model for SwiftUI, the UIKit adapter.
        .target(name: "PagerKit", dependencies: ["PagerCore", "PagerPhysics"]),
        // The drop-in screens (UIKit), on the kit; their frames computed in a tested model.
        .target(name: "ScrollPager", dependencies: ["PagerCore", "PagerKit", "PagerRecording"]),
        .testTarget(name: "ScrollPagerTests", dependencies: ["ScrollPager", "PagerCore", "PagerKit", "PagerSimulator", "PagerTestSupport"]),
        .testTarget(name: "PagerKitTests", dependencies: ["PagerKit", "PagerCore", "PagerSimulator", "PagerTrace", "PagerFuzz", "PagerTestSupport"]),

        // `trace-replay view`: a trace as one self-contained HTML page drawing the screen model.
        // (Its JavaScript is in JavaScript/*.js, inlined by Scripts/viewer-js.sh.)
        .target(name: "PagerViewer", dependencies: ["PagerCore", "PagerKit", "TraceCodec", "PagerTrace"], exclude: ["JavaScript"]),
        .testTarget(name: "PagerViewerTests", dependencies: ["PagerViewer", "PagerCore", "PagerKit", "PagerTrace", "PagerTestSupport"]),

        // UIScrollView-like physics and a host that drives the reducer (SPEC §7), reporting
        // SPEC §2 events or, in UIKit mode, the delegate callbacks a UIScrollView sends.
        .target(name: "PagerSimulator", dependencies: ["PagerCore", "PagerPhysics", "PagerKit"]),
        .testTarget(name: "PagerSimulatorTests", dependencies: ["PagerSimulator", "PagerKit", "PagerTrace"]),
        .testTarget(name: "PagerFuzzTests", dependencies: ["PagerFuzz", "PagerCore", "PagerKit", "PagerTrace", "PagerSimulator", "PagerTestSupport"]),

        // The terminal front end: a renderer and key handling (testable), and the program.
        .target(name: "PagerDemo", dependencies: ["PagerCore", "PagerKit", "PagerSimulator", "PagerTrace"]),
        .executableTarget(name: "pager-demo", dependencies: ["CommandLineSupport", "PagerDemo", "PagerCore", "PagerSimulator", "PagerTrace"]),
        .testTarget(name: "PagerDemoTests", dependencies: ["pager-demo", "PagerDemo", "PagerCore", "PagerSimulator", "PagerTrace", "PagerTestSupport"]),

        // The argument scanner both tools share.
        .target(name: "CommandLineSupport"),

        // The command-line tool: arguments and printing only, one file per subcommand.
        .executableTarget(name: "trace-replay", dependencies: ["CommandLineSupport", "PagerTrace", "PagerRecording", "PagerCore", "PagerSimulator", "PagerFuzz", "PagerViewer"]),
        .testTarget(name: "TraceReplayTests", dependencies: ["trace-replay", "CommandLineSupport", "PagerTestSupport"]),

        // libFuzzer targets (Scripts/libfuzz.sh builds them with -sanitize=fuzzer,address).
        .executableTarget(name: "reader-fuzz", dependencies: ["PagerFuzz"], path: "Scripts/LibFuzz/Reader"),
        .executableTarget(name: "reducer-fuzz", dependencies: ["PagerFuzz"], path: "Scripts/LibFuzz/Reducer"),
        .executableTarget(name: "driver-fuzz", dependencies: ["PagerFuzz", "PagerKit"], path: "Scripts/LibFuzz/Driver"),
        // (The benchmarks are a package of their own: Scripts/Benchmarks/Package.swift.)
    ],
    swiftLanguageModes: [.v6]
)
