import Dispatch
import FFmpegLoader
import Synchronization

/// FFmpeg's libraries, loaded on first use (a PNG, a video) so that commands that need
/// none start fast. Loading them takes a few hundred milliseconds on a busy machine; the
/// window loads them ahead, off its frame thread, so its first Ctrl-R does not wait.
public enum FFmpegLibraries {
    /// True once the libraries are loaded.
    public static var isLoaded: Bool { ffl_is_loaded() }

    /// Loads the libraries on a background queue unless they are loaded or being loaded.
    /// A failure is left to the first real use to report, with its own message.
    public static func loadInBackground() {
        guard !isLoaded, !started.exchange(true, ordering: .relaxed) else { return }
        DispatchQueue.global(qos: .utility).async { try? FFmpegLog.start() }
    }

    /// True once `loadInBackground` has started a load.
    private static let started = Atomic<Bool>(false)
}
