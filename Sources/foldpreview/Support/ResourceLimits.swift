@preconcurrency import Glibc
import Media

/// The process's resource limits, met at start so that a low one ends the run with one line
/// instead of a signal or a runtime trap halfway through a write.
///
/// - File size (`ulimit -f`): SIGXFSZ is ignored, so a write past the limit fails with EFBIG
///   and the one writer removes its temporary and names the limit, instead of the signal
///   killing the process with the temporary left beside the target.
/// - Open files (`ulimit -n`): the soft limit is raised to the hard one, and a run that
///   would still have fewer than `descriptorsNeeded` free descriptors is refused before it
///   opens anything. Below that the thread pool's event loop (an epoll and an eventfd, made
///   when the first worker starts) traps in the runtime, and FFmpeg's libraries cannot be
///   opened; there is no error to catch there.
/// - Address space (`ulimit -v`): malloc keeps one arena, not one per thread (each reserves
///   64 MB of address space), and a render claims its working set before it draws
///   (`checkRoom`), because Swift's arrays trap when an allocation fails.
enum ResourceLimits {
    /// Free descriptors a run needs: a threaded export uses 8 at most (the standard
    /// streams, the thread pool's event loop, FFmpeg's output, a library being opened, the
    /// decoder's pipes); the rest is room for the window's display connection.
    static let descriptorsNeeded = 32

    /// Applies the rules above; on a limit too low to run, prints one line and exits 1.
    static func prepare() {
        signal(SIGXFSZ, SIG_IGN)
        if addressSpaceLimit != nil {
            HeapTuning.limitArenas(to: 1)
            reserve = mmap(nil, reserveBytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0)
        }
        if let message = descriptorShortage() { FoldPreviewCommand.fail(message, code: 1) }
    }

    /// Bitmaps of the window's size the window holds beside its frame: the scenes' art of
    /// every mode (built ahead), the SDL texture, the panel's and the overlay's. Measured: a
    /// 1280x800 window trapped at 200,000 KB with a claim of 9 passing, and at 222,500 KB
    /// with a claim of 24 (its art is built on several threads at once).
    static let windowBitmaps = 40

    /// Address space held back under a limit until FFmpeg's libraries are mapped, bytes: the
    /// libraries take most of what is left, and an allocation of the runtime's that fails
    /// just after them traps. With this held, the libraries fail to map first (one line);
    /// once they are in, it is given back for the render's own check.
    static let reserveBytes = 32 << 20
    nonisolated(unsafe) private static var reserve: UnsafeMutableRawPointer?

    /// Gives the held-back address space back (once).
    private static func releaseReserve() {
        if let held = reserve, held != MAP_FAILED { munmap(held, reserveBytes) }
        reserve = nil
    }

    /// Why the open-files limit is too low to run, nil when it is not.
    static func descriptorShortage() -> String? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 { limit = raised }
        }
        guard limit.rlim_cur != rlim_t.max else { return nil }
        let allowed = Int(limit.rlim_cur)
        guard allowed < 4096 else { return nil }
        let open = openDescriptors(below: allowed)
        guard allowed - open < descriptorsNeeded else { return nil }
        return "too many open files: \(allowed) allowed (ulimit -n), \(open) open at start; "
            + "foldpreview needs \(descriptorsNeeded) free, so at least ulimit -n \(open + descriptorsNeeded)"
    }

    /// How many of the descriptors 0..<limit are open (fcntl answers without opening one).
    private static func openDescriptors(below limit: Int) -> Int {
        (0..<limit).reduce(0) { count, fd in fcntl(Int32(fd), F_GETFD) == -1 ? count : count + 1 }
    }

    /// The address space limit in bytes (RLIMIT_AS), nil when unlimited.
    static var addressSpaceLimit: UInt64? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max else { return nil }
        return UInt64(limit.rlim_cur)
    }

    /// Under an address space limit, makes sure a `width` × `height` render has room before
    /// anything is drawn: FFmpeg's libraries (every output is encoded by them) are mapped
    /// first, then the render's working set (`MemoryBudget.bitmapsPerFrame` bitmaps of the
    /// frame's size, and a stack per drawing thread) must fit between the address space
    /// mapped now (`VmSize`, the libraries and the program's own heap included) and the limit,
    /// and is allocated and given back at once. A claim by malloc alone is not enough: it
    /// passed at 330–340 MB for a 1280x800 fold (debug build) and the art's canvases then
    /// trapped the runtime. Throws one line naming the allocation when it does not fit. Without a limit it does
    /// nothing: the memory check against what the machine has available stands.
    ///
    /// The window passes `encoding: false` (it maps FFmpeg only when a recording asks) and
    /// `windowBitmaps`.
    ///
    /// A video's encoder works beside the render (`encoderBitmaps`): its libraries allocate
    /// as they encode, and where they took the last of the room the render's next
    /// allocation trapped the runtime (a WebM at 486–488 MB), so that room is claimed too.
    static func checkRoom(width: Int, height: Int, threads: Int, encoding: Bool = true,
                          bitmaps: Int = Int(MemoryBudget.bitmapsPerFrame), encoder: VideoFormat? = nil) throws {
        let bitmaps = bitmaps + encoderBitmaps(encoder)
        guard let limit = addressSpaceLimit else { return }
        if encoding {
            do { try FFmpegLibraries.load() } catch {
                releaseReserve()
                throw CLIError(error.description)
            }
        }
        releaseReserve()
        var stack = rlimit()
        let stackBytes = getrlimit(Int32(RLIMIT_STACK.rawValue), &stack) == 0 && stack.rlim_cur != rlim_t.max
            ? Int(stack.rlim_cur) : 8 << 20
        let frame = width * height * 4
        let bytes = bitmaps * frame + threads * stackBytes
        let mapped = mappedBytes() ?? 0
        guard mapped + UInt64(bytes) <= limit, let claim = malloc(bytes) else {
            let what = encoder.map { "the \(width)x\(height) frame, its art and the \($0.rawValue) encoder's frames" }
                ?? "the \(width)x\(height) frame and its art"
            throw CLIError(MediaError.outOfMemory(what: what + " (\(bitmaps) bitmaps of \(MediaError.size(frame)))",
                                                  bytes: bytes).description)
        }
        free(claim)
    }

    /// Bitmaps of the frame's size a video's encoder works with beside the render, as far
    /// as the address space goes. Measured as the limit a 1280x800 fold needs over a PNG's
    /// (debug build): MP4 (libx264's lookahead and threads) 150 MB more, WebM (libvpx) 140,
    /// GIF (its palette filters) 108, MOV (ProRes) 38; WebP and APNG nothing more.
    static func encoderBitmaps(_ format: VideoFormat?) -> Int {
        switch format {
        case .mp4?: 38
        case .webm?: 36
        case .gif?: 28
        case .mov?: 10
        case .webp?, .apng?, nil: 0
        }
    }

    /// Under an address space limit, how large the window's drawable may grow: its
    /// address space is a base (libraries, display, fonts, threads) and about
    /// `windowBitmaps` bitmaps of the drawable's size (its art, built ahead for every mode,
    /// the texture, the frame). A larger drawable is drawn at the size that fits and
    /// stretched (`fitting`): the art is allocated on the worker's threads, where a failed
    /// allocation traps the runtime.
    ///
    /// Measured (debug build, fold): the address space grows by about 150 bytes a pixel
    /// of the drawable (37 bitmaps' worth), from 704 MB at 1000x700 to 926 MB at 1900x1150.
    struct WindowRoom {
        /// The base seen so far, bytes: the most `VmSize` less the bitmaps' share has been.
        /// The most, because a size's art is built a moment after the size changes, and
        /// `VmSize` read before it is there (resizes come in bursts) reads low.
        private var base: UInt64 = 0

        /// The most pixels the next drawable may have, when the one in use has `current`;
        /// nil without a limit. Leaves `windowMargin` free beside the bitmaps. (The window
        /// never draws fewer than it started with: `checkRoom` found room for those.)
        mutating func pixels(current: Int) -> Int? {
            guard let limit = addressSpaceLimit, let mapped = mappedBytes() else { return nil }
            let perPixel = UInt64(windowBitmaps * 4), used = UInt64(current) * perPixel
            base = max(base, mapped > used ? mapped - used : 0)
            guard limit > base + windowMargin else { return 1 }
            return Int((limit - base - windowMargin) / perPixel)
        }
    }

    /// Address space left free beside the window's bitmaps when it grows, bytes.
    static let windowMargin: UInt64 = 32 << 20

    /// `size` when it has at most `pixels` pixels (or there is no such bound), else `size`
    /// scaled down to them, its shape kept, each side at least 1.
    static func fitting(_ size: (width: Int, height: Int), pixels: Int?) -> (width: Int, height: Int) {
        guard let pixels, size.width * size.height > pixels else { return size }
        let scale = (Double(pixels) / Double(size.width * size.height)).squareRoot()
        return (max(1, Int(Double(size.width) * scale)), max(1, Int(Double(size.height) * scale)))
    }

    /// The address space this process maps now, bytes (`VmSize` in /proc/self/status).
    private static func mappedBytes() -> UInt64? {
        guard let data = try? TextInput.contents(of: "/proc/self/status", limit: 1 << 16),
              case let status = String(decoding: data, as: UTF8.self),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmSize:") }),
              let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ UInt64($0) }) else { return nil }
        return kilobytes * 1024
    }
}
