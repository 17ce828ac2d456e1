// The one file of trace-replay that calls the C library by platform.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Keeps memory the process frees for its next allocations, for the length of a fuzz
/// campaign. A realistic session on a screen of 100,000 sections allocates and frees lists
/// and geometries of megabytes many times over; glibc serves each from `mmap` and gives it
/// back to the kernel at once (or trims its heap), so every session faulted the same pages
/// in again, about a third of a campaign's time in the kernel. With an `mmap` threshold of
/// 32 MiB (glibc's largest) and a trim threshold of 512 MiB they are reused instead; the
/// peak resident size barely moves. Darwin's allocator keeps freed pages on its own.
func keepFreedMemory() {
    #if canImport(Glibc)
    // `mallopt` is in <malloc.h>, which the Glibc module does not export: looked up by
    // name, and called with C's convention. M_TRIM_THRESHOLD is −1, M_MMAP_THRESHOLD −3.
    typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
    _ = mallopt(-3, 32 << 20)
    _ = mallopt(-1, 512 << 20)
    #endif
}
