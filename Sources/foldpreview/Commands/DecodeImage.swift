import ArgumentParser
import Media
import ParentDeath
import Raster
@preconcurrency import Glibc

/// `foldpreview decode-image FILE` (hidden): decodes one image in a process of its own, for
/// `ImageLoader`. A decoder that crashes or loops on a hostile file takes down only this
/// process, and this process bounds itself: it dies with the process that started it
/// (`--parent`), and limits its own processor time and address space, so even started by
/// hand on a file that loops libpng it ends within a few seconds.
///
/// It writes no file: the image goes only to standard output, which must be a pipe (the
/// one its parent made), as four little-endian 32-bit words (width, height, the original
/// width and height) and the premultiplied pixels. So no path given to it, by its parent or
/// by hand, can be written over (not its input, not a device); a second path is an
/// unexpected argument, and standard output redirected to a file is refused before
/// anything is decoded (what the shell did to that file is the shell's doing). A refusal
/// is one line on stderr and exit 1; libraries' warnings on stderr are cut to their first
/// and last lines (`pd_cap_standard_error`).
struct DecodeImage: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decode-image", abstract: "Decode one image for the program itself (internal).",
        shouldDisplay: false)

    @Option(help: "The process waiting for this one: exit at once if it is already gone.")
    var parent: Int32?

    @Option(help: "WxH: keep the image no larger than it takes to cover this box (the size it is drawn at most).")
    var cover: String?

    @Argument var path: String

    /// The address space a decode may map, bytes: 1.5 GiB. The largest images peak at
    /// 0.66 GB (a 10000² RGB PNG), 0.76 GB (RGBA) and 0.85 GB (a palette, converted whole to
    /// RGBA before it is downscaled to 8192²), of which about 0.1 GB are the runtime's and
    /// libraries' own mappings (VmPeak of a small PNG), so the limit leaves 0.65 GB spare.
    static let addressSpaceLimit: rlim_t = 3 << 29

    /// The processor time a decode of `path` may use, whole seconds: the kernel kills it
    /// (SIGKILL) after that. A second more than the parent's own limit on it
    /// (`ImageLoader.processorLimit(forImageAt:)`), which the parent enforces first; this
    /// bounds a decode nobody waits for.
    static func processorLimit(forImageAt path: String) -> rlim_t {
        rlim_t(ImageLoader.processorLimit(forImageAt: path)) + 1
    }

    func run() throws {
        // First of all: a decode whose parent died must not run on (under init, forever).
        // Started by hand, it dies with the shell that started it.
        guard pd_die_with_parent(parent ?? getppid()) else { Glibc.exit(1) }
        var output = stat()
        let isOpen = fstat(STDOUT_FILENO, &output) == 0
        guard isOpen, output.st_mode & S_IFMT == S_IFIFO else {
            throw CLIError("decode-image writes the decoded image only into a pipe on its standard output, which is "
                           + (isOpen ? Self.kind(of: output) : "closed") + "; it is the program's own decoder, "
                           + "for render and the window")
        }
        Self.limitResources(processorSeconds: Self.processorLimit(forImageAt: path))
        _ = pd_cap_standard_error()
        // The image goes to the saved standard output; anything a library prints there
        // goes to stderr instead, so it cannot corrupt the image.
        let image = Self.detachStandardOutput()
        let loaded: LoadedImage
        let box = try cover.map(Self.parseBox)
        do { loaded = try ImageFile.load(path: path, covering: box) } catch { throw CLIError(error.description) }
        if let problem = DecodedImage.write(loaded, to: image) {
            throw CLIError("cannot write the decoded image: \(problem)")
        }
    }

    /// `WxH` with both sides positive.
    static func parseBox(_ text: String) throws -> (width: Int, height: Int) {
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else {
            throw CLIError("--cover must look like 640x480 with both sides positive, got '\(text)'")
        }
        return (w, h)
    }

    /// What standard output is when it is not a pipe, in words.
    private static func kind(of info: stat) -> String {
        switch info.st_mode & S_IFMT {
        case S_IFREG: "a file"
        case S_IFCHR: isatty(STDOUT_FILENO) != 0 ? "a terminal" : "a device"
        case S_IFBLK: "a device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a directory"
        default: "not a pipe"
        }
    }

    /// The limits a hostile file meets here, whoever started this process: processor time
    /// and address space, and no core file (a decoder that crashes must not leave one in
    /// the user's folder).
    private static func limitResources(processorSeconds: rlim_t) {
        for (resource, value) in [(RLIMIT_CPU, processorSeconds), (RLIMIT_AS, addressSpaceLimit), (RLIMIT_CORE, 0)] {
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
