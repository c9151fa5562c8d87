import Dispatch
import Foundation
import Media
import Raster
import Synchronization

/// Ctrl-R: what the window shows of the scene (never the HUD, help or messages), written to
/// a video while the window draws on. The frame thread only hands over each presented
/// frame and the moment it was shown; a queue of its own converts and encodes them, each at
/// its moment (1/fps slots), so a slow frame holds the one before instead of changing the
/// video's timing, and no frame shown is left out.
final class WindowRecorder: @unchecked Sendable {
    /// Frames per second of the recording's time base.
    static func framesPerSecond(_ format: VideoFormat) -> Int { format == .gif ? 50 : 60 }

    let path: String
    let format: VideoFormat
    /// The frame size recorded: the window's, less a column or row for odd sides in MP4.
    let width: Int, height: Int

    private let writer: VideoWriter
    private let start: Double
    private let queue = DispatchQueue(label: "foldpreview.recording", qos: .userInitiated)
    /// Touched only on `queue`.
    private var failure: MediaError?
    private var lastSlot = -1
    /// What `stop` left: the path written, or why not; nil until the file is finished.
    private let outcome = Mutex<Result<String, MediaError>?>(nil)
    private let stopped = Atomic<Bool>(false)

    /// Starts a recording into `foldpreview-YYYYMMDD-HHMMSS.<format>` in `directory` of
    /// frames of `width` × `height`, the first shown at `time` (seconds on the window's
    /// clock).
    init(directory: String, format: VideoFormat, width: Int, height: Int, at time: Double) throws {
        self.format = format
        let even = format.needsEvenSides
        self.width = even ? width & ~1 : width
        self.height = even ? height & ~1 : height
        guard self.width > 0, self.height > 0 else { throw CLIError("the window is too small to record") }
        path = Output.freshName(in: directory, extension: format.rawValue)
        do {
            writer = try VideoWriter(path: path, format: format, width: self.width, height: self.height,
                                     framesPerSecond: Self.framesPerSecond(format), streaming: true)
        } catch { throw CLIError(Self.startProblem(error, path: path)) }
        start = time
    }

    /// Why a recording to `path` could not start, naming the file (and so the folder a
    /// person must make writable): the writer's own line when it names it, else the
    /// path with FFmpeg's reason (a folder deleted under the window: "No such file or directory").
    static func startProblem(_ error: MediaError, path: String) -> String {
        guard case .library(_, let detail) = error else { return error.description }
        return "cannot write '\(path)': \(detail)"
    }

    /// True once `stop` has been asked.
    var isStopped: Bool { stopped.load(ordering: .relaxed) }

    /// Hands over `frame` (the window's size when the recording began), shown at `time`.
    func add(_ frame: Bitmap, at time: Double) {
        guard !isStopped else { return }
        let moment = Int(((time - start) * Double(Self.framesPerSecond(format))).rounded())
        queue.async { [self] in
            guard failure == nil else { return }
            // Two presents that round into one slot (vsync jitter) both stay: the later
            // takes the next slot, a fraction of a frame late, and the timing catches up.
            let slot = Swift.max(moment, lastSlot + 1)
            lastSlot = slot
            let fitted = frame.width == width && frame.height == height ? frame
                : frame.cropped(x: 0, y: 0, width: width, height: height)
            do throws(MediaError) { try writer.append(fitted, at: slot) } catch { failure = error }
        }
    }

    /// Ends the recording: the file is finished on the recording's queue; `result` has
    /// its path (or the error) when done.
    func stop() {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        queue.async { [self] in
            let result: Result<String, MediaError>
            if let failure {
                writer.cancel()
                result = .failure(failure)
            } else {
                do throws(MediaError) {
                    try writer.finish()
                    result = .success(path)
                } catch {
                    result = .failure(error)
                }
            }
            outcome.withLock { $0 = result }
        }
    }

    /// The path written or the error, once `stop` has finished; nil before.
    var result: Result<String, MediaError>? { outcome.withLock { $0 } }
}
