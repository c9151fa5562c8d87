import Foundation
import Media
@preconcurrency import Glibc

/// Loads a user's image without trusting the decoder: the file is decoded by a child
/// process of this program (`decode-image`), which this process waits for a limited time
/// while it reads the image and the child's messages through pipes; the child limits its
/// own CPU time and memory and dies with its parent. A file that crashes SDL_image, loops
/// inside libpng or asks for gigabytes is refused with one line while the program carries
/// on (SPEC §5), and nothing is left behind: no file, no process.
enum ImageLoader {
    /// How long a decode may take before it is refused, seconds.
    static let timeLimit = 2.0

    /// The image at `path`, decoded and premultiplied (downscaled as `ImageFile.load`
    /// does, to cover `box` at most: the decoder sends no more pixels than are drawn);
    /// throws a `CLIError` of one line on any refusal, and the interruption's
    /// (after stopping the decoder) when `Interruption` notes a signal meanwhile.
    ///
    /// Call it from any thread (the window calls it off the frame thread): the child dies
    /// when the thread that started it ends (PR_SET_PDEATHSIG is per thread), and this
    /// thread waits here until the child has ended.
    static func load(path: String, covering box: (width: Int, height: Int)? = nil) throws -> LoadedImage {
        let image = Pipe(), messages = Pipe()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        // "--": a file whose name starts with "-" is a file, not an option.
        process.arguments = ["decode-image", "--parent", "\(getpid())"]
            + (box.map { ["--cover", "\($0.width)x\($0.height)"] } ?? []) + ["--", path, "-"]
        // A crash is reported here in one line; the runtime's backtrace would only slow it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = image
        process.standardError = messages
        do { try process.run() } catch {
            throw CLIError("cannot start the image decoder: \(error.localizedDescription)")
        }
        var streams = DecoderStreams(image: image.fileHandleForReading.fileDescriptor,
                                     messages: messages.fileHandleForReading.fileDescriptor)
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning || !streams.isFinished {
            if Interruption.received.load(ordering: .relaxed) != 0 {
                stop(process)
                try Interruption.check {}
            }
            if Date() >= deadline {
                stop(process)
                throw CLIError("cannot decode '\(path)': the decoder took longer than \(Int(timeLimit)) s "
                               + "(a corrupt, hostile or very large file); refused")
            }
            streams.read(waitingUpTo: 5)
        }
        process.waitUntilExit()
        let said = String(decoding: streams.messages, as: UTF8.self)
        let line = said.split(separator: "\n").last.map(String.init) ?? ""
        switch process.terminationReason {
        case .uncaughtSignal:
            let name = process.terminationStatus == SIGKILL ? "hit its memory or CPU-time limit"
                : "crashed (signal \(process.terminationStatus))"
            throw CLIError("cannot decode '\(path)': the image decoder \(name) on it (a corrupt or hostile file); refused")
        case .exit where process.terminationStatus != 0:
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

    /// Kills the decoder and waits for it to end.
    private static func stop(_ process: Process) {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
