// Reading a whole small text file (a scenario script, a layout), with the same errors as
// the trace readers: `PATH: No such file or directory`.

/// The whole file at `path` as UTF-8 text (`-`: standard input).
///
/// - Throws: `PagerFileError` with the system's reason when it cannot be read.
public func readTextFile(atPath path: String) throws(PagerFileError) -> String {
    let descriptor: Int32 = path == "-" ? 0 : Platform.openForReading(path)
    guard descriptor >= 0 else { throw PagerFileError(path, errno: Platform.lastError) }
    defer { if descriptor != 0 { Platform.closeFile(descriptor) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = chunk.withUnsafeMutableBytes { Platform.readBytes(descriptor, $0.baseAddress!, $0.count) }
        if count > 0 {
            bytes.append(contentsOf: chunk[..<count])
        } else if count == 0 {
            return String(decoding: bytes, as: UTF8.self)
        } else {
            let code = Platform.lastError
            if Platform.isInterrupted(code) { continue }
            throw PagerFileError(path, errno: code)
        }
    }
}
