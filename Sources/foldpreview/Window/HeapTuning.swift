@preconcurrency import Glibc

/// How the C allocator treats a long window session's memory.
///
/// The window frees and makes frame-sized bitmaps on every resize, on several threads (the
/// render threads, the art worker, the decoders' readers). By default glibc raises its
/// mmap threshold to the size of the largest block freed (up to 32 MB), so after the first
/// resize every frame-sized bitmap is carved out of a heap arena instead of mapped on its
/// own, and each thread that ever allocated one keeps an arena of its own: freed blocks of
/// one size rarely fit the next size, and the heap only grows. Fixing the threshold at
/// 1 MiB keeps every large bitmap a mapping of its own, given back whole when freed; a
/// small number of arenas keeps the small allocations of many threads from spreading.
enum HeapTuning {
    /// Blocks this large or larger are mapped on their own, bytes.
    static let mapThreshold: Int32 = 1 << 20
    /// The most heap arenas the threads share.
    static let arenas: Int32 = 2

    /// glibc's `mallopt` parameters (malloc.h, which the Glibc module does not bring in).
    private static let mmapThresholdParameter: Int32 = -3, arenaMaxParameter: Int32 = -8

    private typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    private typealias MallocTrim = @convention(c) (Int) -> Int32

    /// A function of the C library by name (nil on a C library without it).
    private static func function<F>(_ name: String, as type: F.Type) -> F? {
        // A null handle is RTLD_DEFAULT: the program's own symbols, the C library's among them.
        dlsym(nil, name).map { unsafeBitCast($0, to: type) }
    }

    /// Applies the window's allocator settings; call once, before the threads start.
    static func forLongSession() {
        guard let mallopt = function("mallopt", as: Mallopt.self) else { return }
        _ = mallopt(mmapThresholdParameter, mapThreshold)
        _ = mallopt(arenaMaxParameter, arenas)
    }

    /// Keeps at most `count` heap arenas (each reserves 64 MB of address space, which counts
    /// under `ulimit -v`).
    static func limitArenas(to count: Int32) {
        _ = function("mallopt", as: Mallopt.self)?(arenaMaxParameter, count)
    }

    /// Gives freed heap memory back to the system (after a resize has replaced the
    /// frame-sized bitmaps, and the scenes' art was made again).
    static func release() {
        _ = function("malloc_trim", as: MallocTrim.self)?(0)
    }
}
