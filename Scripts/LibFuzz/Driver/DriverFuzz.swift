// libFuzzer target: the driver (PagerFuzz.DriverCheck), built by Scripts/libfuzz.sh with
// -sanitize=fuzzer,address and -DLIBFUZZER. Without LIBFUZZER it is a plain program that
// runs the check on the files it is given (a reproducer that needs no libFuzzer).
import PagerKit
import PagerFuzz

#if LIBFUZZER
@_cdecl("driver_fuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    PagerLibFuzzerEntry.runDriver(argc, argv, fuzzOne)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    PagerLibFuzzerEntry.testOneInput(data, size, target: "driver", PagerDriverCheck.failure)
}
#else
import Foundation

@main
struct DriverFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // --trace FILE: the events the driver makes of the callbacks FILE's bytes stand for.
        if arguments.first == "--trace", arguments.count == 2 {
            guard let data = FileManager.default.contents(atPath: arguments[1]) else { exit(2) }
            for event in PagerDriver.drive(PagerDriverCheck.callbacks(Array(data))).events { print(event.jsonLine) }
            exit(0)
        }
        exit(PagerFuzzReproducer.run(arguments, check: PagerDriverCheck.failure))
    }
}
#endif
