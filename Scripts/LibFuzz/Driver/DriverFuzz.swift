// libFuzzer target: the driver (PagerFuzz.DriverCheck), built by Scripts/libfuzz.sh with
// -sanitize=fuzzer,address and -DLIBFUZZER. Without LIBFUZZER it is a plain program that
// runs the check on the files it is given (a reproducer that needs no libFuzzer).
import PagerDriver
import PagerFuzz

#if LIBFUZZER
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftPM links an executable's entry point as `<module>_main`; libFuzzer's own `main` is
/// then not linked in, so this one hands over to libFuzzer's driver.
@_cdecl("driver_fuzz_main")
public func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    typealias Callback = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    typealias RunDriver = @convention(c) (UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, Callback) -> CInt
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
        fatalError("libFuzzer is not linked in: build with Scripts/libfuzz.sh")
    }
    var count = argc, arguments = argv
    return unsafeBitCast(symbol, to: RunDriver.self)(&count, &arguments, fuzzOne)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let failure = DriverCheck.failure(bytes) { fatalError("driver check: \(failure)") }
    return 0
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
            for event in PagerDriver.drive(DriverCheck.callbacks(Array(data))).events { print(event.jsonLine) }
            exit(0)
        }
        exit(FuzzReproducer.run(arguments, check: DriverCheck.failure))
    }
}
#endif
