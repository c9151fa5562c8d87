import ArgumentParser
import Media
import Raster
@preconcurrency import Glibc

/// `foldpreview decode-image FILE OUT` (hidden): decodes one image in a process of its own,
/// for `ImageLoader`. A decoder that crashes or loops on a hostile file takes down only
/// this process, which the parent limits in time; its memory is limited here.
///
/// OUT receives four little-endian 32-bit words (width, height, the original width and
/// height) and the premultiplied pixels; a refusal is one line on stderr and exit 1.
struct DecodeImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode-image", abstract: "Decode one image for the program itself (internal).",
        shouldDisplay: false)

    @Argument var path: String
    @Argument var output: String

    /// The heap a decode may use: 1 GiB.
    static let memoryLimit: UInt = 1 << 30

    func run() throws {
        var limit = rlimit(rlim_cur: rlim_t(Self.memoryLimit), rlim_max: rlim_t(Self.memoryLimit))
        setrlimit(__rlimit_resource_t(RLIMIT_DATA.rawValue), &limit)
        let loaded: LoadedImage
        do { loaded = try ImageFile.load(path: path) } catch { throw CLIError(error.description) }
        guard let file = fopen(output, "wb") else { throw CLIError("cannot write the decoded image") }
        defer { fclose(file) }
        let bitmap = loaded.bitmap
        var header = [UInt32(bitmap.width), UInt32(bitmap.height), UInt32(loaded.originalWidth),
                      UInt32(loaded.originalHeight)].map(\.littleEndian)
        let wrote = header.withUnsafeMutableBytes { fwrite($0.baseAddress, 1, $0.count, file) } == 16
            && bitmap.pixels.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) } == bitmap.pixels.count * 4
        guard wrote, fflush(file) == 0 else { throw CLIError("cannot write the decoded image") }
    }
}
