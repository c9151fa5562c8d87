import Dispatch
import FFmpegLoader
import Synchronization

/// FFmpeg's libraries, loaded on first use (a PNG, a video) so that commands that need
/// none start fast. Loading them takes a few hundred milliseconds on a busy machine; the
/// window loads them ahead, off its frame thread, so its first Ctrl-R does not wait.
public enum FFmpegLibraries {
    /// True once the libraries are loaded.
    public static var isLoaded: Bool { ffl_is_loaded() }

    /// The sonames the loader opens, in load order ("libavutil.so.59", …), from the FFmpeg
    /// headers the program was built with; the Debian package's `Depends` is computed from them.
    public static var sonames: [String] {
        (0..<ffl_library_count()).compactMap { ffl_library_soname($0).map { String(cString: $0) } }
    }

    /// Loads the libraries now unless they are loaded; throws the loader's reason.
    public static func load() throws(MediaError) { try FFmpegLog.start() }

    /// Loads the libraries on a background queue unless they are loaded or being loaded.
    /// A failure is left to the first real use to report, with its own message.
    public static func loadInBackground() {
        guard !isLoaded, !started.exchange(true, ordering: .relaxed) else { return }
        DispatchQueue.global(qos: .utility).async { try? FFmpegLog.start() }
    }

    /// True once `loadInBackground` has started a load.
    private static let started = Atomic<Bool>(false)
}
