// libFuzzer target: the reader (PagerFuzz.ReaderCheck), built by Scripts/libfuzz.sh with
// -sanitize=fuzzer,address and -DLIBFUZZER. Without LIBFUZZER it is a plain program that
// runs the check on the files it is given (a reproducer that needs no libFuzzer).
import PagerFuzz

#if LIBFUZZER
@_cdecl("reader_fuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    PagerLibFuzzerEntry.runDriver(argc, argv, fuzzOne)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    PagerLibFuzzerEntry.testOneInput(data, size, target: "reader", PagerReaderCheck.failure)
}
#else
import Foundation

@main
struct ReaderFuzz {
    static func main() {
        exit(PagerFuzzReproducer.run(Array(CommandLine.arguments.dropFirst()), check: PagerReaderCheck.failure))
    }
}
#endif
