import ArgumentParser
import Foundation
import Media
import Raster
import Scenes

/// `render`'s options for an animated output: a video, an animated image or a folder.
struct ExportArguments: ParsableArguments {
    @Option(parsing: .unconditional, help: "Frames per second of an animation, 1…240. Default 60; a GIF's 50 (its delays are whole hundredths and browsers slow shorter ones).")
    var fps: Int?

    @Option(parsing: .unconditional, help: "Seconds to record, up to 120: the animation is cut there, or its last frame held. Default: until it comes to rest.")
    var duration: GivenNumber?

    @Flag(help: "Play the animation forward and then back, so a looping GIF runs smoothly.")
    var loop = false

    @Option(name: .customLong("time-scale"), parsing: .unconditional, help: "Slow motion: K times slower, 1…100 (the window's - and = step 1, 2, 5, 10).")
    var timeScale: GivenNumber?

    @Flag(help: "Space the frames evenly in progress instead of time: --frames N of them (default 60), with none of the animation's easing.")
    var scrub = false

    /// True when any option asks for an animation in time.
    var givesTiming: Bool { fps != nil || duration != nil || loop || timeScale != nil }

    /// The frame rate for `format` (nil: a folder of PNGs), checked.
    func framesPerSecond(for format: VideoFormat?) throws -> Int {
        let rate = fps ?? (format == .gif ? 50 : 60)
        guard (1...240).contains(rate) else { throw CLIError("--fps must be 1…240, got \(rate)") }
        if let format, Double(rate) > format.maximumFramesPerSecond {
            throw CLIError("--fps \(rate) is more than a \(format.rawValue) can show (\(Int(format.maximumFramesPerSecond)) at most)")
        }
        return rate
    }

    /// The recording's settings, checked.
    func playback() throws -> Playback {
        if let duration, !(duration.value > 0 && duration.value <= Recording.longest) {
            throw CLIError("--duration must be more than 0 and at most \(Int(Recording.longest)) seconds, got \(duration.typed)")
        }
        if let timeScale, !(timeScale.value >= 1 && timeScale.value <= 100) {
            throw CLIError("--time-scale must be 1…100 (times slower), got \(timeScale.typed)")
        }
        return Playback(timeScale: timeScale?.value ?? 1)
    }
}

/// Where `render --out` sends its frames, by the path's form and extension.
enum OutputTarget: Equatable {
    /// One frame: PNG or JPEG.
    case png, jpeg
    /// A folder of `frame-NNNN.png`.
    case folder
    /// A video or animated image.
    case video(VideoFormat)

    static let extensions = ".png, .jpg, .mp4, .webm, .gif, .webp, .apng, .mov, or a folder"
    /// The targets that keep a transparent background, for the line that refuses the others.
    static let transparentOnes = ".png, .apng, .webp, .webm, .mov or .gif (1-bit), or a folder of PNGs"

    /// True when the target keeps transparency (an alpha channel, or a GIF's 1 bit).
    var carriesAlpha: Bool {
        switch self {
        case .png, .folder: return true
        case .jpeg: return false
        case .video(let format): return format.carriesAlpha
        }
    }

    /// Throws the one line refusing a transparent background for a target without alpha.
    func checkTransparency(_ background: SceneBackground) throws {
        guard background.isTransparent, !carriesAlpha else { return }
        let name = if case .video(let format) = self { format.rawValue } else { "jpg" }
        throw CLIError("a .\(name) cannot be transparent; write \(Self.transparentOnes)")
    }

    /// The target `path` names; `sequence` when the command asks for more than one frame
    /// (then `.png` is an animated PNG).
    init(_ path: String, sequence: Bool) throws {
        guard !path.isEmpty else { throw CLIError("cannot write '': the path is empty") }
        let name = (path as NSString).lastPathComponent
        let ext = (name as NSString).pathExtension
        // A folder: named so, there already, or a new name without an extension for frames.
        let exists = FileSystem.exists(path), isDirectory = exists && FileSystem.isDirectory(path)
        let lower = path.lowercased()
        let namesAFile = VideoFormat.forPath(path, animatedPNG: sequence) != nil
            || [".png", ".jpg", ".jpeg"].contains { lower.hasSuffix($0) }
        // A file's name that is a folder: the person meant a file (a folder of frames is
        // asked for with a trailing slash, or a name without an extension).
        if isDirectory, namesAFile, !path.hasSuffix("/") {
            throw CLIError("cannot write '\(path)': it is a directory; name a new file, or write '\(path)/' "
                           + "for a folder of frames")
        }
        if path.hasSuffix("/") || isDirectory || (sequence && ext.isEmpty && !exists) {
            self = .folder
            return
        }
        if let format = VideoFormat.forPath(path, animatedPNG: sequence) {
            self = .video(format)
        } else if lower.hasSuffix(".png") {
            self = .png
        } else if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg") {
            self = .jpeg
        } else {
            throw CLIError("cannot write '\(path)': " + (ext.isEmpty ? "it has no extension" : "'.\(ext)' is not a format this program writes")
                           + " (use \(Self.extensions))")
        }
    }

    /// True for one frame.
    var isStill: Bool { self == .png || self == .jpeg }
}

/// Frames by index, drawn on demand: an encoder may ask for them twice (a GIF's palette
/// pass) and in any order (the way back of a loop).
struct FrameSource {
    let count: Int
    let frame: (Int) -> Bitmap
}

/// Writing a `FrameSource` to a folder or a video, with a progress bar and all or nothing.
enum Exporter {
    /// Writes `frames` to `target` at `fps`, keeping their transparency with `alpha` (a
    /// video's; PNG frames keep theirs always); `label` names the run on the progress bar.
    /// Returns the line to print.
    static func write(_ frames: FrameSource, to target: OutputTarget, path: String, fps: Int, overwrite: Bool,
                      alpha: Bool = false, label: String) throws -> String {
        switch target {
        case .folder:
            try writeFolder(frames, to: path, overwrite: overwrite, label: label)
            return "wrote \(frames.count) frames to \(path)"
        case .video(let format):
            try writeVideo(frames, format: format, to: path, fps: fps, alpha: alpha, label: label)
            let seconds = DecimalText.fixed(Double(frames.count) / Double(fps), places: 2)
            return "wrote \(path) (\(format.rawValue), \(frames.count) frames at \(fps) fps, \(seconds) s)"
        case .png, .jpeg:
            preconditionFailure("a still is one frame")
        }
    }

    private static func writeFolder(_ frames: FrameSource, to out: String, overwrite: Bool, label: String) throws {
        let folder = try FrameFolder(out, overwrite: overwrite)
        var bar = Output.ProgressBar(total: frames.count, label: label)
        // Frames are drawn here and compressed on both cores while the next is drawn.
        let writes = ParallelWrites(lanes: max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4)))
        Interruption.watch()
        do {
            for i in 0..<frames.count {
                let bitmap = frames.frame(i)
                try Interruption.check {}
                let path = folder.path(ofFrame: i)
                try writes.submit { try ImageFile.savePNG(bitmap, to: path, fast: true); return path }
                bar.update(i + 1)
            }
            try writes.finish()
            try Interruption.check {}
        } catch {
            // All or nothing: a sequence that cannot be finished leaves none of its frames,
            // nor the folder it made for them.
            writes.removeWritten()
            folder.abandon()
            if let error = error as? MediaError { throw CLIError(error.description) }
            throw error
        }
    }

    private static func writeVideo(_ frames: FrameSource, format: VideoFormat, to out: String, fps: Int,
                                   alpha: Bool, label: String) throws {
        guard frames.count > 0 else { throw CLIError("nothing to write: the animation has no frames") }
        // Let go of once it is encoded: the frame shares its pixels with the renderer's own
        // bitmap, and while it is held the next frame's drawing copies them (4 MB at
        // 1280x800), an allocation that trapped the runtime where an encoder's libraries had
        // taken the last of the address space under `ulimit -v`.
        var first: Bitmap? = frames.frame(0)
        let (width, height) = (first!.width, first!.height)
        let writer: VideoWriter
        do {
            writer = try VideoWriter(path: out, format: format, width: width, height: height,
                                     framesPerSecond: fps, alpha: alpha)
        } catch { throw CLIError(error.description) }
        Interruption.watch()
        do {
            let passes = writer.needsAnalysis ? 2 : 1
            var bar = Output.ProgressBar(total: frames.count * passes, label: label)
            for pass in 0..<passes {
                for i in 0..<frames.count {
                    let bitmap: Bitmap
                    if let held = first { (bitmap, first) = (held, nil) } else { bitmap = frames.frame(i) }
                    try Interruption.check { writer.cancel() }
                    if pass + 1 < passes { try writer.analyze(bitmap) } else { try writer.append(bitmap) }
                    bar.update(pass * frames.count + i + 1)
                }
            }
            try Interruption.check { writer.cancel() }
            // Checked again once the encoder's last frames are out, just before the rename.
            try writer.finish { try Interruption.check {} }
        } catch let error as MediaError {
            writer.cancel()
            throw CLIError(error.description)
        } catch {
            writer.cancel()
            throw error
        }
    }
}

/// Writes files on a few threads at once, at most `lanes` in flight, remembering what was
/// written (to remove it all on a failure) and the first error.
final class ParallelWrites: @unchecked Sendable {
    private let queue = DispatchQueue(label: "foldpreview.writes", attributes: .concurrent)
    private let group = DispatchGroup()
    private let slots: DispatchSemaphore
    private let lock = NSLock()
    private var written: [String] = []
    private var failure: Error?

    init(lanes: Int) { slots = DispatchSemaphore(value: lanes) }

    /// Runs `write` (which returns the path it wrote) when a lane is free; throws the first
    /// error any earlier write met.
    func submit(_ write: @escaping @Sendable () throws -> String) throws {
        try rethrowFailure()
        slots.wait()
        group.enter()
        queue.async { [self] in
            defer {
                slots.signal()
                group.leave()
            }
            do {
                let path = try write()
                lock.withLock { written.append(path) }
            } catch {
                lock.withLock { if failure == nil { failure = error } }
            }
        }
    }

    /// Waits for every write; throws the first error.
    func finish() throws {
        group.wait()
        try rethrowFailure()
    }

    /// Waits for the writes under way, then removes every file written.
    func removeWritten() {
        group.wait()
        lock.withLock { written }.forEach { FileSystem.remove($0) }
    }

    private func rethrowFailure() throws {
        if let failure = lock.withLock({ failure }) { throw failure }
    }
}
