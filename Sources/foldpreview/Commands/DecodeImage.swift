import ArgumentParser
import Media
import ParentDeath
import Raster
@preconcurrency import Glibc

/// `foldpreview decode-image FILE OUT` (hidden): decodes one image in a process of its own,
/// for `ImageLoader`. A decoder that crashes or loops on a hostile file takes down only
/// this process, and this process bounds itself: it dies with the process that started it
/// (`--parent`), and limits its own CPU time and address space, so even started by hand
/// on a file that loops libpng it ends within a few seconds.
///
/// OUT ("-": standard output) receives four little-endian 32-bit words (width, height, the
/// original width and height) and the premultiplied pixels; a file is written all or
/// nothing. A refusal is one line on stderr and exit 1.
struct DecodeImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode-image", abstract: "Decode one image for the program itself (internal).",
        shouldDisplay: false)

    @Option(help: "The process waiting for this one: exit at once if it is already gone.")
    var parent: Int32?

    @Option(help: "WxH: keep the image no larger than it takes to cover this box (the size it is drawn at most).")
    var cover: String?

    @Argument var path: String
    @Argument var output: String

    /// The address space a decode may map, bytes: 1.5 GiB. The largest images peak at
    /// 0.66 GB (a 10000² RGB PNG), 0.76 GB (RGBA) and 0.85 GB (a palette, converted whole to
    /// RGBA before it is downscaled to 8192²), of which about 0.1 GB are the runtime's and
    /// libraries' own mappings (VmPeak of a small PNG), so the limit leaves 0.65 GB spare.
    static let addressSpaceLimit: rlim_t = 3 << 29

    /// The CPU time a decode may use, seconds: the kernel kills it (SIGKILL) after that.
    /// The parent stops waiting after `ImageLoader.timeLimit` of wall time; this bounds a
    /// decode nobody waits for.
    static let cpuLimit: rlim_t = 3

    func run() throws {
        // First of all: a decode whose parent died must not run on (under init, forever).
        // Started by hand, it dies with the shell that started it.
        guard pd_die_with_parent(parent ?? getppid()) else { Glibc.exit(1) }
        Self.limitResources()
        // The image goes to the saved standard output; anything a library prints there
        // goes to stderr instead, so it cannot corrupt the image.
        let image = output == "-" ? Self.detachStandardOutput() : nil
        let loaded: LoadedImage
        let box = try cover.map(Self.parseBox)
        do { loaded = try ImageFile.load(path: path, covering: box) } catch { throw CLIError(error.description) }
        let written = if let image { DecodedImage.write(loaded, to: image) }
            else { DecodedImage.write(loaded, toFile: output) }
        if let problem = written { throw CLIError("cannot write the decoded image: \(problem)") }
    }

    /// `WxH` with both sides positive.
    static func parseBox(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
            throw CLIError("--cover must look like 640x480 with both sides positive, got '\(text)'")
        }
        return (w, h)
    }

    /// The limits a hostile file meets here, whoever started this process: CPU time and
    /// address space, and no core file (a decoder that crashes must not leave one in the
    /// user's folder).
    private static func limitResources() {
        for (resource, value) in [(RLIMIT_CPU, cpuLimit), (RLIMIT_AS, addressSpaceLimit), (RLIMIT_CORE, 0)] {
            var limit = rlimit()
            getrlimit(__rlimit_resource_t(resource.rawValue), &limit)
            // Never raise a limit this process was given (a hard limit cannot be raised back).
            let lowered = min(value, limit.rlim_max)
            limit.rlim_cur = lowered
            limit.rlim_max = lowered
            setrlimit(__rlimit_resource_t(resource.rawValue), &limit)
        }
    }

    /// A copy of standard output for the image; standard output itself now writes to stderr.
    private static func detachStandardOutput() -> Int32 {
        let image = fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        return image
    }
}
