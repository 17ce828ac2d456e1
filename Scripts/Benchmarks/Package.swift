// swift-tools-version:6.0
//
// ScrollPager's benchmarks, a package of their own beside the library's (as
// swift-collections keeps Benchmarks/Package.swift): benchmark programs are not products of
// the library and do not belong in its dependency graph. The Scripts/bench-*.sh scripts
// build them with `swift build --package-path Scripts/Benchmarks`.

import PackageDescription

let package = Package(
    name: "ScrollPagerBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "ScrollPager", path: "../..")],
    targets: [
        // ns per drag event of the reducer over menus of 10, 1,000 and 100,000 sections, and
        // per event of a mixed workload (events traces).
        .executableTarget(
            name: "reducer-bench",
            dependencies: [
                .product(name: "PagerCore", package: "ScrollPager"), .product(name: "PagerFuzz", package: "ScrollPager"),
                .product(name: "PagerSimulator", package: "ScrollPager"), .product(name: "PagerTrace", package: "ScrollPager"),
            ],
            path: "ReducerBench"
        ),
        // The driver + reducer cost per UIKit callback, and the recorders'.
        .executableTarget(
            name: "driver-bench",
            dependencies: [
                .product(name: "PagerCore", package: "ScrollPager"), .product(name: "PagerKit", package: "ScrollPager"),
                .product(name: "PagerSimulator", package: "ScrollPager"), .product(name: "PagerTrace", package: "ScrollPager"),
                .product(name: "PagerRecording", package: "ScrollPager"),
            ],
            path: "DriverBench"
        ),
        // A realistic 1,000,000-event trace for bench-replay.sh.
        .executableTarget(
            name: "replay-bench-trace",
            dependencies: [
                .product(name: "PagerCore", package: "ScrollPager"), .product(name: "PagerTrace", package: "ScrollPager"),
                .product(name: "PagerFuzz", package: "ScrollPager"), .product(name: "PagerSimulator", package: "ScrollPager"),
            ],
            path: "ReplayBench"
        ),
    ],
    swiftLanguageModes: [.v6]
)
