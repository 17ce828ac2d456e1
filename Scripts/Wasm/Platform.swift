// PagerTrace's platform calls for the WebAssembly build (Scripts/wasm.sh), which compiles
// the trace codec's files — not PagerTrace's file I/O — with this file instead of
// Sources/PagerTrace/Platform.swift: there is no C library to call.
enum Platform {
    @inline(__always)
    static func copy(_ destination: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) {
        destination.copyMemory(from: source, byteCount: count)
    }

    @inline(__always)
    static func equalBytes(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ count: Int) -> Bool {
        for i in 0..<count where a.load(fromByteOffset: i, as: UInt8.self) != b.load(fromByteOffset: i, as: UInt8.self) {
            return false
        }
        return true
    }

    /// `strtod`'s slow path of the number reader. The module writes trace lines; it never
    /// reads one (JavaScript parses them), so this is never reached.
    static func parseDouble(_ text: UnsafePointer<CChar>) -> Double {
        fatalError("the WebAssembly build reads no trace text")
    }
}
