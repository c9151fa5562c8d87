import Dispatch
import Foundation
import Media
import Raster
import Scenes
import Synchronization

/// Where a recording's frames go: a `VideoWriter`, or a stand-in in tests. Called on the
/// recorder's own queue only.
protocol RecordingSink: AnyObject {
    /// Encodes `bitmap` as frame `index` (in 1/fps; gaps hold the frame before).
    func append(_ bitmap: Bitmap, at index: Int?) throws(MediaError)
    /// Finishes the file.
    func finish() throws(MediaError)
    /// Stops and leaves nothing.
    func cancel()
}

extension VideoWriter: RecordingSink {}

/// Ctrl-R: what the window shows of the scene (never the HUD, help or messages), written to
/// a video while the window draws on. The frame thread only hands over each presented
/// frame and the moment it was shown; a queue of its own converts and encodes them, each at
/// its moment (1/fps slots), so a slow frame holds the one before instead of changing the
/// video's timing.
///
/// The frame thread never waits for the encoder, and the frames waiting for it are bounded
/// (`capacity`): when the encoder falls behind (a big window, a GIF's palette per frame, a
/// busy machine), a frame handed over while `capacity` are waiting is dropped and counted
/// (`droppedFrames`), and the one before it is held in the video for its moment.
final class WindowRecorder: @unchecked Sendable {
    /// Frames per second of the recording's time base.
    static func framesPerSecond(_ format: VideoFormat) -> Int { format == .gif ? 50 : 60 }

    /// What Ctrl-R writes when `asked` (`--record-format`) and the scene is drawn on
    /// `background`: `asked`, but WebM (VP9) for a transparent background, which MP4
    /// cannot carry; the frames keep their alpha as far as the writer takes it.
    static func format(asked: VideoFormat, background: SceneBackground) -> VideoFormat {
        background.isTransparent && asked == .mp4 ? .webm : asked
    }

    /// Frames that may wait for the encoder: up to a second of them at 60 fps, as long as
    /// they stay within about 256 MB (8 at 3840×2160), and 2 at least.
    static func capacity(width: Int, height: Int) -> Int {
        let frameBytes = max(1, width * height * 4)
        return min(60, max(2, 256 * 1_048_576 / frameBytes))
    }

    /// What became of a frame handed over.
    enum Handover: Equatable {
        /// On its way to the encoder.
        case queued
        /// Dropped: `capacity` frames were already waiting. `first` for the recording's
        /// first drop (the moment to say it falls behind, once).
        case dropped(first: Bool)
        /// The recording has stopped.
        case stopped
    }

    let path: String
    let format: VideoFormat
    /// The frame size recorded: the window's, plus a column or row (the last repeated) for odd sides in MP4 or WebM.
    let width: Int, height: Int
    /// Frames that may wait for the encoder at once.
    let capacity: Int

    private let sink: RecordingSink
    private let start: Double
    private let queue = DispatchQueue(label: "foldpreview.recording", qos: .userInitiated)
    /// Touched only on `queue`.
    private var failure: MediaError?
    private var lastSlot = -1
    /// The frame written last, for the end's hold. Touched only on `queue`.
    private var lastFrame: Bitmap?
    /// Slots the first frame and the last are held beyond their own (`--record-hold-start`, `--record-hold-end`).
    private let holds: (start: Int, end: Int)
    /// What `stop` left: the path written, or why not; nil until the file is finished.
    private let outcome = Mutex<Result<String, MediaError>?>(nil)
    private let stopped = Atomic<Bool>(false)
    /// Frames handed to `queue` and not yet encoded.
    private let waiting = Atomic<Int>(0)
    private let dropped = Atomic<Int>(0)

    /// Starts a recording into `foldpreview-YYYYMMDD-HHMMSS.<format>` in `directory` of
    /// frames of `width` × `height`, the first shown at `time` (seconds on the window's
    /// clock); with `alpha`, the frames' transparency is kept (a format that carries it).
    /// `holds`: frames the first and the last frame are held beyond their own moment.
    convenience init(directory: String, format: VideoFormat, width: Int, height: Int, alpha: Bool = false,
                     holds: (start: Int, end: Int) = (0, 0), at time: Double, date: Date) throws {
        // An odd side gains a pixel repeating the last, as `render` pads (`FrameShape`).
        let even = format.needsEvenSides
        let (width, height) = even ? (width + width % 2, height + height % 2) : (width, height)
        guard width > 0, height > 0 else { throw CLIError("the window is too small to record") }
        let path = Output.freshName(in: directory, extension: format.rawValue, date: date)
        let writer: VideoWriter
        do {
            writer = try VideoWriter(path: path, format: format, width: width, height: height,
                                     framesPerSecond: Self.framesPerSecond(format), streaming: true, alpha: alpha)
        } catch { throw CLIError(Self.startProblem(error, path: path)) }
        self.init(sink: writer, path: path, format: format, width: width, height: height, at: time,
                  capacity: Self.capacity(width: width, height: height), holds: holds)
    }

    /// A recording of `width` × `height` frames (the sides `format` takes) into `sink`,
    /// which writes `path`, the first frame shown at `time`; at most `capacity` (≥ 1)
    /// frames wait for `sink` at once; the first frame is held `holds.start` slots more
    /// (every later one comes that much later) and the last `holds.end` more.
    init(sink: RecordingSink, path: String, format: VideoFormat, width: Int, height: Int, at time: Double,
         capacity: Int, holds: (start: Int, end: Int) = (0, 0)) {
        self.holds = holds
        self.sink = sink
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.capacity = max(1, capacity)
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

    /// Frames dropped so far because the encoder was behind.
    var droppedFrames: Int { dropped.load(ordering: .relaxed) }

    /// Frames handed over and not yet encoded.
    var framesWaiting: Int { waiting.load(ordering: .relaxed) }

    /// Hands over `frame` (the window's size when the recording began), shown at `time`;
    /// never waits: with `capacity` frames already waiting it is dropped instead.
    @discardableResult
    func add(_ frame: Bitmap, at time: Double) -> Handover {
        guard !isStopped else { return .stopped }
        guard waiting.wrappingAdd(1, ordering: .relaxed).newValue <= capacity else {
            waiting.wrappingSubtract(1, ordering: .relaxed)
            return .dropped(first: dropped.wrappingAdd(1, ordering: .relaxed).oldValue == 0)
        }
        enqueue(frame, at: time)
        return .queued
    }

    /// Ends the recording: `last` (the frame shown last, held until `time`) is written
    /// whatever is waiting, then the file is finished on the recording's queue; `result`
    /// has its path (or the error) when done.
    func stop(holding last: Bitmap? = nil, at time: Double = 0) {
        guard !stopped.exchange(true, ordering: .relaxed) else { return }
        if let last {
            waiting.wrappingAdd(1, ordering: .relaxed)
            enqueue(last, at: time)
        }
        queue.async { [self] in
            let result: Result<String, MediaError>
            if let failure {
                sink.cancel()
                result = .failure(failure)
            } else {
                do throws(MediaError) {
                    // The end's hold: the last frame once more, `holds.end` slots on (the
                    // slots between hold it).
                    if holds.end > 0, let lastFrame { try sink.append(lastFrame, at: lastSlot + holds.end) }
                    try sink.finish()
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

    /// Returns once everything queued before it is done: after `stop`, the file is finished
    /// and `result` set.
    func waitUntilFinished() { queue.sync {} }

    /// Encodes `frame` on the queue at its moment's slot; `waiting` counts it until then.
    /// `frame` at the recording's size: cut where it is larger, its last column and row
    /// repeated where it is smaller (an odd window in a format of even sides).
    static func fit(_ frame: Bitmap, width: Int, height: Int) -> Bitmap {
        let cut = frame.width <= width && frame.height <= height ? frame
            : frame.cropped(x: 0, y: 0, width: min(frame.width, width), height: min(frame.height, height))
        return FrameShape.padded(cut, to: (width, height))
    }

    private func enqueue(_ frame: Bitmap, at time: Double) {
        let moment = Int(((time - start) * Double(Self.framesPerSecond(format))).rounded())
        queue.async { [self] in
            defer { waiting.wrappingSubtract(1, ordering: .relaxed) }
            guard failure == nil else { return }
            // Two presents that round into one slot (vsync jitter) both stay: the later
            // takes the next slot, a fraction of a frame late, and the timing catches up.
            // After the first frame, every one comes `holds.start` slots later: the first is held.
            let slot = Swift.max(lastSlot < 0 ? moment : moment + holds.start, lastSlot + 1)
            lastSlot = slot
            let fitted = frame.width == width && frame.height == height ? frame : Self.fit(frame, width: width, height: height)
            if holds.end > 0 { lastFrame = fitted }
            do throws(MediaError) { try sink.append(fitted, at: slot) } catch { failure = error }
        }
    }
}
