// What every libFuzzer target's entry points share (Scripts/LibFuzz): the hand-over to
// libFuzzer's driver and one input through a check. The platform call is here alone.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bodies of a libFuzzer target's two `@_cdecl` entry points.
public enum PagerLibFuzzerEntry {
    /// `LLVMFuzzerTestOneInput`'s C type.
    public typealias TestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

    /// SwiftPM links an executable's entry point as `<module>_main`; libFuzzer's own `main`
    /// is then not linked in, so the target's `main` hands over to libFuzzer's driver here.
    public static func runDriver(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ testOneInput: TestOneInput
    ) -> CInt {
        var count = argc, arguments = argv
        #if LIBFUZZER
        // A libFuzzer build (-DLIBFUZZER, Scripts/libfuzz.sh and .clusterfuzzlite/build.sh)
        // links the driver in: called directly, it needs no exported symbol (a static
        // standard library, as OSS-Fuzz builds, leaves libFuzzer's symbols hidden).
        return llvmFuzzerRunDriver(&count, &arguments, testOneInput)
        #else
        typealias RunDriver =
            @convention(c) (
                UnsafeMutablePointer<CInt>, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>, TestOneInput
            ) -> CInt
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "LLVMFuzzerRunDriver") else {
            fatalError("libFuzzer is not linked in: build with Scripts/libfuzz.sh")
        }
        return unsafeBitCast(symbol, to: RunDriver.self)(&count, &arguments, testOneInput)
        #endif
    }

    /// One input through `check`: a failure is a crash libFuzzer keeps, named after `target`.
    public static func testOneInput(
        _ data: UnsafePointer<UInt8>?, _ size: Int, target: String, _ check: ([UInt8]) -> String?
    ) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if plantedCrash(target) { fatalError("\(target) check: a planted crash (SCROLLPAGER_LIBFUZZ_PLANTED_CRASH)") }
        if let failure = check(bytes) { fatalError("\(target) check: \(failure)") }
        return 0
    }

    /// Whether `SCROLLPAGER_LIBFUZZ_PLANTED_CRASH` names this target: then every input
    /// crashes it, so that Scripts/libfuzz-check.sh can show a crash is found and kept.
    private static func plantedCrash(_ target: String) -> Bool {
        guard let value = getenv("SCROLLPAGER_LIBFUZZ_PLANTED_CRASH") else { return false }
        return String(cString: value) == target
    }
}

#if LIBFUZZER
/// libFuzzer's `int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const
/// uint8_t *Data, size_t Size))`: pointers in, an `int` out, which the Swift and C calling
/// conventions pass alike on the platforms libFuzzer supports.
@_silgen_name("LLVMFuzzerRunDriver")
private func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ testOneInput: PagerLibFuzzerEntry.TestOneInput
) -> CInt
#endif
