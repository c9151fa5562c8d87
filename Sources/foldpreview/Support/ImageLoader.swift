import Foundation
import Media
import Raster
@preconcurrency import Glibc

/// Loads a user's image without trusting the decoder: the file is decoded by a child
/// process of this program (`decode-image`) with a time limit here and a memory limit
/// there, so a file that crashes SDL_image, loops inside libpng or asks for gigabytes is
/// refused with one line while the program carries on (SPEC §5).
enum ImageLoader {
    /// How long a decode may take before it is refused, seconds.
    static let timeLimit = 2.0

    /// The image at `path`, decoded and premultiplied (downscaled as `ImageFile.load`
    /// does); throws a `CLIError` of one line on any refusal.
    static func load(path: String) throws -> LoadedImage {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("foldpreview-decode-\(getpid())-\(UUID().uuidString)")
        let output = scratch.appendingPathExtension("rgba"), messages = scratch.appendingPathExtension("txt")
        defer {
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: messages)
        }
        guard FileManager.default.createFile(atPath: messages.path, contents: nil),
              let errors = try? FileHandle(forWritingTo: messages) else {
            throw CLIError("cannot decode '\(path)': cannot create a scratch file in "
                           + "'\(FileManager.default.temporaryDirectory.path)' for the image decoder")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["decode-image", path, output.path]
        // A crash is reported here in one line; the runtime's backtrace would only slow it.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = "enable=no"
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        do { try process.run() } catch {
            throw CLIError("cannot start the image decoder: \(error.localizedDescription)")
        }
        let deadline = Date().addingTimeInterval(timeLimit)
        while process.isRunning, Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw CLIError("cannot decode '\(path)': the decoder took longer than \(Int(timeLimit)) s "
                           + "(a corrupt, hostile or very large file); refused")
        }
        process.waitUntilExit()
        let said = (try? String(contentsOf: messages, encoding: .utf8)) ?? ""
        let line = said.split(separator: "\n").last.map(String.init) ?? ""
        switch process.terminationReason {
        case .uncaughtSignal:
            let name = process.terminationStatus == SIGKILL ? "killed at its memory limit"
                : "crashed (signal \(process.terminationStatus))"
            throw CLIError("cannot decode '\(path)': the image decoder \(name) on it (a corrupt or hostile file); refused")
        case .exit where process.terminationStatus != 0:
            let message = line.hasPrefix("foldpreview: ") ? String(line.dropFirst(13)) : line
            throw CLIError(message.isEmpty ? "cannot decode '\(path)'" : message)
        default:
            break
        }
        return try read(output, path: path)
    }

    /// The decoded image the child wrote to `url`.
    private static func read(_ url: URL, path: String) throws -> LoadedImage {
        guard let data = try? Data(contentsOf: url), data.count >= 16 else {
            throw CLIError("cannot decode '\(path)': the decoder wrote no image")
        }
        let words = data.withUnsafeBytes { raw in (0..<4).map { raw.loadUnaligned(fromByteOffset: $0 * 4, as: UInt32.self).littleEndian } }
        let width = Int(words[0]), height = Int(words[1])
        guard width > 0, height > 0, data.count == 16 + width * height * 4 else {
            throw CLIError("cannot decode '\(path)': the decoder wrote a damaged image")
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBytes { out in data.withUnsafeBytes { out.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[16...])) } }
        let (originalWidth, originalHeight) = (Int(words[2]), Int(words[3]))
        let note = (originalWidth, originalHeight) == (width, height) ? nil
            : "\((path as NSString).lastPathComponent) is \(originalWidth)×\(originalHeight);"
                + " downscaled to \(width)×\(height)"
        return LoadedImage(bitmap: Bitmap(width: width, height: height, pixels: pixels),
                           originalWidth: originalWidth, originalHeight: originalHeight, note: note)
    }
}
