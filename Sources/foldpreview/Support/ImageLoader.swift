import Foundation
import Media
@preconcurrency import Glibc

/// Loads a user's image without trusting the decoder: the file is decoded by a child
/// process of this program (`decode-image`, a `DecoderChild`), which this process waits for
/// while it reads the image and the child's messages through pipes; the child limits its
/// own processor time and memory and dies with its parent. A file that crashes SDL_image,
/// loops inside libpng or asks for gigabytes is refused with one line while the program
/// carries on, and nothing is left behind: no file, no process.
enum ImageLoader {
    /// The processor time any decode may use, seconds: `processorLimit(forImageAt:)`'s
    /// largest value.
    static let largestProcessorLimit = processorLimit(forPixels: ImageHeader.maximumPixels)

    /// How long a decode may take by the clock, seconds: far above any processor limit, so
    /// a busy machine (where a decode waits for a processor) never meets it; it bounds a
    /// decoder that sleeps instead of working.
    static let clockLimit = 30.0

    /// The processor time (user and system, counted by the kernel for the child alone) a
    /// decode of the file at `path` may use before it is refused, seconds: 2 s, and 2 s more
    /// per 100 megapixels its header declares; `largestProcessorLimit` when the header
    /// cannot be read (a format without a size up front, a file that is not a regular one).
    /// The largest images take 1.2–1.7 s (8192×8192, 67 megapixels) and 2.0–2.7 s (10000×10000,
    /// 100 megapixels, downscaled) of it, about half of what they are given; the PNG that
    /// loops libpng declares 64×48 and is stopped after 2 s.
    static func processorLimit(forImageAt path: String) -> Double {
        guard let size = declaredSize(path) else { return largestProcessorLimit }
        return processorLimit(forPixels: min(size.width * size.height, ImageHeader.maximumPixels))
    }

    /// The processor limit for an image of `pixels`, seconds.
    static func processorLimit(forPixels pixels: Int) -> Double {
        2 + 2 * Double(pixels) / 100_000_000
    }

    /// The image at `path`, decoded and premultiplied (downscaled as `ImageFile.load`
    /// does, to cover `box` at most: the decoder sends no more pixels than are drawn);
    /// throws a `CLIError` of one line on any refusal, and the interruption's
    /// (after stopping the decoder) when `Interruption` notes a signal meanwhile.
    ///
    /// Call it from any thread (the window calls it off the frame thread): the child dies
    /// when the thread that started it ends (PR_SET_PDEATHSIG is per thread), and this
    /// thread waits here until the child has ended.
    static func load(path: String, covering box: (width: Int, height: Int)? = nil) throws -> LoadedImage {
        try load(path: path, covering: box, decoder: "/proc/self/exe",
                 processorLimit: processorLimit(forImageAt: path), clockLimit: clockLimit)
    }

    /// `load(path:)` with the binary that decodes (`decode-image`) and the limits given: a
    /// test runs the built binary from its own process, with limits short enough to meet.
    static func load(path: String, covering box: (width: Int, height: Int)? = nil, decoder: String,
                     processorLimit: Double, clockLimit: Double) throws -> LoadedImage {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(clockLimit))
        // "--": a file whose name starts with "-" is a file, not an option. A crash is
        // reported here in one line; the runtime's backtrace would only slow it.
        let child = try DecoderChild(executable: decoder,
                                     arguments: ["decode-image", "--parent", "\(getpid())"]
                                         + (box.map { ["--cover", "\($0.width)x\($0.height)"] } ?? []) + ["--", path],
                                     extraEnvironment: ["SWIFT_BACKTRACE=enable=no"])
        var streams = DecoderStreams(image: child.image, messages: child.messages)
        while child.poll() == nil || !streams.isFinished {
            if Interruption.received != 0 {
                child.stop()
                try Interruption.check {}
            }
            if child.ending == nil, let used = child.processorSeconds, used > processorLimit {
                child.stop()
                throw CLIError("cannot decode '\(path)': the decoder used more than \(seconds(processorLimit)) of "
                               + "processor time (a corrupt, hostile or very large file); refused")
            }
            if clock.now >= deadline {
                child.stop()
                throw CLIError("cannot decode '\(path)': the decoder did not finish within \(seconds(clockLimit)) "
                               + "(a file that cannot be read, or a decoder that waits); refused")
            }
            streams.read(waitingUpTo: 5)
        }
        let said = String(decoding: streams.messages, as: UTF8.self)
        let line = said.split(separator: "\n").last.map(String.init) ?? ""
        switch child.ending {
        case .signalled(SIGKILL) where (child.usedSeconds ?? 0) >= processorLimit:
            throw CLIError("cannot decode '\(path)': the decoder used more than \(seconds(processorLimit)) of "
                           + "processor time (a corrupt, hostile or very large file); refused")
        case .signalled(let signal):
            let name = signal == SIGKILL ? "hit its memory or processor-time limit"
                : "crashed (signal \(signal))"
            throw CLIError("cannot decode '\(path)': the image decoder \(name) on it (a corrupt or hostile file); refused")
        case .exited(127) where !line.hasPrefix("foldpreview: "):
            // The dynamic loader's status: the decoder never ran (too little address space
            // to map its libraries, say).
            throw CLIError("cannot decode '\(path)': the image decoder could not start ("
                           + (line.isEmpty ? "exit status 127" : line) + ")")
        case .exited(let status) where status != 0:
            let message = line.hasPrefix("foldpreview: ") ? String(line.dropFirst(13)) : line
            throw CLIError(message.isEmpty ? "cannot decode '\(path)'" : message)
        default:
            break
        }
        guard !streams.imageOverflowed else {
            throw CLIError("cannot decode '\(path)': the decoder wrote a damaged image")
        }
        return try DecodedImage.parse(streams.image, path: path)
    }

    /// "2 s", "3.3 s".
    private static func seconds(_ value: Double) -> String {
        let tenths = (value * 10).rounded(.down) / 10
        return tenths == tenths.rounded() ? "\(Int(tenths)) s" : "\(tenths) s"
    }

    /// The width and height the header of the file at `path` declares; nil unless it is a
    /// regular file with a header `ImageHeader` reads. Opened without waiting (a FIFO
    /// would block), and only its first 256 KB read: nothing is decoded here.
    private static func declaredSize(_ path: String) -> (width: Int, height: Int)? {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: 1 << 18)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, $0.count - filled) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            filled += count
        }
        return ImageHeader.declaredSize(Array(bytes[..<filled]))
    }
}
