// libFuzzer target: the reducer (PagerFuzz.ReducerCheck), built by Scripts/libfuzz.sh with
// -sanitize=fuzzer,address and -DLIBFUZZER. Without LIBFUZZER it is a plain program that
// runs the check on the files it is given (a reproducer that needs no libFuzzer).
import PagerFuzz

#if LIBFUZZER
@_cdecl("reducer_fuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    PagerLibFuzzerEntry.runDriver(argc, argv, fuzzOne)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    PagerLibFuzzerEntry.testOneInput(data, size, target: "reducer", PagerReducerCheck.failure)
}
#else
import Foundation

@main
struct ReducerFuzz {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // --trace FILE: the session FILE's bytes stand for, as an events trace.
        if arguments.first == "--trace", arguments.count == 2 {
            guard let data = FileManager.default.contents(atPath: arguments[1]) else { exit(2) }
            for event in PagerReducerCheck.session(Array(data)) { print(event.jsonLine) }
            exit(0)
        }
        exit(PagerFuzzReproducer.run(arguments, check: PagerReducerCheck.failure))
    }
}
#endif
