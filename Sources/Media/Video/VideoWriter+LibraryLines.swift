import FFmpegLoader

/// What the libraries behind FFmpeg write on their own, held for the one line a failed
/// export says (`LibraryLines.h`).
extension VideoWriter {
    /// Holds the lines a library behind FFmpeg writes on its own to standard error (libx264
    /// reports a failed allocation there itself) for `libraryWords`, to become part of the
    /// one line a failed export says. It replaces the C `stderr` stream, so the program calls
    /// it once at start, before any other thread writes there; a test runner, which writes
    /// its own lines to that stream from many threads, never calls it.
    public static func holdLibraryLines() {
        _ = ffl_hold_library_lines()
    }

    /// What a library behind FFmpeg wrote on its own since the last call (`LibraryLines.h`),
    /// as words for a message, "x264: malloc of size 6056256 failed"; nil when nothing.
    static func libraryWords() -> String? {
        var buffer = [CChar](repeating: 0, count: 1024)
        ffl_library_lines(&buffer, buffer.count)
        let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let lines = text.split(separator: "\n").map { line in
            // "x264 [error]: what" reads "x264: what".
            guard let open = line.range(of: " ["), let close = line.range(of: "]: ") else { return String(line) }
            return String(line[..<open.lowerBound]) + ": " + String(line[close.upperBound...])
        }
        return lines.isEmpty ? nil : lines.joined(separator: "; ")
    }
}
